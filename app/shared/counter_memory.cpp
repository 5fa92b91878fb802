#include "counter_memory.h"
#include "adc/action_kinds.h"
#include "adc/loss_actions.h"

#include "paths.h"

#include "adc/scenarios/scenario_setup.h"

#include "adc/errors.h"
#include "adc/json_input.h"
#include "adc/private_file.h"

#include <filesystem>

namespace fs = std::filesystem;
using nlohmann::json;

namespace adc {

CounterMemory::CounterMemory(std::string file) : file_(std::move(file)) {}

std::string CounterMemory::defaultFile() {
    return (fs::path(paths::dataDir()) / "counter-values.json").string();
}

const json& CounterMemory::read() const {
    // Read once, within the limits of every data file (#32): a file that is not one (too
    // large, too deep, not JSON, a pipe in its place) remembers nothing, and is not written
    // over, so that nothing of the player's is lost.
    if (read_) return *read_;
    read_ = json::object();
    std::error_code ec;
    if (!fs::exists(file_, ec)) return *read_;
    try {
        json j = readDataFile(file_, "counter-values.json");
        if (j.is_object()) {
            read_ = std::move(j);
        } else {
            unreadable_ = true;
        }
    } catch (const ChartFileError&) {
        unreadable_ = true;
    }
    return *read_;
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
    const json& all = read();
    const json* g = group(all, s, "ratings");
    if (!g || !g->contains(leader) || !(*g)[leader].is_number_integer()) return std::nullopt;
    const int r = (*g)[leader].get<int>();
    if (r < 0 || r > 4)
        return std::nullopt; // 26.0: 0 to 4; anything else is not a remembered rating
    return r;
}

std::optional<std::string> CounterMemory::cavalryClass(Side s, const std::string& brigade) const {
    const json& all = read();
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
    if (unreadable_) return; // the player's file, not ours to replace
    if (!all.contains(a.side) || !all[a.side].is_object()) all[a.side] = json::object();
    if (!all[a.side].contains(name) || !all[a.side][name].is_object())
        all[a.side][name] = json::object();
    all[a.side][name][id] = value;
    try {
        const fs::path dir = fs::path(file_).parent_path();
        if (!dir.empty()) makePrivateFolder(dir.string()); // 0700 whatever the umask
        replacePrivateFile(file_, all.dump(2) + "\n");     // 0600, whole or not at all
        read_ = std::move(all);
    } catch (const InvalidInput&) {
        // A value that cannot be written is only a default lost: the game has it.
    }
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
