#pragma once
// What `adc game losses`, `adc oob`, `adc game where` and `step` print: a side's live Loss
// Chart with every derived figure, and where the game stands in the sequence of play.
#include "adc/game_session.h"
#include "adc/sequence_of_play.h"

#include <nlohmann/json.hpp>

#include <string>

namespace adc::cli {

nlohmann::json lossesJson(const GameState& st, Side side);
// Where the game stands in the sequence of play (8.1), with the scenario's clock when the
// game was created for a scenario.
nlohmann::json positionJson(const SequenceOfPlay& seq, const PlayPosition& pos,
                            const GameSession& s, const std::string& tablesDir,
                            const OrderOfBattle& french, const OrderOfBattle& austrian);

} // namespace adc::cli
