#include "adc/scenarios/needs_player_value.h"

namespace adc {

namespace {
std::string describe(const std::vector<PlayerValueNeed>& needs) {
    std::string m;
    for (const auto& n : needs)
        m += std::string(m.empty() ? "" : "; ") + n.key + " (" + n.rule + "): " + n.what;
    return m.empty() ? "a value the players must supply" : m;
}
} // namespace

NeedsPlayerValue::NeedsPlayerValue(std::vector<PlayerValueNeed> needs)
    : std::runtime_error(describe(needs)), needs_(std::move(needs)) {}

} // namespace adc
