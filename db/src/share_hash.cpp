#include "adc/share_hash.h"

#include "adc/digest.h"

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
    hex_ = digest::sha256Hex(text);
    ++count_;
}

} // namespace adc
