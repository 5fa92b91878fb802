#include "adc/text_file.h"

#include "adc/errors.h"
#include "overlay_file.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace adc {

void writeTextFile(const std::string& path, const std::string& text, bool mayReplace) {
    const fs::path p(path);
    std::error_code ec;
    const fs::path folder = p.has_parent_path() ? p.parent_path() : fs::path(".");
    if (p.filename().empty() || !fs::is_directory(folder, ec))
        throw InvalidInput("cannot write " + path +
                           ": its folder does not exist; nothing was written");
    if (fs::is_directory(p, ec))
        throw InvalidInput(path + " is a folder; name a file; nothing was written");
    if (fs::exists(p, ec) && !mayReplace)
        throw InvalidInput(path + " is already there; give replace=yes to write over it, or "
                                  "another name; nothing was written");
    overlay::replaceFile(path, text);
}

} // namespace adc
