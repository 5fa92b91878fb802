#pragma once
// Straggler recovery (21.2) in a game. The game decides what it knows: the unit is infantry
// and has stragglers of its own (21.2d, 21.0a), it is the phasing player's Straggler
// Recovery segment (8.1), and whether it is night (28.0: 2 hexes suffice for 21.2a, and the
// table reads 2 rows up). The players confirm only what the map shows (21.2 a, b, c, e, f).
// A unit recovers at most the stragglers it has (21.2).
#include "adc/chart_set.h"
#include "adc/command/staff.h"
#include "adc/game_state.h"
#include "adc/resolver.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adc {

// 21.2 a, b, c, e, f: what only the map shows, each confirmed by the players; `key` is its
// name in a recover-stragglers action's checklist. Condition a reads 2 hexes at night.
struct RecoveryCondition {
    std::string key;
    std::string text;
};
std::vector<RecoveryCondition> recoveryConditions(bool night = false);

// Why `unit` of `side` may not try to recover stragglers now, from what the game knows
// (8.1, 21.2d); "" when it may.
std::string recoveryRefusal(const GameState& st, Side side, const std::string& unit);

// Whether the game has a clock (a scenario game): then it, not the players, says night.
bool hasClock(const GameState& st);
// Night for 21.2: the game's clock when it has one (28.0); otherwise what the players say
// (`said`, day when nothing is said). Throws InvalidInput when `said` contradicts the clock.
bool recoveryNight(const GameState& st, std::optional<bool> said);

// 21.2: only stragglers the brigade itself has lost come back.
int stragglersRecovered(int tableGives, int stragglersHeld);

struct RecoveryRequest {
    Side side = Side::French;
    std::string unit;
    std::set<std::string> confirmed; // keys of recoveryConditions()
    std::optional<int> leader;       // rating of the leader stacked with it, none if none
    std::optional<bool> night;       // only for a game without a clock
    DiceChoice dice;
};

struct RecoveryRoll {
    Action action;          // recover-stragglers, for GameSession::perform
    ResolveOutcome outcome; // the Straggler Recovery Table read (dice, seed, explanation)
    int tableGives = 0;
    int recovered = 0;
};

// Checks everything the game and the players must agree on before any dice are thrown
// (InvalidInput naming the rule), then reads the Straggler Recovery Table for the unit's
// printed morale. NeedsChartValue when the cell read is not transcribed.
RecoveryRoll rollRecovery(const GameState& st, const ChartSet& charts, const RecoveryRequest& r);

// The checks a recover-stragglers action's payload must pass against the game (used by
// GameState::apply): everything rollRecovery checks, and the recovered count it gives.
void checkRecoveryAction(const GameState& st, Side side, const nlohmann::json& payload);

} // namespace adc
