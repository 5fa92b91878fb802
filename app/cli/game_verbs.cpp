#include "game_verbs.h"

#include "cli_values.h"
#include "game_json.h"

#include "adc/action_kinds.h"
#include "adc/chances.h"
#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/game_roll.h"
#include "adc/input_text.h"
#include "adc/module_start.h"
#include "adc/resolver.h"
#include "adc/scenarios/game_clock.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/seat_view.h"
#include "adc/sequence_of_play.h"
#include "adc/straggler_recovery.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_state.h"

#include <iostream>
#include <optional>

using nlohmann::json;

namespace adc::cli {

void noOtherKeys(const std::map<std::string, std::string>& kv, const std::string& usage) {
    if (!kv.empty())
        throw InvalidInput("\"" + kv.begin()->first + "\" is not taken here: " + usage);
}

Side sideArg(std::map<std::string, std::string>& kv) {
    if (!kv.count("side")) throw InvalidInput("give side=french or side=austrian");
    const Side s = parseSide(kv["side"]);
    kv.erase("side");
    return s;
}

std::optional<Side> viewerArg(std::map<std::string, std::string>& kv) {
    if (!kv.count("side")) return std::nullopt;
    const Side v = parseSide(kv["side"]);
    kv.erase("side");
    return v;
}

GameSession GameContext::open() const {
    const ChartSet* read = &charts; // the referee reads the results off the players' charts
    const ModuleData data{tablesDir, &french, &austrian, nullptr, nullptr, [read] { return read; }};
    return GameSession::open(file, [&](const GameModule& m, const json& info) {
        if (!rulebook.empty() && m.rulebook != rulebook) {
            std::string verbs;
            for (const GameVerb& v : gameVerbs())
                if (v.rulebook == m.rulebook || v.rulebook.empty())
                    verbs += (verbs.empty() ? "" : ", ") + v.name;
            std::string games;
            for (const GameModule& g : gameModules())
                if (g.rulebook == rulebook) games += (games.empty() ? "" : ", ") + g.title;
            throw InvalidInput("it is a game of " + m.title + ", and adc game " + verb + " plays " +
                               games + " games; " + m.title + "'s verbs are " + verbs);
        }
        return startState(m, info, data);
    });
}

namespace {

int newGame(const GameContext& c) {
    auto kv = keyValues(c.args);
    for (const auto& [k, v] : kv)
        if (k != "title")
            throw InvalidInput("game new takes title= only, not " + k +
                               "= (a scenario's game: adc scenario new FILE SCENARIO)");
    json info{{"title", kv.count("title") ? kv["title"] : "Aspern-Essling"}};
    const GameSession s = GameSession::create(c.file, info, c.french, c.austrian);
    std::cout << json{{"created", c.file}, {"info", s.file().info()}}.dump(2) << '\n';
    return 0;
}

int losses(const GameContext& c) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    std::cout << lossesJson(s.state(), sideArg(kv)).dump(2) << '\n';
    return 0;
}

int log(const GameContext& c) {
    auto kv = keyValues(c.args);
    for (const auto& [k, v] : kv)
        if (k != "viewer" && k != "as_recorded")
            throw InvalidInput("game log takes viewer= and as_recorded=, not " + printable(k, 40) +
                               "=");
    bool recorded = false; // an old file, read as it stands (docs/game-file.md, "Old files")
    if (const auto it = kv.find("as_recorded"); it != kv.end()) {
        if (it->second != "yes" && it->second != "no")
            throw InvalidInput("as_recorded= is yes or no, not " + printable(it->second, 40));
        recorded = it->second == "yes";
    }
    GameSession s = recorded ? GameSession::asRecorded(c.file, c.french, c.austrian) : c.open();
    std::optional<Side> viewer;
    if (kv.count("viewer") && kv["viewer"] != "all") viewer = parseSide(kv["viewer"]);
    // Written as it is worked out, one action at a time: the history is never held twice
    // in memory (#32), and reads as json::dump(2) would print it (keys in order).
    std::cout << "{\n  \"actions\": [";
    bool first = true;
    // 9.0: numbered as the viewer counts his actions, so no gap shows the other side's.
    const ViewerNumbers numbers(s.game().log().all(), viewer);
    for (const Action* a : s.history(viewer)) {
        json one = actionJson(*a);
        one["seq"] = numbers.number(a->seq);
        if (ActionLog::isUndoRedo(*a) && a->payload.contains("target") &&
            a->payload["target"].is_number_integer()) {
            // The action it reverses, by the viewer's number; the other side's, not at all.
            const std::int64_t t = a->payload["target"].get<std::int64_t>();
            const auto& all = s.game().log().all();
            if (t >= 1 && t <= static_cast<std::int64_t>(all.size()) &&
                seenBy(all[static_cast<std::size_t>(t - 1)], viewer))
                one["payload"]["target"] = numbers.number(t);
            else
                one["payload"].erase("target");
        }
        std::string text = one.dump(2);
        for (std::size_t at = text.find('\n'); at != std::string::npos;
             at = text.find('\n', at + 5))
            text.insert(at + 1, "    ");
        std::cout << (first ? "\n    " : ",\n    ") << text;
        first = false;
    }
    std::cout << (first ? "]" : "\n  ]") << ",\n  \"file\": " << json(c.file).dump()
              << ",\n  \"viewer\": " << json(viewer ? sideName(*viewer) : "all").dump() << "\n}\n";
    return 0;
}

// adc game rederive FILE out=NEW: the old file's log as the engine makes it, a new game.
int rederive(const GameContext& c) {
    auto kv = keyValues(c.args);
    for (const auto& [k, v] : kv)
        if (k != "out")
            throw InvalidInput("game rederive takes out= only, not " + printable(k, 40) + "=");
    if (!kv.count("out") || kv["out"].empty())
        throw InvalidInput("game rederive needs out=FILE, the new game; nothing was written");
    const ChartSet* read = &c.charts;
    const ModuleData data{c.tablesDir, &c.french, &c.austrian,
                          nullptr,     nullptr,   [read] { return read; }};
    const Rederived r = GameSession::rederive(
        c.file, [&](const GameModule& m, const json& info) { return startState(m, info, data); },
        kv["out"]);
    json changed = json::array();
    for (const auto& d : r.differences)
        changed.push_back(
            {{"seq", d.seq}, {"kind", d.kind}, {"field", d.field}, {"was", d.was}, {"now", d.now}});
    std::cout << json{{"from", c.file},
                      {"created", kv["out"]},
                      {"actions", r.actions.size()},
                      {"changed", changed}}
                     .dump(2)
              << '\n';
    return 0;
}

int where(const GameContext& c) {
    GameSession s = c.open();
    if (s.file().info().value("game", "") == "wagram-1809") return wagramWhere(c, s);
    (void)keyValues(c.args); // read, as every verb reads them; where takes none here
    const SequenceOfPlay seq =
        SequenceOfPlay::load(c.tablesDir + "/sequence/sequence-of-play.json");
    const PlayPosition now = seq.after(s.state().stepsTaken());
    std::cout << positionJson(seq, now, s, c.tablesDir, c.french, c.austrian).dump(2) << '\n';
    return 0;
}

int step(const GameContext& c) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    const SequenceOfPlay seq =
        SequenceOfPlay::load(c.tablesDir + "/sequence/sequence-of-play.json");
    const PlayPosition now = seq.after(s.state().stepsTaken());
    std::optional<ScenarioCatalog> cat;
    const Scenario* sc = nullptr;
    try {
        const GameScenario gs = gameScenarioOf(s.file().info());
        cat.emplace(ScenarioCatalog::load(c.tablesDir + "/scenarios", c.french, c.austrian));
        sc = &cat->find(gs.scenario);
    } catch (const InvalidInput&) {
        // A game made without a scenario has no clock, and no 22 May.
    }
    // to=STEP_ID [phasing=SIDE] walks on to the next step with that id (in that player's
    // turn), one logged step at a time.
    const std::string target = kv.count("to") ? kv["to"] : "";
    std::optional<Side> whose;
    if (kv.count("phasing")) whose = parseSide(kv["phasing"]);
    auto reached = [&](const PlayPosition& p) {
        return seq.step(p).id == target &&
               (!whose || clockPosition(seq, p, cat ? &*cat : nullptr, sc).phasing == whose);
    };
    // One transaction (8.1): every step walked is written, or, when one is refused or the
    // target is not reached within the next turn, none.
    PlayPosition from = now, at = now;
    bool done = false;
    std::vector<Action> recorded;
    try {
        recorded = s.performAll([&](const Game& g) -> std::vector<Action> {
            if (done) return {};
            if (!target.empty() && at.turn > now.turn + 1)
                throw InvalidInput(
                    "no step \"" + target +
                    "\" within the next turn; the steps are the ids of adc game where");
            std::vector<Action> acts = nextStepActions(seq, g.state(), cat ? &*cat : nullptr, sc);
            from = at;
            at = seq.next(at);
            done = target.empty() || reached(at);
            return acts;
        });
    } catch (const InvalidInput& e) {
        if (from == now) throw;
        throw InvalidInput(std::string(e.what()) + " (at " +
                           clockPosition(seq, from, cat ? &*cat : nullptr, sc).label() +
                           "; nothing was recorded: a walk is made whole or not at all)");
    }
    json out{{"actions", json::array()}};
    for (const auto& a : recorded) {
        if (a.kind == kinds::Advance) {
            out["action"] = actionJson(a);
            out["actions"].push_back(out["action"]);
        } else { // AE 2.1: Low Ammo erased on the first turn of 22 May
            out["low_ammo_cleared"] = actionJson(a);
        }
    }
    out["now"] = positionJson(seq, at, s, c.tablesDir, c.french, c.austrian);
    std::cout << out.dump(2) << '\n';
    return 0;
}

// 9.0: a side takes back only its own actions and those both sides see; the umpire anything.
int undoOrRedo(const GameContext& c, bool undo) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    const std::optional<Side> viewer = viewerArg(kv);
    noOtherKeys(kv,
                std::string("game ") + (undo ? "undo" : "redo") + " takes [side=french|austrian]");
    const Action a = undo ? s.undo(viewer) : s.redo(viewer);
    std::cout << actionJson(a).dump(2) << '\n';
    return 0;
}

int undoTo(const GameContext& c) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    if (!kv.count("seq"))
        throw InvalidInput("undo-to needs seq= (the action to keep as the last in force)");
    const std::int64_t number = toInt("seq", kv["seq"]);
    kv.erase("seq");
    const std::optional<Side> viewer = viewerArg(kv);
    noOtherKeys(kv, "game undo-to takes seq=N [side=french|austrian]");
    // seq= is the number the side's own history gives (game log viewer=SIDE, 9.0).
    const auto seq = ViewerNumbers(s.game().log().all(), viewer).seqOf(number);
    if (!seq)
        throw InvalidInput("there is no action #" + std::to_string(number) + " in the " +
                           (viewer ? sideTitle(*viewer) + " " : std::string()) +
                           "history; nothing was undone");
    json out = json::array();
    const auto undone = s.undoTo(*seq, viewer);
    const ViewerNumbers numbers(s.game().log().all(), viewer);
    for (const auto& a : undone) {
        json one = actionJson(a);
        one["seq"] = numbers.number(a.seq);
        out.push_back(one);
    }
    std::cout << json{{"undone", out}}.dump(2) << '\n';
    return 0;
}

// adc game roll FILE TABLE key=value... [roll=] [seed=] [side=]: resolves and records the
// dice in the game's log (the umpire's audit trail); a roll whose result is a side's secret
// (9.0) is recorded as that side's.
int roll(const GameContext& c) {
    GameSession s = c.open();
    const auto& args = c.args;
    if (args.empty() || args.front().find('=') != std::string::npos)
        throw InvalidInput(
            "game roll needs the resolver's name (see adc resolvers), then its key=value inputs, "
            "e.g. adc game roll FILE fire points=4 roll=46 side=austrian");
    const std::string table = args.front();
    checkResolverOf(gameModuleOf(s.file().info()), table); // the game's own rolls only
    Inputs given;
    std::optional<std::uint64_t> seed;
    std::string side;
    for (size_t i = 1; i < args.size(); ++i) {
        const auto eq = args[i].find('=');
        if (eq == std::string::npos || eq == 0)
            throw InvalidInput("\"" + args[i] + "\" is not key=value");
        const std::string k = args[i].substr(0, eq), v = args[i].substr(eq + 1);
        if ((k == "seed" && seed) || (k == "side" && !side.empty()))
            throw InvalidInput(k + " is given twice");
        if (k == "seed")
            seed = toSeed(v);
        else if (k == "side")
            side = sideName(parseSide(v));
        else
            given.emplace_back(k, v);
    }
    Action asked;
    if (gameModuleOf(s.file().info()).rulebook == "wagram-1809") {
        // Wagram 1809's battle dice: seen by both sides; the surprise flag the game's (14.3).
        if (!side.empty())
            throw InvalidInput("Wagram 1809's battle rolls are seen by both sides: leave out "
                               "side=; nothing was recorded");
        asked = wagram::battleRoll(dynamic_cast<const wagram::WagramState&>(s.game().moduleState()),
                                   table, given, seed)
                    .action;
    } else {
        // A unit named @SIDE/ID reads its level off the game (6.5, 27.1), as on replay.
        asked = rollInGame(s.state(), c.charts, table, given, side, seed).action;
    }
    json result = asked.payload["result"];
    const Action a = s.perform(asked);
    std::cout << json{{"action", actionJson(a)}, {"resolution", result}}.dump(2) << '\n';
    return 0;
}

const char* const kRecoverKeys =
    "side=french|austrian\nunit=\n"
    "confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired  what the map shows\n"
    "[leader=RATING]\n[roll=11..66 | seed=N]\n[night=1]  only in a game without a clock";

// 21.2: the engine checks what the game knows (8.1's segment and side, infantry with
// stragglers, night from the clock); the players confirm what the map shows.
int recover(const GameContext& c) {
    auto kv = keyValues(c.args);
    GameSession s = c.open();
    RecoveryRequest r;
    r.side = sideArg(kv);
    if (!kv.count("unit")) throw InvalidInput("recover needs unit=");
    r.unit = kv["unit"];
    if (kv.count("confirm"))
        for (const auto& k : listOf(kv["confirm"]))
            r.confirmed.insert(k);
    if (kv.count("leader")) r.leader = toInt("leader", kv["leader"]);
    if (kv.count("night")) {
        if (kv["night"] != "0" && kv["night"] != "1") throw InvalidInput("night is 1 or 0");
        r.night = kv["night"] == "1";
    }
    if (kv.count("roll")) r.dice.roll = toInt("roll", kv["roll"]);
    if (kv.count("seed")) r.dice.seed = toSeed(kv["seed"]);
    for (const char* k : {"unit", "confirm", "leader", "night", "roll", "seed"})
        kv.erase(k);
    noOtherKeys(kv,
                "game recover takes side= unit= "
                "confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired "
                "[leader=RATING] [roll=11..66 | seed=N] [night=1, only in a game without a clock]");
    const RecoveryRoll rolled =
        rollRecovery(s.state(), c.charts, r); // refused before any dice are thrown
    json result = rolled.action.payload["roll"];
    const Action a = s.perform(rolled.action);
    std::cout << json{{"action", actionJson(a)},
                      {"resolution", result},
                      {"recovered", rolled.recovered}}
                     .dump(2)
              << '\n';
    return 0;
}

} // namespace

const std::vector<GameVerb>& gameVerbs() {
    static const std::vector<GameVerb> v = [] {
        std::vector<GameVerb> all{
            {"new", "", "Create a game file (a scenario's game: adc scenario new)", "[title=]",
             newGame},
            {"losses", "", "A side's live Loss Chart with every derived figure",
             "side=french|austrian", losses},
            {"log", "9.0", "The game's history, as a side may see it",
             "[viewer=french|austrian|all]\n[as_recorded=yes]  an old file the rules read "
             "otherwise: every figure as the file has it, nothing checked or written",
             log, ""},
            {"rederive", "5.3, 8.1",
             "An old file the rules read otherwise: its log with every figure worked out by the "
             "rules, as a new game (the old file is left as it is)",
             "out=FILE  the new game (never over a file)", rederive},
            {"where", "8.1",
             "Where the game stands in the sequence of play, with the scenario's clock (Wagram: "
             "the Round and the Orders Tables)",
             "[viewer=french|austrian|all]  Wagram 1809: whose face-down markers to show (none "
             "without it)",
             where, ""},
            {"step", "8.1",
             "Mark the current step done and move on (to a step id: every step on the way, or "
             "none)",
             "[to=STEP_ID]  a step id of adc game where\n[phasing=french|austrian]  in that side's "
             "player turn",
             step},
            {"undo", "9.0",
             "Take back the last action (a side only its own and those both sides see)",
             "[side=french|austrian]", [](const GameContext& c) { return undoOrRedo(c, true); },
             ""},
            {"redo", "9.0", "Bring back the last action taken back", "[side=french|austrian]",
             [](const GameContext& c) { return undoOrRedo(c, false); }, ""},
            {"undo-to", "9.0", "Take back every action after one",
             "seq=N  the action to keep as the last in force\n[side=french|austrian]", undoTo, ""},
            {"roll", "5.3, 9.0", "Resolve a chart and record the dice in the game's log",
             "TABLE  the resolver's name (adc resolvers), before its key=value inputs\n[roll=] "
             "[seed=]\n"
             "[side=french|austrian]  the side whose secret the result is, where it is one",
             roll, ""},
            {"recover", "21.2", "Roll Straggler Recovery for a unit, in its segment", kRecoverKeys,
             recover},
        };
        for (auto& a : actionVerbs())
            all.push_back(std::move(a));
        for (auto& a : wagramVerbs())
            all.push_back(std::move(a));
        return all;
    }();
    return v;
}

} // namespace adc::cli
