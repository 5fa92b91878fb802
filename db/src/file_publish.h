#pragma once
// A new file that appears complete or not at all: built under a temporary name in the
// same folder, private to its owner (0600), then renamed into place without ever
// replacing a file that exists. Internal to db/.
#include <string>

namespace adc::db {

struct Publication {
    std::string target;    // the name asked for
    std::string temporary; // an empty 0600 file beside it, created for the caller to fill
};

// Refuses (GameFileError) a target that exists or whose folder does not, before anything
// is created; then creates the temporary file.
Publication preparePublication(const std::string& target);
// Flushes the temporary file to disk and renames it to the target (refused, with the
// temporary removed, if the target appeared meanwhile); then flushes the folder.
void publish(const Publication& p);
// Removes the temporary file and anything SQLite left beside it.
void abandon(const Publication& p) noexcept;

} // namespace adc::db
