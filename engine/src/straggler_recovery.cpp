#include "adc/straggler_recovery.h"
#include "adc/action_kinds.h"

#include "adc/chances.h"
#include "adc/errors.h"

#include <algorithm>
#include <functional>

namespace adc {

using nlohmann::json;

namespace {

const Brigade& brigadeIn(const GameState& st, Side side, const std::string& unit) {
    const Brigade* b = st.oob(side).brigade(unit);
    if (!b) throw InvalidInput("no brigade \"" + unit + "\" in the " + st.oob(side).title);
    return *b;
}

} // namespace

std::vector<RecoveryCondition> recoveryConditions(bool night) {
    return {{"enemy_distance", night ? "a. at least 2 hexes from every enemy unit (a night turn)"
                                     : "a. at least 4 hexes from every enemy unit"},
            {"morale_state", "b. in a normal or Blood Lust morale state"},
            {"command_radius", "c. within command radius (a divisional goal does not excuse this)"},
            {"no_mp_spent", "e. has spent no movement points this turn"},
            {"not_fired", "f. has not fired or been fired upon this turn"}};
}

std::string recoveryRefusal(const GameState& st, Side side, const std::string& unit) {
    const Brigade* b = st.oob(side).brigade(unit);
    if (!b) return "no brigade \"" + unit + "\" in the " + st.oob(side).title;
    // 8.1: Straggler Recovery is a segment of the phasing player's Rally Phase.
    const TurnNow& now = st.now();
    if (now.phasing && *now.phasing != side)
        return "it is the " + sideTitle(*now.phasing) +
               " player's turn: straggler recovery belongs to the phasing player's Rally Phase "
               "(8.1, 21.2)";
    if (!now.step.empty() && now.step != "straggler-recovery")
        return "straggler recovery is made in the Straggler Recovery segment of the Rally Phase "
               "(8.1, 21.2); the game is at step \"" +
               now.step + "\"";
    // 21.2d: a unit that can lose stragglers, and has lost some.
    const LossChart& lc = st.losses(side);
    if (!lc.takesStragglers(b->id))
        return b->id + " is cavalry: only infantry loses stragglers (21.0a), so only infantry "
                       "recovers them (21.2d)";
    if (lc.row(b->id).stragglers == 0) return b->id + " has no stragglers to recover (21.2d)";
    return {};
}

bool hasClock(const GameState& st) {
    return !st.now().date.empty();
}

bool recoveryNight(const GameState& st, std::optional<bool> said) {
    if (!hasClock(st)) return said.value_or(false);
    const bool night = st.now().night;
    if (said && *said != night)
        throw InvalidInput(std::string("the game's clock says turn ") +
                           std::to_string(st.now().turn) + " is a " + (night ? "night" : "day") +
                           " turn (28.0); leave night out, the game applies it (21.2)");
    return night;
}

int stragglersRecovered(int tableGives, int stragglersHeld) {
    return std::clamp(tableGives, 0, stragglersHeld);
}

namespace {

// The players' confirmations of 21.2 a, b, c, e, f; throws naming those missing.
void requireConfirmed(const std::vector<RecoveryCondition>& conditions,
                      const std::function<bool(const std::string&)>& confirmed) {
    std::string missing;
    for (const auto& [key, text] : conditions)
        if (!confirmed(key)) missing += std::string(missing.empty() ? "" : "; ") + text;
    if (!missing.empty())
        throw InvalidInput("straggler recovery needs each condition of 21.2 the map decides "
                           "confirmed; not confirmed: " +
                           missing);
}

} // namespace

RecoveryRoll rollRecovery(const GameState& st, const ChartSet& charts, const RecoveryRequest& r) {
    if (const std::string no = recoveryRefusal(st, r.side, r.unit); !no.empty())
        throw InvalidInput(no);
    const bool night = recoveryNight(st, r.night);
    const auto conditions = recoveryConditions(night);
    for (const auto& key : r.confirmed)
        if (std::none_of(conditions.begin(), conditions.end(),
                         [&](const RecoveryCondition& c) { return c.key == key; }))
            throw InvalidInput("\"" + key +
                               "\" is not a condition the players confirm; they are "
                               "enemy_distance, morale_state, " +
                               "command_radius, no_mp_spent, not_fired (21.2 a, b, c, e, f; the "
                               "game checks d itself)");
    requireConfirmed(conditions, [&](const std::string& k) { return r.confirmed.count(k) > 0; });
    const Brigade& b = brigadeIn(st, r.side, r.unit);
    ResolverArgs args{{"morale", b.morale}};
    if (r.leader) args.emplace_back("leader", std::to_string(*r.leader));
    if (night) args.emplace_back("night", "1");
    if (r.dice.roll) args.emplace_back("roll", std::to_string(*r.dice.roll));
    RecoveryRoll out;
    out.outcome =
        resolve(charts, "straggler-recovery", args, r.dice.roll ? std::nullopt : r.dice.seed);
    out.tableGives = out.outcome.resolution.fields["recovered"].get<int>();
    out.recovered = stragglersRecovered(out.tableGives, st.losses(r.side).row(b.id).stragglers);
    json roll = toJson(out.outcome.resolution);
    if (out.outcome.seed) roll["seed"] = *out.outcome.seed;
    json checklist = json::object();
    for (const auto& c : conditions)
        checklist[c.key] = true;
    out.action = {0,
                  kinds::RecoverStragglers,
                  sideName(r.side),
                  {{"unit", b.id},
                   {"recovered", out.recovered},
                   {"night", night},
                   {"checklist", checklist},
                   // The leader the players named (null: none), so the table reads the same.
                   {"leader", r.leader ? json(*r.leader) : json()},
                   {"roll", roll}},
                  "",
                  ""};
    return out;
}

void checkRecoveryAction(const GameState& st, Side side, const json& p) {
    const std::string unit =
        p.contains("unit") && p["unit"].is_string() ? p["unit"].get<std::string>() : "";
    if (unit.empty()) throw InvalidInput("the action needs \"unit\"");
    if (const std::string no = recoveryRefusal(st, side, unit); !no.empty()) throw InvalidInput(no);
    std::optional<bool> said;
    if (p.contains("night")) {
        if (!p["night"].is_boolean()) throw InvalidInput("\"night\" is true or false");
        said = p["night"].get<bool>();
    }
    const bool night = recoveryNight(st, said);
    static const json none = json::object();
    const auto given = p.find("checklist"); // read in place: a replay reads thousands
    const json& checklist = given == p.end() ? none : *given;
    if (!checklist.is_object())
        throw InvalidInput("\"checklist\" names each condition of 21.2 confirmed");
    static const std::vector<RecoveryCondition> day = recoveryConditions(false),
                                                night_ = recoveryConditions(true);
    requireConfirmed(night ? night_ : day, [&](const std::string& k) {
        const auto it = checklist.find(k);
        return it != checklist.end() && it->is_boolean() && it->get<bool>();
    });
    // 21.2: what the table gave, held to the stragglers the brigade itself has.
    if (p.contains("roll") && p["roll"].is_object() && p["roll"].contains("recovered")) {
        const json& gave = p["roll"]["recovered"];
        const json& recorded = p.value("recovered", json());
        const int held = st.losses(side).row(brigadeIn(st, side, unit).id).stragglers;
        if (!gave.is_number_integer() || !recorded.is_number_integer() ||
            recorded.get<int>() != stragglersRecovered(gave.get<int>(), held))
            throw InvalidInput("the recovered stragglers must be what the Straggler Recovery Table "
                               "gave, held to the " +
                               std::to_string(held) + " the brigade has (21.2)");
    }
}

} // namespace adc
