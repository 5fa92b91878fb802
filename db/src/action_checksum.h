#pragma once
// The checksum stored with each action of the log (schema version 2): a CRC-32 of the
// action exactly as stored, so that a flipped byte in a payload is found on replay
// instead of silently changing the game. It guards against damage, not against a forger.
#include <cstdint>
#include <string>
#include <string_view>

namespace adc::db {

// 8 hex digits over seq, kind, side, payload (the stored text), at and summary.
std::string actionChecksum(std::int64_t seq, std::string_view kind, std::string_view side,
                           std::string_view payload, std::string_view at, std::string_view summary);

} // namespace adc::db
