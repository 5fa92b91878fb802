#pragma once
// The overlay folder on disk: private to the player (9.0: it sits beside the game files),
// written by one process at a time, each file replaced whole or not at all.
#include <string>

namespace adc::overlay {

// Creates `dir` (and its parents) if need be; the folder itself is made 0700.
void makePrivateFolder(const std::string& dir);

// Holds an exclusive lock on the folder (flock on its ".lock" file) while it lives, so
// that two `adc tables set` never read the same old file and both write it.
class FolderLock {
  public:
    explicit FolderLock(const std::string& dir);
    ~FolderLock();
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;

  private:
    int fd_ = -1;
};

// Writes `text` to a temporary file beside `path` (0600), flushes it to disk, renames it
// over `path` and flushes the folder: a crash leaves the old file or the new one, whole.
void replaceFile(const std::string& path, const std::string& text);

} // namespace adc::overlay
