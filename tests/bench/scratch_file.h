#pragma once
// A game file for a benchmark in the temporary folder, with nothing left of an earlier run
// (the file, its -wal and -shm).
#include <filesystem>
#include <string>

namespace adc::bench {

inline std::string scratch(const std::string& name) {
    const std::filesystem::path p = std::filesystem::temp_directory_path() / ("adc-bench-" + name);
    for (const char* s : {"", "-wal", "-shm"})
        std::filesystem::remove(p.string() + s);
    return p.string();
}

} // namespace adc::bench
