#pragma once
// The sequence of play (8.1) as the game records it: where a game stands (turn, phase,
// step, phasing player and the scenario's clock) and the actions that take it one step on
// (`advance`, and AE 2.1's clearing of Low Ammo on the first turn of 22 May). Used by
// `adc game where|step` and the desktop app's Next step button, so both record the same.
#include "adc/action.h"
#include "adc/game_state.h"
#include "adc/scenario_catalog.h"
#include "adc/sequence_of_play.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace adc {

// Where `pos` is, as `adc game where` prints it; the scenario's clock when `catalog` is
// given and the game was made for a scenario (then "game_over" past its last turn).
nlohmann::json positionJson(const SequenceOfPlay& seq, const PlayPosition& pos, const nlohmann::json& gameInfo,
                            const ScenarioCatalog* catalog);

struct StepTaken {
    PlayPosition next;
    nlohmann::json now;          // positionJson of `next`
    std::vector<Action> actions; // `advance`, then `clear-low-ammo` when AE 2.1 calls for it
};

// The step after `at`; throws InvalidInput when the game is over.
StepTaken nextStep(const SequenceOfPlay& seq, const PlayPosition& at, const GameState& state, const nlohmann::json& gameInfo,
                   const ScenarioCatalog* catalog);

} // namespace adc
