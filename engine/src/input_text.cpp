#include "adc/input_text.h"

#include "adc/errors.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace adc {

namespace {

// The length of the UTF-8 sequence at `s[i]`, or 0 when it is not one (overlong forms,
// surrogates and code points past U+10FFFF are not UTF-8 either).
std::size_t sequenceAt(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned char c = b(0);
    if (c < 0x80) return 1;
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c == 0xE0)
        n = 3, lo = 0xA0;
    else if (c == 0xED)
        n = 3, hi = 0x9F;
    else if (c >= 0xE1 && c <= 0xEF)
        n = 3;
    else if (c == 0xF0)
        n = 4, lo = 0x90;
    else if (c >= 0xF1 && c <= 0xF3)
        n = 4;
    else if (c == 0xF4)
        n = 4, hi = 0x8F;
    else
        return 0;
    if (i + n > s.size()) return 0;
    if (b(1) < lo || b(1) > hi) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (b(k) < 0x80 || b(k) > 0xBF) return 0;
    return n;
}

std::string hexByte(unsigned char c, const char* format = "\\x%02X") {
    char buf[8];
    std::snprintf(buf, sizeof buf, format, c);
    return buf;
}

} // namespace

std::optional<std::size_t> invalidUtf8At(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        // Plain ASCII, most of a game file's text, eight bytes at a time.
        std::uint64_t eight = 0;
        while (i + 8 <= text.size() &&
               (std::memcpy(&eight, text.data() + i, 8), (eight & 0x8080808080808080ull) == 0))
            i += 8;
        if (i == text.size()) break;
        const std::size_t n = sequenceAt(text, i);
        if (n == 0) return i;
        i += n;
    }
    return std::nullopt;
}

std::string printable(std::string_view text, std::size_t max) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size() && i < max) {
        const std::size_t n = sequenceAt(text, i);
        const auto c = static_cast<unsigned char>(text[i]);
        if (n == 0 || c < 0x20 || c == 0x7F) {
            out += hexByte(c);
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    if (i < text.size()) out += "... (" + std::to_string(text.size()) + " bytes in all)";
    return out;
}

void requireText(std::string_view text, const std::string& what, std::size_t maxBytes) {
    if (text.size() > maxBytes)
        throw InvalidInput(what + " is " + std::to_string(text.size()) +
                           " bytes long; the limit is " + std::to_string(maxBytes) + " bytes");
    if (const auto at = invalidUtf8At(text))
        throw InvalidInput(what + " is not valid UTF-8 (byte " +
                           hexByte(static_cast<unsigned char>(text[*at]), "0x%02X") +
                           " at position " + std::to_string(*at) + ")");
}

} // namespace adc
