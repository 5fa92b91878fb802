#pragma once
// One value a picker offers: what the engine reads and what the player sees.
#include <string>

namespace adc {

struct Choice {
    std::string value;
    std::string label;
};

} // namespace adc
