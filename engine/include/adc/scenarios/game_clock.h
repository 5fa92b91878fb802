#pragma once
// Where a scenario game stands in time: the sequence-of-play position (8.1) read against
// the scenario's Turn Record Track (1.1d): its date and time, day or night (28.0), whose
// player turn it is, and whether the last turn has ended. And what "next step" records:
// the `advance` action, plus AE 2.1's clearing of Low Ammo on the first turn of 22 May.
#include "adc/action.h"
#include "adc/game_state.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/sequence_of_play.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct ClockPosition {
    PlayPosition position;
    const PlayStep* step = nullptr;
    bool hasScenario = false;     // a game made without a scenario has no clock
    bool gameOver = false;        // past the scenario's last turn
    int lastTurn = 0;             // the scenario's length in turns
    const TurnBox* box = nullptr; // the turn's box on the track (none when over)
    std::optional<Side> phasing;  // none in the Game Turn End Phase
    bool firstTurnOfDay = false;  // the Day Marker moved before this turn (1.1d)
    std::string label() const;    // "turn 3, Fire Phase: ... (french player)"
};

// `scenario` may be null (a game of loss charts only).
ClockPosition clockPosition(const SequenceOfPlay& seq, const PlayPosition& p,
                            const ScenarioCatalog* catalog, const Scenario* scenario);

// The actions "next step" records, in order: `advance` to the next step and, when that
// step opens the first turn of 22 May and French units are at Low Ammo, `clear-low-ammo`
// (AE 2.1). Throws InvalidInput when the game's last turn has ended.
std::vector<Action> nextStepActions(const SequenceOfPlay& seq, const GameState& st,
                                    const ScenarioCatalog* catalog, const Scenario* scenario);

} // namespace adc
