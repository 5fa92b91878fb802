#include "scenario_command.h"

#include "scenario_verbs.h"

#include "adc/errors.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario_catalog.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <map>

using nlohmann::json;

namespace adc::cli {

namespace {

const char* kVerbs = "list, show, setup, turns, clock, losses, new, apply-losses, bridge";

// The verb's JSON, or InvalidInput for a verb `adc scenario` does not have.
json scenarioVerb(const ScenarioCatalog& c, const std::string& verb, scenario::Args& a) {
    using namespace scenario;
    using OnCatalog = json (*)(const ScenarioCatalog&, Args&);
    using OnScenario = json (*)(const ScenarioCatalog&, const Scenario&, Args&);
    static const std::map<std::string, OnCatalog> catalogVerbs{
        {"list", listScenarios}, {"new", newGame}, {"apply-losses", applyLosses}, {"bridge", bridgeRoll}};
    static const std::map<std::string, OnScenario> scenarioVerbs{{"show", showScenario},
                                                                 {"setup", showSetup},
                                                                 {"turns", showTurns},
                                                                 {"clock", showClock},
                                                                 {"losses", previewLosses}};
    if (const auto it = catalogVerbs.find(verb); it != catalogVerbs.end()) return it->second(c, a);
    const auto it = scenarioVerbs.find(verb);
    if (it == scenarioVerbs.end())
        throw InvalidInput("no scenario command \"" + verb + "\"; the commands are " + kVerbs);
    const Scenario& s =
        c.find(word(a, 0, "the scenario (5.1 to 5.4): adc scenario " + verb + " SCENARIO ..."));
    return it->second(c, s, a);
}

} // namespace

ScenarioCommand::ScenarioCommand(CLI::App& scenario, CLI::App& victory)
    : scenario_(&scenario), victory_(&victory) {
    scenario.add_option("verb", verb_, std::string("One of: ") + kVerbs)->required();
    scenario.add_option("args", args_,
                        "A scenario (5.1 or first-day) or a game file, then key=value inputs");
    victory.add_option("file", file_, "The game file (created with adc scenario new)")->required();
    victory.add_option("args", victoryArgs_,
                       "terrain_french=N terrain_austrian=N [casualty_top_vp=N]");
}

bool ScenarioCommand::parsed() const {
    return scenario_->parsed() || victory_->parsed();
}

int ScenarioCommand::run(const std::string& tablesDir, const std::string& overlayDir) {
    try {
        const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
        const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
        const ScenarioCatalog c =
            ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian,
                                  overlayDir.empty() ? "" : overlayDir + "/scenarios");
        if (victory_->parsed()) {
            std::cout << scenario::victory(c, file_, victoryArgs_).dump(2) << '\n';
            return 0;
        }
        scenario::Args a = scenario::parseArgs(args_);
        std::cout << scenarioVerb(c, verb_, a).dump(2) << '\n';
        return 0;
    } catch (const NeedsPlayerValue& e) {
        json needs = json::array();
        for (const auto& n : e.needs())
            needs.push_back({{"key", n.key}, {"rule", n.rule}, {"what", n.what}});
        std::cout << json{{"error", "needs_player_value"}, {"message", e.what()}, {"needs", needs}}
                         .dump(2)
                  << '\n';
        std::cerr << "adc: " << e.what() << '\n';
        return 3;
    }
}

} // namespace adc::cli
