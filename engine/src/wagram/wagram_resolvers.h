#pragma once
// Wagram 1809's procedures as resolvers (internal to the engine). The game has no lookup
// charts: every number here is its rulebook's, cited "Wagram N" (docs/rules.md, Wagram).
#include "adc/order_of_battle.h"
#include "resolvers/common.h"

#include <string>
#include <vector>

namespace adc::wagram {

inline std::vector<Choice> sideChoices() {
    return {{"french", "French (Napoleon)"}, {"austrian", "Austrian (Karl)"}};
}

// "French" for "french", "Austrian" for the other (an input its choices have checked).
inline std::string sideName(const std::string& side) {
    return sideTitle(side == "french" ? Side::French : Side::Austrian);
}

inline ParamSpec helped(ParamSpec p, std::string help) {
    p.help = std::move(help);
    return p;
}

// How many units or zones of something, none when not given.
inline ParamSpec countParam(const char* key, const char* label, int max, const char* rule,
                            const char* help) {
    return detail::intParam(key, label, 0, max, false, rule, help);
}

// "die 4 +1 = 5", or "die 4" with no modifier.
inline std::string rollText(const std::string& what, int roll, int mod) {
    return what + " " + std::to_string(roll) +
           (mod ? " " + detail::signedText(mod) + " = " + std::to_string(roll + mod) : "");
}

void addRoundResolvers(std::vector<ResolverSpec>& out);    // rounds.cpp: 6, 7.2, 11
void addUnitResolvers(std::vector<ResolverSpec>& out);     // unit_rolls.cpp: 9.2, 9.8, 10.6, 12.2
void addCombatResolvers(std::vector<ResolverSpec>& out);   // combat.cpp: 10.4, 10.5
void addScenarioResolvers(std::vector<ResolverSpec>& out); // scenario_rolls.cpp: 14.2-14.3
void addVictoryResolvers(std::vector<ResolverSpec>& out);  // victory.cpp: 4, 12.3

} // namespace adc::wagram
