// The player's chart entries (issue 14 §3, issue 17 §3): each entry is checked against
// everything the chart says of its row and column, `at=` is read strictly and a range is
// all or nothing, the player's own entries can be replaced or cleared (never a printed
// cell), and the overlay folder is private, locked, and survives one bad entry.
#include "adc/chart_loader.h"
#include "adc/result_columns.h"

#include "support.h"

#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>

using namespace adc;
using namespace adc::test;
namespace fs = std::filesystem;

namespace {

// A folder of its own (tests of several worktrees may run at once on one machine).
struct ScratchDir {
    fs::path path;
    ScratchDir() {
        std::string t = (fs::temp_directory_path() / "adc-entries-XXXXXX").string();
        path = mkdtemp(t.data());
    }
    ~ScratchDir() { fs::remove_all(path); }
    fs::path overlay() const { return path / "overlay"; }
};

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const Cell& cellOf(const ChartSet& set, const std::string& chart, const std::string& line,
                   int roll) {
    const Chart& c = set.chart(chart);
    return c.findLine(line)->cells[static_cast<size_t>(c.domain.indexOf(roll))];
}

mode_t modeOf(const fs::path& p) {
    struct stat st {};
    ::stat(p.c_str(), &st);
    return st.st_mode & 0777;
}

} // namespace

TEST(ChartEntries, Rule25_2_MoraleEntryMustFitTheColumnItIsPrintedUnder) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    // The transcription puts 63..64 of the C row under the first DG column, 66 under the first R.
    const std::string dg = refusal([&] { set.record("morale-table", "C", "64", "Sh/0/0"); });
    EXPECT_NE(dg.find("DG/1/?"), std::string::npos) << dg;
    EXPECT_NE(refusal([&] { set.record("morale-table", "C", "66", "BL/-/-"); }).find("R/2/?"),
              std::string::npos);
    EXPECT_FALSE(fs::exists(dir.overlay() / "morale-table.json"));
    set.record("morale-table", "C", "64", "DG/1/2"); // a stand-in for what a player reads
    // 63..64 is one printed entry: one result.
    refusal([&] { set.record("morale-table", "C", "63", "DG/1/3"); });
    set.record("morale-table", "C", "63", "DG/1/2");
    // 55 is the whole second-Sh entry and 63 the first DG: 56..62 lies under the third or fourth
    // Sh.
    const Chart& m = set.chart("morale-table");
    EXPECT_EQ(
        possibleColumns(m, *m.findLine("C"), static_cast<size_t>(m.domain.indexOf(61))).size(), 2u);
    refusal([&] { set.record("morale-table", "C", "61", "BL/-/-"); });
    refusal([&] { set.record("morale-table", "C", "56", "Sh/0/1"); });
    set.record("morale-table", "C", "56..61", "Sh/1/1");
    EXPECT_TRUE(cellOf(set, "morale-table", "C", 61).byPlayer);
}

TEST(ChartEntries, Rule21_2_StragglerRecoveryDOrE66IsPastItsZeroEntry) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    refusal([&] { set.record("straggler-recovery", "D-E", "66", "0"); }); // 0 is 11..65 on that row
    refusal(
        [&] { set.record("straggler-recovery", "D-E", "66", "3"); }); // the chart prints 0, 1, 2
    set.record("straggler-recovery", "D-E", "66", "1");
    EXPECT_EQ(cellOf(set, "straggler-recovery", "D-E", 66).value, "1");
}

TEST(ChartEntries, Rule20_4_NoEffectEntryOfAColumnIsWhole) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    refusal(
        [&] { set.record("fire-combat", "2", "25", "NE"); }); // No Effect is 11..24 in the 2 column
    set.record("fire-combat", "2", "25", "MC");
    refusal([&] { set.record("acceptance", "-3-", "31", "Dt"); }); // Dt is 11..26 in the -3 column
}

TEST(ChartEntries, Issue14_RangeSetsEveryCellOrNothing) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    const auto e = set.record("fire-combat", "5", "31..36", "MC");
    EXPECT_EQ(e.at.size(), 6u);
    for (int roll : {31, 32, 33, 34, 35, 36})
        EXPECT_TRUE(cellOf(set, "fire-combat", "5", roll).byPlayer) << roll;
    EXPECT_FALSE(cellOf(set, "fire-combat", "5", 41).known);
    const std::string before = slurp(dir.overlay() / "fire-combat.json");
    for (const char* bad : {"3x", "31..", "..36", "36..31", "31..37", "17", "031", "3 1", ""})
        refusal([&] { set.record("fire-combat", "5", bad, "MC"); });
    // 11..46 on the 4 column crosses the printed 12 (MC) and 46 (1(1)): nothing is set.
    refusal([&] { set.record("fire-combat", "4", "13..46", "MC"); });
    EXPECT_FALSE(cellOf(set, "fire-combat", "4", 13).known);
    EXPECT_EQ(slurp(dir.overlay() / "fire-combat.json"), before);
    // Reloaded, the six cells are there.
    const ChartSet again = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    EXPECT_EQ(cellOf(again, "fire-combat", "5", 36).value, "MC");
}

TEST(ChartEntries, Issue14_PlayerReplacesOrClearsOwnEntriesNeverAPrintedCell) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    set.record("fire-combat", "5", "31..36", "MC");
    EXPECT_NE(refusal([&] { set.record("fire-combat", "5", "33", "MC+1"); }).find("replace=yes"),
              std::string::npos);
    set.record("fire-combat", "5", "33", "MC+1", true);
    EXPECT_EQ(cellOf(set, "fire-combat", "5", 33).value, "MC+1");
    EXPECT_EQ(cellOf(set, "fire-combat", "5", 34).value, "MC"); // the rest of the range stays
    set.clear("fire-combat", "5", "34");
    EXPECT_FALSE(cellOf(set, "fire-combat", "5", 34).known);
    EXPECT_EQ(cellOf(set, "fire-combat", "5", 35).value, "MC");
    refusal([&] { set.clear("fire-combat", "5", "34"); }); // nothing there any more
    refusal([&] { set.clear("fire-combat", "4", "46"); }); // printed (rule 20.4 example)
    refusal(
        [&] { set.record("fire-combat", "4", "46", "2(1)", true); }); // printed, even with replace
    set.record("cas-column", "2", "4", "3");
    set.record("cas-column", "2", "4", "2", true);
    set.clear("cas-column", "2", "4");
    refusal([&] { set.clear("cas-column", "0", "4"); }); // printed
    const ChartSet again = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    EXPECT_EQ(cellOf(again, "fire-combat", "5", 33).value, "MC+1");
    EXPECT_FALSE(cellOf(again, "fire-combat", "5", 34).known);
    EXPECT_TRUE(again.overlayProblems().empty());
}

TEST(ChartEntries, Rule25_2_RowPositionReplacedOrClearedByItsPlayer) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    set.recordPosition("morale-table", "D", 2);
    EXPECT_TRUE(set.chart("morale-table").findLine("D")->positionByPlayer);
    refusal([&] { set.recordPosition("morale-table", "D", 3); });
    set.recordPosition("morale-table", "D", 3, true);
    EXPECT_EQ(*set.chart("morale-table").findLine("D")->position, 3);
    refusal([&] {
        set.recordPosition("morale-table", "C", 4, true);
    });                                                       // printed: C is the reference row
    refusal([&] { set.clearPosition("morale-table", "B"); }); // placed by the 25.2 example
    set.clearPosition("morale-table", "D");
    EXPECT_FALSE(set.chart("morale-table").findLine("D")->position);
    refusal([&] { set.recordPosition("morale-table", "@2", 2); }); // a place is not a row
}

TEST(OverlayFile, Issue17_OutOfRangeRowPlaceIsLeftOutNotWrapped) {
    ScratchDir dir;
    fs::create_directories(dir.overlay());
    std::ofstream(dir.overlay() / "morale-table.json")
        << R"({"format": 1, "id": "morale-table", "positions": {"D": 4294967298, "E": 3, "@4": 4}})";
    const ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    EXPECT_EQ(set.overlayProblems().size(), 2u);
    EXPECT_FALSE(set.chart("morale-table").findLine("D")->position);
    EXPECT_EQ(*set.chart("morale-table").findLine("E")->position, 3);
    EXPECT_FALSE(set.chart("morale-table").findLine("@4"));
}

TEST(OverlayFile, Issue17_WronglyTypedFieldIsRefusedByNameAndTheRestApplies) {
    ScratchDir dir;
    fs::create_directories(dir.overlay());
    std::ofstream(dir.overlay() / "fire-combat.json")
        << R"({"format": 1, "id": "fire-combat", "lines": [
        {"key": "5", "cells": [{"roll": "31", "value": "MC", "entered_by_player": "yes"},
                               {"roll": "32", "value": "MC", "entered_by_player": true}]}]})";
    std::ofstream(dir.overlay() / "acceptance.json")
        << R"({"format": 1, "id": "acceptance", "lines": [
        {"key": "3", "cells": [{"roll": "34", "value": "A", "entered_by_player": true}]}]})";
    const ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    ASSERT_EQ(set.overlayProblems().size(), 1u);
    const OverlayProblem& p = set.overlayProblems().front();
    EXPECT_EQ(p.file, "fire-combat.json");
    EXPECT_EQ(p.chart, "fire-combat");
    EXPECT_EQ(p.cell, "line 5, roll 31");
    EXPECT_NE(p.reason.find("entered_by_player"), std::string::npos);
    EXPECT_FALSE(cellOf(set, "fire-combat", "5", 31).known);
    EXPECT_EQ(cellOf(set, "fire-combat", "5", 32).value, "MC"); // the rest of the file applies
    EXPECT_EQ(cellOf(set, "acceptance", "3", 34).value, "A");   // and the other files
    // The player can correct it in place: setting the cell replaces the bad entry.
    ChartSet fix = set;
    fix.record("fire-combat", "5", "31", "MC");
    EXPECT_TRUE(fix.overlayProblems().empty());
    EXPECT_TRUE(
        ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string()).overlayProblems().empty());
}

TEST(OverlayFile, Issue17_UnreadableOverlayFileIsLeftOutAndNamed) {
    ScratchDir dir;
    fs::create_directories(dir.overlay());
    std::ofstream(dir.overlay() / "fire-combat.json") << "{ not json";
    std::ofstream(dir.overlay() / "no-such-chart.json")
        << R"({"format": 1, "id": "no-such-chart"})";
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    EXPECT_EQ(set.overlayProblems().size(), 2u);
    // Writing into the broken file is refused, naming it, and changes nothing.
    EXPECT_NE(refusal([&] { set.record("fire-combat", "5", "31", "MC"); }).find("fire-combat.json"),
              std::string::npos);
    EXPECT_EQ(slurp(dir.overlay() / "fire-combat.json"), "{ not json");
    set.record("acceptance", "3", "34", "A"); // other charts go on
}

TEST(OverlayFile, Issue17_FolderIs0700AndFiles0600) {
    ScratchDir dir;
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    set.record("acceptance", "3", "34", "A");
    EXPECT_EQ(modeOf(dir.overlay()), 0700u);
    EXPECT_EQ(modeOf(dir.overlay() / "acceptance.json"), 0600u);
    // A folder left 0755 by an older version is made private on the next entry.
    ::chmod(dir.overlay().c_str(), 0755);
    set.record("acceptance", "3", "35", "A");
    EXPECT_EQ(modeOf(dir.overlay()), 0700u);
    EXPECT_EQ(modeOf(dir.overlay() / "acceptance.json"), 0600u);
    for (const auto& e : fs::directory_iterator(dir.overlay())) // no temporary file left behind
        EXPECT_TRUE(e.path().filename() == ".lock" || e.path().extension() == ".json") << e.path();
}

TEST(OverlayFile, Issue17_ConcurrentEntriesAreAllKept) {
    // Writers that each loaded the set before any of them wrote: none may lose another's value.
    ScratchDir dir;
    const ChartSet loaded = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    const std::vector<std::string> rolls{"11", "12", "13", "14", "15", "16", "21", "22"};
    std::vector<std::thread> writers;
    std::vector<int> ok(rolls.size(), 0);
    for (size_t i = 0; i < rolls.size(); ++i)
        writers.emplace_back([&, i] {
            ChartSet mine = loaded;
            mine.record("fire-combat", "6", rolls[i], "MC");
            ok[i] = 1;
        });
    for (auto& t : writers)
        t.join();
    const ChartSet after = ChartSet::load(ADC_TABLES_DIR, {}, dir.overlay().string());
    for (size_t i = 0; i < rolls.size(); ++i) {
        EXPECT_EQ(ok[i], 1);
        EXPECT_EQ(cellOf(after, "fire-combat", "6", std::stoi(rolls[i])).value, "MC") << rolls[i];
    }
}

TEST(ChartValidation, ResultColumnsOfTheShippedChartsHold) {
    // Every transcribed cell placed under a column fits it, and every line lays out in order.
    for (const auto& id : shipped().ids()) {
        const Chart& c = shipped().chart(id);
        for (const auto& l : c.lines)
            EXPECT_FALSE(checkLineColumns(c, l)) << id << " " << l.key;
    }
    const Chart& m = shipped().chart("morale-table");
    EXPECT_EQ(m.resultColumns.size(), 11u);
    EXPECT_EQ(*m.findLine("C")->cells[static_cast<size_t>(m.domain.indexOf(55))].column,
              3); // the second Sh
}

TEST(ChartValidation, CellPlacedUnderAColumnItDoesNotFitIsRefused) {
    ScratchDir dir;
    std::string text = slurp(fs::path(ADC_TABLES_DIR) / "straggler-recovery.json");
    const std::string from = R"("value": "1",
          "column": "1")";
    ASSERT_NE(text.find(from), std::string::npos);
    text.replace(text.find(from), from.size(), R"("value": "1",
          "column": "2")");
    std::ofstream(dir.path / "straggler-recovery.json") << text;
    EXPECT_THROW(loadChartFile((dir.path / "straggler-recovery.json").string()), ChartFileError);
}
