// Command tables: rules 10.1 (orders), 10.2 (initiative), 10.3 (Corps Attack Stoppage),
// AE 2.2 (Imperial Guard), AE 2.3 (aides de camp), 10.5b (goals to brigades).
#include "support.h"

using namespace adc;
using namespace adc::test;

TEST(Rule10_1b_CommandPoints, ByArmyCommanderRating) {
    EXPECT_EQ(run("command-points", {{"rating", "4"}}).fields["points"], 15);
    EXPECT_EQ(run("command-points", {{"rating", "3"}}).fields["points"], 15);
    EXPECT_EQ(run("command-points", {{"rating", "2"}}).fields["points"], 10);
    EXPECT_EQ(run("command-points", {{"rating", "1"}}).fields["points"], 10);
    EXPECT_EQ(run("command-points", {{"rating", "0"}}).fields["points"], 7);
    EXPECT_THROW(run("command-points", {{"rating", "5"}}), InvalidInput);
}

TEST(Rule10_1b_OrderCost, MethodPlusType) {
    EXPECT_EQ(run("order-cost", {{"method", "oral"}, {"type", "non-attack"}}).fields["cost"], 3);
    EXPECT_EQ(run("order-cost", {{"method", "oral"}, {"type", "attack"}}).fields["cost"], 7);
    EXPECT_EQ(run("order-cost", {{"method", "written"}, {"type", "non-attack"}}).fields["cost"], 6);
}

TEST(Rule10_2_OrderLogExample, AideWrittenAttackCostsTen) {
    // "Such an order costs 10 Command Points to write."
    EXPECT_EQ(run("order-cost", {{"method", "written"}, {"type", "attack"}}).fields["cost"], 10);
}

TEST(Rule10_2_OrderLogExample, DavoutFourGrouchyOneColumnThreeRoll25IsD5) {
    const auto r = run(
        "acceptance",
        {{"sender", "1"}, {"receiver", "4"}, {"method", "AW"}, {"type", "attack"}, {"roll", "25"}});
    EXPECT_EQ(r.fields["acceptance_number"], 3);
    EXPECT_EQ(r.fields["column"], "3");
    EXPECT_EQ(r.fields["result"], "D5");
    EXPECT_TRUE(cites(r, "10.1f"));
}

TEST(Rule10_2_OrderLogExample, NextTurnASixLiftsTheD5) {
    const auto r = run("delay", {{"delay", "D5"}, {"roll", "6"}});
    EXPECT_EQ(r.fields["accepted"], true);
    EXPECT_EQ(run("delay", {{"delay", "D5"}, {"roll", "4"}}).fields["accepted"], false);
    EXPECT_EQ(run("delay", {{"delay", "D4"}, {"roll", "4"}}).fields["accepted"], true);
    EXPECT_EQ(run("delay", {{"delay", "D6"}, {"roll", "5"}}).fields["accepted"], false);
}

TEST(Rule10_1e_Delivery, MovementPointsOverTenRoundedUp) {
    EXPECT_EQ(run("delivery", {{"mp", "10"}}).fields["turns"], 1);
    EXPECT_EQ(run("delivery", {{"mp", "11"}}).fields["turns"], 2);
    EXPECT_EQ(run("delivery", {{"mp", "25"}}).fields["turns"], 3);
    EXPECT_EQ(run("delivery", {{"in_person", "1"}}).fields["turns"], 0);
    EXPECT_THROW(run("delivery", {}), InvalidInput);
    EXPECT_THROW(run("delivery", {{"in_person", "1"}, {"mp", "3"}}), InvalidInput);
}

TEST(Rule10_1f_Acceptance, DistortionRowAsTranscribed) {
    // -3 or less column: Dt on 11..26.
    const Args base{{"sender", "0"}, {"receiver", "0"}, {"method", "AO"}, {"type", "attack"}};
    auto a = base;
    a.push_back({"roll", "26"});
    EXPECT_EQ(run("acceptance", a).fields["column"], "-3 or less");
    EXPECT_EQ(run("acceptance", a).fields["result"], "Dt");
    // Column 6 (4 + 3 - 1 + 0): Dt on 11 only.
    EXPECT_EQ(run("acceptance", {{"sender", "4"},
                                 {"receiver", "3"},
                                 {"method", "AO"},
                                 {"type", "non-attack"},
                                 {"roll", "11"}})
                  .fields["result"],
              "Dt");
}

TEST(Rule10_1f_Acceptance, UnknownCellNamesChartColumnAndRoll) {
    const auto cell = needed(
        "acceptance",
        {{"sender", "1"}, {"receiver", "4"}, {"method", "AW"}, {"type", "attack"}, {"roll", "34"}});
    EXPECT_EQ(cell.chart_id, "acceptance");
    EXPECT_EQ(cell.line_key, "3");
    EXPECT_EQ(cell.outcome, "34");
}

TEST(Rule10_5b_Acceptance, GoalToCavalryBrigadeUsesReceiverRatingTwo) {
    const auto r = run("acceptance", {{"sender", "1"},
                                      {"unit_goal", "1"},
                                      {"method", "AW"},
                                      {"type", "attack"},
                                      {"roll", "11"}});
    EXPECT_EQ(r.fields["acceptance_number"], 1); // 1 + 2 + 0 - 2
    EXPECT_TRUE(cites(r, "10.5b"));
    EXPECT_THROW(run("acceptance", {{"sender", "1"},
                                    {"receiver", "3"},
                                    {"unit_goal", "1"},
                                    {"method", "AW"},
                                    {"type", "attack"},
                                    {"roll", "11"}}),
                 InvalidInput);
}

TEST(RuleAE2_2_ImperialGuard, TwoAddedToTheTensDigitCappedAtSix) {
    // Column 0 (1+1-1-2+... ): sender 1, receiver 1, AO -1, attack -2 -> -1: Dt on 11..16.
    const Args base{
        {"sender", "1"}, {"receiver", "1"}, {"method", "AO"}, {"type", "attack"}, {"guard", "1"}};
    auto a = base;
    a.push_back(
        {"roll", "11"}); // read as 31: no longer Dt, and column -1 beyond 16 is not transcribed
    const auto cell = needed("acceptance", a);
    EXPECT_EQ(cell.outcome, "31");
    auto b = base;
    b.push_back({"roll", "56"}); // 7 tens counts as 6
    EXPECT_EQ(needed("acceptance", b).outcome, "66");
}

TEST(RuleAE2_3_Aides, AlwaysTheTenOrMoreColumn) {
    const auto cell = needed("acceptance", {{"sender", "0"},
                                            {"receiver", "0"},
                                            {"method", "AO"},
                                            {"type", "attack"},
                                            {"aide", "1"},
                                            {"roll", "33"}});
    EXPECT_EQ(cell.line_key, "10+");
}

TEST(Rule10_2g_InitiativeExample, NeyRatedTwoWithAntiInitiativeOneHasOnePoint) {
    const auto r = run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "65"}});
    EXPECT_EQ(r.fields["initiative_points"], 1);
    EXPECT_EQ(r.fields["result"], "initiative");
    EXPECT_EQ(run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "66"}}).fields["result"],
              "initiative");
    EXPECT_EQ(run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "64"}}).fields["result"],
              "no_effect");
    // "If he manages to roll a 21 or less, he becomes a loose cannon."
    EXPECT_EQ(run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "21"}}).fields["result"],
              "loose_cannon");
    EXPECT_EQ(run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "22"}}).fields["result"],
              "no_effect");
    // "he rolls a 63" -- blows it.
    EXPECT_EQ(run("initiative", {{"rating", "2"}, {"anti", "1"}, {"roll", "63"}}).fields["result"],
              "no_effect");
}

TEST(Rule10_2d_Initiative, ColumnsAtTheEdges) {
    EXPECT_EQ(run("initiative", {{"rating", "0"}, {"anti", "2"}, {"roll", "25"}}).fields["column"],
              "0 or less");
    EXPECT_EQ(run("initiative", {{"rating", "0"}, {"roll", "25"}}).fields["result"],
              "loose_cannon");
    EXPECT_EQ(run("initiative", {{"rating", "4"}, {"roll", "44"}}).fields["result"], "initiative");
    EXPECT_EQ(run("initiative", {{"rating", "4"}, {"roll", "11"}}).fields["result"],
              "loose_cannon");
    EXPECT_EQ(run("initiative", {{"rating", "3"}, {"roll", "53"}}).fields["result"], "no_effect");
}

TEST(Rule10_3a_AttackStoppageExample, ThreeDivisionsNoneWreckedRatingThreeNeedsThree) {
    const auto r =
        run("cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}, {"roll", "3"}});
    EXPECT_EQ(r.fields["column"], 1);
    EXPECT_EQ(r.fields["needed"], 3);
    EXPECT_EQ(r.fields["passed"], true);
    EXPECT_EQ(run("cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}, {"roll", "2"}})
                  .fields["passed"],
              false);
}

TEST(Rule10_3a_AttackStoppageExample, AllWreckedCommanderLostNeedsElevenOrFourteenAtNight) {
    const Args a{{"divisions", "3"},
                 {"wrecked", "3"},
                 {"commander_lost", "1"},
                 {"rating", "1"},
                 {"roll", "10"}};
    const auto r = run("cas", a);
    EXPECT_EQ(r.fields["column"], 4);
    EXPECT_EQ(r.fields["needed"], 11);
    EXPECT_EQ(r.fields["passed"], false);
    auto night = a;
    night.back() = {"roll", "12"};
    night.push_back({"night", "1"});
    const auto n = run("cas", night);
    EXPECT_EQ(n.fields["needed"], 14);
    EXPECT_EQ(n.fields["passed"], false); // "he wouldn't stand a chance"
    EXPECT_TRUE(cites(n, "10.3b"));
}

TEST(Rule10_3a_AttackStoppage, TwoDiceSumAndBadInput) {
    EXPECT_THROW(
        run("cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}, {"roll", "13"}}),
        InvalidInput);
    EXPECT_THROW(run("cas", {{"divisions", "2"}, {"wrecked", "3"}, {"rating", "3"}, {"roll", "6"}}),
                 InvalidInput);
    // One wrecked of four divisions: column 2 (transcribed row 1).
    EXPECT_EQ(run("cas", {{"divisions", "4"}, {"wrecked", "1"}, {"rating", "2"}, {"roll", "6"}})
                  .fields["column"],
              2);
    // Two wrecked: not transcribed -> asks the player.
    const auto cell =
        needed("cas", {{"divisions", "4"}, {"wrecked", "2"}, {"rating", "2"}, {"roll", "6"}});
    EXPECT_EQ(cell.chart_id, "cas-column");
    EXPECT_EQ(cell.line_key, "2");
    EXPECT_EQ(cell.outcome, "4");
}

TEST(RuleAE2_1_AttackStoppage, OptionalLowAmmoSubtractsTwo) {
    const auto r = run(
        "cas",
        {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}, {"low_ammo", "1"}, {"roll", "4"}});
    EXPECT_EQ(r.fields["needed"], 5);
    EXPECT_EQ(r.fields["passed"], false);
}
