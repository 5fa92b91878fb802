#include "export_tables.h"

#include "turn_clock.h"
#include "wagram_export.h"

#include "adc/action_kinds.h"
#include "adc/dice_record.h"
#include "adc/errors.h"
#include "adc/game_module.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario_game_info.h"
#include "adc/scenarios/victory.h"
#include "adc/seat_view.h"

#include <algorithm>
#include <set>

namespace adc {

namespace {

using Row = std::vector<std::string>;

std::string yesNo(bool b) {
    return b ? "yes" : "no";
}

// A derived figure, or "unknown" where it needs a value the players have not entered (20.6a).
template <typename F> std::string known(F f) {
    const auto v = whenEntered(f);
    if (!v) return "unknown";
    if constexpr (std::is_same_v<std::decay_t<decltype(*v)>, bool>)
        return yesNo(*v);
    else
        return std::to_string(*v);
}

std::vector<Side> sidesOf(const ExportRequest& r) {
    if (r.side) return {*r.side};
    return {Side::French, Side::Austrian};
}

// 10.1d: the Order Log's columns, one line per order, in the order written.
ExportTable orderLog(const GameState& st, const TurnClock& clock, Side side) {
    const OrderOfBattle& oob = st.oob(side);
    const LeaderRoster& roster = st.roster(side);
    auto nameOf = [&](const std::string& id) -> std::string {
        if (id.empty()) return {};
        if (const Formation* f = oob.formation(id)) return f->name;
        if (oob.leader(id)) return roster.leaderName(id);
        return id;
    };
    ExportTable t{sideTitle(side) + " Order Log (10.1d)",
                  sideName(side),
                  {"No.", "Written", "Receiver", "Type", "Text", "Arrival", "Acceptance", "Status"},
                  {},
                  {}};
    for (const Order* o : st.command().ordersOf(side)) {
        // Each part its own sentence: the text ends before "Direction:" begins.
        std::string text = o->text;
        if (!text.empty() && std::string(".!?").find(text.back()) == std::string::npos) text += ".";
        if (!o->start.empty()) text += " Start: " + o->start + ".";
        if (!o->direction.empty()) text += " Direction: " + o->direction + ".";
        if (!o->limit.empty()) text += " Limit: " + o->limit + ".";
        if (!o->units.empty()) {
            std::string u;
            for (const auto& id : o->units)
                u += (u.empty() ? "" : ", ") + id;
            text += " Units: " + u + ".";
        }
        // The acceptance roll's outcome as the log records it (10.1f), at its turn.
        std::string acceptance;
        for (const auto& e : o->events)
            if (e.rule.rfind("10.1f", 0) == 0 || e.rule.rfind("10.1i", 0) == 0)
                acceptance = clock.at(e.turn) + ": " + e.what + " (" + e.rule + ")";
        const std::string written = o->sender.empty()
                                        ? clock.at(o->sentTurn)
                                        : clock.at(o->sentTurn) + " by " + nameOf(o->sender);
        t.rows.push_back({std::to_string(o->number), written, nameOf(o->receiver),
                          o->typeAndMethod(), text, clock.at(o->arrivalTurn), acceptance,
                          o->statusText()});
    }
    if (t.rows.empty()) t.notes.push_back("No orders written.");
    return t;
}

// 20.6-27.2: every division and brigade row with its marks, the artillery, the totals.
ExportTable lossChart(const GameState& st, Side side) {
    const LossChart& lc = st.losses(side);
    const OrderOfBattle& oob = lc.oob();
    ExportTable t{sideTitle(side) + " Loss Chart (20.6)",
                  sideName(side),
                  {"Division", "Unit", "Kind", "Boxes", "Casualties (X)", "Stragglers (/)",
                   "Fire level", "Wrecked (20.6)", "Skirmishers out (11.5)", "Gun points (27.0)",
                   "Notes"},
                  {},
                  {}};
    const bool french = side == Side::French;
    for (const auto& f : oob.formations) {
        if (f.kind != "division") continue;
        t.rows.push_back(
            {f.name, f.name, "division", std::to_string(f.boxes),
             "marked " + known([&] { return lc.divisionMarks(f.id); }), "", "",
             known([&] { return lc.divisionWrecked(f.id); }), "", "",
             f.eliteValue ? "elite value " + std::to_string(*f.eliteValue) + " (25.6)" : ""});
        for (const Brigade* b : oob.brigadesOf(f.id)) {
            const BrigadeRow& r = lc.row(b->id);
            std::string notes = "morale " + b->morale;
            if (lc.eliminated(b->id)) notes += "; eliminated";
            if (french && r.lowAmmo) notes += "; Low Ammo (AE 2.1)";
            if (!b->wreckedMarkKnown()) {
                const auto mark = whenEntered([&] { return lc.wreckedMark(b->id); });
                notes += mark ? "; wrecked mark entered: " + std::to_string(*mark)
                              : "; wrecked mark not entered (20.6a)";
            }
            t.rows.push_back({f.name, b->id + (b->name.empty() ? "" : " (" + b->name + ")"),
                              b->arm == Arm::Cavalry ? "cavalry brigade" : "infantry brigade",
                              std::to_string(b->totalBoxes()), std::to_string(r.casualties),
                              std::to_string(r.stragglers), lc.fireLevel(b->id),
                              known([&] { return lc.wrecked(b->id); }),
                              b->skirmisherBoxes > 0 ? std::to_string(r.skirmishersOut) + " of " +
                                                           std::to_string(b->skirmisherBoxes)
                                                     : "",
                              "", notes});
        }
    }
    for (const auto& id : lc.batteries()) {
        const BatteryRow& r = lc.battery(id);
        std::string formation = r.parent;
        for (const auto& a : oob.artillery)
            if (a.id == id || a.id == r.parent)
                if (const Formation* f = oob.formation(a.formation)) formation = f->name;
        std::string notes = r.parent.empty() ? "" : "battery detached from " + r.parent + " (27.1)";
        if (french && r.lowAmmo)
            notes += std::string(notes.empty() ? "" : "; ") + "Low Ammo (AE 2.1)";
        t.rows.push_back(
            {formation, id, "artillery", "", "", "", "", "", "",
             std::to_string(r.gunPoints) + " left, " + std::to_string(r.lost) + " lost", notes});
    }
    t.rows.push_back({"", "Casualty track (1.1f)", "total", "", std::to_string(lc.casualtyTrack()),
                      "", "", "", "", "", ""});
    t.rows.push_back({"", "Gun points eliminated (27.2)", "total", "", "", "", "", "", "",
                      std::to_string(lc.gunPointsEliminated()), ""});
    t.rows.push_back({"", "Wrecked divisions (20.6b)", "total", "", "", "", "",
                      known([&] { return lc.wreckedDivisions(); }), "", "", ""});
    return t;
}

// Where an action keeps its dice: a roll's result, an order's or a check's resolution, a
// recovery's roll, each unit of an emergency retreat (one list per resolution).
std::vector<const nlohmann::json*> resolutionsOf(const nlohmann::json& payload) {
    std::vector<const nlohmann::json*> out;
    if (!payload.is_object()) return out;
    if (payload.contains("dice")) out.push_back(&payload);
    for (const char* key : {"result", "resolution", "roll"})
        if (const auto it = payload.find(key); it != payload.end() && it->is_object())
            out.push_back(&*it);
    if (const auto it = payload.find("stragglers"); it != payload.end() && it->is_array())
        for (const auto& unit : *it)
            if (unit.is_object() && unit.contains("resolution") && unit["resolution"].is_object())
                out.push_back(&unit["resolution"]);
    return out;
}

// The dice of a recorded roll: "roll 46 (4+6)"; who threw them into `by` ("player", or
// "app, seed N").
std::string diceText(const nlohmann::json& payload, std::string* by) {
    std::string out;
    std::set<std::string> who;
    std::set<std::uint64_t> seeds;
    for (const nlohmann::json* r : resolutionsOf(payload)) {
        if (const auto s = r->find("seed"); s != r->end() && s->is_number_unsigned())
            seeds.insert(s->get<std::uint64_t>());
        const auto dice = r->find("dice");
        if (dice == r->end() || !dice->is_array()) continue;
        for (const auto& d : *dice) {
            if (!d.is_object()) continue;
            std::string one = d.value("name", std::string("roll"));
            if (d.contains("value") && d["value"].is_number_integer())
                one += " " + std::to_string(d["value"].get<long long>());
            if (d.contains("faces") && d["faces"].is_array() && d["faces"].size() == 2 &&
                d["faces"][0].is_number_integer() && d["faces"][1].is_number_integer())
                one += " (" + std::to_string(d["faces"][0].get<int>()) + "+" +
                       std::to_string(d["faces"][1].get<int>()) + ")";
            if (d.contains("rolled_by") && d["rolled_by"].is_string())
                who.insert(d["rolled_by"].get<std::string>());
            out += (out.empty() ? "" : ", ") + one;
        }
    }
    if (!seeds.empty()) who.insert("app");
    for (const auto& w : who)
        *by += (by->empty() ? "" : ", ") + w;
    for (const auto s : seeds)
        *by += ", seed " + std::to_string(s);
    return out;
}

std::string valueText(const nlohmann::json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_array()) {
        std::string out;
        for (const auto& e : v)
            out += (out.empty() ? "" : ", ") + valueText(e);
        return out;
    }
    return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// What decided a roll, as the players would check it at the table: a recorded roll's inputs
// (fire points, modifiers, units), an order's number, a leader, a command...; the dice and
// what the charts made of them are in their own columns.
std::string inputsText(const Action& a) {
    static const std::set<std::string> worked{"resolution", "result",        "dice",     "seed",
                                              "roll",       "stragglers",    "in_game",  "cost",
                                              "allowance",  "transit_turns", "accepted", "needed",
                                              "passed",     "recovered"};
    const nlohmann::json& p = a.payload;
    const nlohmann::json& from = p.contains("inputs") && p["inputs"].is_object() ? p["inputs"] : p;
    std::string out;
    for (const auto& [k, v] : from.items()) {
        if (&from == &p && worked.count(k)) continue;
        if (k == "roll" && &from != &p) continue; // the dice have their own column
        out += (out.empty() ? "" : "; ") + k + "=" + valueText(v);
    }
    // A unit's row of an emergency retreat: who took the stragglers.
    if (const auto it = p.find("stragglers"); it != p.end() && it->is_array()) {
        std::string units;
        for (const auto& u : *it)
            if (u.is_object() && u.contains("brigade"))
                units += (units.empty() ? "" : ", ") + valueText(u["brigade"]);
        if (!units.empty()) out += (out.empty() ? "" : "; ") + std::string("units=") + units;
    }
    return out;
}

// What the chart read, beside the result in words: its column or line, where it has one.
std::string readOn(const nlohmann::json& payload) {
    for (const nlohmann::json* r : resolutionsOf(payload))
        for (const char* key : {"column", "acceptance_number", "points"})
            if (const auto it = r->find(key); it != r->end() && !it->is_null())
                return std::string(key == std::string("acceptance_number") ? "acceptance number"
                                                                           : key) +
                       " " + valueText(*it);
    return {};
}

// 5.3: every roll the game recorded that the viewer may see, oldest first, taken back or not,
// with the turn and step it was rolled in (the last step taken before it that is in force).
ExportTable rollLog(const GameSession& s, const ExportRequest& r) {
    ExportTable t{r.side ? sideTitle(*r.side) + " rolls" : "Rolls of both sides",
                  r.side ? sideName(*r.side) : "",
                  {"No.", "Written (UTC)", "Turn and step", "Chart", "Inputs", "Result", "Dice",
                   "Rolled by", "Seen by", "In force"},
                  {},
                  {}};
    const std::set<std::int64_t> inForce = inForceSeqs(s);
    const ViewerNumbers numbers(s.game().log().all(), r.viewer); // 9.0: no gaps
    std::string step = "the game's first step";
    // The history as the viewer may see it (9.0): the source is already filtered.
    for (const Action* a : s.history(r.viewer)) {
        if (a->kind == kinds::Advance && inForce.count(a->seq) && a->payload.contains("to") &&
            a->payload["to"].is_string())
            step = a->payload["to"].get<std::string>();
        const auto on = rollIn(*a);
        if (!on) continue;
        if (r.side && !a->side.empty() && a->side != sideName(*r.side)) continue;
        std::string by;
        const std::string dice = diceText(a->payload, &by);
        const std::string read = readOn(a->payload);
        t.rows.push_back({std::to_string(numbers.number(a->seq)), a->at, step, on->title,
                          inputsText(*a), a->summary + (read.empty() ? "" : " (" + read + ")"),
                          dice, by, a->side.empty() ? "both sides" : a->side + " only (9.0)",
                          yesNo(inForce.count(a->seq) > 0)});
    }
    if (t.rows.empty()) t.notes.push_back("No rolls recorded in this game.");
    return t;
}

// AE 4.0-4.4: every VP line found so far, what the players have yet to enter, the totals.
ExportTable victoryCount(const GameSession& s, const ScenarioCatalog& c) {
    const GameScenario gs = gameScenarioOf(s.file().info());
    const Scenario& sc = c.find(gs.scenario);
    const VictoryResult v =
        victorySoFar(c.victory(), sc, gs.variants, s.state(), s.state().victoryEntered());
    ExportTable t{"Victory (AE 4.0)", "", {"Side", "Rule", "What", "VP", "Detail"}, {}, {}};
    for (const auto& l : v.lines)
        t.rows.push_back({sideTitle(l.earner), l.rule, l.what, formatHalves(l.halves), l.detail});
    for (const auto& n : v.asked)
        t.rows.push_back({"", n.rule, n.what, "not entered", "asked for: " + n.key});
    if (v.asked.empty()) {
        t.rows.push_back({"French", "AE 4.0", "Total, rounded down", std::to_string(v.french),
                          formatHalves(v.frenchHalves)});
        t.rows.push_back({"Austrian", "AE 4.0", "Total, rounded down", std::to_string(v.austrian),
                          formatHalves(v.austrianHalves)});
        t.rows.push_back({"", "AE 4.0", "Spread (French less Austrian)", std::to_string(v.spread),
                          v.printedRange});
        t.rows.push_back({"", "AE 4.0", "Level", "", v.level});
        if (v.napoleonLost)
            t.rows.push_back(
                {"", "AE 4.4", "Napoleon lost", "", "one level towards the Austrians"});
        t.rows.push_back({"", "AE 4.4", "Final level", "", v.finalLevel});
        t.notes = v.steps;
    } else {
        t.notes.push_back("The totals are counted once every value asked for is entered.");
    }
    return t;
}

} // namespace

std::set<std::int64_t> inForceSeqs(const GameSession& s) {
    std::set<std::int64_t> out;
    for (const Action* a : s.game().log().effective())
        out.insert(a->seq);
    return out;
}

ExportTable historyTable(const GameSession& s, const ExportRequest& r) {
    ExportTable t{"History", "", {"No.", "Written (UTC)", "What", "Seen by", "In force"}, {}, {}};
    const std::set<std::int64_t> inForce = inForceSeqs(s);
    const ViewerNumbers numbers(s.game().log().all(), r.viewer); // 9.0: no gaps
    for (const Action* a : s.history(r.viewer)) // already filtered for the viewer (9.0)
        t.rows.push_back({std::to_string(numbers.number(a->seq)), a->at, a->summary,
                          a->side.empty() ? "both sides" : a->side + " only (9.0)",
                          yesNo(inForce.count(a->seq) > 0)});
    if (t.rows.empty()) t.notes.push_back("Nothing recorded in this game yet.");
    return t;
}

std::optional<ExportWhat> exportWhatNamed(const std::string& name) {
    if (name == "order-log") return ExportWhat::OrderLog;
    if (name == "losses") return ExportWhat::Losses;
    if (name == "rolls") return ExportWhat::Rolls;
    if (name == "victory") return ExportWhat::Victory;
    if (name == "history") return ExportWhat::History;
    if (name == "orders-tables") return ExportWhat::OrdersTables;
    if (name == "vp-ledger") return ExportWhat::VpLedger;
    return std::nullopt;
}

std::vector<ExportChoice> exportChoices(const std::string& gameId) {
    if (gameId == "wagram-1809") // the tables as the engine shows them to the viewer (9.0)
        return {{ExportWhat::OrdersTables, "Orders Tables (Wagram 7)", false, false},
                {ExportWhat::VpLedger, "VP ledger (Wagram 12.3)", false, false},
                {ExportWhat::Rolls, "Roll log", false, false},
                {ExportWhat::History, "History", false, false}};
    return {{ExportWhat::OrderLog, "Order Log (10.1d)", true, false},
            {ExportWhat::Losses, "Loss Charts (20.6)", true, false},
            {ExportWhat::Rolls, "Roll log", true, false},
            {ExportWhat::Victory, "Victory count (AE 4.0)", false, true},
            {ExportWhat::History, "History", false, false}};
}

ExportChoice exportChoice(const std::string& gameId, ExportWhat what) {
    std::string names;
    for (const ExportChoice& c : exportChoices(gameId)) {
        if (c.what == what) return c;
        names += (names.empty() ? "" : ", ") + exportWhatName(c.what);
    }
    throw InvalidInput(exportWhatName(what) + " is not a record of a " + gameModule(gameId).title +
                       " game: its exports are " + names + "; nothing was written");
}

std::string exportWhatName(ExportWhat w) {
    switch (w) {
    case ExportWhat::OrderLog:
        return "order-log";
    case ExportWhat::Losses:
        return "losses";
    case ExportWhat::Rolls:
        return "rolls";
    case ExportWhat::Victory:
        return "victory";
    case ExportWhat::History:
        return "history";
    case ExportWhat::OrdersTables:
        return "orders-tables";
    case ExportWhat::VpLedger:
        return "vp-ledger";
    }
    return {};
}

void checkExportSecrecy(const ExportChoice& c, const ExportRequest& r) { // 9.0
    if (!c.bySide && !c.umpireOnly && r.side)
        throw InvalidInput(exportWhatName(r.what) +
                           " is the record as the viewer may see it (9.0) and takes no side; "
                           "nothing was written");
    if (!r.viewer) return;                  // the umpire, a solitaire player: both sides
    if (!c.bySide && !c.umpireOnly) return; // filtered by the engine for the viewer
    const std::string viewer = sideTitle(*r.viewer);
    if (c.umpireOnly)
        throw InvalidInput("the victory count shows both sides' losses: only the umpire or a "
                           "solitaire player exports it, not the " +
                           viewer + " player (9.0); nothing was written");
    if (!r.side)
        throw InvalidInput("both sides at once is for the umpire or a solitaire player; the " +
                           viewer + " player exports only side=" + viewer + " (9.0); nothing " +
                           "was written");
    if (*r.side != *r.viewer) {
        const std::string what = r.what == ExportWhat::OrderLog ? "Order Log is"
                                 : r.what == ExportWhat::Losses ? "Loss Chart is"
                                                                : "secret rolls are";
        const std::string rule = r.what == ExportWhat::Losses ? "9.0a" : "9.0b";
        throw InvalidInput("the " + sideTitle(*r.side) + " " + what + " the " + sideTitle(*r.side) +
                           " player's secret (" + rule + "): the " + sideTitle(*r.viewer) +
                           " player may not export it; nothing was written");
    }
}

ExportDocument exportDocument(const GameSession& s, const ScenarioCatalog* catalog,
                              const ExportRequest& r) {
    const nlohmann::json& info = s.file().info();
    const GameModule& module = gameModuleOf(info);
    checkExportSecrecy(exportChoice(module.id, r.what), r);
    if (module.id == "wagram-1809") return wagramExportDocument(s, r);
    const GameState& st = s.state();
    const TurnClock clock(catalog, info);
    ExportDocument d;
    d.game = info.contains("title") && info["title"].is_string() ? info["title"].get<std::string>()
                                                                 : std::string();
    if (catalog) try {
            const GameScenario gs = gameScenarioOf(info);
            const Scenario& sc = catalog->find(gs.scenario);
            // The title once: a game named after its scenario (the default) is not told it again.
            d.scenario = "Scenario " + sc.number +
                         (d.game.find(sc.title) == std::string::npos ? ", " + sc.title : "");
        } catch (const InvalidInput&) {
            d.scenario.clear(); // a game of loss charts only
        }
    d.turn = clock.at(st.now().turn) + " (turn " + std::to_string(st.now().turn) + ")";
    d.forWhom =
        r.viewer ? "the " + sideTitle(*r.viewer) + " player" : "the umpire (both sides, 9.0)";
    switch (r.what) {
    case ExportWhat::OrderLog:
        d.title = "Order Log";
        for (Side side : sidesOf(r))
            d.tables.push_back(orderLog(st, clock, side));
        break;
    case ExportWhat::Losses:
        d.title = "Loss Charts";
        for (Side side : sidesOf(r))
            d.tables.push_back(lossChart(st, side));
        break;
    case ExportWhat::Rolls:
        d.title = "Roll log";
        d.tables.push_back(rollLog(s, r));
        break;
    case ExportWhat::History:
        d.title = "History";
        d.tables.push_back(historyTable(s, r));
        break;
    case ExportWhat::OrdersTables:
    case ExportWhat::VpLedger:
        break; // not this game's (exportChoice refused them)
    case ExportWhat::Victory:
        if (!catalog || d.scenario.empty())
            throw InvalidInput("the victory count needs a game made for a scenario (adc scenario "
                               "new); nothing was written");
        d.title = "Victory";
        d.tables.push_back(victoryCount(s, *catalog));
        break;
    }
    return d;
}

} // namespace adc
