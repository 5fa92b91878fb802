#include "adc/wagram/battle_roll.h"

#include "adc/action_kinds.h"
#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/command/result_check.h"
#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/roll_record.h"
#include "adc/wagram/wagram_state.h"

#include <algorithm>
#include <set>

namespace adc::wagram {

using nlohmann::json;

namespace {

const ChartSet& noCharts() {
    static const ChartSet none{}; // Wagram's resolvers read no chart
    return none;
}

std::optional<std::string> valueOf(const Inputs& args, const std::string& key) {
    for (const auto& [k, v] : args)
        if (k == key) return v;
    return std::nullopt;
}

} // namespace

bool isBattleRoll(const std::string& resolver) {
    static const std::set<std::string> onTheMap{
        "wagram-maneuver", "wagram-bombardment", "wagram-rout",          "wagram-rally",
        "wagram-combat",   "wagram-bernadotte",  "wagram-night-recovery"};
    return onTheMap.count(resolver) > 0;
}

Inputs battleInputs(const WagramState& st, const std::string& resolver, Inputs given,
                    std::vector<Step>* taken) {
    if (!isBattleRoll(resolver))
        throw InvalidInput(resolver + " is not rolled on the map: the Rounds' rolls are their own "
                                      "verbs (initiative, reaction-roll, continue, johan) and "
                                      "the victory count is `adc game where`");
    if (resolver != "wagram-combat") return given;
    // 14.3: the Austrian surprise attack, on the scenario's turn only, in attack only.
    const bool surprise = st.scenario().surprise(st.turn());
    const auto typed = valueOf(given, "surprise");
    const bool austrianAttacks = valueOf(given, "attacker") == std::string("austrian");
    if (typed == std::string("1") && !surprise)
        throw InvalidInput("turn " + std::to_string(st.turn()) + " is not the surprise attack's " +
                           "turn in this scenario (Wagram 14.3): leave out surprise=1");
    if (surprise && austrianAttacks) {
        if (typed == std::string("0"))
            throw InvalidInput("turn " + std::to_string(st.turn()) +
                               " is the Austrian surprise attack's (Wagram 14.3): the game gives "
                               "surprise=1; leave it out");
        if (!typed) given.emplace_back("surprise", "1");
        if (taken)
            taken->push_back({"Turn " + std::to_string(st.turn()) +
                                  " is the Austrian surprise attack's, from the game",
                              "Wagram 14.3"});
    }
    return given;
}

BattleRoll battleRoll(const WagramState& st, const std::string& resolver, const Inputs& given,
                      std::optional<std::uint64_t> seed) {
    std::vector<Step> taken;
    const Inputs args = battleInputs(st, resolver, given, &taken);
    BattleRoll out{{}, resolve(noCharts(), resolver, args, seed)};
    Resolution& r = out.outcome.resolution;
    r.steps.insert(r.steps.begin(), taken.begin(), taken.end());
    json result = toJson(r);
    if (out.outcome.seed) result["seed"] = *out.outcome.seed;
    out.action = rollRecord(resolver, inputsJson(given), result, "");
    return out;
}

void checkBattleRoll(const WagramState& st, const Action& roll) {
    const json& p = roll.payload;
    const std::string resolver = p.value("resolver", std::string());
    const Inputs given = inputsOf(p.value("inputs", json::object()));
    const json& stored = p.value("result", json::object());
    std::optional<std::uint64_t> seed;
    if (!valueOf(given, "roll") && stored.contains("seed") && stored["seed"].is_number_unsigned())
        seed = stored["seed"].get<std::uint64_t>();
    const json worked =
        toJson(resolve(noCharts(), resolver, battleInputs(st, resolver, given), seed).resolution);
    if (resolutionReading(stored) == resolutionReading(worked)) return;
    throw InvalidInput(
        "roll: its result is " + printable(stored.value("result", json()).dump(), 60) +
        ", but the rules give " + printable(worked.value("result", json()).dump(), 60) +
        " for what was decided and rolled (5.3; the app works it out, it is not "
        "taken as recorded)");
}

} // namespace adc::wagram
