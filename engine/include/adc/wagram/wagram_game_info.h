#pragma once
// A new Wagram 1809 game's settings, as its file keeps them: the game, its scenario (14.2,
// 14.3), its title and who plays (adc/play_mode.h). The CLI and the app make them here.
#include "adc/wagram/wagram_scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace adc::wagram {

// {"game": "wagram-1809", "game_version", "scenario", "title" (the scenario's when empty),
//  "play" (when given)}. Throws InvalidInput for a play that is not one, naming those there are.
nlohmann::json wagramGameInfo(const WagramScenario& s, const std::string& title,
                              const std::optional<std::string>& play);

} // namespace adc::wagram
