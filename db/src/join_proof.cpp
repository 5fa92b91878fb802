#include "adc/join_proof.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>

namespace adc::joinproof {

namespace {

constexpr std::string_view kSalt = "aide-de-camp join code";

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

// The two proofs differ by their label, so that the host's answer is never the seat's proof
// sent back.
std::string proof(std::string_view label, const std::string& key, std::string_view certificate,
                  std::string_view nonce) {
    std::string message(label);
    message += '\n';
    message += certificate;
    message += '\n';
    message += nonce;
    std::array<unsigned char, EVP_MAX_MD_SIZE> out{};
    unsigned int n = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
              reinterpret_cast<const unsigned char*>(message.data()), message.size(), out.data(),
              &n))
        throw std::runtime_error("the join proof could not be computed");
    return hex(out.data(), n);
}

} // namespace

std::string codeKey(std::string_view code) {
    std::array<unsigned char, 32> out{};
    if (!PKCS5_PBKDF2_HMAC(code.data(), static_cast<int>(code.size()),
                           reinterpret_cast<const unsigned char*>(kSalt.data()),
                           static_cast<int>(kSalt.size()), kRounds, EVP_sha256(),
                           static_cast<int>(out.size()), out.data()))
        throw std::runtime_error("the join code could not be stretched");
    return {reinterpret_cast<const char*>(out.data()), out.size()};
}

std::string seatProof(const std::string& key, std::string_view certificate,
                      std::string_view nonce) {
    return proof("seat", key, certificate, nonce);
}

std::string hostProof(const std::string& key, std::string_view certificate,
                      std::string_view nonce) {
    return proof("host", key, certificate, nonce);
}

bool same(std::string_view a, std::string_view b) {
    return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string nonce() {
    std::array<unsigned char, 16> bytes{};
    if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1)
        throw std::runtime_error("the system gave no random number for the join");
    return hex(bytes.data(), bytes.size());
}

bool isNonce(std::string_view n) {
    return n.size() >= 16 && n.size() <= 64 && std::all_of(n.begin(), n.end(), [](char c) {
               return std::isxdigit(static_cast<unsigned char>(c)) != 0;
           });
}

} // namespace adc::joinproof
