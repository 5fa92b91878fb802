#pragma once
// Runs the `adc` binary under test and reads back its exit code and JSON output.
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

namespace adc::test {

struct CliRun {
    int code;
    nlohmann::json out;
};

// The player's data folder (remembered counter values) is kept beside the test's overlay,
// never the user's own. `shell` comes first on the command line (a limit, a trap).
inline CliRun runAdc(const std::string& args, const std::filesystem::path& overlay,
                     const std::string& shell = "") {
    const std::string cmd = shell + "ADC_DATA_DIR='" + (overlay.parent_path() / "data").string() +
                            "' " + std::string(ADC_CLI) + " --overlay " + overlay.string() + " " +
                            args + " 2>/dev/null";
    FILE* f = popen(cmd.c_str(), "r");
    std::string text;
    std::array<char, 4096> buf{};
    while (size_t n = fread(buf.data(), 1, buf.size(), f))
        text.append(buf.data(), n);
    const int status = pclose(f);
    return {WEXITSTATUS(status), nlohmann::json::parse(text, nullptr, false)};
}

// What `adc` prints as text (its help is not JSON), stdout and stderr together.
struct CliText {
    int code;
    std::string text;
};

inline CliText runAdcText(const std::string& args, const std::filesystem::path& overlay) {
    const std::string cmd = "ADC_DATA_DIR='" + (overlay.parent_path() / "data").string() + "' " +
                            std::string(ADC_CLI) + " --overlay " + overlay.string() + " " + args +
                            " 2>&1";
    FILE* f = popen(cmd.c_str(), "r");
    std::string text;
    std::array<char, 4096> buf{};
    while (size_t n = fread(buf.data(), 1, buf.size(), f))
        text.append(buf.data(), n);
    return {WEXITSTATUS(pclose(f)), text};
}

} // namespace adc::test
