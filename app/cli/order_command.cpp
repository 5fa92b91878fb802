#include "order_command.h"

#include "order_verbs.h"
#include "verb_help.h"

#include "adc/command/staff.h"
#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/scenarios/scenario_catalog.h"
#include "turn_clock.h"

#include <algorithm>

namespace adc::cli {

OrderCommand::OrderCommand(CLI::App& order) : app_(&order) {
    for (const OrderVerb& v : orderVerbs()) {
        CLI::App* sub = addVerb(order, v.name, v.summary, v.rule, v.keys);
        sub->add_option("file", file_, "The game file")->required();
        sub->add_option("args", args_, "key=value inputs (the keys are below)");
        verbs_.emplace_back(sub, &v);
    }
    catchUnknownVerb(order);
}

int OrderCommand::run(const ChartSet& charts, const std::string& tablesDir) {
    const auto it =
        std::find_if(verbs_.begin(), verbs_.end(), [](const auto& v) { return v.first->parsed(); });
    if (it == verbs_.end()) throw InvalidInput(unknownVerb(*app_));
    const OrderVerb& verb = *it->second;
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    const ScenarioCatalog catalog =
        ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
    GameSession s = GameSession::open(file_, ModuleData{tablesDir, &french, &austrian, nullptr,
                                                        &catalog, [&charts] { return &charts; }});
    const TurnClock clock(&catalog, s.file().info());
    Inputs in(args_, verb.name);
    const Staff staff(s.state(), charts);
    OrderContext c{charts, s, staff, clock, in};
    return verb.run(c);
}

} // namespace adc::cli
