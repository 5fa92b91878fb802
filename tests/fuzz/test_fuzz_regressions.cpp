// Replays every input under tests/fuzz/ (the seed corpus and each crash the fuzzers or
// the outside testing of issues 16 and 17 found) through the fuzzers' own entry points,
// built without clang: a crash found once stays fixed.
#include "fuzz_inputs.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace fs = std::filesystem;

namespace {

template <class F> int replay(const std::string& target, F&& feed) {
    adc::fuzz::setUp(ADC_TABLES_DIR);
    int n = 0;
    for (const char* kind : {"corpus", "crashes"}) {
        const fs::path dir = fs::path(ADC_FUZZ_DIR) / kind / target;
        if (!fs::is_directory(dir)) continue;
        for (const auto& e : fs::directory_iterator(dir)) {
            std::ifstream in(e.path(), std::ios::binary);
            const std::string bytes{std::istreambuf_iterator<char>(in),
                                    std::istreambuf_iterator<char>()};
            SCOPED_TRACE(e.path().string());
            feed(bytes);
            ++n;
        }
    }
    return n;
}

} // namespace

TEST(FuzzRegressions, DataFileInputsAreReadOrRefusedInWords) {
    EXPECT_GT(replay("data_file", [](const std::string& b) { adc::fuzz::dataFile(b); }), 0);
}

TEST(FuzzRegressions, GameFileInputsAreReadOrRefusedUntouched) {
    EXPECT_GT(replay("game_file", [](const std::string& b) { adc::fuzz::gameFile(b); }), 0);
}

TEST(FuzzRegressions, AdcArgumentInputsEndInAnExitCode) {
    EXPECT_GT(replay("adc_args", [](const std::string& b) { adc::fuzz::adcArguments(b); }), 0);
}
