#pragma once
// The verbs of `adc scenario` and `adc victory`, each reading its words and keys and
// returning the JSON it prints. Throws InvalidInput (and NeedsPlayerValue) saying why not.
#include "scenario_args.h"

#include "adc/scenarios/scenario_catalog.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc::cli::scenario {

// What the scenarios print, read-only (scenario_reading.cpp).
nlohmann::json listScenarios(const ScenarioCatalog& c, Args& a);
nlohmann::json showScenario(const ScenarioCatalog& c, const Scenario& s, Args& a);
nlohmann::json showSetup(const ScenarioCatalog& c, const Scenario& s, Args& a);
nlohmann::json showTurns(const ScenarioCatalog& c, const Scenario& s, Args& a);
nlohmann::json showClock(const ScenarioCatalog& c, const Scenario& s, Args& a);
nlohmann::json previewLosses(const ScenarioCatalog& c, const Scenario& s, Args& a);

// What writes or reads a game file (scenario_game_verbs.cpp).
nlohmann::json newGame(const ScenarioCatalog& c, Args& a);
nlohmann::json applyLosses(const ScenarioCatalog& c, Args& a);
nlohmann::json bridgeRoll(const ScenarioCatalog& c, Args& a);
nlohmann::json victory(const ScenarioCatalog& c, const std::string& file,
                       const std::vector<std::string>& args, const std::string& tablesDir,
                       const ChartSet& charts);

} // namespace adc::cli::scenario
