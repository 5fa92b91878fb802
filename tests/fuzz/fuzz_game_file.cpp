// libFuzzer target: a game file, opened read-only and its log replayed (see fuzz_inputs.h).
#include "fuzz_inputs.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    adc::fuzz::setUp(ADC_TABLES_DIR);
    adc::fuzz::gameFile({reinterpret_cast<const char*>(data), size});
    return 0;
}
