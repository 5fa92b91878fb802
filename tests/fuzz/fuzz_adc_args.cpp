// libFuzzer target: the `adc` command line (arguments separated by NUL bytes) (see fuzz_inputs.h).
#include "fuzz_inputs.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    adc::fuzz::setUp(ADC_TABLES_DIR);
    adc::fuzz::adcArguments({reinterpret_cast<const char*>(data), size});
    return 0;
}
