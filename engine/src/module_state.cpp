#include "adc/module_state.h"

namespace adc {

// 9.0: the side an action names is the side that decided it; an action both sides see names
// the deciding side in its payload, if any side decided it at all.
std::optional<Side> ModuleState::actor(const Action& a) const {
    if (!a.side.empty()) return parseSide(a.side);
    const auto named = a.payload.find("side");
    if (named != a.payload.end() && named->is_string()) return parseSide(named->get<std::string>());
    return std::nullopt;
}

std::string ModuleState::cannotThrowAgain() const {
    return "the host throws the app's dice for a seat only in a game that says how: type the "
           "dice you threw at the table (5.3)";
}

Action ModuleState::thrownAgain(const Action& a, std::uint64_t) const {
    return a;
}

} // namespace adc
