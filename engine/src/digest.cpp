#include "adc/digest.h"

#include <openssl/rand.h>
#include <openssl/sha.h>

#include <algorithm>
#include <cctype>
#include <vector>

namespace adc::digest {

static_assert(SHA256_DIGEST_LENGTH == 32);

std::string hex(const unsigned char* data, std::size_t n) {
    static const char digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        out += digits[data[i] >> 4];
        out += digits[data[i] & 15];
    }
    return out;
}

std::array<unsigned char, 32> sha256(std::string_view text) {
    std::array<unsigned char, 32> d{};
    SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), d.data());
    return d;
}

std::string sha256Hex(std::string_view text) {
    const auto d = sha256(text);
    return hex(d.data(), d.size());
}

std::optional<std::string> randomHex(std::size_t n) {
    std::vector<unsigned char> bytes(n);
    if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) return std::nullopt;
    return hex(bytes.data(), bytes.size());
}

bool isHex(std::string_view text, std::size_t min, std::size_t max) {
    return text.size() >= min && text.size() <= max &&
           std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

} // namespace adc::digest
