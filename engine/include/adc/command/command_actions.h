#pragma once
// The command system's actions that read no chart and throw no dice, built once for the
// Command page, the loss-application form and `adc order` (those that do are Staff's).
#include "adc/action.h"
#include "adc/game_state.h"

#include <string>

namespace adc {

Action implementOrder(Side s, int number); // 10.0a
// 10.5b (reason A), AE 2.3 (in-person), 10.1i (before-play).
Action endOrder(Side s, int number, const std::string& reason);
// 10.3a: the attacking `command` was fired on at two hexes or less (kind "fire") or charged
// ("charge"): it checks for Corps Attack Stoppage from its next Command Phase.
Action commandContact(Side s, const std::string& command, const std::string& kind);
// The same, from the unit that was hit: the command it attacks with. Refused when it
// attacks for none.
Action attackContact(const GameState& st, Side s, const std::string& unit, bool charge);
Action hqOverrun(Side s, const std::string& command); // 10.0c
Action lannesChoice(const std::string& choice);       // AE 2.4: provisional | second-corps

} // namespace adc
