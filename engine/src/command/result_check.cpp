#include "adc/command/result_check.h"

#include "adc/action_kinds.h"
#include "adc/chances.h"
#include "adc/command/staff.h"
#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/resolver.h"
#include "adc/straggler_recovery.h"
#include "payload.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>

namespace adc {

using nlohmann::json;
using payload::flag;
using payload::integer;
using payload::str;
using payload::strings;

namespace {

std::string shown(const json& v) {
    if (v.is_null()) return "missing";
    return printable(v.dump(-1, ' ', false, json::error_handler_t::replace), 60);
}

// A stored value against the one the charts give.
void same(const Action& a, const std::string& field, const json& stored, const json& worked,
          const std::string& rule) {
    if (stored == worked) return;
    throw InvalidInput(a.kind + ": its " + field + " is " + shown(stored) +
                       ", but the charts give " + shown(worked) +
                       " for what was decided and rolled (" + rule +
                       "; the app works it out, it is not taken as recorded)");
}

void sameField(const Action& a, const Action& worked, const char* field, const std::string& rule) {
    same(a, field, a.payload.value(field, json()), worked.payload.value(field, json()), rule);
}

// What a resolution says, whoever threw its dice and however its steps are worded: its
// fields and the dice's faces. (The explanation is written anew when it is shown.)
json reading(json r) {
    if (!r.is_object()) return r;
    r.erase("explanation");
    r.erase("seed");
    if (auto d = r.find("dice"); d != r.end() && d->is_array())
        for (json& die : *d)
            if (die.is_object()) die.erase("rolled_by");
    return r;
}

void sameReading(const Action& a, const json& stored, const json& worked, const std::string& rule) {
    const json s = reading(stored), w = reading(worked);
    if (s == w) return;
    for (const auto& [key, value] : w.items())
        if (s.value(key, json()) != value)
            same(a, "resolution's " + key, s.value(key, json()), value, rule);
    for (const auto& [key, value] : s.items())
        if (!w.contains(key)) same(a, "resolution's " + key, value, json(), rule);
}

// The dice of a stored roll, as they fell: thrown again as the player's, they read the same.
DiceChoice asRolled(const Action& a, const json& p = json()) {
    const json& from = p.is_null() ? a.payload : p;
    const auto r = from.find("roll");
    if (r == from.end() || !r->is_number_integer())
        throw InvalidInput(a.kind + " records no dice roll (5.3): the result cannot be read again");
    return DiceChoice{r->get<int>(), std::nullopt};
}

// 10.1b, 10.1e: an order's cost, the Command Points it was written against and its delivery.
void checkWrite(const GameState& st, const ChartSet& charts, const Action& a) {
    const json& p = a.payload;
    OrderDraft d;
    d.side = parseSide(a.side);
    d.sender = str(p, "sender", false);
    d.receiver = str(p, "receiver", false);
    d.type = str(p, "type", false);
    d.method = str(p, "method", false);
    d.inPerson = d.method == "IPO"; // an order by hand is delivered in the same hex (10.1e)
    if (p.contains("mp")) d.mp = integer(p, "mp");
    const Staff staff(st, charts);
    same(a, "cost", p.value("cost", json()), staff.orderCost(d), "10.1b");
    same(a, "allowance", p.value("allowance", json()), staff.commandPoints(d.side), "10.1b");
    same(a, "transit_turns", p.value("transit_turns", json()), staff.transitTurns(d), "10.1e");
}

// 10.1f: the Acceptance Table and the Delay Reduction Table for the roll recorded.
void checkAccept(const GameState& st, const ChartSet& charts, const Action& a) {
    const Side s = parseSide(a.side);
    const Action w = Staff(st, charts).rollAcceptance(s, integer(a.payload, "number"), asRolled(a));
    sameField(a, w, "result", "10.1f");
    sameReading(a, a.payload.value("resolution", json()), w.payload["resolution"], "10.1f");
}

void checkDelay(const GameState& st, const ChartSet& charts, const Action& a) {
    const Side s = parseSide(a.side);
    const Action w = Staff(st, charts).rollDelay(s, integer(a.payload, "number"), asRolled(a));
    sameField(a, w, "accepted", "10.1f");
    sameReading(a, a.payload.value("resolution", json()), w.payload["resolution"], "10.1f");
}

// 10.2d, 10.2g: the Initiative Table, and with it whether the record is public.
void checkInitiative(const GameState& st, const ChartSet& charts, const Action& a) {
    const std::optional<Side> s = st.actor(a);
    if (!s) throw InvalidInput("an initiative roll names the side whose leader rolls (10.2c)");
    const Action w = Staff(st, charts).rollInitiative(*s, str(a.payload, "leader"), asRolled(a));
    sameField(a, w, "result", "10.2d");
    sameReading(a, a.payload.value("resolution", json()), w.payload["resolution"], "10.2d");
}

// 10.3a-e: the Corps Attack Stoppage check from the command's state and the players' word on
// what the map shows (divisions off the map, AE 2.1's optional Low Ammo rule, a rating for a
// goal without a leader).
void checkStoppage(const GameState& st, const ChartSet& charts, const Action& a) {
    const json& p = a.payload;
    const Side s = parseSide(a.side);
    std::optional<int> rating;
    if (p.contains("rating")) rating = integer(p, "rating");
    const Action w = Staff(st, charts)
                         .rollStoppage(s, integer(p, "order"), strings(p, "off_map"),
                                       flag(p, "low_ammo_rule"), rating, asRolled(a));
    sameField(a, w, "command", "10.3a");
    sameField(a, w, "needed", "10.3b");
    sameField(a, w, "passed", "10.3b");
    sameReading(a, p.value("resolution", json()), w.payload["resolution"], "10.3b");
}

// 10.4, 21.1: the Straggler Table for each infantry unit of the retreating command, as it
// fell for that unit; the units the players left out are not with it.
void checkRetreat(const GameState& st, const ChartSet& charts, const Action& a) {
    const json& p = a.payload;
    const Side s = parseSide(a.side);
    const json& marks = p.at("stragglers");
    if (!marks.is_array())
        throw InvalidInput("emergency-retreat: its stragglers are a list (10.4)");
    std::set<std::string> listed;
    std::map<std::string, int> rolls;
    for (const json& m : marks) {
        if (!m.is_object()) throw InvalidInput("emergency-retreat: each mark is an object (10.4)");
        const std::string b = str(m, "brigade");
        if (!listed.insert(b).second)
            throw InvalidInput("emergency-retreat: " + b + " is marked twice (21.1)");
        rolls[b] = *asRolled(a, m.value("resolution", json::object())).roll;
    }
    const OrderOfBattle& oob = st.oob(s);
    const Formation* f = oob.formation(str(p, "command"));
    const std::string command = f ? f->id : str(p, "command");
    std::vector<std::string> left;
    for (const auto& b : st.command().retreatingInfantry(oob, st.inPlay(), s, command))
        if (!listed.count(b)) left.push_back(b);
    const Action w = Staff(st, charts)
                         .emergencyRetreat(s, command, str(p, "reason"), left, strings(p, "dg"),
                                           strings(p, "routed"), rolls, std::nullopt);
    const json& worked = w.payload["stragglers"];
    if (worked.size() != marks.size())
        throw InvalidInput("emergency-retreat: it marks " + std::to_string(marks.size()) +
                           " units, but " + std::to_string(worked.size()) +
                           " of those retreating can take stragglers (10.4, 21.1)");
    for (std::size_t i = 0; i < marks.size(); ++i) {
        const json& m = marks[i];
        const auto it = std::find_if(worked.begin(), worked.end(),
                                     [&](const json& x) { return x["brigade"] == m["brigade"]; });
        same(a, str(m, "brigade") + "'s stragglers", m.value("stragglers", json()),
             it->at("stragglers"), "21.1");
        sameReading(a, m.value("resolution", json()), it->at("resolution"), "21.1");
    }
}

// 21.2: the Straggler Recovery Table, where the record holds the roll and the leader the
// players named (a record without them is the players' count from their own chart).
void checkRecovery(const GameState& st, const ChartSet& charts, const Action& a) {
    const json& p = a.payload;
    const auto roll = p.find("roll");
    if (roll == p.end() || !p.contains("leader")) return;
    const Side s = parseSide(a.side);
    RecoveryRequest r;
    r.side = s;
    r.unit = str(p, "unit");
    for (const auto& [key, value] : p.at("checklist").items())
        if (value == true) r.confirmed.insert(key);
    if (!p["leader"].is_null()) r.leader = integer(p, "leader");
    if (p.contains("night")) r.night = flag(p, "night");
    r.dice = asRolled(a, *roll);
    const RecoveryRoll w = rollRecovery(st, charts, r);
    sameField(a, w.action, "recovered", "21.2");
    sameReading(a, *roll, w.action.payload["roll"], "21.2");
}

// 5.3: a roll recorded in the game, read again from its inputs and dice; 9.0: its secrecy is
// the resolver's.
void checkRoll(const ChartSet& charts, const Action& a) {
    const json& p = a.payload;
    const std::string name = str(p, "resolver");
    if (name == "bridge") return; // AE 2.9a: its outcome is the bridge track's (bridge.h)
    std::vector<std::pair<std::string, std::string>> args;
    const json& inputs = p.value("inputs", json::object());
    for (const auto& [key, value] : inputs.items()) {
        const auto add = [&](const json& v) {
            args.emplace_back(key, v.is_string() ? v.get<std::string>() : v.dump());
        };
        if (value.is_array())
            std::for_each(value.begin(), value.end(), add);
        else
            add(value);
    }
    const json& result = p.at("result");
    std::optional<std::uint64_t> seed;
    if (const auto s = result.find("seed"); s != result.end() && s->is_number_unsigned())
        seed = s->get<std::uint64_t>();
    const bool typed = inputs.contains("roll");
    const auto dice = result.find("dice");
    const bool thrown = dice != result.end() && dice->is_array() && !dice->empty();
    if (thrown && !typed && !seed)
        throw InvalidInput("roll: it records neither the player's dice nor the app's seed (5.3)");
    const ResolveOutcome out = resolve(charts, name, args, typed ? std::nullopt : seed);
    sameReading(a, result, toJson(out.resolution), "5.3");
}

using Check = void (*)(const GameState&, const ChartSet&, const Action&);

const std::unordered_map<std::string_view, Check>& checks() {
    static const std::unordered_map<std::string_view, Check> c{
        {kinds::OrderWrite, checkWrite},
        {kinds::OrderAccept, checkAccept},
        {kinds::OrderDelay, checkDelay},
        {kinds::Initiative, checkInitiative},
        {kinds::AttackStoppage, checkStoppage},
        {kinds::EmergencyRetreat, checkRetreat},
        {kinds::RecoverStragglers, checkRecovery},
        {kinds::Roll,
         [](const GameState&, const ChartSet& ch, const Action& a) { checkRoll(ch, a); }},
    };
    return c;
}

} // namespace

namespace {

bool appRolled(const json& resolution) {
    if (!resolution.is_object()) return false;
    if (resolution.contains("seed")) return true;
    const auto d = resolution.find("dice");
    if (d == resolution.end() || !d->is_array()) return false;
    return std::any_of(d->begin(), d->end(), [](const json& die) {
        return die.is_object() && die.value("rolled_by", std::string()) == "app";
    });
}

} // namespace

bool thrownByApp(const Action& a) {
    const json& p = a.payload;
    if (a.kind == kinds::Roll) // AE 2.9a's bridge dice are the bridge track's, not a chart's
        return p.value("resolver", json()) != "bridge" && appRolled(p.value("result", json()));
    if (a.kind == kinds::RecoverStragglers) return appRolled(p.value("roll", json()));
    if (a.kind == kinds::EmergencyRetreat) {
        const json& marks = p.value("stragglers", json::array());
        return marks.is_array() && std::any_of(marks.begin(), marks.end(), [](const json& m) {
                   return m.is_object() && appRolled(m.value("resolution", json()));
               });
    }
    return appRolled(p.value("resolution", json()));
}

namespace {

// The app's seed a resolution records, if the app threw its dice.
std::optional<std::uint64_t> seedOf(const json& resolution) {
    if (!resolution.is_object()) return std::nullopt;
    const auto s = resolution.find("seed");
    if (s == resolution.end() || !s->is_number_unsigned()) return std::nullopt;
    return s->get<std::uint64_t>();
}

// The dice to throw again for a resolution: `seed` where the app threw them (none: the
// recorded one), the typed roll otherwise.
DiceChoice diceFor(const Action& a, const json& resolution, std::optional<std::uint64_t> seed) {
    if (appRolled(resolution)) {
        const auto s = seed ? seed : seedOf(resolution);
        if (!s)
            throw InvalidInput(a.kind + ": the app's dice are recorded without their seed (5.3)");
        return DiceChoice{std::nullopt, *s};
    }
    return asRolled(a, resolution);
}

// `a` built again by the staff from its decisions, with the dice `seed` gives (see diceFor).
Action rebuilt(const GameState& st, const ChartSet& charts, const Action& a,
               std::optional<std::uint64_t> seed) {
    const json& p = a.payload;
    const Staff staff(st, charts);
    if (a.kind == kinds::OrderWrite) { // 10.1b, 10.1e: no dice, only the staff's figures
        OrderDraft d;
        d.side = parseSide(a.side);
        d.sender = str(p, "sender", false);
        d.receiver = str(p, "receiver", false);
        d.type = str(p, "type", false);
        d.method = str(p, "method", false);
        d.inPerson = d.method == "IPO";
        if (p.contains("mp")) d.mp = integer(p, "mp");
        Action w = a;
        w.payload["cost"] = staff.orderCost(d);
        w.payload["allowance"] = staff.commandPoints(d.side);
        w.payload["transit_turns"] = staff.transitTurns(d);
        return w;
    }
    if (a.kind == kinds::Roll) {
        if (p.value("resolver", json()) == "bridge") return a;
        std::vector<std::pair<std::string, std::string>> args;
        const json& inputs = p.value("inputs", json::object());
        for (const auto& [key, value] : inputs.items()) {
            const auto add = [&](const json& v) {
                args.emplace_back(key, v.is_string() ? v.get<std::string>() : v.dump());
            };
            if (value.is_array())
                std::for_each(value.begin(), value.end(), add);
            else
                add(value);
        }
        const json& result = p.value("result", json::object());
        std::optional<std::uint64_t> s;
        if (!inputs.contains("roll")) s = seed ? seed : seedOf(result);
        const ResolveOutcome out = resolve(charts, str(p, "resolver"), args, s);
        json r = toJson(out.resolution);
        if (out.seed) r["seed"] = *out.seed;
        Action w = a;
        w.payload["result"] = r;
        return w;
    }
    if (a.kind == kinds::EmergencyRetreat) {
        const Side s = parseSide(a.side);
        std::set<std::string> listed;
        std::map<std::string, int> typed; // the units whose dice the player threw at the table
        std::optional<std::uint64_t> first;
        std::size_t n = 0, firstAt = 0;
        for (const json& m : p.at("stragglers")) {
            const json& r = m.value("resolution", json());
            listed.insert(str(m, "brigade"));
            if (!appRolled(r))
                typed[str(m, "brigade")] = *asRolled(a, r).roll;
            else if (!first) {
                first = seedOf(r);
                firstAt = n;
            }
            ++n;
        }
        const OrderOfBattle& oob = st.oob(s);
        const Formation* f = oob.formation(str(p, "command"));
        const std::string command = f ? f->id : str(p, "command");
        std::vector<std::string> left;
        for (const auto& b : st.command().retreatingInfantry(oob, st.inPlay(), s, command))
            if (!listed.count(b)) left.push_back(b);
        // The staff throws unit n's dice from seed + n: the recorded seed of the first unit
        // the app threw for gives the seed of the whole retreat.
        std::optional<std::uint64_t> all = seed;
        if (!all && first) all = *first - firstAt;
        return staff.emergencyRetreat(s, command, str(p, "reason"), left, strings(p, "dg"),
                                      strings(p, "routed"), typed, all);
    }
    if (a.kind == kinds::RecoverStragglers) {
        const auto roll = p.find("roll");
        if (roll == p.end()) return a; // the players' count off their own chart
        RecoveryRequest r;
        r.side = parseSide(a.side);
        r.unit = str(p, "unit");
        for (const auto& [key, value] : p.at("checklist").items())
            if (value == true) r.confirmed.insert(key);
        if (p.contains("leader") && !p["leader"].is_null()) r.leader = integer(p, "leader");
        if (p.contains("night")) r.night = flag(p, "night");
        r.dice = diceFor(a, *roll, seed);
        return rollRecovery(st, charts, r).action;
    }
    const json& resolution = p.value("resolution", json());
    if (a.kind == kinds::OrderAccept)
        return staff.rollAcceptance(parseSide(a.side), integer(p, "number"),
                                    diceFor(a, resolution, seed));
    if (a.kind == kinds::OrderDelay)
        return staff.rollDelay(parseSide(a.side), integer(p, "number"),
                               diceFor(a, resolution, seed));
    if (a.kind == kinds::Initiative) {
        const std::optional<Side> s = st.actor(a);
        if (!s) throw InvalidInput("an initiative roll names the side whose leader rolls (10.2c)");
        return staff.rollInitiative(*s, str(p, "leader"), diceFor(a, resolution, seed));
    }
    if (a.kind == kinds::AttackStoppage) {
        std::optional<int> rating;
        if (p.contains("rating")) rating = integer(p, "rating");
        return staff.rollStoppage(parseSide(a.side), integer(p, "order"), strings(p, "off_map"),
                                  flag(p, "low_ammo_rule"), rating, diceFor(a, resolution, seed));
    }
    return a;
}

} // namespace

Action readAgain(const GameState& st, const ChartSet& charts, const Action& a) {
    return rebuilt(st, charts, a, std::nullopt);
}

Action thrownAgain(const GameState& st, const ChartSet& charts, const Action& a,
                   std::uint64_t seed) {
    if (!thrownByApp(a)) return a;
    return rebuilt(st, charts, a, seed);
}

void checkResults(const GameState& st, const ChartSet& charts, const Action& a) {
    const auto c = checks().find(a.kind);
    if (c != checks().end()) c->second(st, charts, a);
}

} // namespace adc
