// Sharing the player's chart entries (issue 9 §1): each entry says who read it off the
// printed chart and when; `exportEntries` writes them as one file; `importEntries` applies
// a file all or nothing, and lists cell by cell where it disagrees with a printed cell or
// with the player's own entry, changing nothing until that is settled. The values entered
// here are stand-ins for what a player reads: the tests check the mechanics, not the charts.
#include "adc/chart_set.h"

#include "support.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>

using namespace adc;
using namespace adc::test;
using nlohmann::json;
namespace fs = std::filesystem;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace chart_exchange {

namespace {

struct ScratchDir {
    fs::path path;
    ScratchDir() {
        std::string t = (fs::temp_directory_path() / "adc-exchange-XXXXXX").string();
        path = mkdtemp(t.data());
    }
    ~ScratchDir() { fs::remove_all(path); }
    ChartSet load(const std::string& name) const {
        return ChartSet::load(ADC_TABLES_DIR, {}, (path / name).string());
    }
};

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const Cell& diceCell(const ChartSet& set, const std::string& chart, const std::string& line,
                     int roll) {
    const Chart& c = set.chart(chart);
    return c.findLine(line)->cells[static_cast<size_t>(c.domain.indexOf(roll))];
}

const Cell& gridCell(const ChartSet& set, const std::string& chart, const std::string& row,
                     const std::string& column) {
    const Chart& c = set.chart(chart);
    return c.findLine(row)->cells[static_cast<size_t>(c.columnIndex(column))];
}

// A file of entries with one chart's part, as adc tables export writes it.
json entriesFile(const json& chartPart) {
    json file{{"format", "aide-de-camp chart entries"}, {"version", 1}};
    file["charts"] = json::array({chartPart});
    return file;
}

// What the player has in a fresh folder "club": fire-combat 5 31..36 and CAS row 2 column 4.
ChartSet clubEntries(const ScratchDir& dir) {
    ChartSet set = dir.load("club");
    set.record("fire-combat", "5", "31..36", "MC");
    set.record("cas-column", "2", "4", "3");
    set.record("morale-table", "C", "56..61", "Sh/1/1");
    return set;
}

} // namespace

TEST(ChartExchange, Issue9_EntryKeepsWhoEnteredItAndWhen) {
    ScratchDir dir;
    ::setenv("USER", "Marbot", 1);
    ChartSet set = dir.load("overlay");
    set.record("cas-column", "2", "4", "3");
    const Cell& cell = gridCell(set, "cas-column", "2", "4");
    EXPECT_EQ(cell.enteredBy, "Marbot");
    EXPECT_TRUE(std::regex_match(cell.enteredAt, std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)")))
        << cell.enteredAt;
    const ChartSet again = dir.load("overlay");
    EXPECT_EQ(gridCell(again, "cas-column", "2", "4").enteredBy, "Marbot");
    EXPECT_EQ(gridCell(again, "cas-column", "2", "4").enteredAt, cell.enteredAt);
    // A printed cell has neither.
    EXPECT_TRUE(gridCell(again, "cas-column", "0", "4").enteredBy.empty());
}

TEST(ChartExchange, Issue9_ExportThenImportOnAFreshFolderGivesTheSameCells) {
    ScratchDir dir;
    const ChartSet club = clubEntries(dir);
    const json file = club.exportEntries();
    ASSERT_EQ(file["charts"].size(), 3u);

    ChartSet fresh = dir.load("fresh");
    const auto review = fresh.reviewImport(file);
    EXPECT_TRUE(review.problems.empty());
    EXPECT_TRUE(review.conflicts.empty());
    EXPECT_EQ(review.added, 6 + 1 + 2);           // 56..61 is two outcomes of a d66 roll
    EXPECT_FALSE(fs::exists(dir.path / "fresh")); // a review writes nothing

    const auto done = fresh.importEntries(file, ChartSet::OnConflict::Ask);
    ASSERT_TRUE(done.applied);
    EXPECT_EQ(done.added, 9);
    for (const ChartSet* set : std::initializer_list<const ChartSet*>{&fresh, nullptr}) {
        const ChartSet reloaded = dir.load("fresh");
        const ChartSet& s = set ? *set : reloaded;
        for (int roll : {31, 36})
            EXPECT_EQ(diceCell(s, "fire-combat", "5", roll).value, "MC");
        EXPECT_FALSE(diceCell(s, "fire-combat", "5", 41).known);
        EXPECT_EQ(gridCell(s, "cas-column", "2", "4").value, "3");
        EXPECT_EQ(gridCell(s, "cas-column", "2", "4").enteredAt,
                  gridCell(club, "cas-column", "2", "4").enteredAt); // who and when travel too
        EXPECT_EQ(diceCell(s, "morale-table", "C", 61).value, "Sh/1/1");
        EXPECT_TRUE(s.overlayProblems().empty());
    }
    // The same file again: every cell is already so.
    const auto again = fresh.importEntries(file, ChartSet::OnConflict::Ask);
    EXPECT_TRUE(again.applied);
    EXPECT_EQ(again.added, 0);
    EXPECT_EQ(again.same, 9);
}

TEST(ChartExchange, Issue9_OneBadCellInTheFileChangesNothing) {
    ScratchDir dir;
    json file = clubEntries(dir).exportEntries();
    ChartSet mine = dir.load("mine");
    mine.record("fire-combat", "6", "11", "NE");
    const std::string before = slurp(dir.path / "mine" / "fire-combat.json");
    // CAS row 2, column 4 made a value the chart cannot hold; the other charts are sound.
    for (json& part : file["charts"])
        if (part["id"] == "cas-column") part["rows"][0]["cells"]["4"]["value"] = "many";
    const auto done = mine.importEntries(file, ChartSet::OnConflict::TakeFile);
    EXPECT_FALSE(done.applied);
    ASSERT_EQ(done.problems.size(), 1u);
    EXPECT_EQ(done.problems[0].chart, "cas-column");
    EXPECT_NE(done.problems[0].place.find("/charts/"), std::string::npos);
    EXPECT_EQ(slurp(dir.path / "mine" / "fire-combat.json"), before);
    EXPECT_FALSE(fs::exists(dir.path / "mine" / "cas-column.json"));
    EXPECT_FALSE(fs::exists(dir.path / "mine" / "morale-table.json"));
    EXPECT_FALSE(diceCell(mine, "fire-combat", "5", 31).known);
}

TEST(ChartExchange, Issue9_NotAFileOfEntriesIsRefusedByName) {
    ScratchDir dir;
    ChartSet set = dir.load("overlay");
    for (const json& bad :
         {json::array(), json{{"format", 1}, {"id", "fire-combat"}},
          json{{"format", "aide-de-camp chart entries"}, {"version", 2}, {"charts", json::array()}},
          entriesFile({{"format", 1}, {"id", "no-such-chart"}}),
          entriesFile({{"format", 2}, {"id", "cas-column"}})}) {
        const auto done = set.importEntries(bad, ChartSet::OnConflict::TakeFile);
        EXPECT_FALSE(done.applied) << bad.dump();
        EXPECT_FALSE(done.problems.empty()) << bad.dump();
    }
    EXPECT_FALSE(fs::exists(dir.path / "overlay"));
}

TEST(ChartExchange, Issue9_ConflictWithYourOwnEntryWaitsForYourChoice) {
    ScratchDir dir;
    const json file = clubEntries(dir).exportEntries();
    ChartSet mine = dir.load("mine");
    mine.record("fire-combat", "5", "33", "MC+1");
    mine.record("cas-column", "2", "4", "2");
    const std::string before = slurp(dir.path / "mine" / "fire-combat.json");

    const auto asked = mine.importEntries(file, ChartSet::OnConflict::Ask);
    EXPECT_FALSE(asked.applied);
    ASSERT_EQ(asked.conflicts.size(), 2u);
    EXPECT_EQ(asked.conflicts[0].key, "cas-column|2|4");
    EXPECT_EQ(asked.conflicts[0].fileValue, "3");
    EXPECT_EQ(asked.conflicts[0].currentValue, "2");
    EXPECT_FALSE(asked.conflicts[0].printed);
    EXPECT_EQ(asked.conflicts[1].key, "fire-combat|5|33");
    EXPECT_EQ(slurp(dir.path / "mine" / "fire-combat.json"), before);
    EXPECT_FALSE(fs::exists(dir.path / "mine" / "morale-table.json"));

    // Keep mine, except the CAS cell, taken from the file.
    const auto chosen =
        mine.importEntries(file, ChartSet::OnConflict::KeepMine, {"cas-column|2|4"});
    ASSERT_TRUE(chosen.applied);
    EXPECT_EQ(chosen.taken, 1);
    EXPECT_EQ(chosen.kept, 1);
    const ChartSet s = dir.load("mine");
    EXPECT_EQ(diceCell(s, "fire-combat", "5", 33).value, "MC+1");
    EXPECT_EQ(diceCell(s, "fire-combat", "5", 34).value, "MC");
    EXPECT_EQ(gridCell(s, "cas-column", "2", "4").value, "3");
    EXPECT_EQ(diceCell(s, "morale-table", "C", 56).value, "Sh/1/1");
    EXPECT_TRUE(s.overlayProblems().empty());
}

TEST(ChartExchange, Issue9_FileValueReplacesYourEntryWhenYouTakeTheFile) {
    ScratchDir dir;
    const json file = clubEntries(dir).exportEntries();
    ChartSet mine = dir.load("mine");
    mine.record("fire-combat", "5", "31..36", "MC+1");
    const auto done = mine.importEntries(file, ChartSet::OnConflict::TakeFile);
    ASSERT_TRUE(done.applied);
    EXPECT_EQ(done.taken, 6);
    for (int roll : {31, 33, 36})
        EXPECT_EQ(diceCell(dir.load("mine"), "fire-combat", "5", roll).value, "MC");
}

TEST(ChartExchange, Rule10_3a_PrintedCellIsNeverReplacedByAnImport) {
    ScratchDir dir;
    ChartSet set = dir.load("overlay");
    // 10.3a's example prints column 4 at row 4 / 3 divisions; a file says 5 there.
    const json file = entriesFile(json::parse(R"({"format": 1, "id": "cas-column", "rows": [
        {"key": "4", "cells": {"3": {"value": "5"}, "2": {"value": "3"}}}]})"));
    const auto asked = set.importEntries(file, ChartSet::OnConflict::Ask);
    EXPECT_FALSE(asked.applied);
    ASSERT_EQ(asked.conflicts.size(), 1u);
    EXPECT_TRUE(asked.conflicts[0].printed);
    EXPECT_EQ(asked.conflicts[0].currentValue, "4");
    EXPECT_FALSE(fs::exists(dir.path / "overlay" / "cas-column.json"));
    // Even "take the file's" keeps a printed cell; the rest of the file applies.
    const auto done = set.importEntries(file, ChartSet::OnConflict::TakeFile);
    ASSERT_TRUE(done.applied);
    EXPECT_EQ(done.kept, 1);
    EXPECT_EQ(done.added, 1);
    EXPECT_EQ(gridCell(set, "cas-column", "4", "3").value, "4");
    EXPECT_FALSE(gridCell(set, "cas-column", "4", "3").byPlayer);
    EXPECT_EQ(gridCell(dir.load("overlay"), "cas-column", "4", "2").value, "3");
}

TEST(ChartExchange, Rule20_4_ImportThatBreaksAColumnOfTheChartChangesNothing) {
    ScratchDir dir;
    ChartSet set = dir.load("overlay");
    // No Effect is 11..24 in the 2 column of the Fire Combat Table (20.4): 25 cannot be NE.
    const json file = entriesFile(json::parse(R"({"format": 1, "id": "fire-combat", "lines": [
        {"key": "2", "cells": [{"roll": "25", "value": "NE"}]}]})"));
    const auto done = set.importEntries(file, ChartSet::OnConflict::TakeFile);
    EXPECT_FALSE(done.applied);
    EXPECT_FALSE(done.problems.empty());
    EXPECT_FALSE(fs::exists(dir.path / "overlay" / "fire-combat.json"));
}

} // namespace chart_exchange
