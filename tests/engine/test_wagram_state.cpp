// Wagram 1809 played through the engine: the Orders Tables, the Rounds, the VP ledger, each
// checked against the rule it names, and what one side may see of the other's table.
#include "adc/dice.h"
#include "adc/dice_exchange.h"
#include "adc/errors.h"
#include "adc/game.h"
#include "adc/seat_view.h"
#include "adc/wagram/app_dice.h"
#include "adc/wagram/battle_roll.h"
#include "adc/wagram/wagram_game_info.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"
#include "wagram_test_game.h"

#include <gtest/gtest.h>

using namespace adc;
using namespace adc::wagram;
using nlohmann::json;

namespace {

using test::newGame;
using test::play;
using test::scenarios;
using test::state;

Action act(const char* kind, json payload, const std::string& side = "") {
    return {0, kind, side, std::move(payload), {}, {}};
}

// 12.5 for scenario 1: the French keep Davout, Bernadotte and the Guard back.
void placeBoth(Game& g) {
    play(g, kinds::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french");
    play(g, kinds::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian");
}

// The rest of the Round after the initiative: reveal, pick, continue.
void finishRound(Game& g, Side s, const std::string& pick, std::optional<int> roll = {}) {
    play(g, kinds::Reveal, {{"side", sideName(s)}});
    play(g, kinds::Pick, {{"corps", pick}}, sideName(s));
    json c{{"side", sideName(s)}};
    if (roll) c["roll"] = *roll;
    play(g, kinds::Continue, c);
}

std::vector<std::string> ids(const json& markers) {
    std::vector<std::string> out;
    for (const json& m : markers)
        out.push_back(m["corps"].is_null() ? "?" : m["corps"].get<std::string>());
    return out;
}

} // namespace

TEST(WagramScenarios, Wagram14_2And14_3_AsTheRulebookSetsThem) {
    const WagramScenario& s1 = scenarios().find("14.2");
    EXPECT_EQ(s1.firstTurn, 7);
    EXPECT_EQ(s1.lastTurn, 11);
    EXPECT_EQ(s1.initiative, Side::French);
    EXPECT_EQ(s1.continuationBonus(9), Side::French);
    EXPECT_EQ(s1.roundMarkersStart(11), 2); // twilight
    EXPECT_EQ(s1.french.size(), 9u);
    EXPECT_EQ(s1.austrian.size(), 7u); // Reuss only by the option
    const WagramScenario& s2 = scenarios().find("wagram-6-july");
    EXPECT_EQ(s2.initiative, Side::Austrian);
    EXPECT_EQ(s2.continuationBonus(5), Side::Austrian);
    EXPECT_EQ(s2.continuationBonus(6), Side::French);
    EXPECT_EQ(s2.roundMarkersStart(4), 2); // dawn
    EXPECT_TRUE(s2.surprise(4));
    EXPECT_FALSE(s2.surprise(5));
    EXPECT_EQ(s2.startVpFrench, 2);
    EXPECT_EQ(scenarios().frenchWinsBy, 10);
    EXPECT_THROW(scenarios().find("14.9"), InvalidInput);
    // 14.1's set-ups, as printed: a corps with a unit apart, a unit starting with losses.
    EXPECT_EQ(s1.setupFrench[1].text(), "IV/Massena: 173, 176; IV/Legrand in 158");
    EXPECT_EQ(s2.setupFrench[6].text(), "IX/Bernadotte: 121; IX/Dupas on its reduced counter (-2); "
                                        "IX/Zerch flipped (-1); IX/Polenz flipped (-1)");
    EXPECT_EQ(s2.setupAustrian.size(), 9u);
}

// A new game's settings, the same from the CLI and the app: its scenario, the scenario's title
// when none is given, and who plays (9.0 of the series) when said, one of the four ways.
TEST(WagramScenarios, Wagram14_2_ANewGamesSettingsNameItsScenarioAndWhoPlays) {
    const WagramScenario& s = scenarios().find("14.2");
    EXPECT_EQ(wagramGameInfo(s, "", "umpire"), (json{{"game", "wagram-1809"},
                                                     {"game_version", 1},
                                                     {"scenario", s.id},
                                                     {"title", s.title},
                                                     {"play", "umpire"}}));
    const json club = wagramGameInfo(s, "Club", std::nullopt);
    EXPECT_EQ(club["title"], "Club");
    EXPECT_FALSE(club.contains("play"));
    EXPECT_THROW(wagramGameInfo(s, "", "referee"), InvalidInput);
    EXPECT_THROW(wagramGameInfo(s, "", ""), InvalidInput);
}

TEST(WagramState, Wagram12_5_BothTablesFilledGiveTheScenarioSideTheFirstRound) {
    Game g = newGame("14.2");
    EXPECT_EQ(state(g).phase(), Phase::Placement);
    placeBoth(g);
    EXPECT_EQ(state(g).phase(), Phase::Orders); // 6: no initiative, no Reaction in Round 1
    EXPECT_EQ(state(g).phasePlayer(), Side::French);
    const json fr = state(g).view(Side::French)["orders_tables"]["french"];
    EXPECT_EQ(ids(fr["orders"]), (std::vector<std::string>{"IV", "II", "It"}));
    // 14.2: Wrede's VII is always in the Administrative Movement box, beside the pick.
    EXPECT_EQ(ids(fr["admin"]), (std::vector<std::string>{"VII", "R"}));
    EXPECT_EQ(ids(fr["available"]), (std::vector<std::string>{"III", "D", "IX", "Gd"}));
}

TEST(WagramState, Wagram12_5_APlacementOutsideTheRulesChangesNothing) {
    Game g = newGame("14.2");
    const auto refused = [&](json payload, const std::string& side) {
        EXPECT_THROW(g.prepare(act(kinds::Place, std::move(payload), side)), InvalidInput);
    };
    refused({{"orders", {"IV", "IV", "It"}}, {"admin", json::array()}}, "french");    // twice
    refused({{"orders", {"IV", "II", "XX"}}, {"admin", json::array()}}, "french");    // unknown
    refused({{"orders", {"IV", "II", "VII"}}, {"admin", json::array()}}, "french");   // 14.2
    refused({{"orders", {"IV", "II", "It"}}, {"admin", {"R", "D", "Gd"}}}, "french"); // 3 admin
    refused({{"orders", {"IV", "II"}}, {"admin", json::array()}}, "french");          // 2 orders
    refused({{"orders", {"IV", "II", "It"}}, {"admin", json::array()}}, "");          // no side
    EXPECT_EQ(g.log().all().size(), 0u);
    EXPECT_FALSE(state(g).table(Side::French).placed());
}

TEST(WagramState, Wagram7_1_RevealShiftAndASecretPick) {
    Game g = newGame("14.2");
    placeBoth(g);
    // Only the Phase player turns over his Order 1.
    EXPECT_THROW(g.prepare(act(kinds::Reveal, {{"side", "austrian"}})), InvalidInput);
    const Action r = play(g, kinds::Reveal, {{"side", "french"}});
    EXPECT_NE(r.summary.find("IV (Massena) is activated"), std::string::npos) << r.summary;
    // The pick comes from Available only.
    EXPECT_THROW(g.prepare(act(kinds::Pick, {{"corps", "II"}}, "french")), InvalidInput);
    play(g, kinds::Pick, {{"corps", "Gd"}}, "french");
    const json own = state(g).view(Side::French)["orders_tables"]["french"];
    EXPECT_EQ(ids(own["orders"]), (std::vector<std::string>{"II", "It", "Gd"}));
    EXPECT_EQ(ids(own["activated"]), (std::vector<std::string>{"IV"}));
    // The Austrian sees three face-down markers and the revealed IV, nothing more.
    const json seen = state(g).view(Side::Austrian)["orders_tables"]["french"];
    EXPECT_EQ(ids(seen["orders"]), (std::vector<std::string>{"?", "?", "?"}));
    EXPECT_EQ(seen["orders"][2]["name"], "a corps");
    EXPECT_EQ(ids(seen["activated"]), (std::vector<std::string>{"IV"}));
    EXPECT_EQ(seen.dump().find("Gd"), std::string::npos);
    EXPECT_EQ(seen.dump().find("Walther"), std::string::npos);
}

TEST(WagramState, Wagram7_1_ActivatedGoesBackToAvailableAfterTheFirstRound) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd");
    play(g, kinds::Initiative, {{"french", 6}, {"austrian", 1}});
    play(g, kinds::Reveal, {{"side", "french"}});
    const json own = state(g).view(Side::French)["orders_tables"]["french"];
    EXPECT_EQ(ids(own["activated"]), (std::vector<std::string>{"II"}));
    const auto avail = ids(own["available"]);
    EXPECT_NE(std::find(avail.begin(), avail.end(), "IV"), avail.end());
}

TEST(WagramState, Wagram6_TheRunOfRoundsCostsTheSideThatPlayedThem) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd"); // the French have played one Round
    // 6: one Round, -1: French 4 - 1 against Austrian 3, a tie, which goes to the French.
    Action a = play(g, kinds::Initiative, {{"french", 4}, {"austrian", 3}});
    EXPECT_EQ(state(g).phasePlayer(), Side::French) << a.summary;
    EXPECT_NE(a.summary.find("-1"), std::string::npos) << a.summary;
    finishRound(g, Side::French, "III"); // two in a row now
    // 6's example: two Rounds in a row, -2: 5 - 2 loses to 4.
    a = play(g, kinds::Initiative, {{"french", 5}, {"austrian", 4}});
    EXPECT_EQ(state(g).phasePlayer(), Side::Austrian) << a.summary;
    EXPECT_NE(a.summary.find("2 Rounds in a row: -2"), std::string::npos) << a.summary;
}

TEST(WagramState, Wagram7_2_AReactionRoundByTheOtherSide) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd");
    // What is due, as the view tells the page: the Austrian may react (7.2).
    EXPECT_EQ(state(g).reactingSide(), Side::Austrian);
    EXPECT_EQ(state(g).view(Side::French)["due"]["reacting_side"], "austrian");
    // The side that just played may not react; an unavailable corps may not.
    EXPECT_THROW(g.prepare(act(kinds::Reaction, {{"corps", "D"}}, "french")), InvalidInput);
    EXPECT_THROW(g.prepare(act(kinds::Reaction, {{"corps", "I"}}, "austrian")), InvalidInput);
    play(g, kinds::Reaction, {{"corps", "VI"}}, "austrian");
    // The roll comes before the initiative.
    EXPECT_THROW(g.prepare(act(kinds::Initiative, {{"french", 1}, {"austrian", 1}})), InvalidInput);
    // Karl needs 2 to 6: a 7 fails, and the Austrian is -1 on the initiative.
    play(g, kinds::ReactionRoll, {{"side", "austrian"}, {"roll", 7}});
    const Action i = play(g, kinds::Initiative, {{"french", 2}, {"austrian", 3}});
    // French 2 - 1 (run) = 1, Austrian 3 - 1 (failed reaction) = 2.
    EXPECT_EQ(state(g).phasePlayer(), Side::Austrian) << i.summary;
    play(g, kinds::Reveal, {{"side", "austrian"}});
    // 7.2: the corps left in the Reaction box must be the next Order 3.
    EXPECT_THROW(g.prepare(act(kinds::Pick, {{"corps", "R"}}, "austrian")), InvalidInput);
    play(g, kinds::Pick, {{"corps", "VI"}}, "austrian");
    EXPECT_FALSE(state(g).reactingSide()); // outside the Initiative Phase
    EXPECT_TRUE(state(g).view(std::nullopt)["due"]["reacting_side"].is_null());
    EXPECT_EQ(ids(state(g).view(std::nullopt)["orders_tables"]["austrian"]["orders"]),
              (std::vector<std::string>{"II", "IV", "VI"}));
}

TEST(WagramState, Wagram7_2_NapoleonSucceedsOnSevenAndPlayGoesStraightToActivation) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd");
    play(g, kinds::Initiative, {{"french", 1}, {"austrian", 6}});
    finishRound(g, Side::Austrian, "R");
    play(g, kinds::Reaction, {{"corps", "D"}}, "french");
    const Action r = play(g, kinds::ReactionRoll, {{"side", "french"}, {"roll", 7}});
    EXPECT_EQ(state(g).phase(), Phase::Play) << r.summary;
    EXPECT_EQ(state(g).phasePlayer(), Side::French);
    const json fr = state(g).view(Side::Austrian)["orders_tables"]["french"];
    // The other markers do not move: IV is still Activated beside D.
    EXPECT_EQ(ids(fr["activated"]), (std::vector<std::string>{"IV", "D"}));
}

TEST(WagramState, Wagram11_TheExampleOfBoxes8And5) {
    Game g = newGame("14.2");
    placeBoth(g);
    // The French play eight Rounds (their marker to box 8), the Austrian five (to box 5).
    finishRound(g, Side::French, "Gd");
    const char* frPicks[] = {"III", "D", "IX", "IV", "II", "It", "Gd"};
    const char* auPicks[] = {"R", "AG", "VI", "III", "I"};
    int fr = 1, au = 0;
    while (fr < 8 || au < 5) {
        const bool french = au >= 5 || (fr < 8 && fr <= au);
        play(g, kinds::Initiative, {{"french", french ? 6 : 1}, {"austrian", french ? 1 : 6}});
        const Side s = french ? Side::French : Side::Austrian;
        const int box = french ? fr : au;
        finishRound(g, s, french ? frPicks[fr - 1] : auPicks[au],
                    box + 1 >= 7 ? std::optional<int>(12) : std::nullopt);
        (french ? fr : au) += 1;
    }
    ASSERT_EQ(state(g).roundMarker(Side::French), 8);
    ASSERT_EQ(state(g).roundMarker(Side::Austrian), 5);
    // The Austrian acts: to box 6, no roll.
    {
        Game h = g;
        play(h, kinds::Initiative, {{"french", 1}, {"austrian", 6}});
        play(h, kinds::Reveal, {{"side", "austrian"}});
        play(h, kinds::Pick, {{"corps", "IV"}}, "austrian");
        EXPECT_FALSE(state(h).continuationRolled(Side::Austrian));
        EXPECT_EQ(state(h).view(Side::Austrian)["due"]["continuation_roll"], false);
        EXPECT_THROW(h.prepare(act(kinds::Continue, {{"side", "austrian"}, {"roll", 8}})),
                     InvalidInput);
        play(h, kinds::Continue, {{"side", "austrian"}});
        EXPECT_EQ(state(h).roundMarker(Side::Austrian), 6);
        EXPECT_EQ(state(h).phase(), Phase::Initiative);
    }
    // The French act: to box 9; 14.2's +1 French: 8 + 1 goes on, 7 + 1 ends the turn.
    play(g, kinds::Initiative, {{"french", 6}, {"austrian", 1}});
    play(g, kinds::Reveal, {{"side", "french"}});
    play(g, kinds::Pick, {{"corps", "III"}}, "french");
    EXPECT_TRUE(state(g).continuationRolled(Side::French));
    EXPECT_EQ(state(g).view(Side::Austrian)["due"]["continuation_roll"], true);
    EXPECT_THROW(g.prepare(act(kinds::Continue, {{"side", "french"}})), InvalidInput);
    Game on = g;
    play(on, kinds::Continue, {{"side", "french"}, {"roll", 8}});
    EXPECT_EQ(state(on).phase(), Phase::Initiative);
    const Action end = play(g, kinds::Continue, {{"side", "french"}, {"roll", 7}});
    EXPECT_EQ(state(g).phase(), Phase::Administrative) << end.summary;
    EXPECT_EQ(state(g).roundMarker(Side::French), 9);
}

TEST(WagramState, Wagram12_1And12_4_AdministrativePhaseThenTwilight) {
    Game g = newGame("14.2");
    placeBoth(g);
    // Whoever wins the initiative plays a Round; each turn ends when a marker reaches box 7
    // and its Continuation roll is a 2.
    const auto round = [&](Game& game) {
        const Side s = *state(game).phasePlayer();
        play(game, kinds::Reveal, {{"side", sideName(s)}});
        const json avail = state(game).view(s)["orders_tables"][sideName(s)]["available"];
        play(game, kinds::Pick, {{"corps", avail[0]["corps"]}}, sideName(s));
        json c{{"side", sideName(s)}};
        if (state(game).roundMarker(s) + 1 >= 7) c["roll"] = 2;
        play(game, kinds::Continue, c);
    };
    for (int turn = 7; turn <= 10; ++turn) {
        if (turn == 7) round(g);
        while (state(g).phase() != Phase::Administrative) {
            play(g, kinds::Initiative, {{"french", 6}, {"austrian", 4}});
            round(g);
        }
        // 12.1: the Austrian first, reveal then pick.
        EXPECT_THROW(g.prepare(act(kinds::AdminReveal, {{"side", "french"}})), InvalidInput);
        EXPECT_THROW(g.prepare(act(kinds::EndTurn, json::object())), InvalidInput);
        play(g, kinds::AdminReveal, {{"side", "austrian"}});
        const Action fr = play(g, kinds::AdminReveal, {{"side", "french"}});
        if (turn == 7) {
            EXPECT_NE(fr.summary.find("VII (Wrede), R (Bessières)"), std::string::npos)
                << fr.summary;
        }
        EXPECT_THROW(g.prepare(act(kinds::AdminPick, {{"corps", {"D"}}}, "french")), InvalidInput);
        play(g, kinds::AdminPick, {{"corps", json::array()}}, "austrian");
        EXPECT_THROW(g.prepare(act(kinds::AdminPick, {{"corps", {"D", "IX", "II"}}}, "french")),
                     InvalidInput);
        play(g, kinds::AdminPick, {{"corps", json::array()}}, "french");
        play(g, kinds::EndTurn, json::object());
        EXPECT_EQ(state(g).turn(), turn + 1);
    }
    // 14.2: turn 11 is twilight; both Round markers start it in box 2.
    EXPECT_EQ(state(g).roundMarker(Side::French), 2);
    EXPECT_EQ(state(g).roundMarker(Side::Austrian), 2);
    EXPECT_EQ(state(g).view(std::nullopt)["turn_label"], "twilight");
}

TEST(WagramState, Wagram4And12_3_TheLedgerAndTheFrenchTenVpMargin) {
    Game g = newGame("14.3");
    placeBoth(g);
    // 14.3: the French start with 2 VP; the Grand Battery option gives the Austrian 1.
    EXPECT_EQ(state(g).vp(Side::French), 2);
    play(g, kinds::Option, {{"id", "grand-battery"}});
    EXPECT_EQ(state(g).vp(Side::Austrian), 1);
    EXPECT_THROW(g.prepare(act(kinds::Option, {{"id", "grand-battery"}})), InvalidInput);
    EXPECT_THROW(g.prepare(act(kinds::Option, {{"id", "reuss-twice"}})), InvalidInput);
    play(g, kinds::Vp, {{"side", "french"}, {"points", 8}, {"reason", "objective"}});
    EXPECT_EQ(state(g).winner(), Side::Austrian); // 10 against 1: 9 more
    play(g, kinds::Vp, {{"side", "french"}, {"points", -2}, {"reason", "guard"}});
    EXPECT_EQ(state(g).winner(), Side::Austrian); // 8 against 1
    play(g, kinds::Vp, {{"side", "french"}, {"points", 3}, {"reason", "objective"}});
    EXPECT_EQ(state(g).winner(), Side::French); // 11 against 1: exactly 10 more
    EXPECT_THROW(
        g.prepare(act(kinds::Vp, {{"side", "austrian"}, {"points", 2}, {"reason", "guard"}})),
        InvalidInput);
    EXPECT_THROW(g.prepare(act(kinds::Vp, {{"side", "french"}, {"points", 1}, {"reason", "luck"}})),
                 InvalidInput);
}

TEST(WagramState, Wagram14_3_DawnSurpriseAndJohan) {
    Game g = newGame("14.3");
    EXPECT_EQ(state(g).roundMarker(Side::Austrian), 2); // dawn
    play(g, kinds::Place, {{"orders", {"IV", "II", "It"}}, {"admin", json::array()}}, "french");
    play(g, kinds::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian");
    EXPECT_EQ(state(g).phasePlayer(), Side::Austrian);
    finishRound(g, Side::Austrian, "R");
    // The surprise: Austrian +1 on turn 4, and -1 for his run: 3 + 1 - 1 = 3 ties 3 (French).
    const Action i = play(g, kinds::Initiative, {{"french", 3}, {"austrian", 3}});
    EXPECT_NE(i.summary.find("surprise"), std::string::npos) << i.summary;
    EXPECT_EQ(state(g).phasePlayer(), Side::French);
    // Johan cannot come before turn 7's Administrative Phase, nor in another scenario.
    EXPECT_THROW(g.prepare(act(kinds::Johan, {{"roll", 1}})), InvalidInput);
    Game s1 = newGame("14.2");
    placeBoth(s1);
    EXPECT_THROW(s1.prepare(act(kinds::Johan, {{"roll", 1}})), InvalidInput);
    EXPECT_EQ(state(g).view(std::nullopt)["johan"]["from_turn"], 7);
    EXPECT_TRUE(state(s1).view(std::nullopt)["johan"].is_null());
    // The Johan option: the French gain 2 VP (14.3).
    play(g, kinds::Option, {{"id", "johan"}});
    EXPECT_EQ(state(g).vp(Side::French), 4);
}

TEST(WagramState, Wagram14_2_WredeLeavesAndReussJoins) {
    Game g = newGame("14.2");
    placeBoth(g);
    EXPECT_THROW(g.prepare(act(kinds::CorpsLeaves, {{"side", "french"}, {"corps", "IV"}})),
                 InvalidInput);
    play(g, kinds::CorpsLeaves, {{"side", "french"}, {"corps", "VII"}});
    EXPECT_FALSE(state(g).table(Side::French).has("VII"));
    const Action o = play(g, kinds::Option, {{"id", "reuss"}});
    EXPECT_TRUE(state(g).table(Side::Austrian).has("V")) << o.summary;
    EXPECT_EQ(state(g).vp(Side::French), 1);
}

TEST(WagramState, Wagram9_0_ASideTakesBackOnlyItsOwnSecretAndTheLogReplays) {
    Game g = newGame("14.2");
    placeBoth(g);
    play(g, kinds::Reveal, {{"side", "french"}});
    play(g, kinds::Pick, {{"corps", "Gd"}}, "french");
    EXPECT_NE(g.undoRefusal("undo", Side::Austrian), "");
    EXPECT_EQ(g.undoRefusal("undo", Side::French), "");
    // A replay of the same log comes to the same tables.
    Game again = newGame("14.2");
    again.load(g.log().all());
    EXPECT_EQ(state(again).view(std::nullopt), state(g).view(std::nullopt));
    // Undo takes the secret pick back.
    play(g, "undo", {{"by", "french"}});
    EXPECT_EQ(state(g).phase(), Phase::OrderPick);
}

namespace {

// Why `g` refuses the action, or "" (a failure) when it takes it.
std::string refusal(const Game& g, const char* kind, json payload, const std::string& side = "") {
    try {
        g.prepare(act(kind, std::move(payload), side));
    } catch (const InvalidInput& e) {
        return e.what();
    }
    ADD_FAILURE() << kind << " was taken";
    return "";
}

} // namespace

// 9.0 and the game file: a Wagram action records only the fields its kind lists (as the
// series' do), so a payload with another is refused, naming the fields, and nothing changes.
TEST(WagramState, Wagram9_0_AnUnlistedFieldIsRefusedAndChangesNothing) {
    Game g = newGame("14.2");
    placeBoth(g);
    play(g, kinds::Reveal, {{"side", "french"}});
    const json before = state(g).view(std::nullopt);
    const std::string pick = refusal(g, kinds::Pick, {{"corps", "Gd"}, {"seed", 7}}, "french");
    EXPECT_NE(pick.find("wagram-pick has no field \"seed\"; its fields are: corps"),
              std::string::npos)
        << pick;
    const std::string vp =
        refusal(g, kinds::Vp, {{"side", "french"}, {"points", 1}, {"reason", "rout"}, {"x", 1}});
    EXPECT_NE(vp.find("its fields are: side, points, reason"), std::string::npos) << vp;
    EXPECT_EQ(g.log().all().size(), 3u);
    EXPECT_EQ(state(g).view(std::nullopt), before);
    // A game file whose log holds one is refused as it is read, naming the action.
    std::vector<Action> log = g.log().all();
    log.back().payload["note"] = "hand-edited";
    Game again = newGame("14.2");
    try {
        again.load(log);
        ADD_FAILURE() << "the log replayed";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("action #3 (wagram-reveal)"), std::string::npos)
            << e.what();
    }
}

// 9.0 and the game file: a corps id is printable text; one with a control character is
// refused, whoever's secret it is, and nothing changes.
TEST(WagramState, Wagram9_0_AControlCharacterInACorpsIdIsRefusedAndChangesNothing) {
    Game g = newGame("14.2");
    placeBoth(g);
    play(g, kinds::Reveal, {{"side", "french"}});
    const json before = state(g).view(std::nullopt);
    const std::string pick = refusal(g, kinds::Pick, {{"corps", "G\x01d"}}, "french");
    EXPECT_NE(pick.find("wagram-pick: \"corps\" holds control characters"), std::string::npos)
        << pick;
    const std::string leaves =
        refusal(g, kinds::CorpsLeaves, {{"side", "french"}, {"corps", "VII\x1b"}});
    EXPECT_NE(leaves.find("control characters"), std::string::npos) << leaves;
    const std::string place =
        refusal(newGame("14.2"), kinds::Place,
                {{"orders", {"IV", "II\n\x7f", "It"}}, {"admin", json::array()}}, "french");
    EXPECT_NE(place.find("\"orders\" (each name) holds control characters"), std::string::npos)
        << place;
    EXPECT_EQ(g.log().all().size(), 3u);
    EXPECT_EQ(state(g).view(std::nullopt), before);
}

namespace {

// Plays the current turn to its end: each Round's winner reveals, picks his first Available
// corps and ends the Round (the Continuation roll a 2 from box 7), then both sides'
// Administrative Movement with no picks.
void playTurn(Game& g) {
    while (state(g).phase() != Phase::Administrative) {
        if (state(g).phase() == Phase::Initiative)
            play(g, kinds::Initiative, {{"french", 6}, {"austrian", 4}});
        const Side s = *state(g).phasePlayer();
        play(g, kinds::Reveal, {{"side", sideName(s)}});
        if (state(g).phase() == Phase::OrderPick) {
            const json avail = state(g).view(s)["orders_tables"][sideName(s)]["available"];
            play(g, kinds::Pick, {{"corps", avail[0]["corps"]}}, sideName(s));
        }
        json c{{"side", sideName(s)}};
        if (state(g).roundMarker(s) + 1 >= 7) c["roll"] = 2;
        play(g, kinds::Continue, c);
    }
    play(g, kinds::AdminReveal, {{"side", "austrian"}});
    play(g, kinds::AdminReveal, {{"side", "french"}});
    play(g, kinds::AdminPick, {{"corps", json::array()}}, "austrian");
    play(g, kinds::AdminPick, {{"corps", json::array()}}, "french");
}

} // namespace

TEST(WagramScenarios, Wagram14_3_Scenario3OnItsOwnTurnTrack) {
    const WagramScenario& s3 = scenarios().find("wagram-great-battle");
    EXPECT_EQ(s3.firstTurn, 1);
    EXPECT_EQ(s3.lastTurn, 13);
    EXPECT_EQ(s3.roundMarkersStart(5), 2); // the first day's twilight (14.2's turn 11)
    ASSERT_NE(s3.flag(6), nullptr);
    EXPECT_TRUE(s3.flag(6)->night);
    EXPECT_EQ(s3.roundMarkersStart(7), 2); // the second day's dawn (14.3's turn 4)
    EXPECT_TRUE(s3.surprise(7));
    EXPECT_EQ(s3.continuationBonus(3), Side::French);
    EXPECT_EQ(s3.continuationBonus(8), Side::Austrian);
    EXPECT_EQ(s3.continuationBonus(9), Side::French);
    ASSERT_TRUE(s3.johan.has_value());
    EXPECT_EQ(s3.johan->fromTurn, 10); // 14.3's turn 7
    EXPECT_EQ(s3.startVpFrench, 0);    // Scenario 1's set-up: no Aderklaa
}

TEST(WagramState, Wagram14_3_Scenario3TheNightTurnBetweenTheDays) {
    Game g = newGame("wagram-great-battle");
    placeBoth(g);
    // An option of the second day is not taken on the first.
    EXPECT_THROW(g.prepare(act(kinds::Option, {{"id", "johan"}})), InvalidInput);
    for (int turn = 1; turn <= 5; ++turn) {
        playTurn(g);
        play(g, kinds::EndTurn, json::object());
    }
    // Not ahead by 10 at the end of the first day: the night turn.
    ASSERT_EQ(state(g).turn(), 6);
    EXPECT_EQ(state(g).phase(), Phase::Night);
    EXPECT_THROW(g.prepare(act(kinds::Initiative, {{"french", 1}, {"austrian", 1}})), InvalidInput);
    EXPECT_THROW(g.prepare(act(kinds::NightPick, {{"corps", {"IV", "IV"}}}, "french")),
                 InvalidInput);
    play(g, kinds::NightPick, {{"corps", {"IV", "II"}}}, "french");
    // Both choose before the first is revealed; the Austrian sees the French two face down.
    EXPECT_THROW(g.prepare(act(kinds::NightReveal, {{"side", "french"}, {"corps", "IV"}})),
                 InvalidInput);
    play(g, kinds::NightPick, {{"corps", {"I", "AG"}}}, "austrian");
    const json seen = state(g).view(Side::Austrian)["night"]["french"]["chosen"];
    EXPECT_EQ(ids(seen), (std::vector<std::string>{"?", "?"}));
    EXPECT_EQ(ids(state(g).view(Side::French)["night"]["french"]["chosen"]),
              (std::vector<std::string>{"IV", "II"}));
    // In turn, the French first.
    EXPECT_EQ(state(g).nightRevealDue(), Side::French);
    EXPECT_EQ(state(g).view(Side::Austrian)["due"]["night_reveal"], "french");
    EXPECT_THROW(g.prepare(act(kinds::NightReveal, {{"side", "austrian"}, {"corps", "I"}})),
                 InvalidInput);
    play(g, kinds::NightReveal, {{"side", "french"}, {"corps", "IV"}});
    EXPECT_EQ(state(g).nightRevealDue(), Side::Austrian);
    EXPECT_THROW(g.prepare(act(kinds::NightReveal, {{"side", "french"}, {"corps", "II"}})),
                 InvalidInput);
    play(g, kinds::NightReveal, {{"side", "austrian"}, {"corps", "AG"}});
    EXPECT_THROW(g.prepare(act(kinds::EndTurn, json::object())), InvalidInput);
    play(g, kinds::NightReveal, {{"side", "french"}, {"corps", "II"}});
    play(g, kinds::NightReveal, {{"side", "austrian"}, {"corps", "I"}});
    EXPECT_FALSE(state(g).nightRevealDue()); // every corps chosen is revealed
    // The second day: dawn, Nordmann's and Wrede's markers off the tables, the surprise.
    const Action day2 = play(g, kinds::EndTurn, json::object());
    EXPECT_EQ(state(g).turn(), 7);
    EXPECT_EQ(state(g).roundMarker(Side::French), 2);
    EXPECT_FALSE(state(g).table(Side::Austrian).has("AG")) << day2.summary;
    EXPECT_FALSE(state(g).table(Side::French).has("VII")) << day2.summary;
    const Action i = play(g, kinds::Initiative, {{"french", 3}, {"austrian", 3}});
    EXPECT_NE(i.summary.find("surprise"), std::string::npos) << i.summary;
    play(g, kinds::Option, {{"id", "johan"}}); // now the second day's
    EXPECT_EQ(state(g).vp(Side::French), 2);
}

TEST(WagramState, Wagram14_3_Scenario3EndsAfterTheFirstDayWithTheFrenchAhead) {
    Game g = newGame("wagram-great-battle");
    placeBoth(g);
    for (int turn = 1; turn <= 5; ++turn) {
        playTurn(g);
        if (turn == 5)
            play(g, kinds::Vp, {{"side", "french"}, {"points", 10}, {"reason", "objective"}});
        play(g, kinds::EndTurn, json::object());
    }
    EXPECT_EQ(state(g).phase(), Phase::Over);
    EXPECT_EQ(state(g).winner(), Side::French);
    EXPECT_EQ(state(g).turn(), 5);
}

TEST(WagramState, Wagram14_3_JohanArrivesOnAOneFromTurn7) {
    Game g = newGame("14.3");
    placeBoth(g);
    for (int turn = 4; turn <= 6; ++turn) {
        playTurn(g);
        play(g, kinds::EndTurn, json::object()); // no die for Johan before turn 7
    }
    playTurn(g); // turn 7: the die is due before the turn ends
    EXPECT_THROW(g.prepare(act(kinds::EndTurn, json::object())), InvalidInput);
    EXPECT_NE(play(g, kinds::Johan, {{"roll", 2}}).summary.find("No Johan"), std::string::npos);
    EXPECT_THROW(g.prepare(act(kinds::Johan, {{"roll", 1}})), InvalidInput); // once a phase
    play(g, kinds::EndTurn, json::object());
    playTurn(g); // turn 8: a 1 brings him, his marker to Available
    play(g, kinds::Johan, {{"roll", 1}});
    EXPECT_TRUE(state(g).table(Side::Austrian).has("Johan"));
    EXPECT_TRUE(state(g).view(std::nullopt)["johan"]["arrived"].get<bool>());
    play(g, kinds::EndTurn, json::object());
    playTurn(g); // turn 9: no more dice
    EXPECT_THROW(g.prepare(act(kinds::Johan, {{"roll", 1}})), InvalidInput);
    play(g, kinds::EndTurn, json::object());
}

// 6 across turns: the French play every Round of turn 7 (the last ones in a long run); turn
// 8's first Round gives them a single -1, and their second Round in a row in turn 8 is -2,
// counted from that one, never the old run plus one.
TEST(WagramState, Wagram6_ANewTurnCountsTheRunAgainFromOne) {
    Game g = newGame("14.2");
    placeBoth(g);
    playTurn(g); // the French win every initiative of turn 7
    play(g, kinds::EndTurn, json::object());
    ASSERT_EQ(state(g).turn(), 8);
    ASSERT_EQ(state(g).phase(), Phase::Initiative);
    Action a = play(g, kinds::Initiative, {{"french", 6}, {"austrian", 1}});
    EXPECT_NE(a.summary.find("played the last Round of the previous turn: -1"), std::string::npos)
        << a.summary;
    finishRound(g, Side::French, "Gd");
    // French 5 - 2 = 3 against Austrian 3: a tie, the French's; with the old run it was lost.
    a = play(g, kinds::Initiative, {{"french", 5}, {"austrian", 3}});
    EXPECT_NE(a.summary.find("2 Rounds in a row: -2"), std::string::npos) << a.summary;
    EXPECT_EQ(state(g).phasePlayer(), Side::French) << a.summary;
}

// 10.3, 12.3: engaging the Guard costs the French 2 VP the first time only; a second entry is
// refused and changes nothing, as the victory count takes it once.
TEST(WagramState, Wagram10_3_TheGuardPenaltyIsLostTheFirstTimeOnly) {
    Game g = newGame("14.2");
    placeBoth(g);
    const int before = state(g).vp(Side::French);
    EXPECT_THROW(
        g.prepare(act(kinds::Vp, {{"side", "french"}, {"points", -3}, {"reason", "guard"}})),
        InvalidInput); // 2 VP, as 10.3 says
    play(g, kinds::Vp, {{"side", "french"}, {"points", -2}, {"reason", "guard"}});
    EXPECT_EQ(state(g).vp(Side::French), before - 2);
    try {
        g.prepare(act(kinds::Vp, {{"side", "french"}, {"points", -2}, {"reason", "guard"}}));
        FAIL() << "the Guard's 2 VP were lost twice";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("first time only"), std::string::npos) << e.what();
    }
    EXPECT_EQ(state(g).vp(Side::French), before - 2);
}

// 5.3 of the series in a Wagram 1809 game: a combat rolled on the map is recorded with its
// inputs and dice and read again on replay; the surprise flag is the game's (14.3): turn 4
// of Scenario 2 gives it to an Austrian attack, another turn refuses it; a forged result is
// refused, naming both.
TEST(WagramState, Wagram14_3_BattleDiceAreRecordedWithTheGamesSurprise) {
    Game g = newGame("14.3"); // turn 4, the surprise attack's
    const Inputs attack{{"attacker", "austrian"}, {"att_potential", "6"}, {"def_potential", "6"},
                        {"defense", "hold"},      {"att_roll", "4"},      {"def_roll", "4"}};
    Game other = newGame("14.2"); // turn 7: no surprise
    const int plain = battleRoll(state(other), "wagram-combat", attack, std::nullopt)
                          .outcome.resolution.fields["att"]
                          .get<int>();
    BattleRoll r = battleRoll(state(g), "wagram-combat", attack, std::nullopt);
    EXPECT_EQ(r.outcome.resolution.fields["att"], plain + 1); // the surprise's +1
    EXPECT_EQ(r.outcome.resolution.steps.front().rule, "Wagram 14.3");
    g.commit(g.prepare(r.action));
    EXPECT_EQ(g.log().all().back().payload["inputs"].count("surprise"), 0u); // as given
    Inputs typed = attack;
    typed.emplace_back("surprise", "1");
    EXPECT_THROW(battleRoll(state(other), "wagram-combat", typed, std::nullopt), InvalidInput);
    // The Rounds' own rolls are their verbs, not a `roll`.
    EXPECT_THROW(battleRoll(state(g), "wagram-initiative", {{"french", "1"}, {"austrian", "2"}},
                            std::nullopt),
                 InvalidInput);
    Action forged = battleRoll(state(g), "wagram-combat", attack, std::nullopt).action;
    forged.payload["result"]["attacker_result"] = "Fatigue and Hit";
    forged.payload["result"]["result"] = "forged";
    try {
        g.prepare(forged);
        FAIL() << "a forged battle result was recorded";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("forged"), std::string::npos) << e.what();
    }
}

// 7.1, 7.2, 12.1 on several laptops (9.0): a public reveal records the corps it turns over,
// worked out from the markers; each side's share of the log (the other side's secret
// actions as stand-ins) replays into that side's view of both tables, the other side's
// face-down markers as "a corps"; a record the markers contradict is refused.
TEST(WagramState, Wagram7_1And7_2And12_1_ARevealCarriesItsCorpsAndEachSidesShareReplays) {
    Game g = newGame("14.2");
    placeBoth(g);
    const Action r = play(g, kinds::Reveal, {{"side", "french"}});
    EXPECT_EQ(r.payload.at("revealed"), json::array({"IV"}));
    EXPECT_EQ(r.payload.at("pick"), true);
    play(g, kinds::Pick, {{"corps", "Gd"}}, "french");
    play(g, kinds::Continue, {{"side", "french"}});
    play(g, kinds::Initiative, {{"french", 1}, {"austrian", 6}});
    finishRound(g, Side::Austrian, "R");
    play(g, kinds::Reaction, {{"corps", "D"}}, "french");
    const Action rr = play(g, kinds::ReactionRoll, {{"side", "french"}, {"roll", 7}});
    EXPECT_EQ(rr.payload.at("revealed"), json::array({"D"})); // 7.2: Napoleon needs 7 or less
    play(g, kinds::Continue, {{"side", "french"}});
    // 12.1: Rounds until the turn ends, then both Administrative Movement boxes.
    while (state(g).phase() != Phase::Administrative) {
        play(g, kinds::Initiative, {{"french", 6}, {"austrian", 4}});
        const Side s = *state(g).phasePlayer();
        play(g, kinds::Reveal, {{"side", sideName(s)}});
        const json avail = state(g).view(s)["orders_tables"][sideName(s)]["available"];
        play(g, kinds::Pick, {{"corps", avail[0]["corps"]}}, sideName(s));
        json c{{"side", sideName(s)}};
        if (state(g).roundMarker(s) + 1 >= 7) c["roll"] = 2;
        play(g, kinds::Continue, c);
    }
    EXPECT_EQ(play(g, kinds::AdminReveal, {{"side", "austrian"}}).payload.at("revealed"),
              json::array());
    EXPECT_EQ(play(g, kinds::AdminReveal, {{"side", "french"}}).payload.at("revealed"),
              json::array({"VII", "R"}));
    play(g, kinds::AdminPick, {{"corps", json::array()}}, "austrian");
    const json spare = state(g).view(Side::French)["orders_tables"]["french"]["available"][0];
    play(g, kinds::AdminPick, {{"corps", json::array({spare["corps"]})}}, "french");
    play(g, kinds::EndTurn, json::object());
    for (const Side seat : {Side::French, Side::Austrian}) {
        const Side other = seat == Side::French ? Side::Austrian : Side::French;
        Game copy = newGame("14.2");
        copy.load(seatLog(g.log().all(), seat));
        const json mine = state(copy).view(seat), host = state(g).view(seat);
        EXPECT_EQ(mine["turn"], host["turn"]);
        EXPECT_EQ(mine["step"], host["step"]);
        EXPECT_EQ(mine["round_markers"], host["round_markers"]);
        EXPECT_EQ(mine["orders_tables"][sideName(seat)], host["orders_tables"][sideName(seat)]);
        const json& theirs = mine["orders_tables"][sideName(other)];
        for (const char* box : {"orders", "activated", "reaction"})
            EXPECT_EQ(theirs[box], host["orders_tables"][sideName(other)][box]) << box;
        EXPECT_EQ(theirs["orders"][0]["name"], "a corps");
    }
    // A record the markers contradict is refused as the log is read.
    std::vector<Action> log = g.log().all();
    log[2].payload["revealed"] = json::array({"II"}); // #3, the French Order 1 was IV
    Game forged = newGame("14.2");
    try {
        forged.load(log);
        ADD_FAILURE() << "the log replayed";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("action #3 (wagram-reveal)"), std::string::npos)
            << e.what();
    }
    // The Austrian seat holds the French markers face down: it needs the record.
    std::vector<Action> share = seatLog(g.log().all(), Side::Austrian);
    share[2].payload.erase("revealed");
    Game copy = newGame("14.2");
    EXPECT_THROW(copy.load(share), InvalidInput);
}

// 5.3, 6: initiative dice the app threw are recorded with their seed; the engine throws them
// again on apply and replay, so a record whose dice its seed does not throw is refused, and a
// seed is taken only as a whole number.
TEST(WagramState, Wagram6_TheAppsInitiativeDiceAreThrownAgainFromTheirSeed) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd"); // the first Round is the scenario's (12.5)
    const std::size_t before = g.log().all().size();
    const Action thrown = roundDiceFrom(act(kinds::Initiative, json::object()), 1809);
    EXPECT_EQ(thrown.payload["seed"], 1809u);
    for (const char* die : {"french", "austrian"}) {
        ASSERT_TRUE(thrown.payload[die].is_number_integer()) << thrown.payload.dump();
        EXPECT_GE(thrown.payload[die].get<int>(), 1);
        EXPECT_LE(thrown.payload[die].get<int>(), 6);
    }
    // The same seed throws the same dice; the French die is thrown first.
    EXPECT_EQ(roundDiceFrom(act(kinds::Initiative, json::object()), 1809).payload, thrown.payload);
    PlayerOrAppDice app(1809);
    EXPECT_EQ(thrown.payload["french"], app(std::nullopt, DiceKind::D6));
    EXPECT_EQ(thrown.payload["austrian"], app(std::nullopt, DiceKind::D6));

    Action forged = thrown;
    forged.payload["french"] = thrown.payload["french"].get<int>() % 6 + 1;
    try {
        g.prepare(forged);
        FAIL() << "initiative dice its seed does not throw were recorded";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("its seed throws"), std::string::npos) << e.what();
    }
    Action badSeed = thrown;
    badSeed.payload["seed"] = "1809";
    EXPECT_THROW(g.prepare(badSeed), InvalidInput);
    EXPECT_EQ(g.log().all().size(), before); // nothing was recorded

    g.commit(g.prepare(thrown));
    Game again = newGame("14.2");
    again.load(g.log().all()); // the replay throws them again and agrees
    EXPECT_EQ(state(again).phasePlayer(), state(g).phasePlayer());
}

// 5.3, 7.2, 11, 14.3: the Reaction roll, the Continuation roll and Johan's die thrown by the
// app the same way; the host throws a seat's again from the seed it makes
// (ModuleState::thrownAgain), the result read anew; typed dice stay as typed.
TEST(WagramState, Wagram7_2And11And14_3_TheRoundsOtherRollsThrownAgainByTheHost) {
    Game g = newGame("14.2");
    const WagramState& st = state(g);
    EXPECT_EQ(st.cannotThrowAgain(), ""); // no chart needed
    const Action reaction = roundDiceFrom(act(kinds::ReactionRoll, {{"side", "austrian"}}), 7);
    EXPECT_TRUE(reaction.payload["roll"].get<int>() >= 2 && reaction.payload["roll"] <= 12);
    const Action johan = roundDiceFrom(act(kinds::Johan, json::object()), 7);
    EXPECT_TRUE(johan.payload["roll"].get<int>() >= 1 && johan.payload["roll"] <= 6);
    const Action rethrown = st.thrownAgain(johan, 99);
    EXPECT_EQ(rethrown.payload["seed"], 99u);
    EXPECT_EQ(rethrown.payload["roll"], roundDiceFrom(johan, 99).payload["roll"]);
    const Action typed = act(kinds::Johan, {{"roll", 1}});
    EXPECT_EQ(st.thrownAgain(typed, 99).payload, typed.payload);
    // 11: a Continuation below box 7 throws nothing, so a seed there is refused.
    placeBoth(g); // the first Round is the French's (12.5)
    play(g, kinds::Reveal, {{"side", "french"}});
    play(g, kinds::Pick, {{"corps", "Gd"}}, "french");
    try {
        g.prepare(act(kinds::Continue, {{"side", "french"}, {"seed", 5}}));
        FAIL() << "a seed without a Continuation roll was taken";
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("box 7"), std::string::npos) << e.what();
    }
}

// 5.3, #33 item 6: Wagram dice a seat and its host threw together come from both their
// values: the exchange's seed is the one recorded, for a Round roll and for a battle roll;
// a record whose seed is not its exchange's is refused.
TEST(WagramState, Wagram5_3_DiceThrownWithASeatComeFromTheirExchange) {
    Game g = newGame("14.2");
    placeBoth(g);
    finishRound(g, Side::French, "Gd");
    DiceExchange x;
    x.host = diceValue();
    x.commit = diceCommitment(x.host);
    x.seat = diceValue();
    Action a = state(g).thrownAgain(
        roundDiceFrom(act(kinds::Initiative, json::object()), DiceRoller::freshSeed()), x.seed());
    a.payload["dice_exchange"] = x.toJson();
    Action other = a;
    other.payload["dice_exchange"]["index"] = 1; // another action's place: another seed
    EXPECT_THROW(g.prepare(other), InvalidInput);
    Action unrevealed = a;
    unrevealed.payload["dice_exchange"]["host"] = diceValue(); // not the one committed to
    EXPECT_THROW(g.prepare(unrevealed), InvalidInput);
    g.commit(g.prepare(a));

    // A battle roll thrown by the app: its result's seed, thrown again from the exchange.
    const Inputs attack{{"attacker", "french"},
                        {"att_potential", "6"},
                        {"def_potential", "6"},
                        {"defense", "hold"}};
    Action roll = battleRoll(state(g), "wagram-combat", attack, std::nullopt).action;
    ASSERT_TRUE(roll.payload["result"].contains("seed")) << roll.payload.dump();
    x.index = 3;
    Action host = state(g).thrownAgain(roll, x.seed());
    EXPECT_EQ(host.payload["result"]["seed"], x.seed());
    EXPECT_EQ(host.payload["inputs"], roll.payload["inputs"]);
    Action forged = host;
    forged.payload["dice_exchange"] = x.toJson();
    forged.payload["dice_exchange"]["index"] = 2;
    EXPECT_THROW(g.prepare(forged), InvalidInput);
    host.payload["dice_exchange"] = x.toJson();
    g.commit(g.prepare(host));
    Game again = newGame("14.2");
    again.load(g.log().all());
    EXPECT_EQ(again.log().all().size(), g.log().all().size());
}
