#include "adc/scenario_game.h"

#include "adc/command/scenario_orders.h"
#include "adc/play_mode.h"
#include "adc/scenarios/in_play.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/scenario_setup.h"

namespace adc {

GameSession createScenarioGame(const std::string& path, const ScenarioCatalog& catalog,
                               const Scenario& s, const Variants& v, const std::string& title,
                               const std::string& play) {
    if (!play.empty()) parsePlayMode(play); // refused before anything is set up
    const SideSetup french =
        buildSideSetup(catalog, s, Side::French, v); // refuses a variant that cannot be set up
    const SideSetup austrian = buildSideSetup(catalog, s, Side::Austrian, v);
    nlohmann::json info = scenarioGameInfo(s, v, title);
    if (!play.empty()) info["play"] = play; // solitaire: every order asks 3.2b's question
    // Who is on the map, turn by turn (16.4).
    info["in_play"] = InPlay::fromSetups(french, austrian).toJson();
    // The pre-set orders are written with the file: a game never exists without them.
    std::vector<Action> presets;
    for (const SideSetup* side : {&french, &austrian})
        for (const Action& a : scenarioPresetActions(catalog, *side))
            presets.push_back(a);
    return GameSession::create(path, info, catalog.oob(Side::French), catalog.oob(Side::Austrian),
                               presets);
}

} // namespace adc
