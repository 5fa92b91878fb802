#include "paths.h"

#include <cstdlib>
#include <filesystem>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace adc::paths {

std::string tablesDir(const std::string& argv0) {
    if (const char* env = std::getenv("ADC_TABLES_DIR"); env && *env) return env;
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) exe = fs::absolute(argv0, ec);
    const fs::path beside = exe.parent_path() / "tables";
    if (fs::is_directory(beside, ec)) return beside.string();
    const fs::path up = exe.parent_path().parent_path() / "tables";
    if (fs::is_directory(up, ec)) return up.string();
    // Installed (cmake --install, the .deb): PREFIX/bin/adc reads PREFIX/share/aide-de-camp/tables.
    const fs::path installed =
        exe.parent_path().parent_path() / "share" / "aide-de-camp" / "tables";
    if (fs::is_directory(installed, ec)) return installed.string();
    return ADC_TABLES_FALLBACK_DIR;
}

std::string dataDir() {
    if (const char* env = std::getenv("ADC_DATA_DIR"); env && *env) return env;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return (fs::path(xdg) / "aide-de-camp").string();
    const char* home = std::getenv("HOME");
    return (fs::path(home ? home : ".") / ".local" / "share" / "aide-de-camp").string();
}

void protectDataDir() {
    const std::string dir = dataDir();
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid()) return;
    if ((st.st_mode & 077) != 0) ::chmod(dir.c_str(), 0700);
}

std::string overlayDir() {
    return (fs::path(dataDir()) / "overlay").string();
}

} // namespace adc::paths
