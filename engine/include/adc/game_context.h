#pragma once
// A resolution made in a game takes what the game knows instead of asking for it (the CLI's
// `adc resolve TABLE game=FILE ...`): night from the game's clock (28.0), the day for the
// French 21 May rule (AE 2.1), a unit's fire level from its loss chart (6.5, 20.6) where a
// firer or close combat unit names it `@UNIT` (`firer=line:@57 Line-3-2:1`), its Low Ammo
// (AE 2.1: half fire points; -1 on its Morale Checks, `rating=@UNIT` for the Morale Table).
// What the players typed that contradicts the game is refused, naming the rule.
#include "adc/chart_set.h"
#include "adc/game_state.h"
#include "adc/resolution.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adc {

struct InGame {
    std::vector<std::pair<std::string, std::string>> args; // the resolver's inputs, completed
    std::vector<Step> taken;                               // what came from the game, with its rule
};

struct GameContextOptions {
    // Night (28.0) from the game's clock; off, the night flag and modifier are the player's.
    bool clock = true;
    // Without a firer of the game named, 21 May asks whose fire it is (AE 2.1); off, the
    // player's french_21may stands as given.
    bool askWhoseFire = true;
    // 9.0: whose loss charts may be read; a unit of another side named @UNIT is refused.
    std::function<bool(Side)> mayRead;
    // Whose fire it is, when the caller knows (a fire roll is kept by the army fired on, so
    // the firers are the other one): firers named of the other army are refused, and a
    // name both armies have (1-4-art) means this army's unit.
    std::optional<Side> firing;
    // The army whose unit takes a Morale Check (rating=@UNIT), when the caller knows.
    std::optional<Side> checking;
};

// `args` may carry `side=french|austrian` (whose fire it is, for AE 2.1) besides the
// resolver's own inputs; it is used here and not passed on.
InGame withGameContext(const GameState& st, const ChartSet& charts, const std::string& resolverName,
                       std::vector<std::pair<std::string, std::string>> args,
                       const GameContextOptions& options = {});

} // namespace adc
