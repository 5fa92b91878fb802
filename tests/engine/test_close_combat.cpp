// Close combat: rule 23.0 (strength and the Odds Table); AE 1.2, 1.3.
#include "support.h"

using namespace adc;
using namespace adc::test;

static double strength(const std::vector<std::string>& units, Args extra = {}) {
    Args a;
    for (const auto& u : units)
        a.push_back({"unit", u});
    for (const auto& e : extra)
        a.push_back(e);
    return run("odds-strength", a).fields["strength"].get<double>();
}

TEST(Rule23_0_OddsStrength, ByFormationAndFireLevel) {
    EXPECT_EQ(strength({"line:A"}), 4);
    EXPECT_EQ(strength({"column:AB"}), 10);
    EXPECT_EQ(strength({"square:C"}), 1);
    EXPECT_EQ(strength({"column:AA", "skirmisher:full"}), 14);
    EXPECT_EQ(strength({"art-unlimbered:4"}), 1);
    EXPECT_EQ(strength({"art-limbered:4"}), 0.5);
}

TEST(Rule23_1j_OddsStrength, NothingBeyondAA) {
    EXPECT_EQ(strength({"line:AAA"}), 6);
    EXPECT_EQ(strength({"column:AAB"}), 12);
}

TEST(Rule23_0_OddsStrength, DefenderTerrainDoublesAndFloodDykeOneAndAHalf) {
    EXPECT_EQ(strength({"line:A"}, {{"terrain", "1"}}), 8);
    EXPECT_EQ(strength({"line:A"}, {{"flood_dyke", "1"}}), 6);
    EXPECT_THROW(strength({"line:A"}, {{"terrain", "1"}, {"flood_dyke", "1"}}), InvalidInput);
    EXPECT_THROW(strength({"line:D"}), InvalidInput);
}

TEST(Rule23_0_OddsTable, RatiosRoundInTheDefendersFavour) {
    EXPECT_EQ(run("odds", {{"attacker", "12"}, {"defender", "4"}, {"roll", "4"}}).fields["column"],
              "3:1");
    EXPECT_EQ(run("odds", {{"attacker", "7"}, {"defender", "3"}, {"roll", "4"}}).fields["column"],
              "2:1");
    EXPECT_EQ(run("odds", {{"attacker", "2"}, {"defender", "3"}, {"roll", "4"}}).fields["column"],
              "1:2");
    EXPECT_EQ(run("odds", {{"attacker", "20"}, {"defender", "4"}, {"roll", "4"}}).fields["column"],
              "4:1+");
    const auto far = run("odds", {{"attacker", "1"}, {"defender", "5"}, {"roll", "4"}});
    EXPECT_EQ(far.fields["ratio"], "1:5");
    EXPECT_EQ(far.fields["column"], "1:2");
}

TEST(Rule23_0_OddsTable, ResultsAsPrinted) {
    EXPECT_EQ(run("odds", {{"attacker", "8"}, {"defender", "4"}, {"roll", "4"}}).fields["winner"],
              "attacker");
    EXPECT_EQ(run("odds", {{"attacker", "8"}, {"defender", "4"}, {"roll", "2"}}).fields["winner"],
              "defender");
    EXPECT_EQ(run("odds", {{"attacker", "4"}, {"defender", "4"}, {"roll", "3"}}).fields["winner"],
              "defender");
    const auto half =
        run("odds", {{"attacker", "16"}, {"defender", "4"}, {"roll", "1"}, {"roll2", "4"}});
    EXPECT_EQ(half.fields["result"], "1/2");
    EXPECT_EQ(half.fields["winner"], "attacker");
    EXPECT_EQ(run("odds", {{"attacker", "16"}, {"defender", "4"}, {"roll", "1"}, {"roll2", "3"}})
                  .fields["winner"],
              "defender");
}

TEST(Rule23_0_OddsTable, HalfResultNeedsTheSecondDie) {
    EXPECT_THROW(run("odds", {{"attacker", "16"}, {"defender", "4"}, {"roll", "1"}}), InvalidInput);
    EXPECT_THROW(
        run("odds", {{"attacker", "16"}, {"defender", "4"}, {"roll", "3"}, {"roll2", "3"}}),
        InvalidInput);
}

TEST(Rule23_0_OddsTable, DieModifiersAndTheirReplacement) {
    // 2:1, die 2 +1 (wrecked defender) = 3: 1/2.
    EXPECT_EQ(run("odds", {{"attacker", "8"},
                           {"defender", "4"},
                           {"mods", "defender-wrecked"},
                           {"roll", "2"},
                           {"roll2", "6"}})
                  .fields["result"],
              "1/2");
    // +2 for the wrecked division is used in place of +1: 2 + 2 = 4, A.
    EXPECT_EQ(run("odds", {{"attacker", "8"},
                           {"defender", "4"},
                           {"mods", "defender-wrecked,defender-wrecked-division"},
                           {"roll", "2"}})
                  .fields["result"],
              "A");
    // Attacker wrecked -2: 4 - 2 = 2 on 2:1, defender.
    EXPECT_EQ(
        run("odds",
            {{"attacker", "8"}, {"defender", "4"}, {"mods", "attacker-wrecked"}, {"roll", "4"}})
            .fields["winner"],
        "defender");
}

TEST(Rule23_0_OddsTable, UntranscribedRowsAreAsked) {
    const auto cell = needed("odds", {{"attacker", "8"}, {"defender", "4"}, {"roll", "5"}});
    EXPECT_EQ(cell.chart_id, "odds-table");
    EXPECT_EQ(cell.line_key, "2:1");
    EXPECT_EQ(cell.outcome, "5");
}

TEST(RuleAE1_3_Granary, AttackerWinsOnlyOnASix) {
    EXPECT_EQ(run("odds", {{"attacker", "20"}, {"defender", "2"}, {"granary", "1"}, {"roll", "5"}})
                  .fields["winner"],
              "defender");
    EXPECT_EQ(run("odds", {{"attacker", "1"}, {"defender", "20"}, {"granary", "1"}, {"roll", "6"}})
                  .fields["winner"],
              "attacker");
}

TEST(Rule23_0_OddsTable, StrengthsMustBePositive) {
    EXPECT_THROW(run("odds", {{"attacker", "0"}, {"defender", "4"}, {"roll", "4"}}), InvalidInput);
    EXPECT_THROW(run("odds", {{"attacker", "4"}, {"defender", "0"}, {"roll", "4"}}), InvalidInput);
}
