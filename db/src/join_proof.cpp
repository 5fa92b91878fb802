#include "adc/join_proof.h"

#include "adc/digest.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <stdexcept>

namespace adc::joinproof {

namespace {

constexpr std::string_view kSalt = "aide-de-camp join code";

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
    return digest::hex(out.data(), n);
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
    auto v = digest::randomHex(16);
    if (!v) throw std::runtime_error("the system gave no random number for the join");
    return *v;
}

bool isNonce(std::string_view n) {
    return digest::isHex(n, 16, 64);
}

} // namespace adc::joinproof
