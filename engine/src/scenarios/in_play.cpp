#include "adc/scenarios/in_play.h"

#include <cstdint>

#include "adc/errors.h"
#include "adc/scenarios/scenario_setup.h"

#include <algorithm>

namespace adc {

using nlohmann::json;

namespace {

const std::vector<std::pair<UnitKind, const char*>> kKinds{{UnitKind::Brigade, "brigades"},
                                                           {UnitKind::Artillery, "artillery"},
                                                           {UnitKind::Leader, "leaders"},
                                                           {UnitKind::Hq, "hqs"}};

// The earlier of two presences: in play beats later, later beats not in the scenario.
Presence earlier(const Presence& a, const Presence& b) {
    if (a.state != b.state) return a.state < b.state ? a : b;
    return a.turn <= b.turn ? a : b;
}

} // namespace

std::string Presence::text() const {
    switch (state) {
    case State::InPlay:
        return "in play";
    case State::Later:
        return held ? "held: the bridge is down (AE 2.9a)"
                    : "arrives on turn " + std::to_string(turn);
    case State::NotInScenario:
        return "not in this scenario";
    }
    return {};
}

InPlay InPlay::fromSetups(const SideSetup& french, const SideSetup& austrian) {
    InPlay p;
    p.scenario_ = true;
    for (const SideSetup* s : {&french, &austrian}) {
        auto& units = s->side == Side::French ? p.french_ : p.austrian_;
        for (const auto& pl : s->setup)
            for (const auto& u : pl.units.refs())
                units[u] = {1, false};
        for (const auto& pl : s->reinforcements)
            for (const auto& u : pl.units.refs())
                units[u] = {std::max(pl.turn, 1), pl.bridge};
        for (const auto& u : s->offMap.refs())
            units[u] = {1, false}; // the aides, with Napoleon (AE 2.3)
    }
    return p;
}

std::string InPlay::strayUnit(const OrderOfBattle& french, const OrderOfBattle& austrian) const {
    for (const Side s : {Side::French, Side::Austrian}) {
        const OrderOfBattle& oob = s == Side::French ? french : austrian;
        for (const auto& [u, arrival] : side(s)) {
            bool own = false;
            switch (u.kind) {
            case UnitKind::Brigade:
                own = oob.brigade(u.id) != nullptr;
                break;
            case UnitKind::Artillery:
                own = oob.artilleryUnit(u.id) != nullptr;
                break;
            case UnitKind::Leader:
                own = oob.leader(u.id) != nullptr;
                break;
            case UnitKind::Hq: {
                const Formation* f = oob.formation(u.id);
                own = f && f->hasHq;
                break;
            }
            }
            if (!own)
                return "the " + sideName(s) + " " + unitKindName(u.kind) + " \"" + u.id + "\"";
        }
    }
    return {};
}

json InPlay::toJson() const {
    json out = json::object();
    for (const Side s : {Side::French, Side::Austrian}) {
        std::map<std::pair<int, bool>, json> groups;
        for (const auto& [u, a] : side(s)) {
            json& g = groups[{a.turn, a.bridge}];
            if (g.is_null()) g = {{"turn", a.turn}, {"bridge", a.bridge}};
            for (const auto& [kind, key] : kKinds)
                if (kind == u.kind) g[key].push_back(u.id);
        }
        json list = json::array();
        for (auto& [k, g] : groups)
            list.push_back(std::move(g));
        out[sideName(s)] = list;
    }
    return out;
}

InPlay InPlay::fromJson(const json& j) {
    const auto bad = [](const std::string& why) {
        return InvalidInput("the game's in_play schedule is not readable: " + why);
    };
    if (!j.is_object()) throw bad("not an object");
    InPlay p;
    p.scenario_ = true;
    for (const Side s : {Side::French, Side::Austrian}) {
        const std::string name = sideName(s);
        if (!j.contains(name) || !j[name].is_array()) throw bad("no list for the " + name);
        auto& units = s == Side::French ? p.french_ : p.austrian_;
        for (const auto& g : j[name]) {
            if (!g.is_object() || !g.contains("turn") || !g["turn"].is_number_integer() ||
                g["turn"].get<std::int64_t>() < 1 || g["turn"].get<std::int64_t>() > 9999)
                throw bad("an entry without a turn of 1 to 9999");
            if (g.contains("bridge") && !g["bridge"].is_boolean())
                throw bad("bridge is not true or false");
            const Arrival a{static_cast<int>(g["turn"].get<std::int64_t>()),
                            g.value("bridge", false)};
            for (const auto& [kind, key] : kKinds) {
                if (!g.contains(key)) continue;
                if (!g[key].is_array()) throw bad(std::string(key) + " is not a list");
                for (const auto& id : g[key]) {
                    if (!id.is_string())
                        throw bad(std::string(key) + " holds something that is not an id");
                    units[{kind, id.get<std::string>()}] = a;
                }
            }
        }
    }
    return p;
}

Presence InPlay::of(Side s, const UnitRef& u, int turn, const BridgeTrack& bridge) const {
    if (!scenario_) return {};
    const auto& units = side(s);
    const auto it = units.find(u);
    if (it == units.end()) return {Presence::State::NotInScenario, 0, false};
    const Arrival& a = it->second;
    if (!a.bridge)
        return a.turn <= turn ? Presence{} : Presence{Presence::State::Later, a.turn, false};
    const auto arrives = bridge.arrival(a.turn); // none while the rolls do not reach that far
    if (arrives && *arrives <= turn) return {};
    return {Presence::State::Later, arrives ? *arrives : a.turn, a.turn <= turn};
}

Presence InPlay::formation(const OrderOfBattle& oob, const std::string& id, int turn,
                           const BridgeTrack& bridge) const {
    if (!scenario_) return {};
    const Formation* f = oob.formation(id);
    if (!f) return {Presence::State::NotInScenario, 0, false};
    Presence best{Presence::State::NotInScenario, 0, false};
    const auto consider = [&](const UnitRef& u) {
        best = earlier(best, of(oob.side, u, turn, bridge));
    };
    if (f->hasHq) consider({UnitKind::Hq, f->id});
    for (const auto& part : oob.formations) {
        if (part.id != f->id && part.parent != f->id) continue;
        for (const Brigade* b : oob.brigadesOf(part.id))
            consider({UnitKind::Brigade, b->id});
        for (const auto& a : oob.artillery)
            if (a.formation == part.id) consider({UnitKind::Artillery, a.id});
    }
    return best;
}

} // namespace adc
