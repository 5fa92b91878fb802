#include "resolve_in_game.h"

#include "turn_clock.h"

#include "adc/errors.h"
#include "adc/game_context.h"
#include "adc/game_module.h"
#include "adc/game_session.h"
#include "adc/module_start.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_state.h"

namespace adc::cli {

KeyValues inGame(const ChartSet& charts, const std::string& tablesDir,
                 const std::string& resolverName, KeyValues args, nlohmann::json* about) {
    std::string file;
    KeyValues rest;
    for (auto& [k, v] : args) {
        if (k != "game") {
            rest.emplace_back(std::move(k), std::move(v));
            continue;
        }
        if (!file.empty()) throw InvalidInput("game is given twice");
        file = v;
    }
    *about = nullptr;
    if (file.empty()) return rest;
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    const GameSession s =
        GameSession::open(file, [&](const GameModule& m, const nlohmann::json& i) {
            return startState(m, i,
                              ModuleData{tablesDir, &french, &austrian, nullptr, nullptr,
                                         [&] { return &charts; }});
        });
    // A game takes only the resolvers of the rule book it is played by.
    checkResolverOf(gameModuleOf(s.file().info()), resolverName);
    if (const auto* w = dynamic_cast<const wagram::WagramState*>(&s.game().moduleState())) {
        // Wagram 1809: its battle dice take what the game knows (14.3's surprise turn).
        std::vector<Step> taken;
        KeyValues completed = wagram::battleInputs(*w, resolverName, std::move(rest), &taken);
        nlohmann::json t = nlohmann::json::array();
        for (const auto& step : taken)
            t.push_back({{"text", step.text}, {"rule", step.rule}});
        *about = {{"file", file}, {"turn", w->turn()}, {"taken", t}};
        return completed;
    }
    InGame in = withGameContext(s.state(), charts, resolverName, std::move(rest));
    const TurnNow& now = s.state().now();
    nlohmann::json taken = nlohmann::json::array();
    for (const auto& t : in.taken)
        taken.push_back({{"text", t.text}, {"rule", t.rule}});
    *about = {{"file", file},
              {"turn", now.turn},
              {"step", now.step},
              {"night", now.night},
              {"taken", taken}};
    if (!now.date.empty()) {
        (*about)["date"] = now.date;
        const ScenarioCatalog catalog =
            ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
        (*about)["time"] = TurnClock(&catalog, s.file().info()).at(now.turn); // "21 May, 1:00 pm"
    }
    if (now.phasing) (*about)["phasing"] = sideName(*now.phasing);
    return in.args;
}

} // namespace adc::cli
