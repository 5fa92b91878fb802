// "What are my chances": exact distributions over every dice outcome, with unknown cells
// reported as unknown.
#include "support.h"

#include <set>

using namespace adc;
using namespace adc::test;

TEST(Rule10_2d_InitiativeChances, OnePointColumn) {
    const auto c = chances(shipped(), "initiative", {{"rating", "1"}});
    EXPECT_EQ(chanceText(c, "loose_cannon"), "7/36"); // 11..21
    EXPECT_EQ(chanceText(c, "initiative"), "1/18");   // 65, 66
    EXPECT_EQ(chanceText(c, "no_effect"), "3/4");
    EXPECT_EQ(c.unknownTotal.num, 0u);
}

TEST(Rule20_4_FireChances, UnknownCellsAreReportedAsUnknown) {
    const auto c = chances(shipped(), "fire", {{"points", "1"}});
    EXPECT_EQ(chanceText(c, "NE"), "5/12"); // 11..33: 15 of 36
    EXPECT_EQ(c.unknownTotal.text(), "7/12");
    EXPECT_EQ(c.unknown.size(), 21u);
    EXPECT_EQ(c.unknown.front().cell.chart_id, "fire-combat");
}

TEST(Rule20_2f_FireChances, ZeroPointsDoNotDependOnDice) {
    const auto c = chances(shipped(), "fire", {{"points", "0"}});
    EXPECT_TRUE(c.noDice);
    EXPECT_EQ(chanceText(c, "NE"), "1/1");
}

TEST(Rule10_3a_AttackStoppageChances, TwoDiceSum) {
    const auto c =
        chances(shipped(), "cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}});
    EXPECT_EQ(chanceText(c, "passed"), "35/36"); // anything but a 2
    const auto night = chances(
        shipped(), "cas", {{"divisions", "3"}, {"wrecked", "0"}, {"rating", "3"}, {"night", "1"}});
    EXPECT_EQ(chanceText(night, "passed"), "13/18"); // -3 at night: 6 or more, 26 of 36
}

TEST(Rule23_0_OddsChances, SecondDieOfAHalfResultIsFollowed) {
    // 4:1+: die 1 -> 1/2 (then 4-6), dice 2-4 -> A, 5 and 6 not transcribed.
    const auto c = chances(shipped(), "odds", {{"attacker", "16"}, {"defender", "4"}});
    EXPECT_EQ(chanceText(c, "attacker"), "7/12");
    EXPECT_EQ(chanceText(c, "defender"), "1/12");
    EXPECT_EQ(c.unknownTotal.text(), "1/3");
}

TEST(Rule10_1f_DelayChances, OneDie) {
    EXPECT_EQ(chanceText(chances(shipped(), "delay", {{"delay", "D4"}}), "accepted"), "1/2");
    EXPECT_EQ(chanceText(chances(shipped(), "delay", {{"delay", "D6"}}), "accepted"), "1/6");
}

TEST(Chances, RollsAreNotAllowed) {
    EXPECT_THROW(chances(shipped(), "delay", {{"delay", "D4"}, {"roll", "3"}}), InvalidInput);
}

TEST(Resolvers, EveryResolverCitesARuleAndLabelsItsInputs) {
    std::set<std::string> names;
    for (const auto& r : resolvers()) {
        EXPECT_TRUE(names.insert(r.name).second) << r.name;
        EXPECT_FALSE(r.rule.empty()) << r.name;
        EXPECT_FALSE(r.title.empty()) << r.name;
        for (const auto& p : r.params)
            EXPECT_FALSE(p.label.empty()) << r.name << " " << p.key;
        for (const auto& c : r.charts)
            EXPECT_NE(shipped().find(c), nullptr) << r.name << " reads missing chart " << c;
    }
    for (const char* n : {"command-points", "order-cost", "delivery", "initiative", "acceptance",
                          "delay", "cas", "fire-points", "fire", "morale", "odds", "straggler",
                          "gun-loss", "recall", "blown-recovery", "blood-lust"})
        EXPECT_TRUE(names.count(n)) << n;
}

TEST(Resolvers, UnknownInputsAreRefusedWithTheValidOnes) {
    try {
        run("initiative", {{"ratting", "2"}, {"roll", "44"}});
        FAIL();
    } catch (const InvalidInput& e) {
        EXPECT_NE(std::string(e.what()).find("rating"), std::string::npos);
    }
    EXPECT_THROW(run("initiative", {{"rating", "two"}, {"roll", "44"}}), InvalidInput);
    EXPECT_THROW(run("initiative", {{"roll", "44"}}), InvalidInput);
    EXPECT_THROW(run("initiative", {{"rating", "2"}, {"roll", "70"}}), InvalidInput);
    EXPECT_THROW(run("nothing", {}), InvalidInput);
}

TEST(Resolvers, AppDiceRecordTheSeedAndReplay) {
    const auto a = resolve(shipped(), "initiative", {{"rating", "2"}}, 99);
    const auto b = resolve(shipped(), "initiative", {{"rating", "2"}}, 99);
    ASSERT_TRUE(a.seed.has_value());
    EXPECT_EQ(*a.seed, 99u);
    ASSERT_EQ(a.resolution.rolls.size(), 1u);
    EXPECT_EQ(a.resolution.rolls[0].by, RolledBy::App);
    EXPECT_EQ(a.resolution.rolls[0].value, b.resolution.rolls[0].value);
    EXPECT_THROW(resolve(shipped(), "initiative", {{"rating", "2"}, {"roll", "44"}}, 99),
                 InvalidInput);
}
