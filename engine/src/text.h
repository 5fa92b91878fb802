#pragma once
// Splitting the compact inputs players type ("line:A:1", "night,redoubt").
#include <string>
#include <vector>

namespace adc::detail {

// Pieces of `s` between `sep`s; empty pieces are kept only when asked for. A `sep` at the
// very end starts no piece (as std::getline reads it).
inline std::vector<std::string> splitText(const std::string& s, char sep, bool keepEmpty) {
    std::vector<std::string> out;
    for (size_t from = 0; from < s.size();) {
        size_t to = s.find(sep, from);
        if (to == std::string::npos) to = s.size();
        if (keepEmpty || to > from) out.emplace_back(s, from, to - from);
        from = to + 1;
    }
    return out;
}

} // namespace adc::detail
