#include "scenario_command.h"

#include "scenario_verbs.h"
#include "verb_help.h"
#include "wagram_scenarios.h"

#include "adc/errors.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario_catalog.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>

using nlohmann::json;

namespace adc::cli {

using OnCatalog = json (*)(const ScenarioCatalog&, scenario::Args&);
using OnScenario = json (*)(const ScenarioCatalog&, const Scenario&, scenario::Args&);

// One verb of `adc scenario`: its line and keys for --help, and what it runs: on the
// catalog, or on the scenario named by its first word.
struct ScenarioVerb {
    std::string name, rule, summary, keys;
    OnCatalog onCatalog;
    OnScenario onScenario;
};

namespace {

const std::string kVariants =
    "[variants]  bridge= davout= archduke= grenadiers= grenadiers_corps= (AE 2.9, 3.8)";

const std::vector<ScenarioVerb>& scenarioVerbs() {
    using namespace scenario;
    static const std::vector<ScenarioVerb> v{
        {"list", "AE 5.0, Wagram 14",
         "Every scenario of both games: turns, first player, variants, pre-game losses", "",
         listScenarios, nullptr},
        {"show", "AE 5.1-5.4, Wagram 14.2-14.3", "A scenario as printed",
         "SCENARIO  5.1 to 5.4, Wagram's 14.2 or 14.3, or its id", nullptr, showScenario},
        {"setup", "AE 5.1-5.4, 10.1i",
         "Each set-up line resolved to counters; reinforcements; pre-set orders",
         "SCENARIO\n[side=french|austrian]\n" + kVariants, nullptr, showSetup},
        {"turns", "1.1d, 28.0", "Every turn: clock, date, night, arrivals",
         "SCENARIO\n" + kVariants, nullptr, showTurns},
        {"clock", "1.1d, 28.0", "One turn's clock, with notes", "SCENARIO\nturn=N", nullptr,
         showClock},
        {"losses", "AE 5.2, 5.3", "The pre-game loss split, without a game",
         std::string("SCENARIO\n") + kLossUsage, nullptr, previewLosses},
        {"new", "AE 5.1-5.4, 9.0", "Create a game for a scenario, with its variants and who plays",
         "FILE\nSCENARIO  an Aspern-Essling (5.1-5.4) or Wagram 1809 (14.2, 14.3) scenario\n"
         "[title=]\n[play=two-players|hot-seat|solitaire|umpire]\n" +
             kVariants + "  (Aspern-Essling)",
         newGame, nullptr},
        {"apply-losses", "AE 5.2, 5.3, 20.6a",
         "Write the pre-game losses into the game, all or none", std::string("FILE\n") + kLossUsage,
         applyLosses, nullptr},
        {"bridge", "AE 2.9a", "Record a Variable Interruption roll, or show the rolls so far",
         "FILE\n[turn=N [french=2..12 austrian=2..12 | seed=N]]", bridgeRoll, nullptr},
    };
    return v;
}

// The verb's JSON.
json scenarioVerb(const ScenarioCatalog& c, const ScenarioVerb& verb, scenario::Args& a) {
    if (verb.onCatalog) return verb.onCatalog(c, a);
    const Scenario& s = c.find(scenario::word(
        a, 0, "the scenario (5.1 to 5.4): adc scenario " + verb.name + " SCENARIO ..."));
    return verb.onScenario(c, s, a);
}

} // namespace

ScenarioCommand::ScenarioCommand(CLI::App& scenario, CLI::App& victory)
    : scenario_(&scenario), victory_(&victory) {
    for (const ScenarioVerb& v : scenarioVerbs()) {
        CLI::App* sub = addVerb(scenario, v.name, v.summary, v.rule, v.keys);
        sub->add_option(
            "args", args_,
            "A scenario (5.1 or first-day) or a game file, then key=value inputs (below)");
        verbs_.emplace_back(sub, &v);
    }
    catchUnknownVerb(scenario);
    victory.add_option("file", file_, "The game file (created with adc scenario new)")->required();
    victory.add_option("args", victoryArgs_,
                       "terrain_french=N terrain_austrian=N [casualty_top_vp=N]");
}

bool ScenarioCommand::parsed() const {
    return scenario_->parsed() || victory_->parsed();
}

int ScenarioCommand::run(const std::string& tablesDir, const std::string& overlayDir,
                         const ChartSet& charts) {
    const auto it =
        std::find_if(verbs_.begin(), verbs_.end(), [](const auto& v) { return v.first->parsed(); });
    if (scenario_->parsed() && it == verbs_.end()) throw InvalidInput(unknownVerb(*scenario_));
    try {
        const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
        const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
        const ScenarioCatalog c =
            ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian,
                                  overlayDir.empty() ? "" : overlayDir + "/scenarios");
        if (victory_->parsed()) {
            std::cout << scenario::victory(c, file_, victoryArgs_, tablesDir, charts).dump(2)
                      << '\n';
            return 0;
        }
        scenario::Args a = scenario::parseArgs(args_);
        a.tablesDir = tablesDir;
        a.charts = &charts;
        // Wagram 1809's scenarios: listed beside these, shown and played by their own rules.
        if (auto w = scenario::wagramScenarioVerb(it->second->name, a, tablesDir)) {
            std::cout << w->dump(2) << '\n';
            return 0;
        }
        json out;
        try {
            out = scenarioVerb(c, *it->second, a);
        } catch (const InvalidInput& e) {
            // A scenario of neither game: name Wagram 1809's too.
            const std::string m = e.what();
            if (m.rfind("no scenario \"", 0) != 0) throw;
            throw InvalidInput(m + "; Wagram 1809's are " +
                               scenario::wagramScenarioNames(tablesDir));
        }
        if (it->second->name == "list")
            for (json& w : scenario::wagramScenarioList(tablesDir))
                out["scenarios"].push_back(std::move(w));
        std::cout << out.dump(2) << '\n';
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
