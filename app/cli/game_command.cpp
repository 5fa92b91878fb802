#include "game_command.h"
#include "adc/action_kinds.h"
#include "adc/loss_actions.h"

#include "cli_values.h"

#include "counter_memory.h"

#include "adc/chances.h"
#include "adc/errors.h"
#include "adc/scenarios/game_clock.h"
#include "adc/game_session.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/resolver.h"
#include "adc/roll_record.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/sequence_of_play.h"
#include "adc/straggler_recovery.h"

#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <utility>

using nlohmann::json;

namespace adc::cli {

namespace {

// How each action's key=value inputs become its payload.
struct Verb {
    std::string kind;
    std::set<std::string> ints, flags, strings;
    std::set<std::string> required;
    bool sided = true;
    std::string help;
};

const std::map<std::string, Verb>& verbs() {
    static const std::map<std::string, Verb> v{
        {"mark", {kinds::Mark, {"casualties", "stragglers"}, {"charge"}, {"unit", "straggler_unit"}, {"unit"}, true,
                  "unit= casualties= stragglers= [charge=1] [straggler_unit=]"}},
        {"release-skirmisher", {kinds::ReleaseSkirmisher, {}, {}, {"unit"}, {"unit"}, true, "unit="}},
        {"recover-skirmisher", {kinds::RecoverSkirmisher, {}, {}, {"unit"}, {"unit"}, true, "unit="}},
        {"lose-guns", {kinds::LoseGuns, {"gun_points"}, {}, {"unit"}, {"unit", "gun_points"}, true, "unit= gun_points="}},
        {"detach-battery", {kinds::DetachBattery, {"gun_points"}, {}, {"unit", "battery"}, {"unit", "battery", "gun_points"}, true,
                            "unit= battery=NAME gun_points="}},
        {"reattach-battery", {kinds::ReattachBattery, {}, {}, {"battery", "unit"}, {"battery", "unit"}, true, "battery= unit="}},
        {"low-ammo", {kinds::LowAmmo, {}, {}, {"unit"}, {"unit"}, true, "unit= (French)"}},
        {"clear-low-ammo", {kinds::ClearLowAmmo, {}, {}, {}, {}, false, ""}},
        {"leader-lost", {kinds::LeaderCasualty, {}, {}, {"leader", "replacement", "corps_replacement"}, {"leader"}, true,
                         "leader= [replacement=] [corps_replacement=]"}},
        {"rate", {kinds::SetRating, {"rating"}, {}, {"leader"}, {"leader", "rating"}, true, "leader= rating=0..4"}},
        {"wrecked-mark", {kinds::SetWreckedMark, {"boxes"}, {}, {"brigade"}, {"brigade", "boxes"}, true, "brigade= boxes=N (boxes left of the mark)"}},
        {"cavalry-class", {kinds::SetCavalryClass, {}, {}, {"brigade", "class"}, {"brigade", "class"}, true, "brigade= class=heavy|light"}},
        {"victory-input", {kinds::VictoryInput, {"terrain_french", "terrain_austrian", "casualty_top_vp"}, {}, {}, {}, false,
                           "[terrain_french=N] [terrain_austrian=N] [casualty_top_vp=N] (AE 4.1, 4.2)"}},
    };
    return v;
}

// A derived figure, or null where it depends on a value the players have not entered yet.
template <typename F> json known(F f) {
    const auto v = whenEntered(f);
    return v ? json(*v) : json(nullptr);
}

json rowJson(const GameState& st, Side side, const Brigade& b) {
    const LossChart& lc = st.losses(side);
    const BrigadeRow& r = lc.row(b.id);
    json j{{"id", b.id}, {"name", b.name}, {"division", b.division}, {"arm", b.arm == Arm::Infantry ? "infantry" : "cavalry"},
           {"morale", b.morale}, {"boxes", b.totalBoxes()}, {"wrecked_after", known([&] { return lc.wreckedMark(b.id); })}, {"casualties", r.casualties},
           {"stragglers", r.stragglers}, {"fire_level", lc.fireLevel(b.id)}, {"wrecked", known([&] { return lc.wrecked(b.id); })},
           {"eliminated", lc.eliminated(b.id)}, {"skirmisher_boxes", b.skirmisherBoxes}, {"skirmishers_out", r.skirmishersOut}};
    if (side == Side::French) j["low_ammo"] = r.lowAmmo;
    return j;
}

json lossesJson(const GameState& st, Side side) {
    const LossChart& lc = st.losses(side);
    const OrderOfBattle& oob = lc.oob();
    json j{{"side", sideName(side)}, {"casualty_track", lc.casualtyTrack()}, {"gun_points_eliminated", lc.gunPointsEliminated()},
           {"wrecked_divisions", known([&] { return lc.wreckedDivisions(); })},
           {"elite_value_in_force", known([&] { return lc.eliteValueInForce(); })},
           {"divisions", json::array()}, {"artillery", json::array()}, {"corps", json::array()}};
    for (const auto& f : oob.formations) {
        if (f.kind == "corps" || f.kind == "army")
            j["corps"].push_back({{"id", f.id}, {"name", f.name}, {"wrecked_divisions", known([&] { return lc.wreckedDivisionsIn(f.id); })},
                                  {"hard_wrecked_brigades", known([&] { return lc.hardWreckedBrigadesIn(f.id); })},
                                  {"commander", st.roster(side).commander(f.id)},
                                  {"original_commander_lost", st.roster(side).originalCommanderLost(f.id)}});
        if (f.kind != "division") continue;
        json d{{"id", f.id}, {"name", f.name}, {"boxes", f.boxes}, {"marked", known([&] { return lc.divisionMarks(f.id); })},
               {"wrecked", known([&] { return lc.divisionWrecked(f.id); })},
               {"wrecked_by_casualties", known([&] { return lc.divisionWreckedByCasualties(f.id); })},
               {"commander", st.roster(side).commander(f.id)}, {"brigades", json::array()}};
        if (f.eliteValue) d["elite_value"] = *f.eliteValue;
        for (const Brigade* b : oob.brigadesOf(f.id)) d["brigades"].push_back(rowJson(st, side, *b));
        j["divisions"].push_back(d);
    }
    for (const auto& id : lc.batteries()) {
        const BatteryRow& r = lc.battery(id);
        j["artillery"].push_back({{"id", id}, {"gun_points", r.gunPoints}, {"lost", r.lost}, {"detached_from", r.parent}});
    }
    return j;
}

void noOtherKeys(const std::map<std::string, std::string>& kv, const std::string& usage) {
    if (!kv.empty())
        throw InvalidInput("\"" + kv.begin()->first + "\" is not taken here: " + usage);
}

// Where the game stands in the sequence of play (8.1), with the scenario's clock when the
// game was created for a scenario.
json positionJson(const SequenceOfPlay& seq, const PlayPosition& pos, const GameSession& s, const std::string& tablesDir,
                  const OrderOfBattle& french, const OrderOfBattle& austrian) {
    const PlayStep& st = seq.step(pos);
    json j{{"turn", pos.turn}, {"phase", st.phase}, {"step", st.label}, {"step_id", st.id}, {"rule", st.rule},
           {"who", st.who}, {"tools", st.tools},
           {"player_turn", pos.playerTurn == 0 ? "first" : pos.playerTurn == 1 ? "second" : "turn end"}};
    try {
        const GameScenario gs = gameScenarioOf(s.file().info());
        const ScenarioCatalog cat = ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian);
        const Scenario& sc = cat.find(gs.scenario);
        const ClockPosition c = clockPosition(seq, pos, &cat, &sc);
        if (c.gameOver) {
            j["game_over"] = true;
            return j;
        }
        if (c.phasing) j["phasing"] = sideName(*c.phasing);
        j["scenario"] = sc.number;
        j["last_turn"] = c.lastTurn;
        j["date"] = dayName(c.box->dayRecord) + " 1809";
        j["time"] = clockTime(c.box->start);
        j["night"] = c.box->night;
        j["minutes"] = c.box->minutes;
    } catch (const InvalidInput&) {
        // A game made without a scenario has no clock: the position alone is shown.
    }
    return j;
}

} // namespace

GameCommand::GameCommand(CLI::App& game, CLI::App& oob) : game_(&game), oob_(&oob) {
    std::string verbsHelp = "new, losses, log, where, step, undo, redo, undo-to, recover, roll";
    for (const auto& [name, v] : verbs()) verbsHelp += ", " + name;
    game.add_option("verb", verb_, "One of: " + verbsHelp)->required();
    game.add_option("file", file_, "The game file")->required();
    game.add_option("args", args_, "key=value inputs (side=french|austrian for a side's action)");
    oob.add_option("side", side_, "french or austrian")->required();
}

bool GameCommand::parsed() const { return game_->parsed() || oob_->parsed(); }

int GameCommand::run(const ChartSet& charts, const std::string& tablesDir) {
    const OrderOfBattle french = loadOrderOfBattle(tablesDir + "/oob/french.json");
    const OrderOfBattle austrian = loadOrderOfBattle(tablesDir + "/oob/austrian.json");
    if (oob_->parsed()) {
        const OrderOfBattle& o = parseSide(side_) == Side::French ? french : austrian;
        // An empty game shows the order of battle with every box unmarked.
        const GameState blank(french, austrian);
        json j = lossesJson(blank, o.side);
        j["title"] = o.title;
        j["leaders"] = json::array();
        for (const auto& l : o.leaders) j["leaders"].push_back({{"id", l.id}, {"name", l.name}, {"rank", l.rank}, {"commands", l.commands}});
        std::cout << j.dump(2) << '\n';
        return 0;
    }
    // `roll` takes the resolver's name first, then the resolver's own key=value inputs.
    auto kv = verb_ == "roll" ? std::map<std::string, std::string>{} : keyValues(args_);
    if (verb_ == "new") {
        for (const auto& [k, v] : kv)
            if (k != "title")
                throw InvalidInput("game new takes title= only, not " + k + "= (a scenario's game: adc scenario new FILE SCENARIO)");
        json info{{"title", kv.count("title") ? kv["title"] : "Aspern-Essling"}, {"game", "aspern-essling"}};
        GameSession::create(file_, info, french, austrian);
        std::cout << json{{"created", file_}, {"info", info}}.dump(2) << '\n';
        return 0;
    }
    GameSession s = GameSession::open(file_, french, austrian);
    auto sideArg = [&]() {
        if (!kv.count("side")) throw InvalidInput("give side=french or side=austrian");
        const std::string v = kv["side"];
        parseSide(v);
        kv.erase("side");
        return v;
    };
    if (verb_ == "losses") {
        const Side side = parseSide(sideArg());
        std::cout << lossesJson(s.state(), side).dump(2) << '\n';
        return 0;
    }
    if (verb_ == "log") {
        std::optional<Side> viewer;
        if (kv.count("viewer") && kv["viewer"] != "all") viewer = parseSide(kv["viewer"]);
        json out = json::array();
        for (const Action* a : s.history(viewer)) out.push_back(actionJson(*a));
        std::cout << json{{"file", file_}, {"viewer", viewer ? sideName(*viewer) : "all"}, {"actions", out}}.dump(2) << '\n';
        return 0;
    }
    if (verb_ == "where" || verb_ == "step") {
        const SequenceOfPlay seq = SequenceOfPlay::load(tablesDir + "/sequence/sequence-of-play.json");
        const PlayPosition now = seq.after(s.state().stepsTaken());
        if (verb_ == "where") {
            std::cout << positionJson(seq, now, s, tablesDir, french, austrian).dump(2) << '\n';
            return 0;
        }
        std::optional<ScenarioCatalog> cat;
        const Scenario* sc = nullptr;
        try {
            const GameScenario gs = gameScenarioOf(s.file().info());
            cat.emplace(ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian));
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
            return seq.step(p).id == target && (!whose || clockPosition(seq, p, cat ? &*cat : nullptr, sc).phasing == whose);
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
                std::vector<Action> acts =
                    nextStepActions(seq, g.state(), cat ? &*cat : nullptr, sc);
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
        out["now"] = positionJson(seq, at, s, tablesDir, french, austrian);
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    // 9.0: side= is the viewer asking; a side takes back only its own actions and those both
    // sides see. Without side= the umpire asks, and may undo anything.
    auto viewerArg = [&]() -> std::optional<Side> {
        if (!kv.count("side")) return std::nullopt;
        const Side v = parseSide(kv["side"]);
        kv.erase("side");
        return v;
    };
    if (verb_ == "undo" || verb_ == "redo") {
        const std::optional<Side> viewer = viewerArg();
        noOtherKeys(kv, "game " + verb_ + " takes [side=french|austrian]");
        const Action a = verb_ == "undo" ? s.undo(viewer) : s.redo(viewer);
        std::cout << actionJson(a).dump(2) << '\n';
        return 0;
    }
    if (verb_ == "undo-to") {
        if (!kv.count("seq")) throw InvalidInput("undo-to needs seq= (the action to keep as the last in force)");
        const std::int64_t seq = toInt("seq", kv["seq"]);
        kv.erase("seq");
        const std::optional<Side> viewer = viewerArg();
        noOtherKeys(kv, "game undo-to takes seq=N [side=french|austrian]");
        json out = json::array();
        for (const auto& a : s.undoTo(seq, viewer))
            out.push_back(actionJson(a));
        std::cout << json{{"undone", out}}.dump(2) << '\n';
        return 0;
    }
    if (verb_ == "roll") {
        // adc game roll FILE TABLE key=value... [roll=] [seed=] [side=]: resolves and records the
        // dice in the game's log (the umpire's audit trail); a roll whose result is a side's
        // secret (9.0) is recorded as that side's.
        if (args_.empty() || args_.front().find('=') != std::string::npos)
            throw InvalidInput("game roll needs the resolver's name (see adc resolvers), then its key=value inputs, "
                               "e.g. adc game roll FILE fire points=4 roll=46 side=austrian");
        const std::string table = args_.front();
        std::vector<std::pair<std::string, std::string>> rargs;
        std::optional<std::uint64_t> seed;
        std::string side;
        json inputs = json::object();
        for (size_t i = 1; i < args_.size(); ++i) {
            const auto eq = args_[i].find('=');
            if (eq == std::string::npos || eq == 0) throw InvalidInput("\"" + args_[i] + "\" is not key=value");
            const std::string k = args_[i].substr(0, eq), v = args_[i].substr(eq + 1);
            if ((k == "seed" && seed) || (k == "side" && !side.empty())) throw InvalidInput(k + " is given twice");
            if (k == "seed") seed = toSeed(v);
            else if (k == "side") side = sideName(parseSide(v));
            else {
                rargs.emplace_back(k, v);
                // A repeated input (firer=...) is kept as a list.
                if (!inputs.contains(k)) inputs[k] = v;
                else if (inputs[k].is_array()) inputs[k].push_back(v);
                else inputs[k] = json::array({inputs[k], v});
            }
        }
        checkRollSide(table, side); // before any dice are thrown
        const auto out = resolve(charts, table, rargs, seed);
        json result = toJson(out.resolution);
        if (out.seed) result["seed"] = *out.seed;
        const Action a = s.perform(rollRecord(table, inputs, result, side));
        std::cout << json{{"action", actionJson(a)}, {"resolution", result}}.dump(2) << '\n';
        return 0;
    }
    if (verb_ == "recover") {
        // 21.2: the engine checks what the game knows (8.1's segment and side, infantry with
        // stragglers, night from the clock); the players confirm what the map shows.
        RecoveryRequest r;
        r.side = parseSide(sideArg());
        if (!kv.count("unit")) throw InvalidInput("recover needs unit=");
        r.unit = kv["unit"];
        if (kv.count("confirm"))
            for (const auto& c : listOf(kv["confirm"]))
                r.confirmed.insert(c);
        if (kv.count("leader")) r.leader = toInt("leader", kv["leader"]);
        if (kv.count("night")) {
            if (kv["night"] != "0" && kv["night"] != "1") throw InvalidInput("night is 1 or 0");
            r.night = kv["night"] == "1";
        }
        if (kv.count("roll")) r.dice.roll = toInt("roll", kv["roll"]);
        if (kv.count("seed")) r.dice.seed = toSeed(kv["seed"]);
        for (const char* k : {"unit", "confirm", "leader", "night", "roll", "seed"})
            kv.erase(k);
        noOtherKeys(
            kv, "game recover takes side= unit= "
                "confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired "
                "[leader=RATING] [roll=11..66 | seed=N] [night=1, only in a game without a clock]");
        const RecoveryRoll rolled =
            rollRecovery(s.state(), charts, r); // refused before any dice are thrown
        json result = rolled.action.payload["roll"];
        const Action a = s.perform(rolled.action);
        std::cout << json{{"action", actionJson(a)},
                          {"resolution", result},
                          {"recovered", rolled.recovered}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    if (verb_ == "rate" && kv.count("remembered")) {
        // 26.0, 24.0a: the counter values remembered from earlier games (adc::CounterMemory, the
        // app's too), entered into this one because the player says so: one action each, in one
        // transaction, for the side given or both.
        if (kv["remembered"] != "1")
            throw InvalidInput("remembered is 1 (enter the remembered counter values)");
        kv.erase("remembered");
        const std::optional<Side> only = viewerArg();
        noOtherKeys(
            kv, "game rate takes remembered=1 [side=french|austrian], or side= leader= rating=");
        std::optional<ScenarioCatalog> cat;
        const Scenario* sc = nullptr;
        Variants variants;
        try {
            const GameScenario gs = gameScenarioOf(s.file().info());
            cat.emplace(ScenarioCatalog::load(tablesDir + "/scenarios", french, austrian));
            sc = &cat->find(gs.scenario);
            variants = gs.variants;
        } catch (const InvalidInput&) {
            throw InvalidInput("remembered=1 needs a game made for a scenario (adc scenario new): "
                               "it enters the values of the "
                               "scenario's leaders and cavalry");
        }
        const CounterMemory memory;
        bool once = false;
        json entered = json::array();
        for (const auto& a : s.performAll([&](const Game& g) {
                 std::vector<Action> acts;
                 if (std::exchange(once, true)) return acts;
                 for (Side side : {Side::French, Side::Austrian}) {
                     if (only && *only != side) continue;
                     for (auto& a : rememberedCounterActions(
                              g.state(), countersAsked(*cat, *sc, variants, side), side, memory))
                         acts.push_back(std::move(a));
                 }
                 return acts;
             }))
            entered.push_back(actionJson(a));
        std::cout << json{{"memory", memory.file()}, {"entered", entered}}.dump(2) << '\n';
        return 0;
    }
    const auto it = verbs().find(verb_);
    if (it == verbs().end()) throw InvalidInput("no game command \"" + verb_ + "\"");
    const Verb& v = it->second;
    Action a{0, v.kind, v.sided ? sideArg() : "", json::object(), "", ""};
    for (const auto& r : v.required)
        if (!kv.count(r)) throw InvalidInput("game " + verb_ + " needs " + r + "= (" + v.help + ")");
    for (const auto& [k, val] : kv) {
        if (v.ints.count(k)) a.payload[k] = toInt(k, val);
        else if (v.flags.count(k)) {
            if (val != "0" && val != "1") throw InvalidInput(k + " is 1 or 0");
            a.payload[k] = val == "1";
        } else if (v.strings.count(k)) a.payload[k] = val;
        else throw InvalidInput("game " + verb_ + " takes " + v.help + "; not " + k);
    }
    if (a.kind == kinds::Mark) { // read as the table says, built as the loss-application form builds it (21.0)
        const json& p = a.payload;
        a = markLosses(parseSide(a.side), {p.at("unit").get<std::string>(), p.value("casualties", 0), p.value("stragglers", 0), p.value("charge", false),
                                           p.value("straggler_unit", std::string())});
    }
    const Action done = s.perform(a);
    CounterMemory().remember(
        done); // a counter value (26.0, 24.0a) is offered again in the next game
    std::cout << actionJson(done).dump(2) << '\n';
    return 0;
}

} // namespace adc::cli
