#pragma once
// A running hash over a seat's share of the log (#33 item 3): the actions as the host sent
// them to that seat (adc/seat_view.h), each chained onto the hash of those before it. A seat
// joining again gives the hash of its copy with its last action's number; the host checks
// it against its own share at that number, so a copy that has drifted from the host's (a
// host restored from an older file) is told so, never quietly continued.
#include "adc/action.h"

#include <cstdint>
#include <string>

namespace adc {

class ShareHash {
  public:
    // The next action of the share: its number, kind, side and payload (the time and the
    // summary are the host's words about it, not what was decided).
    void add(const Action& a);
    // 64 hex digits; "" while the share is empty.
    const std::string& hex() const { return hex_; }
    std::int64_t count() const { return count_; }
    // Goes on from a hash kept earlier, after `count` actions.
    static ShareHash resume(std::string hex, std::int64_t count) {
        ShareHash h;
        h.hex_ = std::move(hex);
        h.count_ = count;
        return h;
    }

  private:
    std::string hex_;
    std::int64_t count_ = 0;
};

} // namespace adc
