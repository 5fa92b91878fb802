# adc_warnings: the compiler warnings of the project, in one place. Every target of the
# project links it (PRIVATE), so that a new target gets them by the same line as its
# libraries; ADC_WERROR=ON (CI: scripts/run-tests.sh --werror) makes them errors.
option(ADC_WERROR "Treat compiler warnings as errors" OFF)

add_library(adc_warnings INTERFACE)
target_compile_options(adc_warnings INTERFACE -Wall -Wextra -Wpedantic)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  # GCC 12 warns falsely on "literal" + std::string at -O2 (GCC bug 105651).
  target_compile_options(adc_warnings INTERFACE -Wno-restrict)
endif()
if(ADC_UNITY AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # In a batch, a test's fixture in an unnamed namespace is a base of the tests of a file
  # the batch includes, which GCC reports although each file keeps its own fixture.
  target_compile_options(adc_warnings INTERFACE -Wno-subobject-linkage)
endif()
if(ADC_WERROR)
  target_compile_options(adc_warnings INTERFACE -Werror)
endif()
