#include "adc/command/result_check.h"
#include "adc/dice_exchange.h"

#include "adc/action_kinds.h"
#include "adc/chances.h"
#include "adc/command/staff.h"
#include "adc/errors.h"
#include "adc/game_roll.h"
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

void sameReading(const Action& a, const json& stored, const json& worked, const std::string& rule) {
    const json s = resolutionReading(stored), w = resolutionReading(worked);
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

// (The explanation is written anew when it is shown.)
json resolutionReading(json r) {
    if (!r.is_object()) return r;
    r.erase("explanation");
    r.erase("seed");
    if (auto d = r.find("dice"); d != r.end() && d->is_array())
        for (json& die : *d)
            if (die.is_object()) die.erase("rolled_by");
    return r;
}

bool thrownByApp(const Action& a) {
    const json& p = a.payload;
    // A game whose rolls keep their dice as fields records the app's seed beside them
    // (Wagram 1809's Rounds, adc/wagram/app_dice.h).
    if (p.contains("seed")) return true;
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
        // 5.3: a roll made in the game reads its units' levels off the game again.
        const auto args = rolledInputs(st, charts, a);
        const json& inputs = p.value("inputs", json::object());
        const json& result = p.value("result", json::object());
        std::optional<std::uint64_t> s;
        if (!inputs.contains("roll")) s = seed ? seed : seedOf(result);
        const auto dice = result.find("dice");
        if (!s && !inputs.contains("roll") && dice != result.end() && dice->is_array() &&
            !dice->empty())
            throw InvalidInput(
                "roll: it records neither the player's dice nor the app's seed (5.3)");
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
        const json& marks = p.at("stragglers");
        if (!marks.is_array())
            throw InvalidInput("emergency-retreat: its stragglers are a list (10.4)");
        for (const json& m : marks) {
            if (!m.is_object())
                throw InvalidInput("emergency-retreat: each mark is an object (10.4)");
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

namespace {

// What each kind's record holds that the rules work out, with the rule that does: the fields
// of its payload, and where its resolution (or resolutions) lie.
struct Worked {
    std::vector<std::pair<const char*, const char*>> fields; // field, rule
    const char* resolution = nullptr;                        // where the resolution is kept
    const char* rule = "";
};

const std::unordered_map<std::string_view, Worked>& worked() {
    static const std::unordered_map<std::string_view, Worked> w{
        // 10.1b, 10.1e: the cost, the Command Points written against, the delivery.
        {kinds::OrderWrite,
         {{{"cost", "10.1b"}, {"allowance", "10.1b"}, {"transit_turns", "10.1e"}}}},
        // 10.1f: the Acceptance Table and the Delay Reduction Table.
        // The roll beside the result is the one its resolution threw (5.3).
        {kinds::OrderAccept, {{{"roll", "5.3"}, {"result", "10.1f"}}, "resolution", "10.1f"}},
        {kinds::OrderDelay, {{{"roll", "5.3"}, {"accepted", "10.1f"}}, "resolution", "10.1f"}},
        // 10.2d, 10.2g: the Initiative Table.
        {kinds::Initiative, {{{"roll", "5.3"}, {"result", "10.2d"}}, "resolution", "10.2d"}},
        // 10.3a-e: the check from the command's state and the players' word on the map.
        {kinds::AttackStoppage,
         {{{"roll", "5.3"}, {"command", "10.3a"}, {"needed", "10.3b"}, {"passed", "10.3b"}},
          "resolution",
          "10.3b"}},
        // 21.2: the Straggler Recovery Table, held to the unit's stragglers.
        {kinds::RecoverStragglers, {{{"recovered", "21.2"}}, "roll", "21.2"}},
        // 5.3: a recorded roll, read again from its inputs and dice.
        {kinds::Roll, {{}, "result", "5.3"}},
        // 10.4, 21.1: the Straggler Table for each unit, compared below.
        {kinds::EmergencyRetreat, {{}, nullptr, "21.1"}},
    };
    return w;
}

// 10.4, 21.1: each unit the record marks, against the table as it fell for that unit.
void sameRetreat(const Action& a, const Action& w) {
    const json& marks = a.payload.at("stragglers");
    const json& again = w.payload.at("stragglers");
    if (!marks.is_array() || marks.size() != again.size())
        throw InvalidInput("emergency-retreat: it marks " +
                           std::to_string(marks.is_array() ? marks.size() : 0) + " units, but " +
                           std::to_string(again.size()) +
                           " of those retreating with it can take stragglers (10.4, 21.1)");
    std::set<std::string> seen;
    for (std::size_t i = 0; i < marks.size(); ++i) {
        const std::string b = str(marks[i], "brigade");
        if (!seen.insert(b).second)
            throw InvalidInput("emergency-retreat: " + b + " is marked twice (21.1)");
        same(a, "unit marked " + std::to_string(i + 1), marks[i].value("brigade", json()),
             again[i].at("brigade"), "10.4");
        same(a, b + "'s stragglers", marks[i].value("stragglers", json()),
             again[i].at("stragglers"), "21.1");
        sameReading(a, marks[i].value("resolution", json()), again[i].at("resolution"), "21.1");
    }
}

} // namespace

void checkResults(const GameState& st, const ChartSet& charts, const Action& a) {
    const auto k = worked().find(a.kind);
    if (k == worked().end()) return;
    const json& p = a.payload;
    // 21.2: a record without its roll, or made before the leader was kept, is the players'
    // count off their own chart.
    if (a.kind == kinds::RecoverStragglers && (!p.contains("roll") || !p.contains("leader")))
        return;
    const Action w = readAgain(st, charts, a);
    for (const auto& [field, rule] : k->second.fields)
        sameField(a, w, field, rule);
    if (k->second.resolution)
        sameReading(a, p.value(k->second.resolution, json()),
                    w.payload.value(k->second.resolution, json()), k->second.rule);
    if (a.kind == kinds::EmergencyRetreat) sameRetreat(a, w);
    // 5.3, #33 item 6: dice a seat and its host threw together come from both their values,
    // the host's the one it had committed to.
    if (const auto x = p.find("dice_exchange"); x != p.end()) {
        if (!thrownByApp(a))
            throw InvalidInput(a.kind + ": a dice exchange goes only with the app's dice (5.3)");
        const std::uint64_t seed = DiceExchange::fromJson(*x).seed();
        if (recordedSeeds(a) != recordedSeeds(thrownAgain(st, charts, a, seed)))
            throw InvalidInput(a.kind + ": its dice were not thrown from the values of its dice "
                                        "exchange (5.3)");
    }
}

} // namespace adc
