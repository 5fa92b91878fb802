// `adc scenario list | show | setup | turns | clock | losses`: what the scenarios of AE 5.1
// to 5.4 print, without a game file.
#include "scenario_verbs.h"

#include "cli_values.h"
#include "scenario_json.h"

#include "adc/errors.h"
#include "adc/scenarios/pre_game_losses.h"
#include "adc/scenarios/scenario_setup.h"

namespace adc::cli::scenario {

using nlohmann::json;

json listScenarios(const ScenarioCatalog& c, Args& a) {
    noMoreWords(a, 0, "adc scenario list");
    noMoreKeys(a.kv, "adc scenario list");
    json out = json::array();
    for (const auto& s : c.scenarios()) {
        json j = scenarioSummary(c, s);
        for (Side side : {Side::French, Side::Austrian})
            if (const auto& l = s.side(side).preGameLosses)
                j["pre_game_losses"][sideName(side)] = l->printedTotal;
        out.push_back(j);
    }
    return {{"scenarios", out}, {"track", trackJson(c)}};
}

json showScenario(const ScenarioCatalog& c, const Scenario& s, Args& a) {
    noMoreWords(a, 1, "adc scenario show SCENARIO");
    noMoreKeys(a.kv, "adc scenario show SCENARIO");
    json j = scenarioSummary(c, s);
    j["source"] = s.source;
    j["readings"] = s.readings;
    for (Side side : {Side::French, Side::Austrian})
        j[sideName(side)] = sideScenarioJson(c, s, s.side(side));
    for (const auto& l : s.victoryLevels)
        j["victory_levels"].push_back({{"printed", l.printed},
                                       {"min", l.min ? json(*l.min) : json(nullptr)},
                                       {"max", l.max ? json(*l.max) : json(nullptr)},
                                       {"level", l.level}});
    return j;
}

json showSetup(const ScenarioCatalog& c, const Scenario& s, Args& a) {
    const std::string usage =
        "adc scenario setup SCENARIO [side=french|austrian] " + Variants::keysHelp();
    noMoreWords(a, 1, usage);
    const auto side = sideArg(a.kv, false);
    const Variants v = variantsFrom(a.kv);
    noMoreKeys(a.kv, usage);
    json sides = json::array();
    for (Side sd : {Side::French, Side::Austrian})
        if (!side || *side == sd) sides.push_back(sideSetupJson(c, s, buildSideSetup(c, s, sd, v)));
    return {{"scenario", s.number}, {"variants", v.toJson()}, {"sides", sides}};
}

json showTurns(const ScenarioCatalog& c, const Scenario& s, Args& a) {
    const std::string usage = "adc scenario turns SCENARIO " + Variants::keysHelp();
    noMoreWords(a, 1, usage);
    const Variants v = variantsFrom(a.kv);
    noMoreKeys(a.kv, usage);
    const SideSetup fr = buildSideSetup(c, s, Side::French, v);
    const SideSetup au = buildSideSetup(c, s, Side::Austrian, v);
    json list = json::array();
    for (const auto& t : c.turns(s)) {
        json j = turnJson(c, s, t);
        for (const SideSetup* ss : {&fr, &au})
            for (const Placement* p : ss->arrivals(t.number))
                j["arrivals"][sideName(ss->side)].push_back(
                    p->where + ": " + (p->printed.empty() ? "(variant)" : p->printed) +
                    (p->bridge ? " (if the bridge is up, AE 2.9a)" : ""));
        list.push_back(j);
    }
    return {{"scenario", s.number},          {"game_length", s.gameLength},
            {"turns_on_track", list.size()}, {"length_disagreement", c.lengthDisagreement(s)},
            {"track", trackJson(c)},         {"turns", list}};
}

json showClock(const ScenarioCatalog& c, const Scenario& s, Args& a) {
    noMoreWords(a, 1, "adc scenario clock SCENARIO turn=N");
    if (!a.kv.count("turn"))
        throw InvalidInput("give turn=N (1 to " + std::to_string(c.turns(s).size()) + ")");
    const int n = toInt("turn", a.kv["turn"]);
    a.kv.erase("turn");
    noMoreKeys(a.kv, "adc scenario clock SCENARIO turn=N");
    json j = turnJson(c, s, c.turn(s, n));
    j["scenario"] = s.number;
    return j;
}

// A preview: the split as it stands and what the players must still settle.
json previewLosses(const ScenarioCatalog& c, const Scenario& s, Args& a) {
    const std::string usage = std::string("adc scenario losses SCENARIO ") + kLossUsage;
    noMoreWords(a, 1, usage);
    const Side side = *sideArg(a.kv, true);
    const LossChoices choices = lossChoicesFrom(a.kv);
    noMoreKeys(a.kv, usage);
    return planJson(s, draftPreGameLosses(s, side, c.oob(side), choices));
}

} // namespace adc::cli::scenario
