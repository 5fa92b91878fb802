#pragma once
// Wagram 1809's battle dice in a game (`adc game roll`, `adc resolve`/`chances game=FILE`):
// the procedures the players roll on the map (combat, bombardment, rout, rally, Maneuver,
// Bernadotte, the night's recovery) recorded in the game's history as the series' rolls are
// (5.3 of the series), all seen by both sides. What the game knows is taken from it: 14.3's
// surprise attack on its turn. A replay reads each roll again from its inputs and dice.
#include "adc/action.h"
#include "adc/game_roll.h"
#include "adc/resolution.h"
#include "adc/resolver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc::wagram {

class WagramState;

// Whether `resolver` is rolled on the map and may be recorded as a `roll` (the Rounds' own
// rolls are their actions: wagram-initiative, -reaction, -continue, -johan).
bool isBattleRoll(const std::string& resolver);

// `given` completed by the game: the surprise flag of wagram-combat from the scenario's turn
// (14.3); a typed flag the game contradicts is refused. `taken` says what came from the game.
Inputs battleInputs(const WagramState& st, const std::string& resolver, Inputs given,
                    std::vector<Step>* taken = nullptr);

struct BattleRoll {
    Action action;          // the `roll` to record
    ResolveOutcome outcome; // its resolution, the steps taken from the game first
};
BattleRoll battleRoll(const WagramState& st, const std::string& resolver, const Inputs& given,
                      std::optional<std::uint64_t> seed);

// 5.3 on replay: the stored result against the roll read again; InvalidInput naming both.
void checkBattleRoll(const WagramState& st, const Action& roll);

} // namespace adc::wagram
