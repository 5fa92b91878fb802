#pragma once
// How the `adc scenario` verbs print a scenario, its set-up, turns, pre-game losses and
// bridge rolls as JSON.
#include "adc/action.h"
#include "adc/scenarios/bridge.h"
#include "adc/scenarios/pre_game_losses.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_setup.h"

#include <nlohmann/json.hpp>

namespace adc::cli::scenario {

nlohmann::json scenarioSummary(const ScenarioCatalog& c,
                               const Scenario& s); // what `list` and `show` both say
nlohmann::json sideScenarioJson(const ScenarioCatalog& c, const Scenario& s,
                                const SideScenario& d); // as printed
nlohmann::json sideSetupJson(const ScenarioCatalog& c, const Scenario& s, const SideSetup& ss);
nlohmann::json turnJson(const ScenarioCatalog& c, const Scenario& s, const ScenarioTurn& t);
nlohmann::json trackJson(const ScenarioCatalog& c);
nlohmann::json planJson(const Scenario& s, const PreGameLossPlan& p);
nlohmann::json bridgeJson(const BridgeTrack& t);

} // namespace adc::cli::scenario
