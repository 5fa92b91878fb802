#pragma once
// Splitting the compact inputs players type ("line:A:1", "night,redoubt").
#include <sstream>
#include <string>
#include <vector>

namespace adc::detail {

// Pieces of `s` between `sep`s; empty pieces are kept only when asked for.
inline std::vector<std::string> splitText(const std::string& s, char sep, bool keepEmpty) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, sep))
        if (keepEmpty || !item.empty()) out.push_back(item);
    return out;
}

} // namespace adc::detail
