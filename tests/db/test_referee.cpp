// The engine is the referee (#31): what a player did not decide is worked out again on apply
// and on replay, whoever wrote it: the app, adc, a seat of the host, or a text editor. Each
// forgery below is refused naming the field and the rule, and leaves the file and the host's
// game as they were.
#include "host_fixture.h"

#include "adc/chances.h"
#include "adc/dice_exchange.h"
#include "adc/errors.h"
#include "adc/module_start.h"
#include "adc/resolver.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace adc::test {

namespace {

// What every program opens a game with: the tables and the players' charts, so the game
// has its referee.
ModuleData refereed() {
    return {ADC_TABLES_DIR, &frenchOob(), &austrianOob(),
            nullptr,        nullptr,      [] { return &shipped(); }};
}

// A game of scenario 5.1 (the Austrian moves first, AE 5.1) stepped on `steps` times.
void writeScenarioGame(const std::string& path, int steps) {
    createScenarioGame(path, catalog(), catalog().find("5.1"), Variants{}, "refereed",
                       "two-players");
    GameSession s = GameSession::open(path, refereed());
    for (int i = 0; i < steps; ++i)
        s.performAll([&, done = false](const Game& g) mutable {
            if (std::exchange(done, true)) return std::vector<Action>{};
            return nextStepActions(sequence(), g.state(), &catalog(), &catalog().find("5.1"));
        });
}

std::int64_t lastOfKind(const std::string& path, const std::string& kind) {
    SQLite::Database db(path, SQLite::OPEN_READONLY);
    SQLite::Statement q(db, "SELECT max(seq) FROM actions WHERE kind = ?");
    q.bind(1, kind);
    q.executeStep();
    return q.getColumn(0).getInt64();
}

std::string payloadOf(const std::string& path, std::int64_t seq) {
    SQLite::Database db(path, SQLite::OPEN_READONLY);
    SQLite::Statement q(db, "SELECT payload FROM actions WHERE seq = ?");
    q.bind(1, static_cast<int64_t>(seq));
    q.executeStep();
    return q.getColumn(0).getString();
}

// Opens `path` as every program does; expects the refusal, the file unchanged.
std::string refusedOnOpen(const std::string& path) {
    const std::string before = bytes(path);
    try {
        GameSession::open(path, refereed());
        ADD_FAILURE() << path << " opened";
    } catch (const GameFileError& e) {
        EXPECT_EQ(bytes(path), before);
        return e.what();
    } catch (const InvalidInput& e) {
        EXPECT_EQ(bytes(path), before);
        return e.what();
    }
    return {};
}

void setInfo(const std::string& path, const std::string& jsonPath, const std::string& value) {
    rawExec(path, "UPDATE meta SET value = json_set(value, '" + jsonPath + "', json('" + value +
                      "')) WHERE key = 'info'");
}

} // namespace

// 8.1: a forged last advance ("turn 17" while the game stands at turn 1) no longer moves the
// clock that `order points` and `game where` read: the file is refused, naming the field.
TEST(Referee, Rule8_1_AnAdvanceForgedInTheFileIsRefusedOnOpen) {
    TempDir dir("adc-referee-advance");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 3);
    const std::int64_t last = lastOfKind(p, "advance");
    json forged = json::parse(payloadOf(p, last));
    forged["turn"] = 17;
    forgeAction(p, last, "advance", "", forged.dump());
    const std::string why = refusedOnOpen(p);
    EXPECT_NE(why.find("action #" + std::to_string(last) + " (advance)"), std::string::npos) << why;
    EXPECT_NE(why.find("its turn is 17"), std::string::npos) << why;
    EXPECT_NE(why.find("8.1"), std::string::npos) << why;
}

// 8.1: every field of the position is the engine's, not only the turn.
TEST(Referee, Rule8_1_EachFieldOfAnAdvanceIsWorkedOutAgain) {
    TempDir dir("adc-referee-advance-fields");
    for (const auto& [key, value] :
         std::vector<std::pair<std::string, json>>{{"step", "fire"},
                                                   {"phasing", "french"},
                                                   {"player_turn", 1},
                                                   {"night", true},
                                                   {"date", "1809-05-23"},
                                                   {"to", "the end of the game"}}) {
        const std::string p = dir.file(key + ".adc");
        writeScenarioGame(p, 2);
        const std::int64_t last = lastOfKind(p, "advance");
        json forged = json::parse(payloadOf(p, last));
        forged[key] = value;
        forgeAction(p, last, "advance", "", forged.dump());
        const std::string why = refusedOnOpen(p);
        EXPECT_NE(why.find("its " + key + " is"), std::string::npos) << key << ": " << why;
    }
}

// 8.1: "Next step" names the step the player saw; a second one from the same step (a second
// click, the other laptop) is refused instead of moving the game on twice.
TEST(Referee, Rule8_1_ASecondNextStepFromTheSameStepIsRefused) {
    TempDir dir("adc-referee-twice");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 1);
    GameSession s = GameSession::open(p, refereed());
    const std::vector<Action> seen =
        nextStepActions(sequence(), s.state(), &catalog(), &catalog().find("5.1"));
    s.perform(seen.front());
    const int steps = s.state().stepsTaken();
    const std::size_t logged = s.game().log().all().size();
    try {
        s.perform(seen.front());
        ADD_FAILURE() << "the same step was taken twice";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("taken already"), std::string::npos) << e.what();
    }
    EXPECT_EQ(s.state().stepsTaken(), steps);
    EXPECT_EQ(s.game().log().all().size(), logged);
    EXPECT_EQ(GameSession::open(p, refereed()).game().log().all().size(), logged);
}

// 8.1, from a seat: an advance saying "turn 5, French, movement" is refused by the host.
TEST_F(HostGame, Rule8_1_AForgedAdvanceFromASeatIsRefused) {
    Seat& french = joined(1, host->codes().french, "french-seat-1");
    const std::size_t before = host->session().game().log().all().size();
    const json r = french.act(Action{0,
                                     "advance",
                                     "",
                                     {{"to", "movement"},
                                      {"turn", 5},
                                      {"player_turn", 0},
                                      {"step", "movement"},
                                      {"phasing", "french"}},
                                     "",
                                     ""});
    ASSERT_EQ(r["type"], "refused") << r.dump();
    EXPECT_NE(r["error"].get<std::string>().find("8.1"), std::string::npos) << r.dump();
    EXPECT_EQ(host->session().game().log().all().size(), before);
}

// 8.1: two seats click "Next step" on the same step at once: one advance is recorded.
TEST_F(HostGame, Rule8_1_TwoSimultaneousNextStepsRecordOneAdvance) {
    Seat& french = joined(1, host->codes().french, "french-seat-1");
    Seat& austrian = joined(2, host->codes().austrian, "austrian-seat-1");
    const int steps = host->session().state().stepsTaken();
    // Both asked from the step their screens showed, before either heard of the other.
    const std::vector<Action> fromFrench =
        nextStepActions(sequence(), french.state(), &catalog(), &catalog().find("5.1"));
    const std::vector<Action> fromAustrian =
        nextStepActions(sequence(), austrian.state(), &catalog(), &catalog().find("5.1"));
    EXPECT_EQ(austrian.act(fromAustrian)["type"], "done");
    const json second = french.act(fromFrench);
    ASSERT_EQ(second["type"], "refused") << second.dump();
    EXPECT_NE(second["error"].get<std::string>().find("taken already"), std::string::npos);
    EXPECT_EQ(host->session().state().stepsTaken(), steps + 1);
}

// 9.0, 10.2g: the French seat may not roll the Austrian's initiative by naming the Austrian
// side inside a public record (Hiller's one attempt of the turn used up, a loose cannon for
// the French to order).
TEST_F(HostGame, Rule9_0_ASeatCannotDecideForTheOtherSideThroughThePayload) {
    Seat& french = joined(1, host->codes().french, "french-seat-1");
    Seat& austrian = joined(2, host->codes().austrian, "austrian-seat-1");
    ASSERT_EQ(
        austrian.act(Action{
            0, "set-rating", "austrian", {{"leader", "hiller"}, {"rating", 2}}, "", ""})["type"],
        "done");
    austrian.stepTo("initiative", Side::Austrian);
    const Action forged{0,
                        "initiative",
                        "",
                        {{"leader", "hiller"},
                         {"result", "loose_cannon"},
                         {"roll", 66},
                         {"side", "austrian"},
                         {"resolution", json::object()}},
                        "",
                        ""};
    const json r = french.act(forged);
    ASSERT_EQ(r["type"], "refused") << r.dump();
    EXPECT_NE(r["error"].get<std::string>().find("the Austrian side's to decide (9.0)"),
              std::string::npos)
        << r.dump();
    EXPECT_TRUE(host->session().state().command().initiativeAttempts().empty());
}

// 9.0, 10.2g: a loose cannon is public and any other initiative result secret; the record's
// side follows from its result, in a file as from a seat.
TEST(Referee, Rule10_2g_AnInitiativeRollsSecrecyFollowsItsResult) {
    Game g(frenchOob(), austrianOob());
    for (const auto& [side, payload, why] : std::vector<std::tuple<std::string, json, std::string>>{
             {"",
              {{"leader", "hiller"}, {"result", "no_effect"}, {"roll", 33}, {"side", "austrian"}},
              "the rolling side's secret"},
             {"austrian",
              {{"leader", "hiller"}, {"result", "loose_cannon"}, {"roll", 66}},
              "told to both sides"},
             {"austrian",
              {{"leader", "hiller"}, {"result", "initiative"}, {"roll", 11}, {"side", "french"}},
              "not again in its payload"}}) {
        try {
            g.prepare(Action{0, "initiative", side, payload, "", ""});
            ADD_FAILURE() << payload.dump();
        } catch (const InvalidInput& e) {
            EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
        }
    }
    try {
        g.prepare(Action{
            0,
            "loose-cannon-order",
            "french",
            {{"leader", "hiller"}, {"side", "austrian"}, {"type", "non-attack"}, {"text", "t"}},
            "",
            ""});
        ADD_FAILURE() << "a secret loose cannon order";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("10.2g"), std::string::npos) << e.what();
    }
}

// 9.0: an undo names the action the player saw; when another came first, nothing is undone.
TEST(Referee, Rule9_0_TwoUndosOfTheSameActionTakeBackOnlyOne) {
    TempDir dir("adc-referee-undo");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    GameSession s = GameSession::open(p, refereed());
    s.perform(markAction("austrian", "11-1-1", 1));
    s.perform(markAction("austrian", "17-1-1", 1));
    const std::int64_t seen = *s.game().log().undoTarget();
    s.undo(Side::Austrian, seen);
    try {
        s.undo(Side::Austrian, seen); // the same click again
        ADD_FAILURE() << "a second undo took back another action";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("no longer the one you saw"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(s.state().losses(Side::Austrian).casualtyTrack(), 1);
}

// 9.0: an undo in a file whose `by` was changed to the other side is refused on open: that
// side may not take back the other's secret mark.
TEST(Referee, Rule9_0_AnUndoWhoseAskerWasForgedIsRefusedOnOpen) {
    TempDir dir("adc-referee-undo-by");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    {
        GameSession s = GameSession::open(p, refereed());
        s.perform(markAction("austrian", "11-1-1", 2));
        s.undo(Side::Austrian);
    }
    const std::int64_t undo = lastOfKind(p, "undo");
    json forged = json::parse(payloadOf(p, undo));
    forged["by"] = "french";
    forgeAction(p, undo, "undo", "austrian", forged.dump());
    const std::string why = refusedOnOpen(p);
    EXPECT_NE(why.find("(undo)"), std::string::npos) << why;
    EXPECT_NE(why.find("9.0"), std::string::npos) << why;
    // And its side made public, which would show the Austrian's mark to the French (9.0).
    forged["by"] = "austrian";
    forgeAction(p, undo, "undo", "", forged.dump());
    EXPECT_NE(refusedOnOpen(p).find("its side is \"\""), std::string::npos);
}

// AE 5.x, 16.4: a scenario game's settings are the scenario's: an edited first turn, first
// player, schedule or an unknown scenario is refused on open, naming the setting.
TEST(Referee, RuleAE5_1_EditedScenarioSettingsAreRefusedOnOpen) {
    TempDir dir("adc-referee-settings");
    const std::vector<std::tuple<std::string, std::string, std::string>> cases{
        {"$.first_turn", "\"one\"", "first_turn"},
        {"$.first_player", "\"french\"", "first_player"},
        {"$.scenario", "\"no-such-scenario\"", "no-such-scenario"},
        {"$.in_play.french[0].brigades[0]", "\"Vecsey\"", "in_play"},
    };
    for (const auto& [at, value, named] : cases) {
        const std::string p = dir.file("g.adc");
        fs::remove(p);
        writeScenarioGame(p, 0);
        setInfo(p, at, value);
        const std::string why = refusedOnOpen(p);
        EXPECT_NE(why.find(named), std::string::npos) << at << ": " << why;
    }
}

// 10.1i, 10.1a: a pre-set order's method and sender, when the record gives them, are real.
TEST(Referee, Rule10_1i_APresetOrdersMethodAndSenderAreChecked) {
    TempDir dir("adc-referee-preset");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    const std::int64_t preset = lastOfKind(p, "order-preset");
    ASSERT_GT(preset, 0);
    SQLite::Database db(p, SQLite::OPEN_READONLY);
    SQLite::Statement q(db, "SELECT side, payload FROM actions WHERE seq = ?");
    q.bind(1, static_cast<int64_t>(preset));
    q.executeStep();
    const std::string side = q.getColumn(0).getString();
    const json original = json::parse(q.getColumn(1).getString());
    json forged = original;
    forged["method"] = "XX";
    forgeAction(p, preset, "order-preset", side, forged.dump());
    EXPECT_NE(refusedOnOpen(p).find("AO, AW or IPO"), std::string::npos);
    forged = original;
    forged["sender"] = side == "french" ? "charles" : "napoleon";
    forgeAction(p, preset, "order-preset", side, forged.dump());
    EXPECT_NE(refusedOnOpen(p).find("is sent by a leader of the"), std::string::npos);
}

// AE 5.0: pre-game losses are permanent casualties of the game's own scenario.
TEST(Referee, RuleAE5_0_APreGameMarkIsOfTheGamesScenarioAndCasualtiesOnly) {
    TempDir dir("adc-referee-pregame");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    GameSession s = GameSession::open(p, refereed());
    for (const auto& [payload, why] : std::vector<std::pair<json, std::string>>{
             {{{"unit", "11-1-1"}, {"casualties", 1}, {"stragglers", 1}, {"pre_game", "5.1"}},
              "never stragglers"},
             {{{"unit", "11-1-1"}, {"casualties", 1}, {"pre_game", "5.3"}}, "scenario 5.3"}}) {
        try {
            s.perform(Action{0, "mark", "austrian", payload, "", ""});
            ADD_FAILURE() << payload.dump();
        } catch (const InvalidInput& e) {
            EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
        }
    }
    EXPECT_EQ(s.state().losses(Side::Austrian).casualtyTrack(), 0);
}

} // namespace adc::test

namespace adc::test {

namespace {

Action rated(Side side, const std::string& leader, int r) {
    return {0, "set-rating", sideName(side), {{"leader", leader}, {"rating", r}}, "", ""};
}

// The Austrian seat, its leaders rated from their counters (5.1: the Austrian moves first).
Seat& austrianSeat(HostGame& h) {
    Seat& s = h.joined(2, h.host->codes().austrian, "austrian-seat-1");
    for (const auto& [leader, r] : std::vector<std::pair<std::string, int>>{
             {"charles", 3}, {"hiller", 2}, {"hohenzollern", 2}, {"bellegarde", 3}})
        EXPECT_EQ(s.act(rated(Side::Austrian, leader, r))["type"], "done");
    return s;
}

OrderDraft aideOrder(const std::string& receiver, int mp) {
    OrderDraft d = orderDraft(Side::Austrian, "charles", receiver, "attack", "AW");
    d.mp = mp;
    return d;
}

std::string refusal(const json& r) {
    EXPECT_EQ(r["type"], "refused") << r.dump();
    return r.value("error", std::string());
}

} // namespace

// 10.1b, 10.1e: an Austrian order sent with cost 0, no delivery time and 99 points is not
// recorded: the host works out the cost, the allowance and the delivery itself.
TEST_F(HostGame, Rule10_1b_AnOrdersCostAndDeliveryAreTheStaffsNotTheSeats) {
    Seat& austrian = austrianSeat(*this);
    const std::size_t before = host->session().game().log().all().size();
    const Action honest = austrian.staff().writeOrder(aideOrder("2-corps", 7));
    for (const auto& [field, forged, rule] : std::vector<std::tuple<std::string, int, std::string>>{
             {"cost", 0, "10.1b"}, {"allowance", 99, "10.1b"}, {"transit_turns", 0, "10.1e"}}) {
        Action a = honest;
        a.payload[field] = forged;
        const std::string why = refusal(austrian.act(a));
        EXPECT_NE(why.find("its " + field + " is " + std::to_string(forged)), std::string::npos)
            << why;
        EXPECT_NE(why.find(rule), std::string::npos) << why;
    }
    EXPECT_EQ(host->session().game().log().all().size(), before);
    EXPECT_EQ(austrian.act(honest)["type"], "done"); // the staff's own figures go through
}

// 10.1f: an acceptance result the seat wrote itself is not recorded; the roll it made is
// read again off the Acceptance Table.
TEST_F(HostGame, Rule10_1f_AnAcceptanceResultIsReadAgainFromTheRoll) {
    Seat& austrian = austrianSeat(*this);
    OrderDraft d = orderDraft(Side::Austrian, "charles", "6-corps", "non-attack", "IPO");
    d.inPerson = true;
    ASSERT_EQ(austrian.act(austrian.staff().writeOrder(d))["type"], "done");
    austrian.stepTo("new-order-acceptance", Side::Austrian);
    const Action honest =
        austrian.staff().rollAcceptance(Side::Austrian, 6, DiceChoice{11, std::nullopt});
    Action forged = honest;
    forged.payload["result"] = honest.payload["result"] == "A" ? "Dt" : "A";
    const std::string why = refusal(austrian.act(forged));
    EXPECT_NE(why.find("its result is"), std::string::npos) << why;
    EXPECT_NE(why.find("10.1f"), std::string::npos) << why;
    // The dice changed under the result: the same refusal.
    // The dice changed beside their resolution: refused too.
    forged = honest;
    forged.payload["roll"] = 66;
    EXPECT_NE(refusal(austrian.act(forged)).find("its roll is 66"), std::string::npos);
    // Dice on a cell the host's charts do not know: the host asks for the cell (its player
    // reads it off the printed chart) instead of taking the seat's word for it.
    forged = austrian.staff().rollAcceptance(Side::Austrian, 6, DiceChoice{11, std::nullopt});
    forged.payload["roll"] = 66;
    forged.payload["resolution"]["roll"] = 66;
    forged.payload["resolution"]["dice"][0]["value"] = 66;
    const std::string ask = refusal(austrian.act(forged));
    EXPECT_NE(ask.find("Acceptance Table"), std::string::npos) << ask;
    EXPECT_EQ(austrian.act(honest)["type"], "done");
}

// 10.2d: an initiative result is the Initiative Table's for the roll and the leader's rating.
TEST_F(HostGame, Rule10_2d_AnInitiativeResultIsReadAgainFromTheRoll) {
    Seat& austrian = austrianSeat(*this);
    austrian.stepTo("initiative", Side::Austrian);
    const Action honest =
        austrian.staff().rollInitiative(Side::Austrian, "hiller", DiceChoice{64, std::nullopt});
    Action forged = honest;
    forged.payload["result"] =
        honest.payload["result"] == "initiative" ? "no_effect" : "initiative";
    const std::string why = refusal(austrian.act(forged));
    EXPECT_NE(why.find("10.2d"), std::string::npos) << why;
    EXPECT_TRUE(host->session().state().command().initiativeAttempts().empty());
}

// 5.3: a fire roll of 46 recorded with a result of its own ("9(9)") is refused, through the
// game as through a hand-edited file.
TEST(Referee, Rule5_3_ARollsResultIsReadAgainFromItsInputsAndDice) {
    TempDir dir("adc-referee-roll");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    const json inputs{{"firer", json::array({"line:A:1", "line:A:1"})}, {"roll", "46"}};
    const ResolveOutcome out =
        resolve(shipped(), "fire", {{"firer", "line:A:1"}, {"firer", "line:A:1"}, {"roll", "46"}});
    json result = toJson(out.resolution);
    {
        GameSession s = GameSession::open(p, refereed());
        json forged = result;
        forged["result"] = "9(9)";
        try {
            s.perform(Action{0,
                             "roll",
                             "austrian",
                             {{"resolver", "fire"}, {"inputs", inputs}, {"result", forged}},
                             "",
                             ""});
            ADD_FAILURE() << "a forged fire result was recorded";
        } catch (const InvalidInput& e) {
            EXPECT_NE(std::string(e.what()).find("resolution's result is \"9(9)\""),
                      std::string::npos)
                << e.what();
        }
        s.perform(Action{0,
                         "roll",
                         "austrian",
                         {{"resolver", "fire"}, {"inputs", inputs}, {"result", result}},
                         "",
                         ""});
    }
    // In the file: the result rewritten, its checksum with it.
    const std::int64_t roll = lastOfKind(p, "roll");
    json stored = json::parse(payloadOf(p, roll));
    stored["result"]["casualties"] = 9;
    forgeAction(p, roll, "roll", "austrian", stored.dump());
    const std::string why = refusedOnOpen(p);
    EXPECT_NE(why.find("(roll)"), std::string::npos) << why;
    EXPECT_NE(why.find("5.3"), std::string::npos) << why;
    // And a secret roll made public, or moved to the other side's charts: 9.0a.
    stored = json::parse(payloadOf(p, roll));
    forgeAction(p, roll, "roll", "", stored.dump());
    const std::string leak = refusedOnOpen(p);
    EXPECT_NE(leak.find("9.0a"), std::string::npos) << leak;
}

// 10.1b in a hand-edited file: the cost rewritten (and its checksum with it) refuses the
// file on open, naming the action and the field.
TEST(Referee, Rule10_1b_AnOrdersCostEditedInTheFileIsRefusedOnOpen) {
    TempDir dir("adc-referee-cost");
    const std::string p = dir.file("g.adc");
    writeScenarioGame(p, 0);
    {
        GameSession s = GameSession::open(p, refereed());
        for (const auto& [leader, r] :
             std::vector<std::pair<std::string, int>>{{"charles", 3}, {"hohenzollern", 2}})
            s.perform(rated(Side::Austrian, leader, r));
        s.perform(Staff(s.state(), shipped()).writeOrder(aideOrder("2-corps", 7)));
    }
    const std::int64_t order = lastOfKind(p, "order-write");
    json forged = json::parse(payloadOf(p, order));
    forged["cost"] = 0;
    forgeAction(p, order, "order-write", "austrian", forged.dump());
    const std::string why = refusedOnOpen(p);
    EXPECT_NE(why.find("action #" + std::to_string(order) + " (order-write)"), std::string::npos)
        << why;
    EXPECT_NE(why.find("its cost is 0"), std::string::npos) << why;
}

} // namespace adc::test

namespace adc::test {

namespace {

// A value that is not `v`, of its type.
json otherThan(const json& v) {
    if (v.is_boolean()) return !v.get<bool>();
    if (v.is_number_integer()) return v.get<std::int64_t>() + 1;
    if (v.is_string())
        return v == "french" ? "austrian" : v == "austrian" ? "french" : "X" + v.get<std::string>();
    return json();
}

// What a careful forger edits in a file, per kind: every field the engine works out.
const std::map<std::string, std::vector<std::string>>& derivedFields() {
    static const std::map<std::string, std::vector<std::string>> f{
        {"advance", {"from", "to", "turn", "player_turn", "step", "phasing", "night", "date"}},
        {"order-write", {"cost", "allowance", "transit_turns"}},
        {"order-accept", {"result", "roll"}},
        {"initiative", {"result", "roll"}},
        {"undo", {"target", "by"}},
        {"roll", {"result"}},
    };
    return f;
}

} // namespace

// #31's corpus in a hand-edited file: a game of 5.1 played through its first Command Phase
// (orders written, initiative, acceptance, a mark taken back, a fire roll), then each field
// the engine works out, and each action's side, edited in turn with the checksum made to
// match. Every forgery is refused on open, the file left as it was.
TEST(Referee, Rule5_3_EveryWorkedOutFieldForgedInAFileIsRefused) {
    TempDir dir("adc-referee-corpus");
    const std::string played = dir.file("played.adc");
    writeScenarioGame(played, 0);
    {
        GameSession s = GameSession::open(played, refereed());
        for (const auto& [leader, r] : std::vector<std::pair<std::string, int>>{
                 {"charles", 3}, {"hiller", 2}, {"hohenzollern", 2}, {"bellegarde", 3}})
            s.perform(rated(Side::Austrian, leader, r));
        const auto staff = [&] { return Staff(s.state(), shipped()); };
        s.perform(staff().writeOrder(aideOrder("2-corps", 7)));
        OrderDraft ipo = orderDraft(Side::Austrian, "charles", "6-corps", "non-attack", "IPO");
        ipo.inPerson = true;
        s.perform(staff().writeOrder(ipo));
        s.perform(markAction("austrian", "11-1-1", 2));
        s.undo(Side::Austrian);
        const auto step = [&] {
            s.performAll([&, done = false](const Game& g) mutable {
                if (std::exchange(done, true)) return std::vector<Action>{};
                return nextStepActions(sequence(), g.state(), &catalog(), &catalog().find("5.1"));
            });
        };
        step(); // attack-stoppage
        step(); // initiative
        s.perform(staff().rollInitiative(Side::Austrian, "hiller", DiceChoice{64, std::nullopt}));
        step(); // delay reduction
        step(); // new order acceptance
        s.perform(staff().rollAcceptance(Side::Austrian, 7, DiceChoice{11, std::nullopt}));
        const ResolveOutcome fire = resolve(
            shipped(), "fire", {{"firer", "line:A:1"}, {"firer", "line:A:1"}, {"roll", "46"}});
        s.perform(
            Action{0,
                   "roll",
                   "french",
                   {{"resolver", "fire"},
                    {"inputs", {{"firer", json::array({"line:A:1", "line:A:1"})}, {"roll", "46"}}},
                    {"result", toJson(fire.resolution)}},
                   "",
                   ""});
    }
    const std::vector<Action> log = GameSession::open(played, refereed()).game().log().all();
    int tried = 0, refused = 0;
    std::set<std::string> kinds;
    const auto forge = [&](const Action& a, const std::string& side, const json& payload,
                           const std::string& what) {
        const std::string p = dir.file("forged.adc");
        fs::remove(p);
        fs::copy_file(played, p);
        forgeAction(p, a.seq, a.kind, side, payload.dump());
        ++tried;
        const std::string before = bytes(p);
        try {
            GameSession::open(p, refereed());
            ADD_FAILURE() << "#" << a.seq << " " << a.kind << " " << what << " was accepted";
        } catch (const GameFileError& e) {
            ++refused;
            EXPECT_NE(std::string(e.what()).find("action #" + std::to_string(a.seq)),
                      std::string::npos)
                << e.what();
        }
        EXPECT_EQ(bytes(p), before);
    };
    for (const Action& a : log) {
        if (const auto f = derivedFields().find(a.kind); f != derivedFields().end())
            for (const std::string& field : f->second) {
                if (!a.payload.contains(field) && field != "by") continue;
                json p = a.payload;
                if (field == "result" && a.kind == "roll")
                    p["result"]["casualties"] = otherThan(p["result"]["casualties"]);
                else if (field == "by")
                    p["by"] = a.side == "french" ? "austrian" : "french";
                else
                    p[field] = otherThan(p[field]);
                kinds.insert(a.kind);
                forge(a, a.side, p, field);
            }
        // 9.0: a secret made public, or moved to the other side.
        if (a.kind == "initiative" || a.kind == "order-accept" || a.kind == "roll" ||
            a.kind == "order-write" || a.kind == "undo") {
            forge(a, "", a.payload, "made public");
            // (Whose units a fire roll hit is the players' word, `side=`: the chart's inputs
            // do not say it, so a recorded roll moved to the other side is not caught.)
            if (a.kind != "roll")
                forge(a, a.side == "french" ? "austrian" : "french", a.payload, "moved");
        }
    }
    EXPECT_EQ(kinds.size(), derivedFields().size()) << "a kind of the corpus was not played";
    EXPECT_EQ(refused, tried);
    std::cout << "forged files tried: " << tried << ", refused: " << refused << '\n';
}

} // namespace adc::test

namespace adc::test {

// 5.3: the app's dice of a seat's action are thrown by the host; the seat's seed is never
// taken (a seat could otherwise try seeds until one gave the result it wanted). The dice a
// player typed from the table are kept as typed.
TEST_F(HostGame, Rule5_3_TheHostThrowsTheAppsDiceOfASeatsAction) {
    Seat& austrian = austrianSeat(*this);
    austrian.stepTo("initiative", Side::Austrian);
    const std::uint64_t chosen = 42;
    const Action asked =
        austrian.staff().rollInitiative(Side::Austrian, "hiller", DiceChoice{std::nullopt, chosen});
    ASSERT_EQ(asked.payload["resolution"]["seed"], chosen);
    const json r = austrian.act(asked);
    ASSERT_EQ(r["type"], "done") << r.dump();
    const Action& recorded = host->session().game().log().all().back();
    ASSERT_EQ(recorded.kind, "initiative");
    EXPECT_NE(recorded.payload["resolution"]["seed"], chosen);
    EXPECT_EQ(r["actions"][0]["payload"]["resolution"]["seed"],
              recorded.payload["resolution"]["seed"]);

    // Typed dice: a roll on the Initiative Table of 64 is recorded as the player threw it.
    const ResolveOutcome out = resolve(shipped(), "initiative", {{"rating", "2"}, {"roll", "64"}});
    const json typed{{"resolver", "initiative"},
                     {"inputs", {{"rating", "2"}, {"roll", "64"}}},
                     {"result", toJson(out.resolution)}};
    ASSERT_EQ(austrian.act(Action{0, "roll", "austrian", typed, "", ""})["type"], "done");
    const Action& kept = host->session().game().log().all().back();
    EXPECT_EQ(kept.payload, typed);
}

// 5.3, #33 item 6: a seat that lets the app throw gives its own value against the host's
// commitment; the host throws from both and records the exchange with the roll. The
// commitment is spent once revealed (the next request with it is refused); a file whose
// exchange was changed afterwards, on the host's side or the seat's, does not open.
TEST_F(HostGame, Rule5_3_ASeatAndItsHostThrowTheAppsDiceTogether) {
    Seat& austrian = austrianSeat(*this);
    std::string commit;
    for (const std::string& text : austrian.raw)
        if (const json m = json::parse(text); m["type"] == "joined" || m["type"] == "done")
            commit = m.value("dice_commit", std::string());
    ASSERT_EQ(commit.size(), 64u);
    austrian.stepTo("initiative", Side::Austrian);
    const Action asked =
        austrian.staff().rollInitiative(Side::Austrian, "hiller", DiceChoice{std::nullopt, 42});
    const std::string mine = diceValue();
    const auto ask = [&](const Action& a, const std::string& value) {
        return austrian.send(
            {{"v", 1},
             {"type", "act"},
             {"request", ++austrian.requests},
             {"actions",
              json::array({{{"kind", a.kind}, {"side", a.side}, {"payload", a.payload}}})},
             {"dice", {{"seat", value}, {"commit", commit}}}});
    };
    const json r = ask(asked, mine);
    ASSERT_EQ(r["type"], "done") << r.dump();
    const Action recorded = host->session().game().log().all().back();
    const DiceExchange x = DiceExchange::fromJson(recorded.payload.at("dice_exchange"));
    EXPECT_EQ(x.commit, commit);
    EXPECT_EQ(x.seat, mine);
    EXPECT_EQ(diceCommitment(x.host), commit); // the value the host had committed to
    EXPECT_EQ(recorded.payload["resolution"]["seed"], x.seed());
    EXPECT_NO_THROW(x.checkFor(commit, mine)); // what the seat checks of the record
    ASSERT_TRUE(r.contains("dice_commit"));
    EXPECT_NE(r["dice_commit"], commit); // a new one for the next roll

    // The spent commitment again, with another value: refused, nothing recorded.
    const std::size_t logged = host->session().game().log().all().size();
    const json again = ask(asked, diceValue());
    EXPECT_EQ(again["type"], "refused") << again.dump();
    EXPECT_NE(again.value("error", "").find("spent"), std::string::npos) << again.dump();
    EXPECT_EQ(host->session().game().log().all().size(), logged);

    // The record changed afterwards: the host's value, or the seat's.
    host.reset();
    for (const char* part : {"host", "seat"}) {
        json forged = recorded.payload;
        forged["dice_exchange"][part] = diceValue();
        const std::string copy = dir.file(std::string("forged-") + part + ".adc");
        std::filesystem::copy_file(path(), copy);
        forgeAction(copy, recorded.seq, recorded.kind, recorded.side, forged.dump());
        std::string why;
        try {
            GameSession::open(copy, hostStart());
        } catch (const GameFileError& e) {
            why = e.what();
        }
        EXPECT_NE(why.find(std::string(part) == "host" ? "committed" : "not thrown from"),
                  std::string::npos)
            << part << ": " << why;
    }
}

} // namespace adc::test

namespace adc::test {

// Old files: a file whose recorded figure the engine reads otherwise (here an order's cost,
// as an older app could have written it) is refused as it stands, naming both values; it
// may be read as recorded (and nothing written to it), or its log taken with the engine's
// values as a new game, which says what changed. The old file is never rewritten.
TEST(Referee, Rule10_1b_AnOldFileIsReadAsRecordedOrRederivedIntoANewGame) {
    TempDir dir("adc-referee-old");
    const std::string p = dir.file("old.adc"), fresh = dir.file("new.adc");
    writeScenarioGame(p, 0);
    int cost = 0;
    {
        GameSession s = GameSession::open(p, refereed());
        for (const auto& [leader, r] :
             std::vector<std::pair<std::string, int>>{{"charles", 3}, {"hohenzollern", 2}})
            s.perform(rated(Side::Austrian, leader, r));
        cost = s.perform(Staff(s.state(), shipped()).writeOrder(aideOrder("2-corps", 7)))
                   .payload["cost"];
        s.perform(markAction("austrian", "11-1-1", 1));
    }
    const std::int64_t at = lastOfKind(p, "order-write");
    json old = json::parse(payloadOf(p, at));
    old["cost"] = 0;
    forgeAction(p, at, "order-write", "austrian", old.dump());
    const std::string before = bytes(p);
    std::string why;
    try {
        GameSession::open(p, refereed());
    } catch (const GameFileError& e) {
        why = e.what();
    }
    EXPECT_NE(why.find("its cost is 0, but the charts give " + std::to_string(cost)),
              std::string::npos)
        << why;

    // As recorded: the figures as the file has them, and nothing written.
    GameSession recorded = GameSession::asRecorded(p, frenchOob(), austrianOob());
    EXPECT_TRUE(recorded.readOnly());
    EXPECT_EQ(recorded.state().command().pointsSpent(Side::Austrian, 1), 0);
    EXPECT_THROW(recorded.perform(markAction("austrian", "17-1-1", 1)), InvalidInput);
    EXPECT_THROW(recorded.undo(), InvalidInput);

    // The engine's values, as a new game: what changed is said, field by field.
    const ModuleData data = refereed();
    const Rederived r = GameSession::rederive(
        p, [&](const GameModule& m, const json& info) { return startState(m, info, data); }, fresh);
    ASSERT_EQ(r.differences.size(), 1u);
    EXPECT_EQ(r.differences[0].seq, at);
    EXPECT_EQ(r.differences[0].field, "cost");
    EXPECT_EQ(r.differences[0].was, 0);
    EXPECT_EQ(r.differences[0].now, cost);
    GameSession taken = GameSession::open(fresh, refereed());
    EXPECT_EQ(taken.state().command().pointsSpent(Side::Austrian, 1), cost);
    EXPECT_EQ(taken.state().losses(Side::Austrian).casualtyTrack(), 1);
    EXPECT_EQ(bytes(p), before); // the old file as it was
    EXPECT_THROW(
        GameSession::rederive(
            p, [&](const GameModule& m, const json& info) { return startState(m, info, data); },
            fresh),
        GameFileError); // never over a file
}

} // namespace adc::test
