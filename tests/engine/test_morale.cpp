// Morale: rules 25.2-25.6, 26.3a; AE 1.3.
#include "support.h"

#include <filesystem>
#include <unistd.h> // getpid: one temporary folder per test process

using namespace adc;
using namespace adc::test;

TEST(Rule25_2_CompleteFireExample, CInSquareShiftsUpToBRoll56IsShaken) {
    const auto r = run("morale", {{"rating", "C"}, {"mods", "square"}, {"roll", "56"}});
    EXPECT_EQ(r.fields["row"], "B");
    EXPECT_EQ(r.fields["state"], "Sh");
    EXPECT_EQ(r.fields["retreat"], 0);
    EXPECT_EQ(r.fields["stragglers"], 0);
}

TEST(Rule25_2_CompleteFireExample, FlankAndWreckedBrigadeOfWreckedDivisionDropSixRowsRoll66Routs) {
    const auto r =
        run("morale", {{"rating", "C"},
                       {"mods", "routed-limbered-flank,wrecked-brigade-wrecked-division"},
                       {"roll", "66"}});
    EXPECT_EQ(r.fields["shift"], -6);
    EXPECT_EQ(r.fields["row"], "(bottom row)");
    EXPECT_EQ(r.fields["state"], "R");
    EXPECT_EQ(r.fields["retreat"], 2);
    EXPECT_EQ(r.fields["stragglers"], 4);
    EXPECT_TRUE(cites(r, "25.2"));
}

TEST(Rule25_2_MoraleTable, InPlaceOfLineReplacesTheOtherLine) {
    // Wrecked brigade (-2) and wrecked brigade of wrecked division (-3, in place of -2): -3, not
    // -5.
    const auto r =
        run("morale",
            {{"rating", "C"},
             {"mods", "wrecked-brigade,wrecked-brigade-wrecked-division,routed-limbered-flank"},
             {"roll", "66"}});
    EXPECT_EQ(r.fields["shift"], -6);
}

TEST(Rule25_2_MoraleTable, ShiftPastTheBottomReadsTheBottomRow) {
    const auto r =
        run("morale", {{"rating", "C"},
                       {"mods", "routed-limbered-flank,wrecked-brigade-wrecked-division,night"},
                       {"roll", "66"}});
    EXPECT_EQ(r.fields["shift"], -8);
    EXPECT_EQ(r.fields["row"], "(bottom row)");
}

TEST(Rule25_2_MoraleTable, TranscribedCellInTheCRow) {
    const auto r = run("morale", {{"rating", "C"}, {"roll", "55"}});
    EXPECT_EQ(r.fields["state"], "Sh");
    EXPECT_EQ(r.fields["stragglers"], 1);
    EXPECT_TRUE(cites(r, "25.2e"));
}

TEST(Rule25_2_MoraleTable, UnknownRowPositionIsAskedNotGuessed) {
    const auto cell = needed("morale", {{"rating", "D"}, {"mods", "square"}, {"roll", "65"}});
    EXPECT_EQ(cell.chart_id, "morale-table");
    EXPECT_EQ(cell.line_key, "D");
    EXPECT_EQ(cell.outcome, "position");
    // With no shift the D row is read directly, and its cell is known only as a hint.
    const auto d = needed("morale", {{"rating", "D"}, {"roll", "65"}});
    EXPECT_EQ(d.line_key, "D");
    EXPECT_EQ(d.outcome, "65");
    EXPECT_NE(d.hint.find("first R column"), std::string::npos);
}

TEST(Rule25_2_MoraleTable, PlayerPlacesARowAndTheShiftUsesIt) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("adc-test-morale-layout-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.string());
    set.recordPosition("morale-table", "D", 2); // stand-ins for what a player would enter
    set.record("morale-table", "C+1", "66", "R/2/3");
    // D moved up one lands on the unlabeled row below C.
    const auto r =
        resolve(set, "morale", {{"rating", "D"}, {"mods", "square"}, {"roll", "66"}}).resolution;
    EXPECT_EQ(r.fields["row"], "(unlabeled row below C)");
    EXPECT_EQ(r.fields["stragglers"], 3);
    // Reloaded from disk, the overlay is still there.
    const ChartSet again = ChartSet::load(ADC_TABLES_DIR, {}, dir.string());
    EXPECT_EQ(resolve(again, "morale", {{"rating", "D"}, {"mods", "square"}, {"roll", "66"}})
                  .resolution.fields["stragglers"],
              3);
    EXPECT_THROW(set.recordPosition("morale-table", "E", 2), InvalidInput); // D is already there
    std::filesystem::remove_all(dir);
}

TEST(Rule26_3a_LeaderMorale, RatingMinusOneAndZeroLeaderGivesOneDown) {
    const auto r = run("morale", {{"rating", "C"}, {"leader", "2"}, {"roll", "56"}});
    EXPECT_EQ(r.fields["row"], "B");
    const auto zero = needed("morale", {{"rating", "C"}, {"leader", "0"}, {"roll", "66"}});
    EXPECT_EQ(zero.line_key, "C+1");
    EXPECT_EQ(run("morale", {{"rating", "C"}, {"leader", "1"}, {"roll", "55"}}).fields["row"], "C");
}

TEST(Rule25_6_EliteDivisions, WreckedEliteValuesShiftDown) {
    const auto cell = needed("morale", {{"rating", "B"}, {"elite", "-2"}, {"roll", "11"}});
    EXPECT_EQ(cell.line_key, "C+1"); // B (-1) two rows down
}

TEST(Rule20_4a_UpShifts, FireResultUpOneShiftsTheCheckUp) {
    EXPECT_EQ(run("morale", {{"rating", "C"}, {"up", "1"}, {"roll", "56"}}).fields["row"], "B");
}

TEST(Rule25_2b_GenericMorale, ArtilleryAloneUsesTheChart) {
    const auto r = run("morale", {{"unit", "other-artillery"}, {"roll", "55"}});
    EXPECT_EQ(r.fields["row"], "C");
    EXPECT_TRUE(cites(r, "25.2b"));
    EXPECT_THROW(run("morale", {{"rating", "C"}, {"unit", "other-artillery"}, {"roll", "55"}}),
                 InvalidInput);
    EXPECT_THROW(run("morale", {{"roll", "55"}}), InvalidInput);
}

TEST(Rule25_2c_BloodLust, UnitInBloodLustRollsOnTheBloodLustTable) {
    const auto r = run("morale", {{"rating", "C"}, {"state", "BL"}, {"roll", "44"}});
    EXPECT_EQ(r.fields["removed"], true);
    EXPECT_EQ(run("morale", {{"rating", "C"}, {"state", "BL"}, {"roll", "43"}}).fields["removed"],
              false);
    EXPECT_THROW(
        run("morale", {{"rating", "C"}, {"state", "BL"}, {"mods", "square"}, {"roll", "44"}}),
        InvalidInput);
    EXPECT_EQ(run("blood-lust", {{"roll", "66"}}).fields["removed"], true);
    EXPECT_EQ(run("blood-lust", {{"roll", "11"}}).fields["removed"], false);
}

TEST(RuleAE1_3_Granary, PlusTwoRowsAndMoraleRetreatsIgnored) {
    // C with flank (-3), wrecked brigade of wrecked division (-3) and granary (+2): four down.
    const auto dir =
        std::filesystem::temp_directory_path() / ("adc-test-granary-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.string());
    set.record("morale-table", "C", "63", "DG/1/2"); // a stand-in for what a player would type
    const auto plain = resolve(set, "morale", {{"rating", "C"}, {"roll", "63"}}).resolution;
    EXPECT_EQ(plain.fields["retreat"], 1);
    const auto g =
        resolve(set, "morale", {{"rating", "C"}, {"mods", "granary,night"}, {"roll", "63"}})
            .resolution;
    EXPECT_EQ(g.fields["row"], "C"); // +2 -2
    EXPECT_EQ(g.fields["retreat"], 0);
    EXPECT_EQ(g.fields["state"], "DG");
    EXPECT_TRUE(cites(g, "AE 1.3"));
    std::filesystem::remove_all(dir);
}

TEST(Rule25_4_AdditiveEffects, CombinationsAsWritten) {
    auto add = [](const char* a, const char* b) {
        return run("additive", {{"current", a}, {"new", b}}).fields["state"].get<std::string>();
    };
    EXPECT_EQ(add("DG", "DG"), "R");
    EXPECT_EQ(add("DG", "BL"), "NE");
    EXPECT_EQ(add("R", "BL"), "Sh");
    EXPECT_EQ(add("Sh", "BL"), "BL");
    EXPECT_EQ(add("DG", "Sh"), "DG");
    EXPECT_EQ(add("Sh", "Sh"), "Sh");
    EXPECT_EQ(add("NE", "R"), "R");
    EXPECT_EQ(add("R", "NE"), "R");
}

TEST(Rule25_5_Rally, RoutedNeedsFivePlusLeaderRating) {
    EXPECT_EQ(run("rally", {{"state", "R"}, {"roll", "5"}}).fields["state"], "DG");
    EXPECT_EQ(run("rally", {{"state", "R"}, {"roll", "4"}}).fields["state"], "R");
    EXPECT_EQ(run("rally", {{"state", "R"}, {"leader", "1"}, {"roll", "4"}}).fields["state"], "DG");
    EXPECT_EQ(run("rally", {{"state", "DG"}}).fields["state"], "Sh");
    EXPECT_EQ(run("rally", {{"state", "Sh"}}).fields["state"], "NE");
    EXPECT_THROW(run("rally", {{"state", "DG"}, {"roll", "3"}}), InvalidInput); // no die is rolled
}

TEST(Rule25_2_MoraleUnexplained, SameResultWithoutTheSteps) {
    const Args args{{"rating", "C"},
                    {"mods", "routed-limbered-flank,wrecked-brigade-wrecked-division"},
                    {"roll", "66"}};
    const auto told = resolve(shipped(), "morale", args).resolution;
    const auto bare = resolve(shipped(), "morale", args, {}, Explanation::Skipped).resolution;
    EXPECT_FALSE(told.steps.empty());
    EXPECT_TRUE(bare.steps.empty());
    EXPECT_EQ(bare.fields, told.fields);
    EXPECT_EQ(bare.summary, told.summary);
}
