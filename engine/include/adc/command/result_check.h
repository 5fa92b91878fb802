#pragma once
// The engine is the referee (5.3, 10.1-10.4, 21.1-21.2): what a player's decisions and dice
// lead to is read again off the charts the players use, when the action is made and each
// time the log is replayed, so that no result is taken as a client or a file says it. What
// each kind records as decided and as worked out is listed in docs/game-file.md.
#include "adc/action.h"
#include "adc/chart_set.h"
#include "adc/game_state.h"

#include <cstdint>

namespace adc {

// Throws InvalidInput naming the action's field, both values and the rule when a stored
// result is not what the charts give for its recorded decisions and dice; NeedsChartValue
// when the charts lack a cell the check reads (the player enters it, then opens again).
// Actions that record no result pass untouched.
void checkResults(const GameState& st, const ChartSet& charts, const Action& a);

// What a stored resolution says, whoever threw its dice and however its steps are worded:
// its fields and the dice's faces, to compare with the same roll read again.
nlohmann::json resolutionReading(nlohmann::json resolution);

// Whether any of `a`'s dice were thrown by the app (a seed), not typed from the table: in a
// resolution, or beside the dice of an action that keeps them as fields (any game's).
bool thrownByApp(const Action& a);
// `a` with its app dice thrown again by this program from `seed`, every result read anew:
// the program that owns the game (the host, for its seats) throws the app's dice itself
// and never takes a seed from elsewhere (5.3). The player's own dice stay as typed.
Action thrownAgain(const GameState& st, const ChartSet& charts, const Action& a,
                   std::uint64_t seed);
// `a` with every result read again off `charts` from its own dice (the typed roll, or the
// app's recorded seed): what the engine makes of a record that disagrees with it, for a file
// written before the engine worked its results out (docs/game-file.md, "Old files").
Action readAgain(const GameState& st, const ChartSet& charts, const Action& a);

} // namespace adc
