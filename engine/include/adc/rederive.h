#pragma once
// Old files (#31): a game file written before the engine worked out every result may hold
// a figure the engine reads otherwise (an order's cost, a roll's result, the clock). Such a
// file is refused as it stands, naming the action and both values; the player may read it
// as recorded, or take the engine's values as a new game. This makes that new log: each
// action as the engine makes it from what the player decided and the dice as they fell,
// and what changed, field by field. Nothing is rewritten in place.
#include "adc/game.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace adc {

struct Rederived {
    struct Difference {
        std::int64_t seq = 0;
        std::string kind, field; // "side" for the action's side
        nlohmann::json was, now;
    };
    std::vector<Action> actions; // the log as the engine makes it, each as prepared
    std::vector<Difference> differences;
};

// Plays `stored` onto `game` (no action yet; a Napoleonic Brigade Series state with a
// referee), each action as the engine makes it. Throws InvalidInput naming the action when
// one is not a move the rules allow even so (then no new game can be made of it).
Rederived rederive(Game game, const std::vector<Action>& stored);

} // namespace adc
