#include "wagram_export.h"

#include "adc/seat_view.h"

#include "adc/dice_record.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <set>

namespace adc {

namespace {

using nlohmann::json;

std::string str(const json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The engine's rule numbers are Wagram's own; on paper they say so, beside the series' 9.0.
std::string wagramRule(const std::string& rule) {
    return rule.rfind("Wagram", 0) == 0 ? rule : "Wagram " + rule;
}

std::string titleOf(const json& side) {
    return side.is_string() ? sideTitle(parseSide(side.get<std::string>())) : "none";
}

// Where the game stands: the turn, the step, the Phase player, the markers and the VP.
ExportTable standing(const json& v) {
    ExportTable t{"Where the game stands", "", {"What", "Now", "Rule"}, {}, {}};
    std::string turn = std::to_string(v["turn"].get<int>()) + " of " +
                       std::to_string(v["first_turn"].get<int>()) + "-" +
                       std::to_string(v["last_turn"].get<int>());
    if (!str(v, "turn_label").empty()) turn += " (" + str(v, "turn_label") + ")";
    t.rows.push_back({"Turn", turn, "Wagram 5"});
    t.rows.push_back({"Step", str(v, "step_title"), str(v, "step_rule")});
    t.rows.push_back({"Phase player", titleOf(v["phase_player"]), "Wagram 6"});
    if (v["previous_phase_player"].is_string())
        t.rows.push_back(
            {"Rounds in a row",
             titleOf(v["previous_phase_player"]) + ", " + std::to_string(v["run"].get<int>()),
             "Wagram 6"});
    for (const char* side : {"french", "austrian"})
        t.rows.push_back({sideTitle(parseSide(side)) + " Round marker",
                          "box " + std::to_string(v["round_markers"][side].get<int>()),
                          "Wagram 11"});
    for (const char* side : {"french", "austrian"})
        t.rows.push_back({sideTitle(parseSide(side)) + " VP",
                          std::to_string(v["vp"][side].get<int>()), "Wagram 12.3"});
    if (v.contains("winner")) t.rows.push_back({"Winner", titleOf(v["winner"]), "Wagram 4"});
    for (const auto& u : v["unfinished"])
        t.notes.push_back("Due now: " + u.get<std::string>());
    return t;
}

// One side's Orders Table (Wagram 7): every box and the markers in it, as the viewer sees them.
ExportTable ordersTable(const json& v, Side side) {
    const json& table = v["orders_tables"][sideName(side)];
    ExportTable t{sideTitle(side) + " Orders Table (Wagram 7)",
                  sideName(side),
                  {"Box", "Corps marker", "Face"},
                  {},
                  {}};
    const auto marker = [&](const std::string& box, const json& m) {
        if (m.is_null()) {
            t.rows.push_back({box, "empty", ""});
            return;
        }
        t.rows.push_back({box, str(m, "name"), m["face_up"].get<bool>() ? "up" : "down"});
    };
    for (std::size_t i = 0; i < table["orders"].size(); ++i)
        marker("Order " + std::to_string(i + 1), table["orders"][i]);
    marker("Reaction (Wagram 7.2)", table["reaction"]);
    for (const auto& m : table["available"])
        marker("Available", m);
    for (const auto& m : table["activated"])
        marker("Activated", m);
    for (const auto& m : table["admin"])
        marker("Administrative Movement (Wagram 12.1)", m);
    if (!table["placed"].get<bool>()) t.notes.push_back("Not filled yet (Wagram 12.5).");
    if (table["reaction_left_over"].get<bool>())
        t.notes.push_back("The Reaction marker failed its roll: it must be the next Order 3 "
                          "(Wagram 7.2).");
    return t;
}

// 12.3: every VP entry, the totals, and what 4 makes of them.
ExportTable ledger(const json& v) {
    ExportTable t{"VP ledger (Wagram 12.3)", "", {"Turn", "Side", "VP", "Reason", "Rule"}, {}, {}};
    for (const auto& e : v["ledger"])
        t.rows.push_back({std::to_string(e["turn"].get<int>()), titleOf(e["side"]),
                          std::to_string(e["points"].get<int>()), str(e, "reason"),
                          wagramRule(str(e, "rule"))});
    const int french = v["vp"]["french"].get<int>(), austrian = v["vp"]["austrian"].get<int>();
    t.rows.push_back({"", "French", std::to_string(french), "Total", "Wagram 12.3"});
    t.rows.push_back({"", "Austrian", std::to_string(austrian), "Total", "Wagram 12.3"});
    t.rows.push_back({"", "", std::to_string(french - austrian),
                      "French less Austrian; the French win with " +
                          std::to_string(v["french_wins_by"].get<int>()) + " or more",
                      "Wagram 4"});
    if (v.contains("winner"))
        t.rows.push_back({"", titleOf(v["winner"]), "", "Winner", "Wagram 4"});
    return t;
}

// 12.3, 14.x: the scenario's options, the VP each gives the other side, and those taken.
ExportTable options(const json& v) {
    ExportTable t{
        "Options", "", {"Option", "Side", "VP to the other side", "Taken", "Rule"}, {}, {}};
    for (const auto& o : v["options"])
        t.rows.push_back({str(o, "title"), titleOf(o["side"]),
                          std::to_string(o["vp_to_opponent"].get<int>()),
                          o["taken"].get<bool>() ? "yes" : "no", wagramRule(str(o, "rule"))});
    if (t.rows.empty()) t.notes.push_back("This scenario has no options.");
    return t;
}

// The dice as Wagram's actions record them: one roll, or the two initiative dice (6).
std::string diceOf(const Action& a) {
    if (a.kind == wagram::kinds::Initiative)
        return "French " + std::to_string(a.payload.value("french", 0)) + ", Austrian " +
               std::to_string(a.payload.value("austrian", 0));
    return "roll " + std::to_string(a.payload.value("roll", 0));
}

// Every roll of the game, oldest first, taken back or not; all of Wagram's are public.
ExportTable rolls(const GameSession& s, const ExportRequest& r) {
    ExportTable t{
        "Roll log", "", {"No.", "Written (UTC)", "Chart", "Dice", "Result", "In force"}, {}, {}};
    const std::set<std::int64_t> inForce = inForceSeqs(s);
    const ViewerNumbers numbers(s.game().log().all(), r.viewer); // 9.0: no gaps
    for (const Action* a : s.history(r.viewer)) {
        const auto on = rollIn(*a);
        if (!on) continue;
        t.rows.push_back({std::to_string(numbers.number(a->seq)), a->at, on->title, diceOf(*a),
                          a->summary, inForce.count(a->seq) > 0 ? "yes" : "no"});
    }
    if (t.rows.empty()) t.notes.push_back("No rolls recorded in this game.");
    return t;
}

} // namespace

ExportDocument wagramExportDocument(const GameSession& s, const ExportRequest& r) {
    const auto& st = dynamic_cast<const wagram::WagramState&>(s.game().moduleState());
    const json v = st.view(r.viewer); // 9.0: the engine's view, never the whole state
    const json& info = s.file().info();
    ExportDocument d;
    d.game = str(info, "title");
    const std::string title = str(v["scenario"], "title");
    d.scenario = "Scenario " + str(v["scenario"], "number") +
                 (d.game.find(title) == std::string::npos ? ", " + title : "");
    d.turn = "turn " + std::to_string(v["turn"].get<int>()) +
             (str(v, "turn_label").empty() ? "" : " (" + str(v, "turn_label") + ")");
    d.forWhom =
        r.viewer ? "the " + sideTitle(*r.viewer) + " player" : "the umpire (both sides, 9.0)";
    switch (r.what) {
    case ExportWhat::OrdersTables:
        d.title = "Orders Tables";
        d.tables.push_back(standing(v));
        d.tables.push_back(ordersTable(v, Side::French));
        d.tables.push_back(ordersTable(v, Side::Austrian));
        break;
    case ExportWhat::VpLedger:
        d.title = "VP ledger";
        d.tables.push_back(ledger(v));
        d.tables.push_back(options(v));
        break;
    case ExportWhat::Rolls:
        d.title = "Roll log";
        d.tables.push_back(rolls(s, r));
        break;
    default:
        d.title = "History";
        d.tables.push_back(historyTable(s, r));
        break;
    }
    return d;
}

} // namespace adc
