#include "counter_memory.h"
#include "adc/action_kinds.h"
#include "adc/loss_actions.h"

#include "paths.h"

#include "adc/scenarios/scenario_setup.h"

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using nlohmann::json;

namespace adc {

CounterMemory::CounterMemory(std::string file) : file_(std::move(file)) {}

std::string CounterMemory::defaultFile() {
    return (fs::path(paths::dataDir()) / "counter-values.json").string();
}

json CounterMemory::read() const {
    std::ifstream in(file_);
    if (!in) return json::object();
    json j = json::parse(in, nullptr, false);
    return j.is_object() ? j : json::object();
}

namespace {

const json* group(const json& all, Side s, const char* name) {
    const auto side = all.find(sideName(s));
    if (side == all.end() || !side->is_object()) return nullptr;
    const auto g = side->find(name);
    return g != side->end() && g->is_object() ? &*g : nullptr;
}

} // namespace

std::optional<int> CounterMemory::rating(Side s, const std::string& leader) const {
    const json all = read();
    const json* g = group(all, s, "ratings");
    if (!g || !g->contains(leader) || !(*g)[leader].is_number_integer()) return std::nullopt;
    const int r = (*g)[leader].get<int>();
    if (r < 0 || r > 4)
        return std::nullopt; // 26.0: 0 to 4; anything else is not a remembered rating
    return r;
}

std::optional<std::string> CounterMemory::cavalryClass(Side s, const std::string& brigade) const {
    const json all = read();
    const json* g = group(all, s, "cavalry");
    if (!g || !g->contains(brigade) || !(*g)[brigade].is_string()) return std::nullopt;
    const std::string c = (*g)[brigade].get<std::string>();
    if (c != "heavy" && c != "light") return std::nullopt; // 24.0a
    return c;
}

void CounterMemory::remember(const Action& a) const {
    const char* name = a.kind == kinds::SetRating         ? "ratings"
                       : a.kind == kinds::SetCavalryClass ? "cavalry"
                                                          : nullptr;
    if (!name || a.side.empty()) return;
    const std::string id =
        a.payload.value(a.kind == kinds::SetRating ? "leader" : "brigade", std::string());
    const json value = a.kind == kinds::SetRating ? a.payload.value("rating", json())
                                                  : a.payload.value("class", json());
    if (id.empty() || value.is_null()) return;
    json all = read();
    all[a.side][name][id] = value;
    std::error_code ec;
    fs::create_directories(fs::path(file_).parent_path(), ec);
    const std::string temp = file_ + ".tmp";
    {
        std::ofstream out(temp, std::ios::trunc);
        if (!out) return;
        out << all.dump(2) << '\n';
        if (!out) return;
    }
    fs::rename(temp, file_, ec); // whole or not at all
}

CountersAsked countersAsked(const ScenarioCatalog& catalog, const Scenario& scenario,
                            const Variants& v, Side side) {
    const OrderOfBattle& oob = catalog.oob(side);
    const SideSetup ss = buildSideSetup(catalog, scenario, side, v);
    UnitSet units = ss.inPlay;
    units.add(ss.offMap);
    CountersAsked out;
    for (const auto& id : units.ids(UnitKind::Leader))
        if (oob.leader(id)) out.leaders.push_back(id);
    for (const auto& id : units.ids(UnitKind::Brigade))
        if (const Brigade* b = oob.brigade(id); b && b->arm == Arm::Cavalry)
            out.cavalry.push_back(id);
    return out;
}

std::vector<Action> rememberedCounterActions(const GameState& st, const CountersAsked& asked,
                                             Side side, const CounterMemory& memory) {
    std::vector<Action> out;
    const LeaderRoster& roster = st.roster(side);
    for (const auto& id : asked.leaders)
        if (const auto r = memory.rating(side, id); r && !roster.rating(id))
            out.push_back(setRating(side, id, *r));
    for (const auto& id : asked.cavalry)
        if (const auto c = memory.cavalryClass(side, id); c && !roster.cavalryClass(id))
            out.push_back(setCavalryClass(side, id, *c));
    return out;
}

} // namespace adc
