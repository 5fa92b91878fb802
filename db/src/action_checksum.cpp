#include "action_checksum.h"

#include <array>
#include <cstdio>

namespace adc::db {

namespace {

// CRC-32 (the polynomial of zlib and PNG), one table built once.
const std::array<std::uint32_t, 256>& crcTable() {
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    return table;
}

void add(std::uint32_t& crc, std::string_view bytes) {
    for (const char ch : bytes)
        crc = crcTable()[(crc ^ static_cast<unsigned char>(ch)) & 0xFF] ^ (crc >> 8);
}

} // namespace

std::string actionChecksum(std::int64_t seq, std::string_view kind, std::string_view side,
                           std::string_view payload, std::string_view at,
                           std::string_view summary) {
    std::uint32_t crc = 0xFFFFFFFFu;
    add(crc, std::to_string(seq));
    // A separator no field holds, so that moving text from one field to the next shows.
    for (const std::string_view field : {kind, side, payload, at, summary}) {
        add(crc, "\x1f");
        add(crc, field);
    }
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", crc ^ 0xFFFFFFFFu);
    return hex;
}

} // namespace adc::db
