#pragma once
// A game's settings for a scenario, as stored in the game file's info at creation: which
// scenario, which variants. Victory and pre-game losses read them back.
#include "adc/scenario.h"
#include "adc/variants.h"

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

} // namespace adc
