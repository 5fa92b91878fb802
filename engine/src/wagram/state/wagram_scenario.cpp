#include "adc/wagram/wagram_scenario.h"

#include "scenarios/json_reader.h"

namespace adc::wagram {

using nlohmann::json;
using scenario_json::at;
using scenario_json::Reader;

std::optional<Side> WagramScenario::continuationBonus(int turn) const {
    for (const ContinuationBonus& c : continuation)
        if (turn >= c.from && turn <= c.to) return c.side;
    return std::nullopt;
}

const TurnFlag* WagramScenario::flag(int turn) const {
    for (const TurnFlag& f : turnFlags)
        if (f.turn == turn) return &f;
    return nullptr;
}

int WagramScenario::roundMarkersStart(int turn) const {
    const TurnFlag* f = flag(turn);
    return f ? f->roundMarkersStart : 0;
}

bool WagramScenario::surprise(int turn) const {
    for (int t : surpriseTurns)
        if (t == turn) return true;
    return false;
}

const ScenarioOption* WagramScenario::option(const std::string& id) const {
    for (const ScenarioOption& o : options)
        if (o.id == id) return &o;
    return nullptr;
}

std::string SetupLine::text() const {
    const auto list = [](const std::vector<std::string>& v, const char* sep) {
        std::string t;
        for (const std::string& x : v)
            t += (t.empty() ? "" : sep) + x;
        return t;
    };
    std::string t = who + ": " + list(zones, ", ");
    for (const Apart& a : apart)
        t += "; " + list(a.units, " and ") + " in " + list(a.zones, ", ");
    for (const Loss& l : losses)
        t += "; " + l.unit + (l.losses == 1 ? " flipped (-1)" : " on its reduced counter (-2)");
    if (!note.empty()) t += "; " + note;
    return t;
}

const WagramScenario& WagramScenarios::find(const std::string& id) const {
    std::string ids;
    for (const WagramScenario& s : all) {
        if (s.id == id || s.number == id) return s;
        ids += (ids.empty() ? "" : ", ") + s.id + " (" + s.number + ")";
    }
    throw InvalidInput("Wagram 1809 has no scenario \"" + id + "\"; its scenarios are " + ids);
}

namespace {

Side sideOf(const Reader& r, const json& obj, const std::string& key, const std::string& place) {
    const std::string s = r.str(obj, key, place);
    if (s == "french") return Side::French;
    if (s == "austrian") return Side::Austrian;
    r.fail(at(place, key), "a side is french or austrian, not \"" + s + "\"");
}

bool flagOf(const Reader& r, const json& obj, const char* key, const std::string& place) {
    const auto it = obj.find(key);
    if (it == obj.end()) return false;
    if (!it->is_boolean()) r.fail(at(place, key), "is true or false");
    return it->get<bool>();
}

CorpsMarker corpsOf(const Reader& r, const json& obj, const std::string& place) {
    return {r.str(obj, "id", place), r.str(obj, "name", place)};
}

std::vector<CorpsRule> corpsRules(const Reader& r, const json& s, const std::string& key,
                                  const std::string& place) {
    std::vector<CorpsRule> out;
    const json& list = r.array(s, key, place);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string p = at(at(place, key), i);
        out.push_back({sideOf(r, list[i], "side", p), r.str(list[i], "corps", p),
                       r.str(list[i], "rule", p), r.optStr(list[i], "why", p)});
    }
    return out;
}

SetupLine setupLineOf(const Reader& r, const json& l, const std::string& place) {
    SetupLine out;
    out.who = r.str(l, "who", place);
    out.zones = r.strings(l, "zones", place);
    if (l.contains("except"))
        for (const json& e : r.array(l, "except", place))
            out.apart.push_back({r.strings(e, "units", at(place, "except")),
                                 r.strings(e, "zones", at(place, "except"))});
    if (l.contains("losses"))
        for (const json& e : r.array(l, "losses", place))
            out.losses.push_back({r.str(e, "unit", at(place, "losses")),
                                  r.integer(e, "losses", at(place, "losses"), 1, 2)});
    out.note = r.optStr(l, "note", place);
    return out;
}

WagramScenario scenarioOf(const Reader& r, const json& s, const std::string& place) {
    WagramScenario w;
    w.id = r.str(s, "id", place);
    w.number = r.str(s, "number", place);
    w.title = r.str(s, "title", place);
    w.firstTurn = r.integer(s, "first_turn", place, 1, 30);
    w.lastTurn = r.integer(s, "last_turn", place, w.firstTurn, 30);
    w.initiative = sideOf(r, s, "initiative", place);
    const json& cont = r.array(s, "continuation", place);
    for (std::size_t i = 0; i < cont.size(); ++i) {
        const std::string p = at(at(place, "continuation"), i);
        w.continuation.push_back({r.integer(cont[i], "from", p, 1, 30),
                                  r.integer(cont[i], "to", p, 1, 30),
                                  sideOf(r, cont[i], "side", p)});
    }
    const json& flags = r.array(s, "turn_flags", place);
    for (std::size_t i = 0; i < flags.size(); ++i) {
        const std::string p = at(at(place, "turn_flags"), i);
        TurnFlag f{r.integer(flags[i], "turn", p, w.firstTurn, w.lastTurn),
                   r.str(flags[i], "label", p),
                   r.str(flags[i], "rule", p),
                   r.integer(flags[i], "round_markers_start", p, 0, 6),
                   flagOf(r, flags[i], "night", p),
                   flagOf(r, flags[i], "french_win_ends", p),
                   {}};
        if (flags[i].contains("removes")) f.removes = corpsRules(r, flags[i], "removes", p);
        w.turnFlags.push_back(std::move(f));
    }
    if (s.contains("surprise_turns"))
        for (const json& t : r.array(s, "surprise_turns", place)) {
            if (!t.is_number_integer())
                r.fail(at(place, "surprise_turns"), "each turn is a whole number");
            w.surpriseTurns.push_back(t.get<int>());
        }
    const json& vp = r.object(s, "start_vp", place);
    w.startVpFrench = r.integer(vp, "french", at(place, "start_vp"), 0, 99);
    w.startVpAustrian = r.integer(vp, "austrian", at(place, "start_vp"), 0, 99);
    w.startVpWhy = r.optStr(vp, "why", at(place, "start_vp"));
    const json& corps = r.object(s, "corps", place);
    for (const char* side : {"french", "austrian"}) {
        const json& list = r.array(corps, side, at(place, "corps"));
        auto& into = std::string(side) == "french" ? w.french : w.austrian;
        for (std::size_t i = 0; i < list.size(); ++i)
            into.push_back(corpsOf(r, list[i], at(at(at(place, "corps"), side), i)));
    }
    const json& setup = r.object(s, "setup", place);
    for (const char* side : {"french", "austrian"}) {
        const json& lines = r.array(setup, side, at(place, "setup"));
        auto& into = std::string(side) == "french" ? w.setupFrench : w.setupAustrian;
        for (std::size_t i = 0; i < lines.size(); ++i)
            into.push_back(setupLineOf(r, lines[i], at(at(at(place, "setup"), side), i)));
    }
    w.alwaysAdmin = corpsRules(r, s, "always_admin", place);
    w.mayLeave = corpsRules(r, s, "may_leave", place);
    const json& opts = r.array(s, "options", place);
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const std::string p = at(at(place, "options"), i);
        ScenarioOption o{r.str(opts[i], "id", p),
                         r.str(opts[i], "rule", p),
                         r.str(opts[i], "title", p),
                         sideOf(r, opts[i], "side", p),
                         r.integer(opts[i], "vp", p, 0, 10),
                         std::nullopt};
        if (opts[i].contains("adds_corps"))
            o.addsCorps = corpsOf(r, r.object(opts[i], "adds_corps", p), at(p, "adds_corps"));
        if (opts[i].contains("turns")) {
            const json& t = r.object(opts[i], "turns", p);
            o.fromTurn = r.integer(t, "from", at(p, "turns"), w.firstTurn, w.lastTurn);
            o.toTurn = r.integer(t, "to", at(p, "turns"), o.fromTurn, w.lastTurn);
        }
        w.options.push_back(std::move(o));
    }
    if (s.contains("johan")) {
        const json& j = r.object(s, "johan", place);
        const std::string p = at(place, "johan");
        w.johan = JohanArrival{r.integer(j, "from_turn", p, w.firstTurn, w.lastTurn),
                               r.str(j, "option", p), r.str(j, "rule", p),
                               corpsOf(r, r.object(j, "corps", p), at(p, "corps"))};
        if (!w.option(w.johan->option)) r.fail(at(p, "option"), "names no option of this scenario");
    }
    w.readings = r.strings(s, "readings", place, true);
    return w;
}

} // namespace

WagramScenarios loadWagramScenarios(const std::string& path) {
    const Reader r(path);
    const json doc = r.document(path);
    r.format(doc, "wagram-scenarios");
    WagramScenarios out;
    out.frenchWinsBy = r.integer(doc, "french_wins_by", "", 1, 99);
    const json& list = r.array(doc, "scenarios", "");
    for (std::size_t i = 0; i < list.size(); ++i)
        out.all.push_back(scenarioOf(r, list[i], at("/scenarios", i)));
    return out;
}

} // namespace adc::wagram
