// Stragglers, guns and cavalry: rules 21.1, 21.2, 27.4, 24.1, 24.2c; movement 11.0a.
#include "support.h"

using namespace adc;
using namespace adc::test;

static int stragglers(Args a) {
    return run("straggler", a).fields["stragglers"].get<int>();
}

TEST(Rule21_1_StragglerTable, RowsAsPrinted) {
    EXPECT_EQ(stragglers({{"morale", "A"}, {"roll", "5"}}), 0);
    EXPECT_EQ(stragglers({{"morale", "A"}, {"roll", "6"}}), 1);
    EXPECT_EQ(stragglers({{"morale", "B"}, {"roll", "3"}}), 0);
    EXPECT_EQ(stragglers({{"morale", "C"}, {"roll", "6"}}), 1);
    EXPECT_EQ(stragglers({{"morale", "D"}, {"roll", "1"}}), 1);
    EXPECT_EQ(stragglers({{"morale", "E"}, {"roll", "4"}}), 2);
}

TEST(Rule21_1_StragglerTable, ModifiersDGPlusOneAndPlusTwoOnce) {
    EXPECT_EQ(stragglers({{"morale", "A"}, {"night", "1"}, {"roll", "4"}}), 1);              // 6
    EXPECT_EQ(stragglers({{"morale", "B"}, {"dg", "1"}, {"roll", "6"}}), 1);                 // 7
    EXPECT_EQ(stragglers({{"morale", "B"}, {"dg", "1"}, {"night", "1"}, {"roll", "6"}}), 2); // 9
    // Routed, wrecked and night together still add 2 once: 3 + 2 = 5 on D.
    EXPECT_EQ(
        stragglers(
            {{"morale", "D"}, {"routed", "1"}, {"wrecked", "1"}, {"night", "1"}, {"roll", "3"}}),
        1);
    EXPECT_EQ(stragglers({{"morale", "E"}, {"dg", "1"}, {"wrecked", "1"}, {"roll", "6"}}), 3);
    EXPECT_THROW(stragglers({{"morale", "A"}, {"dg", "1"}, {"routed", "1"}, {"roll", "1"}}),
                 InvalidInput);
}

TEST(Rule21_2_StragglerRecovery, RowShifts) {
    // B without a leader: one row down to C; 64 recovers 1.
    const auto r = run("straggler-recovery", {{"morale", "B"}, {"roll", "64"}});
    EXPECT_EQ(r.fields["row"], "C");
    EXPECT_EQ(r.fields["recovered"], 1);
    EXPECT_EQ(run("straggler-recovery", {{"morale", "B"}, {"roll", "63"}}).fields["recovered"], 0);
    // B with a 3 leader: two rows up to (row 3); 61 recovers 2.
    const auto l = run("straggler-recovery", {{"morale", "B"}, {"leader", "3"}, {"roll", "61"}});
    EXPECT_EQ(l.fields["row"], "(row 3)");
    EXPECT_EQ(l.fields["recovered"], 2);
    // A with a 4 leader at night: +5 rows, held at the top row.
    const auto top = run("straggler-recovery",
                         {{"morale", "A"}, {"leader", "4"}, {"night", "1"}, {"roll", "15"}});
    EXPECT_EQ(top.fields["row"], "(row 1)");
    EXPECT_EQ(top.fields["recovered"], 1);
    // E without a leader: below the bottom row, held on D or E; 66 is not transcribed.
    EXPECT_EQ(needed("straggler-recovery", {{"morale", "E"}, {"roll", "66"}}).line_key, "D-E");
}

TEST(Rule27_4_GunLoss, DieAsPrinted) {
    EXPECT_EQ(run("gun-loss", {{"roll", "3"}}).fields["guns_lost"], 0);
    EXPECT_EQ(run("gun-loss", {{"roll", "4"}}).fields["guns_lost"], 1);
    EXPECT_EQ(run("gun-loss", {{"roll", "6"}}).fields["guns_lost"], 3);
    EXPECT_THROW(run("gun-loss", {{"roll", "7"}}), InvalidInput);
}

TEST(Rule24_1_Recall, NumberNeededByMoraleAndBestLeader) {
    const auto r = run("recall", {{"morale", "C"}, {"leader", "3"}, {"roll", "4"}});
    EXPECT_EQ(r.fields["needed"], 4);
    EXPECT_EQ(r.fields["success"], true);
    EXPECT_EQ(run("recall", {{"morale", "C"}, {"leader", "3"}, {"british", "1"}, {"roll", "4"}})
                  .fields["success"],
              false);
    EXPECT_EQ(run("recall", {{"morale", "D"}, {"leader", "0"}, {"roll", "5"}}).fields["success"],
              false);
    EXPECT_EQ(run("recall", {{"morale", "A"}, {"leader", "4"}, {"roll", "2"}}).fields["success"],
              true);
    EXPECT_THROW(run("recall", {{"morale", "E"}, {"leader", "1"}, {"roll", "2"}}), InvalidInput);
}

TEST(Rule24_2c_BlownRecovery, LeaderAndWreckedModifiers) {
    EXPECT_EQ(run("blown-recovery", {{"morale", "D"}, {"roll", "4"}}).fields["recovered"], false);
    EXPECT_EQ(run("blown-recovery", {{"morale", "D"}, {"leader", "2"}, {"roll", "4"}})
                  .fields["recovered"],
              true);
    EXPECT_EQ(run("blown-recovery", {{"morale", "E"}, {"leader", "4"}, {"roll", "4"}})
                  .fields["recovered"],
              true);
    EXPECT_EQ(run("blown-recovery", {{"morale", "A"}, {"wrecked", "1"}, {"roll", "2"}})
                  .fields["recovered"],
              false);
    EXPECT_EQ(run("blown-recovery", {{"morale", "A"}, {"leader", "1"}, {"roll", "2"}})
                  .fields["recovered"],
              true);
}

TEST(Rule11_0a_ProportionalMovement, ColumnToLineExample) {
    // Column (MA 8) spends 5, changes to line for 1 more: 2 of 8 left, 25% of 5 = 1.25 -> 1.
    const auto r = run("formation-change", {{"from_ma", "8"}, {"spent", "6"}, {"to_ma", "5"}});
    EXPECT_EQ(r.fields["remaining"], 1);
    EXPECT_DOUBLE_EQ(r.fields["fraction_left"].get<double>(), 0.25);
    EXPECT_THROW(run("formation-change", {{"from_ma", "8"}, {"spent", "9"}, {"to_ma", "5"}}),
                 InvalidInput);
}
