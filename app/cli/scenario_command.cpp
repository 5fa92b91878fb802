#include "scenario_command.h"

#include "cli_values.h"

#include "adc/bridge.h"
#include "adc/bridge_record.h"
#include "adc/dice.h"
#include "adc/errors.h"
#include "adc/game_session.h"
#include "adc/needs_player_value.h"
#include "adc/pre_game_losses.h"
#include "adc/scenario_catalog.h"
#include "adc/scenario_game_info.h"
#include "adc/scenario_game.h"
#include "adc/scenario_setup.h"
#include "adc/victory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <optional>
#include <utility>

using nlohmann::json;

namespace adc::cli {

namespace {

const char* kVerbs = "list, show, setup, turns, clock, losses, new, apply-losses, bridge";

// Positional words first (a scenario, a file), then key=value pairs.
struct Args {
    std::vector<std::string> words;
    std::map<std::string, std::string> kv;
};

Args parseArgs(const std::vector<std::string>& args) {
    Args out;
    for (const auto& a : args) {
        const auto eq = a.find('=');
        if (eq == std::string::npos) {
            if (!out.kv.empty())
                throw InvalidInput("\"" + a +
                                   "\" is not key=value (words come before key=value pairs)");
            out.words.push_back(a);
            continue;
        }
        if (eq == 0) throw InvalidInput("\"" + a + "\" is not key=value");
        if (!out.kv.emplace(a.substr(0, eq), a.substr(eq + 1)).second)
            throw InvalidInput(a.substr(0, eq) + " is given twice");
    }
    return out;
}

std::string word(const Args& a, std::size_t i, const std::string& what) {
    if (a.words.size() <= i) throw InvalidInput("give " + what);
    return a.words[i];
}

// What `list` and `show` both say of a scenario.
json scenarioSummary(const ScenarioCatalog& c, const Scenario& s) {
    return {{"id", s.id},
            {"number", s.number},
            {"title", s.title},
            {"first_turn", s.firstTurn.printed},
            {"last_turn", s.lastTurn.printed},
            {"game_length", s.gameLength},
            {"turns_on_track", c.turns(s).size()},
            {"length_disagreement", c.lengthDisagreement(s)},
            {"first_player", sideName(s.firstPlayer)},
            {"variants", s.variants}};
}

void noMoreWords(const Args& a, std::size_t n, const std::string& usage) {
    if (a.words.size() > n) throw InvalidInput("too many words: " + usage);
}



// Takes the variant keys out of `kv`.
Variants variantsFrom(std::map<std::string, std::string>& kv) {
    Variants v;
    for (auto it = kv.begin(); it != kv.end();) {
        if (v.set(it->first, it->second))
            it = kv.erase(it);
        else
            ++it;
    }
    return v;
}

void noMoreKeys(const std::map<std::string, std::string>& kv, const std::string& usage) {
    if (!kv.empty())
        throw InvalidInput("\"" + kv.begin()->first + "\" is not taken here: " + usage);
}

std::optional<Side> sideArg(std::map<std::string, std::string>& kv, bool required) {
    const auto it = kv.find("side");
    if (it == kv.end()) {
        if (required) throw InvalidInput("give side=french or side=austrian");
        return std::nullopt;
    }
    const Side s = parseSide(it->second);
    kv.erase(it);
    return s;
}

json unitsJson(const UnitSet& u) {
    return {{"brigades", u.ids(UnitKind::Brigade)},
            {"artillery", u.ids(UnitKind::Artillery)},
            {"leaders", u.ids(UnitKind::Leader)},
            {"hqs", u.ids(UnitKind::Hq)}};
}

json itemsJson(const std::vector<NamedItem>& items) {
    json out = json::array();
    for (const auto& i : items) {
        json j{{"printed", i.printed}, {"kind", i.kind}, {"id", i.id}};
        if (!i.less.empty()) j["less"] = i.less;
        out.push_back(j);
    }
    return out;
}

std::string when(const TurnBox& b) {
    return clockTime(b.start) + ", " + dayName(b.start.date());
}

json placementJson(const ScenarioCatalog& c, const Scenario& s, const Placement& p) {
    json j{{"where", p.where},
           {"printed", p.printed},
           {"items", itemsJson(p.items)},
           {"units", unitsJson(p.units)},
           {"notes", p.notes}};
    if (p.kind == "reinforcement") {
        j["turn"] = p.turn;
        j["time"] = p.time;
        j["at"] = when(*c.turn(s, p.turn).box);
        j["bridge"] = p.bridge;
    }
    return j;
}

json sideSetupJson(const ScenarioCatalog& c, const Scenario& s, const SideSetup& ss) {
    json j{{"side", sideName(ss.side)},
           {"setup", json::array()},
           {"reinforcements", json::array()},
           {"orders", json::array()}};
    for (const auto& p : ss.setup)
        j["setup"].push_back(placementJson(c, s, p));
    for (const auto& p : ss.reinforcements)
        j["reinforcements"].push_back(placementJson(c, s, p));
    for (const auto& o : ss.orders) {
        json oj{{"units", o.line.units},
                {"order", o.line.order},
                {"items", itemsJson(o.items)},
                {"in_play", o.inPlay}};
        for (const auto* t : {&o.line.reading, &o.line.source})
            if (!t->empty()) oj["notes"].push_back(*t);
        j["orders"].push_back(oj);
    }
    j["off_map"] = unitsJson(ss.offMap);
    j["not_in_play"] = unitsJson(ss.notInPlay);
    j["notes"] = ss.notes;
    return j;
}

json turnJson(const ScenarioCatalog& c, const Scenario& s, const ScenarioTurn& t) {
    const TurnBox& b = *t.box;
    json j{{"turn", t.number},
           {"time", clockTime(b.start)},
           {"date", dayName(b.start.date()) + " 1809"},
           {"day_record", dayName(b.dayRecord)},
           {"night", b.night},
           {"minutes", b.minutes},
           {"ends", clockTime(b.end())},
           {"iso", isoTime(b.start)},
           {"notes", json::array()}};
    if (b.night)
        j["notes"].push_back("night (28.0): one hour, visibility one hex, no cavalry charges");
    if (t.number > 1) {
        const TurnBox& prev = *c.turn(s, t.number - 1).box;
        if (prev.dayRecord != b.dayRecord)
            j["notes"].push_back(
                "the first turn of " + dayName(b.dayRecord) +
                " (the Day Marker moved at the end of the midnight turn, 1.1d)" +
                (b.dayRecord.day() == 22
                     ? "; AE 2.1: erase every Low Ammo mark (adc game clear-low-ammo)"
                     : ""));
    }
    if (t.number == 1) j["notes"].push_back("first turn; first player " + sideName(s.firstPlayer));
    if (t.number == static_cast<int>(c.turns(s).size())) j["notes"].push_back("last turn");
    return j;
}

json trackJson(const ScenarioCatalog& c) {
    const auto& t = c.track();
    const boost::posix_time::ptime day(boost::gregorian::date(1809, 5, 21));
    return {{"file", t.file()},
            {"night_from", clockTime(day + t.nightFrom())},
            {"night_until", clockTime(day + t.nightUntil())},
            {"day_turn_minutes", t.dayMinutes()},
            {"night_turn_minutes", t.nightMinutes()},
            {"readings", t.readings()},
            {"unknowns", t.unknowns()},
            {"player_files", c.playerFiles()}};
}

json planJson(const Scenario& s, const PreGameLossPlan& p) {
    json j{{"scenario", p.scenario},
           {"side", sideName(p.side)},
           {"rule", s.preGameLossesRule},
           {"printed_total", p.printedTotal},
           {"total", p.total},
           {"splits", json::array()},
           {"notes", p.notes}};
    for (const auto& sp : p.splits) {
        json sj{{"unit", sp.unit},
                {"printed", sp.printed},
                {"losses", sp.losses},
                {"each", sp.each},
                {"remainder", sp.remainder},
                {"placed_by", sp.remainder == 0 ? "even"
                              : sp.playerPlaced ? "player"
                              : !sp.wreckedByDefault.empty()
                                  ? "the player must choose (the default would wreck a brigade)"
                                  : "default (the player may move it)"},
                {"shares", json::array()}};
        if (!sp.division.empty()) sj["division"] = sp.division;
        if (!sp.wreckedByDefault.empty()) sj["wrecked_by_default"] = sp.wreckedByDefault;
        for (const auto& sh : sp.shares)
            sj["shares"].push_back(
                {{"brigade", sh.brigade}, {"casualties", sh.casualties}, {"extra", sh.extra}});
        j["splits"].push_back(sj);
    }
    j["needs"] = json::array(); // what the players settle before it can be applied
    for (const auto& n : p.needs)
        j["needs"].push_back({{"key", n.key}, {"rule", n.rule}, {"what", n.what}});
    return j;
}

// remainder.DIVISION=B1,B2  line.UNIT=N  confirm=1
LossChoices lossChoicesFrom(std::map<std::string, std::string>& kv) {
    LossChoices c;
    for (auto it = kv.begin(); it != kv.end();) {
        const std::string& k = it->first;
        if (k.rfind("remainder.", 0) == 0) {
            std::vector<std::string> list;
            const std::string& v = it->second;
            for (std::size_t p = 0, q; p <= v.size(); p = q + 1) {
                q = v.find(',', p);
                if (q == std::string::npos) q = v.size();
                if (q > p) list.push_back(v.substr(p, q - p));
            }
            c.remainder[k.substr(10)] = list;
        } else if (k.rfind("line.", 0) == 0) {
            c.corrected[k.substr(5)] = toInt(k, it->second);
        } else if (k == "confirm") {
            if (it->second != "1" && it->second != "0") throw InvalidInput("confirm is 1 or 0");
            c.confirmLines = it->second == "1";
        } else {
            ++it;
            continue;
        }
        it = kv.erase(it);
    }
    return c;
}

json actionJson(const Action& a) {
    return {{"seq", a.seq},         {"kind", a.kind}, {"side", a.side},
            {"payload", a.payload}, {"at", a.at},     {"summary", a.summary}};
}

json bridgeJson(const BridgeTrack& t) {
    json j{{"next_roll_turn", t.nextRollTurn()}, {"rolls", json::array()}};
    for (const auto& o : t.outcomes())
        j["rolls"].push_back({{"turn", o.turn},
                              {"french", o.french},
                              {"austrian", o.austrian},
                              {"up", o.up},
                              {"turns", o.turns},
                              {"next_roll", o.nextRoll},
                              {"text", o.text}});
    return j;
}

const char* kLossUsage =
    "side=french|austrian [remainder.DIVISION=BRIGADE,...] [line.UNIT=N] [confirm=1]";

} // namespace

ScenarioCommand::ScenarioCommand(CLI::App& scenario, CLI::App& victory)
    : scenario_(&scenario), victory_(&victory) {
    scenario.add_option("verb", verb_, std::string("One of: ") + kVerbs)->required();
    scenario.add_option("args", args_,
                        "A scenario (5.1 or first-day) or a game file, then key=value inputs");
    victory.add_option("file", file_, "The game file (created with adc scenario new)")->required();
    victory.add_option("args", victoryArgs_,
                       "terrain_french=N terrain_austrian=N [casualty_top_vp=N]");
}

bool ScenarioCommand::parsed() const {
    return scenario_->parsed() || victory_->parsed();
}

int ScenarioCommand::run(const std::string& tablesDir, const std::string& overlayDir) {
    try {
        const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
        const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
        const ScenarioCatalog c =
            ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian,
                                  overlayDir.empty() ? "" : overlayDir + "/scenarios");

        if (victory_->parsed()) {
            Args a = parseArgs(victoryArgs_);
            noMoreWords(a, 0,
                        "adc victory FILE terrain_french=N terrain_austrian=N [casualty_top_vp=N]");
            const GameSession session = GameSession::open(file_, french, austrian);
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
            const VictoryResult r =
                computeVictory(c.victory(), s, gs.variants, session.state(), in);
            json lines = json::array();
            for (const auto& l : r.lines)
                lines.push_back({{"side", sideName(l.earner)},
                                 {"rule", l.rule},
                                 {"what", l.what},
                                 {"vp", formatHalves(l.halves)},
                                 {"halves", l.halves},
                                 {"detail", l.detail}});
            std::cout << json{{"file", file_},
                              {"scenario", s.number},
                              {"variants", gs.variants.toJson()},
                              {"lines", lines},
                              {"french",
                               {{"vp", formatHalves(r.frenchHalves)}, {"rounded", r.french}}},
                              {"austrian",
                               {{"vp", formatHalves(r.austrianHalves)}, {"rounded", r.austrian}}},
                              {"spread", r.spread},
                              {"printed_range", r.printedRange},
                              {"level", r.level},
                              {"napoleon_lost", r.napoleonLost},
                              {"final_level", r.finalLevel},
                              {"steps", r.steps}}
                             .dump(2)
                      << '\n';
            return 0;
        }

        Args a = parseArgs(args_);
        static const std::vector<std::string> verbs{
            "list", "show", "setup", "turns", "clock", "losses", "new", "apply-losses", "bridge"};
        if (std::find(verbs.begin(), verbs.end(), verb_) == verbs.end())
            throw InvalidInput("no scenario command \"" + verb_ + "\"; the commands are " + kVerbs);
        if (verb_ == "list") {
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
            std::cout << json{{"scenarios", out}, {"track", trackJson(c)}}.dump(2) << '\n';
            return 0;
        }
        if (verb_ == "new") {
            const std::string usage =
                "adc scenario new FILE SCENARIO [title=...] [play=two-players|hot-seat|solitaire|umpire] " + Variants::keysHelp();
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
            for (const Action* a : game.history(std::nullopt)) presets.push_back(a->summary);
            json next = json::array();
            for (Side side : {Side::French, Side::Austrian})
                if (s.side(side).preGameLosses)
                    next.push_back("adc scenario apply-losses " + file + " side=" + sideName(side) +
                                   " (AE 5.0: pre-game losses count for victory)");
            std::cout << json{{"created", file}, {"info", info}, {"pre_set_orders", presets}, {"next", next}}.dump(2) << '\n';
            return 0;
        }
        if (verb_ == "apply-losses") {
            const std::string usage = std::string("adc scenario apply-losses FILE ") + kLossUsage;
            const std::string file = word(a, 0, "the game file: " + usage);
            noMoreWords(a, 1, usage);
            const Side side = *sideArg(a.kv, true);
            const LossChoices choices = lossChoicesFrom(a.kv);
            noMoreKeys(a.kv, usage);
            GameSession session = GameSession::open(file, french, austrian);
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
            std::cout
                << json{{"file", file}, {"plan", planJson(s, plan)}, {"applied", applied}}.dump(2)
                << '\n';
            return 0;
        }
        if (verb_ == "bridge") {
            const std::string usage =
                "adc scenario bridge FILE [turn=N [french=2..12 austrian=2..12 | seed=N]]";
            const std::string file = word(a, 0, "the game file: " + usage);
            noMoreWords(a, 1, usage);
            GameSession session = GameSession::open(file, french, austrian);
            const GameScenario gs = gameScenarioOf(session.file().info());
            if (gs.variants.bridge != Variants::Bridge::Variable)
                throw InvalidInput(
                    "this game does not play AE 2.9a Variable Interruption (bridge=" +
                    bridgeName(gs.variants.bridge) + ")");
            const Scenario& s = c.find(gs.scenario);
            BridgeTrack track = bridgeTrackOf(session.game());
            if (!a.kv.count("turn")) {
                noMoreKeys(a.kv, usage);
                std::cout << json{{"file", file}, {"bridge", bridgeJson(track)}}.dump(2) << '\n';
                return 0;
            }
            const int turn = c.turn(s, toInt("turn", a.kv["turn"])).number;
            a.kv.erase("turn");
            BridgeDice d;
            if (a.kv.count("french") || a.kv.count("austrian")) {
                if (!a.kv.count("french") || !a.kv.count("austrian"))
                    throw InvalidInput(
                        "give both french= and austrian= (two dice each), or neither");
                if (a.kv.count("seed"))
                    throw InvalidInput("give the players' dice or a seed, not both");
                d = typedBridgeDice(toInt("french", a.kv["french"]), toInt("austrian", a.kv["austrian"]));
                a.kv.erase("french");
                a.kv.erase("austrian");
            } else {
                d = appBridgeDice(a.kv.count("seed") ? toSeed(a.kv["seed"]) : DiceRoller::freshSeed());
                a.kv.erase("seed");
            }
            noMoreKeys(a.kv, usage);
            const BridgeOutcome o = track.roll(turn, d.french, d.austrian); // refuses a roll not due now
            const Action act = session.perform(bridgeRollAction(o, d.dice, d.seed));
            const json& result = act.payload["result"];
            std::cout << json{{"action", actionJson(act)},
                              {"outcome", result},
                              {"bridge", bridgeJson(track)}}
                             .dump(2)
                      << '\n';
            return 0;
        }

        const Scenario& s = c.find(
            word(a, 0, "the scenario (5.1 to 5.4): adc scenario " + verb_ + " SCENARIO ..."));
        if (verb_ == "show") {
            noMoreWords(a, 1, "adc scenario show SCENARIO");
            noMoreKeys(a.kv, "adc scenario show SCENARIO");
            json j = scenarioSummary(c, s);
            j["source"] = s.source;
            j["readings"] = s.readings;
            for (Side side : {Side::French, Side::Austrian}) {
                const SideScenario& d = s.side(side);
                json sj{{"setup", json::array()},
                        {"reinforcements", json::array()},
                        {"orders", json::array()},
                        {"not_used", json::array()}};
                for (const auto& l : d.setup)
                    sj["setup"].push_back(
                        {{"where", l.where}, {"units", l.units}, {"reading", l.reading}});
                for (const auto& l : d.reinforcements)
                    sj["reinforcements"].push_back({{"time", l.turn.printed},
                                                    {"turn", c.turnAt(s, l.turn.at).number},
                                                    {"hex", l.hex},
                                                    {"units", l.units},
                                                    {"variant", l.variant},
                                                    {"reading", l.reading + l.turn.reading},
                                                    {"source", l.source}});
                for (const auto& o : d.orders)
                    sj["orders"].push_back({{"units", o.units},
                                            {"order", o.order},
                                            {"variant", o.variant},
                                            {"reading", o.reading},
                                            {"source", o.source}});
                for (const auto& n : d.notUsed)
                    sj["not_used"].push_back({{"units", n.units}, {"source", n.source}});
                if (d.preGameLosses) {
                    json pl{{"printed_total", d.preGameLosses->printedTotal},
                            {"lines_total", d.preGameLosses->linesTotal()},
                            {"reading", d.preGameLosses->reading},
                            {"lines", json::array()}};
                    for (const auto& l : d.preGameLosses->lines)
                        pl["lines"].push_back({{"unit", l.unit}, {"losses", l.losses}});
                    sj["pre_game_losses"] = pl;
                } else {
                    sj["pre_game_losses"] = nullptr;
                }
                j[sideName(side)] = sj;
            }
            for (const auto& l : s.victoryLevels)
                j["victory_levels"].push_back({{"printed", l.printed},
                                               {"min", l.min ? json(*l.min) : json(nullptr)},
                                               {"max", l.max ? json(*l.max) : json(nullptr)},
                                               {"level", l.level}});
            std::cout << j.dump(2) << '\n';
            return 0;
        }
        if (verb_ == "setup") {
            const std::string usage =
                "adc scenario setup SCENARIO [side=french|austrian] " + Variants::keysHelp();
            noMoreWords(a, 1, usage);
            const auto side = sideArg(a.kv, false);
            const Variants v = variantsFrom(a.kv);
            noMoreKeys(a.kv, usage);
            json sides = json::array();
            for (Side sd : {Side::French, Side::Austrian})
                if (!side || *side == sd)
                    sides.push_back(sideSetupJson(c, s, buildSideSetup(c, s, sd, v)));
            std::cout
                << json{{"scenario", s.number}, {"variants", v.toJson()}, {"sides", sides}}.dump(2)
                << '\n';
            return 0;
        }
        if (verb_ == "turns") {
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
            std::cout << json{{"scenario", s.number},
                              {"game_length", s.gameLength},
                              {"turns_on_track", list.size()},
                              {"length_disagreement", c.lengthDisagreement(s)},
                              {"track", trackJson(c)},
                              {"turns", list}}
                             .dump(2)
                      << '\n';
            return 0;
        }
        if (verb_ == "clock") {
            noMoreWords(a, 1, "adc scenario clock SCENARIO turn=N");
            if (!a.kv.count("turn"))
                throw InvalidInput("give turn=N (1 to " + std::to_string(c.turns(s).size()) + ")");
            const int n = toInt("turn", a.kv["turn"]);
            a.kv.erase("turn");
            noMoreKeys(a.kv, "adc scenario clock SCENARIO turn=N");
            json j = turnJson(c, s, c.turn(s, n));
            j["scenario"] = s.number;
            std::cout << j.dump(2) << '\n';
            return 0;
        }
        if (verb_ == "losses") {
            const std::string usage = std::string("adc scenario losses SCENARIO ") + kLossUsage;
            noMoreWords(a, 1, usage);
            const Side side = *sideArg(a.kv, true);
            const LossChoices choices = lossChoicesFrom(a.kv);
            noMoreKeys(a.kv, usage);
            // A preview: the split as it stands and what the players must still settle.
            std::cout << planJson(s, draftPreGameLosses(s, side, c.oob(side), choices)).dump(2)
                      << '\n';
            return 0;
        }
        throw InvalidInput("no scenario command \"" + verb_ + "\"; the commands are " + kVerbs);
    } catch (const NeedsPlayerValue& e) {
        json needs = json::array();
        for (const auto& n : e.needs())
            needs.push_back({{"key", n.key}, {"rule", n.rule}, {"what", n.what}});
        std::cout << json{{"error", "needs_player_value"}, {"message", e.what()}, {"needs", needs}}
                         .dump(2)
                  << '\n';
        std::cerr << "adc: " << e.what() << '\n';
        return 3;
    }
}

} // namespace adc::cli
