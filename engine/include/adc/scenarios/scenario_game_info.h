#pragma once
// A game's settings for a scenario, as stored in the game file's info at creation: which
// scenario, which variants. Victory and pre-game losses read them back.
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/variants.h"

#include <nlohmann/json.hpp>

#include <string>

namespace adc {

// {"title", "game": "aspern-essling", "scenario", "scenario_number", "first_player",
//  "variants": {...}}. Throws InvalidInput for a variant the scenario does not offer.
nlohmann::json scenarioGameInfo(const Scenario& s, const Variants& v, const std::string& title);

struct GameScenario {
    std::string scenario; // scenario id
    Variants variants;
};

// Throws InvalidInput when the game was created without a scenario.
GameScenario gameScenarioOf(const nlohmann::json& info);

// The settings a game file may hold (an object; the keys above, `play` (adc/play_mode.h),
// each of its type): throws InvalidInput naming what is wrong. A game file whose settings
// fail is refused.
void checkGameInfo(const nlohmann::json& info);

} // namespace adc
