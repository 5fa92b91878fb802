#pragma once
// Bytes as hexadecimal text, SHA-256, and random bytes from the system (OpenSSL): what the
// dice exchange (5.3), the join proof and a seat's share hash (docs/protocol.md) are made of.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace adc::digest {

std::string hex(const unsigned char* data, std::size_t n);

std::array<unsigned char, 32> sha256(std::string_view text);
std::string sha256Hex(std::string_view text);

// `n` random bytes as 2n hexadecimal digits; nothing when the system gave none.
std::optional<std::string> randomHex(std::size_t n);

// Whether `text` is min to max hexadecimal digits (either case).
bool isHex(std::string_view text, std::size_t min, std::size_t max);

} // namespace adc::digest
