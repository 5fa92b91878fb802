#include "file_publish.h"

#include "adc/game_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <unistd.h>

namespace fs = std::filesystem;

namespace adc::db {

namespace {

using Kind = GameFileError::Kind;

std::string folderOf(const std::string& target) {
    const fs::path dir = fs::path(target).parent_path();
    return dir.empty() ? std::string(".") : dir.string();
}

void syncPath(const std::string& path, int flags) {
    const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0)
        throw GameFileError(Kind::Io,
                            "cannot open " + path + " to flush it: " + std::strerror(errno));
    const int rc = ::fsync(fd);
    const int err = errno;
    ::close(fd);
    if (rc != 0)
        throw GameFileError(Kind::Io, "cannot flush " + path + " to disk: " + std::strerror(err));
}

} // namespace

Publication preparePublication(const std::string& target) {
    if (target.empty())
        throw GameFileError(Kind::Io, "no file name was given; nothing was created");
    std::error_code ec;
    if (fs::exists(fs::symlink_status(target, ec)))
        throw GameFileError(
            Kind::Exists,
            target + " already exists; a new game never overwrites a file. Choose another name");
    const fs::path name = fs::path(target).filename();
    if (name.empty() || name == "." || name == "..")
        throw GameFileError(Kind::Io, "cannot create " + target +
                                          ": it names a folder, not a file; nothing was created");
    const std::string dir = folderOf(target);
    if (!fs::is_directory(dir, ec))
        throw GameFileError(Kind::Io, "cannot create " + target + ": the folder " + dir +
                                          " does not exist; nothing was created");
    std::random_device rd;
    for (int attempt = 0; attempt < 16; ++attempt) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "%08x", static_cast<unsigned>(rd()));
        const std::string tmp = (fs::path(dir) / ("." + name.string() + ".new-" + suffix)).string();
        const int fd = ::open(tmp.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC,
                              0600); // the game's secrets: its owner's alone
        if (fd >= 0) {
            ::close(fd);
            return {target, tmp};
        }
        if (errno != EEXIST)
            throw GameFileError(Kind::Io, "cannot create " + target + ": " + std::strerror(errno) +
                                              "; nothing was created");
    }
    throw GameFileError(Kind::Io, "cannot create " + target +
                                      ": no free temporary name beside it; nothing was created");
}

void publish(const Publication& p) {
    syncPath(p.temporary, O_RDONLY);
    // link() never replaces a file: it fails if the target appeared since preparePublication.
    int err = ::link(p.temporary.c_str(), p.target.c_str()) == 0 ? 0 : errno;
    if (err == EPERM || err == ENOTSUP || err == ENOSYS) {
        // A file system without hard links: rename, having looked again that the name is free.
        std::error_code ec;
        if (fs::exists(fs::symlink_status(p.target, ec)))
            err = EEXIST;
        else
            err = ::rename(p.temporary.c_str(), p.target.c_str()) == 0 ? 0 : errno;
    }
    if (err != 0) {
        abandon(p);
        if (err == EEXIST)
            throw GameFileError(
                Kind::Exists,
                p.target +
                    " already exists; a new game never overwrites a file. Choose another name");
        throw GameFileError(Kind::Io, "cannot create " + p.target + ": " + std::strerror(err) +
                                          "; nothing was created");
    }
    ::unlink(p.temporary.c_str()); // after link(); after rename() it is already gone
    // The new name is durable once its folder is flushed; the game is whole either way.
    const int fd = ::open(folderOf(p.target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

void abandon(const Publication& p) noexcept {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        ::unlink((p.temporary + suffix).c_str());
}

} // namespace adc::db
