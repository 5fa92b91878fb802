#pragma once
// Writing an export where the player asked: under a temporary name in the same folder, then
// renamed into place, so that the file is whole or absent. An existing file is replaced only
// when asked (`replace`); otherwise refused (InvalidInput) before anything is written.
#include <functional>
#include <string>

namespace adc {

// Refuses `target` when it exists and `replace` is false, or when its folder does not exist.
void checkExportTarget(const std::string& target, bool replace);

// Checks the target, has `write` fill a temporary file beside it (given its path), then
// moves it to `target`. A throw from `write` removes the temporary file and leaves the target
// as it was.
void writeExportFile(const std::string& target, bool replace,
                     const std::function<void(const std::string& temporary)>& write);

// The same for a text written whole (a CSV, a file of chart entries).
void writeExportText(const std::string& target, bool replace, const std::string& text);

} // namespace adc
