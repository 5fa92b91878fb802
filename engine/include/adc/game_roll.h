#pragma once
// A chart rolled in a game (`adc game roll`, the Resolve page with a game open): the inputs
// the player gave, completed by what the game knows (game_context.h: a unit's fire level or
// gun points and Low Ammo off its loss chart, night from the clock, AE 2.1's 21 May rule),
// resolved with the player's dice or the app's, and recorded as a `roll` action. The record
// keeps the inputs as given (`@french/57 Line-3-2`, not its level): a replay completes them
// again from the game as it stood, so a level is never taken as a file says it (5.3).
#include "adc/action.h"
#include "adc/chart_set.h"
#include "adc/game_state.h"
#include "adc/resolver.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc {

using Inputs = std::vector<std::pair<std::string, std::string>>;

struct GameRoll {
    Action action;           // the `roll` to record
    ResolveOutcome outcome;  // its resolution, the steps taken from the game first
    std::vector<Step> taken; // what came from the game, with its rule
};

// `side` is whose secret the roll is (roll_record.h), checked before any dice: a fire roll is
// kept by the army fired on, so its firers are the other army's; a Morale Check by the army
// whose unit checks. `clock`: night and the 21 May rule from the game's clock (off, the
// player's flags stand, as on the Resolve page). `mayRead`: the viewer's loss charts (9.0).
GameRoll rollInGame(const GameState& st, const ChartSet& charts, const std::string& resolver,
                    const Inputs& given, const std::string& side, std::optional<std::uint64_t> seed,
                    bool clock = true, std::function<bool(Side)> mayRead = {});

// The inputs of a recorded roll as its chart read them: completed from `st` (the game just
// before the roll) when it was rolled in the game, as stored otherwise.
Inputs rolledInputs(const GameState& st, const ChartSet& charts, const Action& roll);

// Inputs as a roll record keeps them (a repeated key as a list), and back.
nlohmann::json inputsJson(const Inputs& args);
Inputs inputsOf(const nlohmann::json& inputs);

} // namespace adc
