#include "action_checksum.h"

#include <zlib.h>

#include <cstdio>

namespace adc::db {

namespace {

// CRC-32 (the polynomial of zlib and PNG), zlib's own: continued field after field.
void add(uLong& crc, std::string_view bytes) {
    crc = crc32(crc, reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uInt>(bytes.size()));
}

} // namespace

std::string actionChecksum(std::int64_t seq, std::string_view kind, std::string_view side,
                           std::string_view payload, std::string_view at,
                           std::string_view summary) {
    uLong crc = crc32(0, nullptr, 0);
    add(crc, std::to_string(seq));
    // A separator no field holds, so that moving text from one field to the next shows.
    for (const std::string_view field : {kind, side, payload, at, summary}) {
        add(crc, "\x1f");
        add(crc, field);
    }
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08lx", crc);
    return hex;
}

} // namespace adc::db
