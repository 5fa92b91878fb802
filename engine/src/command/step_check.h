#pragma once
// Command actions belong to a segment of the phasing player's Command Phase (8.1).
#include "adc/command/command_state.h"
#include "adc/errors.h"

#include <set>
#include <string>

namespace adc {

inline void requireStep(const TurnNow& now, Side s, const std::string& step,
                        const std::string& label, const std::string& rule) {
    static const std::set<std::string> kCommandPhase{"order-issue", "attack-stoppage", "initiative",
                                                     "delay-reduction", "new-order-acceptance"};
    if (now.phasing && *now.phasing != s)
        throw InvalidInput("it is the " + sideName(*now.phasing) + " player's turn: " + label +
                           " is the phasing player's (8.1, " + rule + ")");
    if (now.step.empty()) return; // a game without a sequence-of-play position
    if (step.empty() ? !kCommandPhase.count(now.step) : now.step != step)
        throw InvalidInput(label + " is done in " +
                           (step.empty() ? "the Command Phase"
                                         : "the " + label + " segment of the Command Phase") +
                           " (8.1, " + rule + "); the game is at step \"" + now.step + "\"");
}

} // namespace adc
