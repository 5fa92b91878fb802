#include "adc/command/scenario_orders.h"
#include "adc/action_kinds.h"

#include <algorithm>

namespace adc {

namespace {

// The formations an order line speaks to: corps, divisions (as goals, 10.5b), and the
// divisions of a named group such as the Imperial Guard.
std::vector<std::pair<std::string, bool>> receivers(const OrderOfBattle& oob,
                                                    const NamedItem& item) {
    std::vector<std::pair<std::string, bool>> out;
    if (item.kind == "corps")
        out.emplace_back(item.id, false);
    else if (item.kind == "division")
        out.emplace_back(item.id, true);
    else if (item.kind == "brigade")
        out.emplace_back(item.id, true);
    else if (item.kind == "group")
        for (const auto& f : oob.formations) {
            if (f.kind != "division") continue;
            const auto bs = oob.brigadesOf(f.id);
            if (!bs.empty() && std::all_of(bs.begin(), bs.end(), [&](const Brigade* b) {
                    return item.units.contains({UnitKind::Brigade, b->id});
                }))
                out.emplace_back(f.id, true);
        }
    return out;
}

} // namespace

std::vector<Action> scenarioPresetActions(const ScenarioCatalog& catalog, const SideSetup& setup) {
    const std::string side = sideName(setup.side);
    const OrderOfBattle& oob = catalog.oob(setup.side);
    const UnitResolver res = catalog.resolver(setup.side);
    std::vector<Action> out;
    for (const auto& o : setup.orders) {
        if (!o.inPlay) continue; // orders for units the scenario never brings in
        if (o.line.type == "attach") {
            const NamedItem to = res.resolveItem(o.line.to);
            for (const auto& item : o.items)
                out.push_back({0,
                               kinds::PresetAttachment,
                               side,
                               {{"unit", item.id}, {"to", to.id}, {"text", o.line.order}},
                               "",
                               ""});
            continue;
        }
        for (const auto& item : o.items)
            for (const auto& [receiver, goal] : receivers(oob, item)) {
                nlohmann::json p{{"receiver", receiver},
                                 {"type", o.line.type},
                                 {"text", o.line.order},
                                 {"scenario", true}};
                if (goal) p["goal"] = true;
                out.push_back({0, kinds::OrderPreset, side, p, "", ""});
            }
    }
    return out;
}

} // namespace adc
