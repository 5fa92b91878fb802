#pragma once
// Writing a file the player asked for (an export): whole or not at all, and never over a
// file that is there unless they said so.
#include <string>

namespace adc {

// Writes `text` to `path` through a temporary file renamed into place. Refuses
// (InvalidInput, nothing written) a path whose folder does not exist, or one that exists
// when `mayReplace` is false.
void writeTextFile(const std::string& path, const std::string& text, bool mayReplace);

} // namespace adc
