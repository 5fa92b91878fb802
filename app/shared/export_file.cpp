#include "export_file.h"

#include "adc/errors.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace adc {

void checkExportTarget(const std::string& target, bool replace) {
    if (target.empty()) throw InvalidInput("out= names the file to write");
    std::error_code ec;
    const fs::path p(target);
    if (fs::is_directory(p, ec))
        throw InvalidInput(target + " is a folder; out= names a file; nothing was written");
    if (fs::exists(p, ec) && !replace)
        throw InvalidInput(target + " exists; give replace=yes to replace it; nothing was written");
    const fs::path folder = p.has_parent_path() ? p.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, ec))
        throw InvalidInput("the folder " + folder.string() +
                           " does not exist; nothing was written");
}

void writeExportFile(const std::string& target, bool replace,
                     const std::function<void(const std::string&)>& write) {
    checkExportTarget(target, replace);
    std::string tmp = target + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        throw InvalidInput("cannot write beside " + target + ": " + std::strerror(errno) +
                           "; nothing was written");
    ::close(fd);
    try {
        write(tmp);
        // The file's bytes on disk before its name is.
        if (const int f = ::open(tmp.c_str(), O_RDONLY); f >= 0) {
            ::fsync(f);
            ::close(f);
        }
        if (replace) {
            if (::rename(tmp.c_str(), target.c_str()) != 0)
                throw InvalidInput("cannot write " + target + ": " + std::strerror(errno));
        } else {
            // link() never replaces: a file that appeared meanwhile is kept.
            if (::link(tmp.c_str(), target.c_str()) != 0) {
                const int err = errno;
                std::error_code ec;
                if (err == EEXIST || fs::exists(target, ec))
                    throw InvalidInput(target + " exists; give replace=yes to replace it; "
                                                "nothing was written");
                // A file system without hard links (FAT): checked above, then renamed.
                if (::rename(tmp.c_str(), target.c_str()) != 0)
                    throw InvalidInput("cannot write " + target + ": " + std::strerror(errno));
                return;
            }
            ::unlink(tmp.c_str());
        }
    } catch (...) {
        ::unlink(tmp.c_str());
        throw;
    }
}

void writeExportText(const std::string& target, bool replace, const std::string& text) {
    writeExportFile(target, replace, [&](const std::string& tmp) {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        f << text;
        f.close();
        if (!f) throw InvalidInput("cannot write " + target + "; nothing was written");
    });
}

} // namespace adc
