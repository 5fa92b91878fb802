#pragma once
// Which actions throw dice, and on which chart: decided here once, for everything that must
// treat a roll differently (9.0: taking back a secret roll is told to the other side, so
// nobody can quietly roll again).
#include "adc/action.h"

#include <optional>
#include <string>

namespace adc {

struct RollOn {
    std::string resolver; // "acceptance", "straggler-recovery", "bridge"...
    std::string title;    // the chart's name as printed ("Order Acceptance")
};

// The chart an action's dice were read on; nothing for an action that throws no dice.
std::optional<RollOn> rollIn(const Action& a);

} // namespace adc
