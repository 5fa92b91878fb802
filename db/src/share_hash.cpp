#include "adc/share_hash.h"

#include <openssl/sha.h>

#include <array>

namespace adc {

void ShareHash::add(const Action& a) {
    // A separator no field holds, so that moving text from one field to the next shows.
    std::string text = hex_;
    for (const std::string& field :
         {std::to_string(a.seq), a.kind, a.side,
          a.payload.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)}) {
        text += '\x1f';
        text += field;
    }
    std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
    SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest.data());
    static const char digits[] = "0123456789abcdef";
    hex_.clear();
    for (const unsigned char b : digest) {
        hex_ += digits[b >> 4];
        hex_ += digits[b & 15];
    }
    ++count_;
}

} // namespace adc
