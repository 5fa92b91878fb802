// `adc scenario new | apply-losses | bridge` and `adc victory`: creating a game for a
// scenario and its variants, its pre-game losses (AE 5.0), the AE 2.9a bridge rolls, and
// who won (AE 4.0 to 4.4).
#include "scenario_verbs.h"

#include "cli_values.h"
#include "scenario_json.h"

#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/scenario_game.h"
#include "adc/scenarios/bridge.h"
#include "adc/scenarios/bridge_record.h"
#include "adc/scenarios/pre_game_losses.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/victory.h"

#include <optional>
#include <utility>

namespace adc::cli::scenario {

using nlohmann::json;

namespace {

// What a game of the catalog's scenarios is opened with: its referee reads the sequence of
// play from the tables folder and the clock from the catalog (adc/referee.h).
ModuleData inGame(const ScenarioCatalog& c, const Args& a) {
    const ChartSet* charts = a.charts;
    return {a.tablesDir, &c.oob(Side::French),       &c.oob(Side::Austrian), nullptr,
            &c,          [charts] { return charts; }};
}

} // namespace

json newGame(const ScenarioCatalog& c, Args& a) {
    const std::string usage =
        "adc scenario new FILE SCENARIO [title=...] [play=two-players|hot-seat|solitaire|umpire] " +
        Variants::keysHelp();
    const std::string file = word(a, 0, "the new game file: " + usage);
    const Scenario& s = c.find(word(a, 1, "the scenario (5.1 to 5.4): " + usage));
    noMoreWords(a, 2, usage);
    std::string title, play;
    if (a.kv.count("title")) {
        title = a.kv["title"];
        a.kv.erase("title");
    }
    if (a.kv.count("play")) { // solitaire: every order asks 3.2b's question
        play = a.kv["play"];
        a.kv.erase("play");
    }
    const Variants v = variantsFrom(a.kv);
    noMoreKeys(a.kv, usage);
    const GameSession game = createScenarioGame(file, c, s, v, title, play);
    const json info = game.file().info();
    json presets = json::array(); // 10.1i: the scenario's pre-set orders start the game in force
    for (const Action* a : game.history(std::nullopt))
        presets.push_back(a->summary);
    json next = json::array();
    for (Side side : {Side::French, Side::Austrian})
        if (s.side(side).preGameLosses)
            next.push_back("adc scenario apply-losses " + file + " side=" + sideName(side) +
                           " (AE 5.0: pre-game losses count for victory)");
    return {{"created", file}, {"info", info}, {"pre_set_orders", presets}, {"next", next}};
}

json applyLosses(const ScenarioCatalog& c, Args& a) {
    const std::string usage = std::string("adc scenario apply-losses FILE ") + kLossUsage;
    const std::string file = word(a, 0, "the game file: " + usage);
    noMoreWords(a, 1, usage);
    const Side side = *sideArg(a.kv, true);
    const LossChoices choices = lossChoicesFrom(a.kv);
    noMoreKeys(a.kv, usage);
    GameSession session = GameSession::open(file, inGame(c, a));
    const Scenario& s = c.find(gameScenarioOf(session.file().info()).scenario);
    refuseSecondPreGameLosses(session.game(), side); // before anything is asked
    const PreGameLossPlan plan = planPreGameLosses(s, side, c.oob(side), choices);
    // All or nothing, in one transaction: refused when already applied.
    bool once = false;
    json applied = json::array();
    for (const auto& act : session.performAll([&](const Game& g) {
             if (std::exchange(once, true)) return std::vector<Action>{};
             return checkedPreGameLossActions(g, plan);
         }))
        applied.push_back(actionJson(act));
    return {{"file", file}, {"plan", planJson(s, plan)}, {"applied", applied}};
}

namespace {

// The players' dice (french= and austrian=, two dice each) or the app's (seed=N or fresh).
BridgeDice bridgeDiceFrom(std::map<std::string, std::string>& kv) {
    if (kv.count("french") || kv.count("austrian")) {
        if (!kv.count("french") || !kv.count("austrian"))
            throw InvalidInput("give both french= and austrian= (two dice each), or neither");
        if (kv.count("seed")) throw InvalidInput("give the players' dice or a seed, not both");
        const BridgeDice d =
            typedBridgeDice(toInt("french", kv["french"]), toInt("austrian", kv["austrian"]));
        kv.erase("french");
        kv.erase("austrian");
        return d;
    }
    const BridgeDice d =
        appBridgeDice(kv.count("seed") ? toSeed(kv["seed"]) : DiceRoller::freshSeed());
    kv.erase("seed");
    return d;
}

} // namespace

// AE 2.9a Variable Interruption: the bridge's record, or the roll due on turn=N.
json bridgeRoll(const ScenarioCatalog& c, Args& a) {
    const std::string usage =
        "adc scenario bridge FILE [turn=N [french=2..12 austrian=2..12 | seed=N]]";
    const std::string file = word(a, 0, "the game file: " + usage);
    noMoreWords(a, 1, usage);
    GameSession session = GameSession::open(file, inGame(c, a));
    const GameScenario gs = gameScenarioOf(session.file().info());
    if (gs.variants.bridge != Variants::Bridge::Variable)
        throw InvalidInput("this game does not play AE 2.9a Variable Interruption (bridge=" +
                           bridgeName(gs.variants.bridge) + ")");
    const Scenario& s = c.find(gs.scenario);
    BridgeTrack track = bridgeTrackOf(session.game());
    if (!a.kv.count("turn")) {
        noMoreKeys(a.kv, usage);
        return {{"file", file}, {"bridge", bridgeJson(track)}};
    }
    const int turn = c.turn(s, toInt("turn", a.kv["turn"])).number;
    a.kv.erase("turn");
    const BridgeDice d = bridgeDiceFrom(a.kv);
    noMoreKeys(a.kv, usage);
    const BridgeOutcome o = track.roll(turn, d.french, d.austrian); // refuses a roll not due now
    const Action act = session.perform(bridgeRollAction(o, d.dice, d.seed));
    const json& result = act.payload["result"];
    return {{"action", actionJson(act)}, {"outcome", result}, {"bridge", bridgeJson(track)}};
}

// AE 4.0 to 4.4: the victory points of the game so far, with what the players enter.
json victory(const ScenarioCatalog& c, const std::string& file,
             const std::vector<std::string>& args, const std::string& tablesDir,
             const ChartSet& charts) {
    Args a = parseArgs(args);
    a.tablesDir = tablesDir;
    a.charts = &charts;
    noMoreWords(a, 0, "adc victory FILE terrain_french=N terrain_austrian=N [casualty_top_vp=N]");
    const GameSession session = GameSession::open(file, inGame(c, a));
    VictoryInput in = session.state().victoryEntered(); // what the players entered in the game
    for (const auto& [k, v] : a.kv) {
        if (k == "terrain_french")
            in.terrainFrench = toInt(k, v);
        else if (k == "terrain_austrian")
            in.terrainAustrian = toInt(k, v);
        else if (k == "casualty_top_vp")
            in.casualtyTopRowVp = toInt(k, v);
        else
            throw InvalidInput("adc victory takes terrain_french=N terrain_austrian=N "
                               "[casualty_top_vp=N], not " +
                               k);
    }
    const GameScenario gs = gameScenarioOf(session.file().info());
    const Scenario& s = c.find(gs.scenario);
    const VictoryResult r = computeVictory(c.victory(), s, gs.variants, session.state(), in);
    json lines = json::array();
    for (const auto& l : r.lines)
        lines.push_back({{"side", sideName(l.earner)},
                         {"rule", l.rule},
                         {"what", l.what},
                         {"vp", formatHalves(l.halves)},
                         {"halves", l.halves},
                         {"detail", l.detail}});
    return {{"file", file},
            {"scenario", s.number},
            {"variants", gs.variants.toJson()},
            {"lines", lines},
            {"french", {{"vp", formatHalves(r.frenchHalves)}, {"rounded", r.french}}},
            {"austrian", {{"vp", formatHalves(r.austrianHalves)}, {"rounded", r.austrian}}},
            {"spread", r.spread},
            {"printed_range", r.printedRange},
            {"level", r.level},
            {"napoleon_lost", r.napoleonLost},
            {"final_level", r.finalLevel},
            {"steps", r.steps}};
}

} // namespace adc::cli::scenario
