// Fire combat: rules 20.0-20.4, 12.3, 20.2g, 27.3; AE 2.1, 3.1, 3.2.
#include "support.h"

#include <filesystem>
#include <unistd.h> // getpid: one temporary folder per test process

using namespace adc;
using namespace adc::test;

static double points(const std::vector<std::string>& firers) {
    Args a;
    for (const auto& f : firers)
        a.push_back({"firer", f});
    return run("fire-points", a).fields["points"].get<double>();
}

TEST(Rule20_4_FireExample1, TwoLinesAtOneHexOnColumnFourRoll46) {
    EXPECT_EQ(points({"line:A:1", "line:AB:1"}), 4); // "two As firing at range 1"
    const auto r = run("fire", {{"firer", "line:A:1"}, {"firer", "line:AA:1"}, {"roll", "46"}});
    EXPECT_EQ(r.fields["column"], "4");
    EXPECT_EQ(r.fields["casualties"], 1);
    EXPECT_EQ(r.fields["stragglers"], 1);
    EXPECT_EQ(r.fields["morale_check"], true);
    EXPECT_EQ(r.fields["leader_casualty"], false);
}

TEST(Rule20_4_FireExample2, NineAndAHalfPointsFlankShotColumnThirteenRoll65) {
    const std::vector<std::string> firers{"line:A:1:hex=1", "french-column:A:1:hex=2",
                                          "heavy-art:4:1:hex=2", "heavy-art:5:6:hex=3",
                                          "light-art:5:8:hex=4"};
    EXPECT_DOUBLE_EQ(points(firers), 9.5);
    EXPECT_DOUBLE_EQ(points({"line:A:1", "french-column:A:1", "light-art:4:1", "heavy-art:5:6",
                             "light-art:5:8"}),
                     9.5);
    const auto base = run("fire", {{"points", "9 1/2"}, {"roll", "44"}});
    EXPECT_EQ(base.fields["column"], "10"); // 9 1/2 reads as 10
    const auto r = run(
        "fire", {{"points", "9.5"}, {"mods", "target-limbered-flank-routed-dg"}, {"roll", "65"}});
    EXPECT_EQ(r.fields["column"], "13");
    EXPECT_EQ(r.fields["casualties"], 3);
    EXPECT_EQ(r.fields["stragglers"], 2);
    EXPECT_TRUE(cites(r, "20.4"));
}

TEST(Rule25_2_CompleteFireExample, NonFrenchColumnAtSquareColumnFourRoll12IsMoraleCheck) {
    EXPECT_EQ(points({"column:A:1"}), 1);
    const auto r = run(
        "fire",
        {{"firer", "column:A:1"}, {"mods", "target-cavalry-column-massed-square"}, {"roll", "12"}});
    EXPECT_EQ(r.fields["column"], "4");
    EXPECT_EQ(r.fields["result"], "MC");
    EXPECT_EQ(r.fields["casualties"], 0);
    EXPECT_EQ(r.fields["morale_check"], true);
}

TEST(Rule25_2_CompleteFireExample, SevenPointsWithFlankShotColumnTenRoll44) {
    const auto r =
        run("fire", {{"points", "7"}, {"mods", "target-limbered-flank-routed-dg"}, {"roll", "44"}});
    EXPECT_EQ(r.fields["column"], "10");
    EXPECT_EQ(r.fields["casualties"], 2);
    EXPECT_EQ(r.fields["stragglers"], 1);
}

TEST(Rule27_3_ArtilleryExamples, ThreeBatteriesOfThreeHeavyAtThreeHexes) {
    EXPECT_EQ(points({"heavy-art:3:3", "heavy-art:3:3", "heavy-art:3:3"}), 6);
}

TEST(Rule27_3_ArtilleryExamples, TwoBatteriesOfFourHeavyAtThreeHexes) {
    EXPECT_EQ(points({"heavy-art:4:3", "heavy-art:4:3"}), 4);
}

TEST(Rule27_3_ArtilleryExamples, ThreeHeavyAtFourAndThreeLightAtFive) {
    EXPECT_EQ(points({"heavy-art:3:4", "light-art:3:5"}), 1);
}

TEST(Rule20_2f_ZeroAndFractions, ZeroPointsHaveNoEffectAndRollNothing) {
    const auto out = resolve(shipped(), "fire", {{"points", "0"}});
    EXPECT_EQ(out.resolution.summary, "NE");
    EXPECT_TRUE(out.resolution.rolls.empty());
    EXPECT_FALSE(out.seed.has_value());
    EXPECT_TRUE(cites(out.resolution, "20.2f"));
}

TEST(Rule20_2f_ZeroAndFractions, LessThanOneUsesTheOneOrLessColumn) {
    const auto r = run("fire", {{"points", "1/2"}, {"roll", "33"}});
    EXPECT_EQ(r.fields["column"], "1 or less");
    EXPECT_EQ(r.fields["result"], "NE");
    // Light 4 gun points at 7-8 hexes: 0 points -> no effect.
    EXPECT_EQ(points({"light-art:4:7"}), 0);
}

TEST(Rule20_0_ColumnShifts, ShiftsClampAtBothEdges) {
    const auto up = needed(
        "fire", {{"points", "16"},
                 {"mods", "target-limbered-flank-routed-dg,target-cavalry-column-massed-square"},
                 {"roll", "11"}});
    EXPECT_EQ(up.line_key, "17+");
    const auto down = run("fire", {{"points", "2"}, {"mods", "night,redoubt"}, {"roll", "33"}});
    EXPECT_EQ(down.fields["column"], "1 or less");
    EXPECT_EQ(down.fields["result"], "NE");
    EXPECT_EQ(down.fields["shift"], -7);
}

TEST(Rule20_3b_EachLineOnce, SameModifierTwiceIsRefused) {
    EXPECT_THROW(run("fire", {{"points", "4"}, {"mods", "night,night"}, {"roll", "46"}}),
                 InvalidInput);
    EXPECT_THROW(run("fire", {{"points", "4"}, {"mods", "moonlight"}, {"roll", "46"}}),
                 InvalidInput);
}

TEST(Rule24_0_CavalryFires, CavalryListOnlyWhenAskedFor) {
    EXPECT_THROW(run("fire", {{"points", "4"}, {"mods", "heavy-target"}, {"roll", "46"}}),
                 InvalidInput);
    const auto r = run("fire", {{"points", "6"},
                                {"fires", "cavalry"},
                                {"mods", "heavy-target,heavy-firer"},
                                {"roll", "46"}});
    EXPECT_EQ(r.fields["column"], "4"); // 6 - 3 + 1
}

TEST(Rule20_4d_LeaderCasualty, FiftyFiveOrSixtySixKillsALeaderWhateverTheResult) {
    // The only transcribed cells are not on 55 or 66, so the player supplies one first.
    const auto dir =
        std::filesystem::temp_directory_path() / ("adc-test-leader-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.string());
    set.record("fire-combat", "1-", "55",
               "MC"); // a stand-in: past the column's No Effect range 11..33
    const auto r = resolve(set, "fire", {{"points", "1"}, {"roll", "55"}}).resolution;
    EXPECT_EQ(r.fields["result"], "MC");
    EXPECT_EQ(r.fields["leader_casualty"], true);
    EXPECT_TRUE(cites(r, "26.4"));
    const auto q = resolve(set, "fire", {{"points", "1"}, {"roll", "33"}}).resolution;
    EXPECT_EQ(q.fields["leader_casualty"], false);
    std::filesystem::remove_all(dir);
}

TEST(RuleAE2_1_LowAmmo, FrenchRoll61To66On21MayMarksLowAmmo) {
    const auto r = run("fire", {{"points", "10"},
                                {"mods", "target-limbered-flank-routed-dg"},
                                {"french_21may", "1"},
                                {"roll", "65"}});
    EXPECT_EQ(r.fields["low_ammo"], true);
    EXPECT_TRUE(cites(r, "AE 2.1"));
    const auto no = run(
        "fire", {{"points", "10"}, {"mods", "target-limbered-flank-routed-dg"}, {"roll", "65"}});
    EXPECT_EQ(no.fields["low_ammo"], false);
    EXPECT_EQ(points({"line:A:1:lowammo"}), 1);
    EXPECT_THROW(points({"cavalry:A:inf-line:lowammo"}), InvalidInput); // never cavalry
}

TEST(Rule20_1_Disorganized, DisorganizedFirersHalvedRoundedDown) {
    EXPECT_EQ(points({"line:A:1:dg"}), 1);
    EXPECT_EQ(points({"line:A:1:dg", "line:C:1:dg"}), 1); // 3 -> 1
    EXPECT_EQ(points({"line:A:1:dg", "line:A:1"}), 3);
}

TEST(Rule12_3_HexLimits, OneALevelOfInfantryPerHex) {
    EXPECT_THROW(points({"line:A:1:hex=x", "line:B:1:hex=x"}), InvalidInput);
    // B + C cannot give more than A: line B (2) + line C (1) at 1 hex capped at 2.
    EXPECT_EQ(points({"line:B:1:hex=x", "line:C:1:hex=x"}), 2);
    EXPECT_THROW(points({"heavy-art:5:2:hex=x", "light-art:3:2:hex=x"}), InvalidInput);
    EXPECT_THROW(points({"french-skirmisher:full:1:hex=x", "french-skirmisher:reduced:1:hex=x"}),
                 InvalidInput);
    EXPECT_EQ(points({"line:AAA:cc"}), 6); // larger units fire as A
}

TEST(Rule20_2g_SelectiveFire, ArtilleryAtArtilleryNotOnTopIsHalved) {
    EXPECT_EQ(points({"heavy-art:5:1:selective"}), 2.5);
    EXPECT_THROW(points({"line:A:1:selective"}), InvalidInput);
}

TEST(RuleAE3_1_BattalionMasse, OwnFirePointTable) {
    EXPECT_EQ(points({"masse:A:cc"}), 5);
    EXPECT_EQ(points({"masse:B:1"}), 0.25);
    EXPECT_EQ(points({"masse:C:1"}), 0);
}

TEST(Rule24_1_CavalryAttack, TargetTypeByStrengthAndBlownHalved) {
    EXPECT_EQ(points({"cavalry:AA:inf-line"}), 12); // up to AB counts (12.3)
    EXPECT_EQ(points({"cavalry:C:square"}), 0.5);
    EXPECT_EQ(points({"cavalry:A:other:blown"}), 8.5);
    EXPECT_EQ(points({"cavalry:B:cavalry:routed"}), 0);
}

TEST(RuleAE3_2_AustrianCavalryCohesion, TwoBrigadesLoseTwoPoints) {
    EXPECT_EQ(points({"cavalry:A:inf-line:austrian", "cavalry:A:inf-line:austrian"}), 14);
    EXPECT_EQ(points({"cavalry:A:inf-line:austrian"}), 8);
}

TEST(Rule20_1_FirePoints, SmallArmsReachOneHex) {
    EXPECT_THROW(points({"line:A:2"}), InvalidInput);
    EXPECT_THROW(points({"heavy-art:5:9"}), InvalidInput);
    EXPECT_THROW(points({"dragoons:A:1"}), InvalidInput);
    EXPECT_EQ(points({"french-skirmisher:full:cc"}), 3);
    EXPECT_EQ(points({"skirmisher:reduced:1"}), 0.5);
}

TEST(Rule20_1_FirePoints, UntranscribedSquareRowAsksThePlayer) {
    try {
        points({"square:A:cc"});
        FAIL();
    } catch (const NeedsChartValue& e) {
        EXPECT_EQ(e.cell().chart_id, "infantry-fire-points");
        EXPECT_EQ(e.cell().line_key, "square-cc");
        EXPECT_EQ(e.cell().outcome, "A");
    }
}

TEST(Rule20_4_FireUnexplained, SameResultWithoutTheSteps) {
    const Args args{{"firer", "line:A:1"},
                    {"firer", "french-column:A:1:hex=2"},
                    {"firer", "heavy-art:4:1:hex=2"},
                    {"firer", "heavy-art:5:6"},
                    {"firer", "light-art:5:8"},
                    {"mods", "target-limbered-flank-routed-dg"},
                    {"roll", "65"}};
    const auto told = resolve(shipped(), "fire", args).resolution;
    const auto bare = resolve(shipped(), "fire", args, {}, Explanation::Skipped).resolution;
    EXPECT_FALSE(told.steps.empty());
    EXPECT_TRUE(bare.steps.empty());
    EXPECT_EQ(bare.fields, told.fields);
    EXPECT_EQ(bare.summary, told.summary);
}
