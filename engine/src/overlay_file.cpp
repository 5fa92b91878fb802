#include "overlay_file.h"
#include "adc/private_file.h"

#include "adc/errors.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace adc::overlay {

namespace {

[[noreturn]] void fail(const std::string& what, const std::string& path, int err) {
    throw InvalidInput("cannot " + what + " " + path + ": " + std::strerror(err) +
                       "; nothing was changed");
}

} // namespace

void makePrivateFolder(const std::string& dir) {
    const fs::path p(dir);
    // The folders missing above it are made here too, each 0700 whatever the umask (the data
    // folder above the overlay or the seats, #32); folders already there are not touched.
    std::vector<fs::path> missing;
    std::error_code ec;
    for (fs::path up = p.parent_path(); !up.empty() && !fs::exists(up, ec); up = up.parent_path()) {
        missing.push_back(up);
        if (up == up.parent_path()) break;
    }
    for (auto it = missing.rbegin(); it != missing.rend(); ++it)
        if (::mkdir(it->c_str(), 0700) == 0) ::chmod(it->c_str(), 0700);
    if (::mkdir(p.c_str(), 0700) != 0 && errno != EEXIST)
        fail("create the overlay folder", dir, errno);
    // A folder made by an older version (0755) is made private too.
    if (::chmod(p.c_str(), 0700) != 0) fail("make private the overlay folder", dir, errno);
}

FolderLock::FolderLock(const std::string& dir) {
    const std::string path = (fs::path(dir) / ".lock").string();
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd_ < 0) fail("open the lock file", path, errno);
    while (::flock(fd_, LOCK_EX) != 0) {
        if (errno == EINTR) continue;
        const int err = errno;
        ::close(fd_);
        fail("lock", path, err);
    }
}

FolderLock::~FolderLock() {
    if (fd_ >= 0) ::close(fd_); // closing releases the lock
}

void replaceFile(const std::string& path, const std::string& text) {
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(tmp.data()); // 0600, a name of its own: writers never share it
    if (fd < 0) fail("write beside", path, errno);
    const auto abandon = [&](const std::string& what, int err) {
        ::close(fd);
        ::unlink(tmp.c_str());
        fail(what, path, err);
    };
    for (size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) abandon("write", errno);
        done += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0) abandon("flush to disk", errno);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        fail("write", path, err);
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        fail("replace", path, err);
    }
    // The rename itself is durable only once the folder is flushed.
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

} // namespace adc::overlay

namespace adc {

void makePrivateFolder(const std::string& dir) {
    overlay::makePrivateFolder(dir);
}

void replacePrivateFile(const std::string& path, const std::string& text) {
    overlay::replaceFile(path, text);
}

} // namespace adc
