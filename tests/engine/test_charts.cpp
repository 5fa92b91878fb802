// The charts as data: every shipped file validates, malformed files are refused with
// file, place and reason, and the player's overlay fills unknown cells only.
#include "adc/chart_loader.h"
#include "adc/table_set_check.h"

#include "support.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h> // getpid: one temporary folder per test process

using namespace adc;
using namespace adc::test;
namespace fs = std::filesystem;

namespace {

ChartFileError loadBad(const std::string& name) {
    try {
        loadChartFile(std::string(ADC_TEST_DATA) + "/bad/" + name);
    } catch (const ChartFileError& e) {
        return e;
    }
    ADD_FAILURE() << name << " was accepted";
    return ChartFileError("", "", "");
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct TempDir {
    fs::path path;
    explicit TempDir(const std::string& name)
        : path(fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

} // namespace

TEST(ChartFiles, EveryShippedChartLoadsAndValidates) {
    const auto ids = shipped().ids();
    EXPECT_GE(ids.size(), 35u);
    for (const char* id : {"command-points",
                           "order-costs",
                           "order-delivery",
                           "initiative",
                           "acceptance",
                           "cas-column",
                           "cas-roll",
                           "movement",
                           "infantry-fire-points",
                           "skirmisher-fire-points",
                           "heavy-artillery-fire-points",
                           "light-artillery-fire-points",
                           "cavalry-attack",
                           "battalion-masse-fire-points",
                           "fire-modifiers-regular",
                           "fire-modifiers-cavalry",
                           "fire-combat",
                           "generic-morale",
                           "blood-lust",
                           "morale-state-effects",
                           "morale-table",
                           "morale-modifiers-standard",
                           "morale-modifiers-close-combat",
                           "morale-modifiers-charge",
                           "morale-modifiers-square",
                           "straggler-recovery",
                           "gun-loss",
                           "straggler-table",
                           "recall",
                           "blown-recovery",
                           "odds-strength",
                           "odds-table",
                           "rally",
                           "additive-effects",
                           "delay-reduction"})
        EXPECT_NE(shipped().find(id), nullptr) << id;
}

TEST(ChartFiles, EveryKnownCellSaysWhereItComesFrom) {
    for (const auto& id : shipped().ids()) {
        const Chart& c = shipped().chart(id);
        EXPECT_FALSE(c.source.empty()) << id;
        for (const auto& l : c.lines)
            for (const auto& cell : l.cells)
                if (cell.known) {
                    EXPECT_FALSE(cell.source.empty()) << id << " " << l.key;
                }
    }
}

TEST(Rule5_3_ChartFiles, ElevenToSixtySixLinesCoverThirtySixOutcomes) {
    for (const auto& id : shipped().ids()) {
        const Chart& c = shipped().chart(id);
        if (c.kind != ChartKind::Dice) continue;
        for (const auto& l : c.lines)
            EXPECT_EQ(l.cells.size(), c.domain.values.size()) << id << " " << l.key;
        if (c.domain.dice == DiceKind::D66 && c.domain.name == "11..66") {
            EXPECT_EQ(c.domain.values.size(), 36u) << id;
        }
    }
}

TEST(ChartFiles, TranscribedCellsReadBack) {
    const Chart& init = shipped().chart("initiative");
    EXPECT_EQ(init.diceCell(*init.findLine("3"), 53).value, "no_effect");
    EXPECT_EQ(init.diceCell(*init.findLine("3"), 54).value, "initiative");
    const Chart& heavy = shipped().chart("heavy-artillery-fire-points");
    EXPECT_EQ(heavy.gridNumber(*heavy.findLine("4"), "4"), 2);
    EXPECT_EQ(heavy.gridNumber(*heavy.findLine("3"), "7-8"), 0.5);
    const Chart& acc = shipped().chart("acceptance");
    const Cell& d5 = acc.diceCell(*acc.findLine("3"), 25);
    EXPECT_NE(d5.source.find("10.2"), std::string::npos);
}

TEST(ChartValidation, DiceLineMustCoverEveryOutcome) {
    const auto e = loadBad("missing-outcome.json");
    EXPECT_EQ(e.file(), "missing-outcome.json");
    EXPECT_EQ(e.place(), "/lines/0/cells");
    EXPECT_NE(e.reason().find("36"), std::string::npos);
}

TEST(ChartValidation, OutcomeCoveredTwice) {
    const auto e = loadBad("overlap.json");
    EXPECT_EQ(e.place(), "/lines/0/cells/1/roll");
    EXPECT_NE(e.reason().find("36"), std::string::npos);
    EXPECT_NE(e.reason().find("twice"), std::string::npos);
}

TEST(ChartValidation, ImpossibleElevenToSixtySixRoll) {
    const auto e = loadBad("impossible-roll.json");
    EXPECT_EQ(e.place(), "/lines/0/cells/0/roll");
    EXPECT_NE(e.reason().find("17"), std::string::npos);
}

TEST(ChartValidation, TwoDiceColumnMustCoverTwoToTwelve) {
    const auto e = loadBad("two-dice-range.json");
    EXPECT_NE(e.reason().find("12"), std::string::npos);
}

TEST(ChartValidation, OneDieColumnBeyondSix) {
    const auto e = loadBad("one-die-range.json");
    EXPECT_EQ(e.place(), "/lines/0/cells/1/roll");
    EXPECT_NE(e.reason().find("7 is not an outcome of 1d6"), std::string::npos);
}

TEST(ChartValidation, ValueNotInTheChartsFormat) {
    const auto e = loadBad("bad-value.json");
    EXPECT_EQ(e.place(), "/lines/0/cells/1");
    EXPECT_NE(e.reason().find("lots"), std::string::npos);
}

TEST(ChartValidation, GridRowMissingAColumn) {
    const auto e = loadBad("grid-missing-column.json");
    EXPECT_EQ(e.place(), "/rows/0/cells");
    EXPECT_NE(e.reason().find("\"B\""), std::string::npos);
}

TEST(ChartValidation, GridRowWithAColumnThatDoesNotExist) {
    const auto e = loadBad("grid-extra-column.json");
    EXPECT_EQ(e.place(), "/rows/0/cells/Z");
}

TEST(ChartValidation, DuplicateLine) {
    EXPECT_EQ(loadBad("duplicate-line.json").place(), "/lines/1/key");
}

TEST(ChartValidation, IdMustMatchFileName) {
    EXPECT_EQ(loadBad("wrong-id.json").place(), "/id");
}

TEST(ChartValidation, NotJson) {
    EXPECT_NE(loadBad("not-json.json").reason().find("JSON"), std::string::npos);
}

TEST(ChartValidation, NewerFormatRefused) {
    EXPECT_EQ(loadBad("wrong-format.json").place(), "/format");
}

TEST(ChartValidation, CellBothUnknownAndValued) {
    EXPECT_NE(loadBad("unknown-with-value.json").reason().find("both"), std::string::npos);
}

TEST(ChartValidation, ReplacesMustNameALine) {
    EXPECT_EQ(loadBad("bad-replaces.json").place(), "/modifiers/0/replaces");
}

TEST(ChartValidation, ABadFileInAFolderRefusesTheWholeSet) {
    TempDir dir("adc-test-badset");
    fs::create_directories(dir.path);
    fs::copy_file(std::string(ADC_TEST_DATA) + "/bad/overlap.json", dir.path / "overlap.json");
    EXPECT_THROW(ChartSet::load(ADC_TABLES_DIR, dir.path.string()), ChartFileError);
}

TEST(ChartSetAlternative, FolderReplacesChartsWithTheSameId) {
    const ChartSet set = ChartSet::load(ADC_TABLES_DIR, std::string(ADC_TEST_DATA) + "/alt");
    EXPECT_EQ(resolve(set, "command-points", {{"rating", "4"}}).resolution.fields["points"], 20);
    EXPECT_EQ(resolve(set, "order-cost", {{"method", "oral"}, {"type", "attack"}})
                  .resolution.fields["cost"],
              7);
    EXPECT_THROW(ChartSet::load(ADC_TABLES_DIR, "/nonexistent-adc-folder"), ChartFileError);
}

TEST(ChartOverlay, PlayerValueIsKeptAndMarked) {
    TempDir dir("adc-test-overlay");
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.path.string());
    set.record("acceptance", "3", "34", "A"); // a stand-in for what a player would type
    const Chart& acc = set.chart("acceptance");
    const Cell& c = acc.diceCell(*acc.findLine("3"), 34);
    EXPECT_TRUE(c.byPlayer);
    EXPECT_EQ(c.source, "entered by the player");
    const ChartSet again = ChartSet::load(ADC_TABLES_DIR, {}, dir.path.string());
    EXPECT_EQ(resolve(again, "acceptance",
                      {{"sender", "1"},
                       {"receiver", "4"},
                       {"method", "AW"},
                       {"type", "attack"},
                       {"roll", "34"}})
                  .resolution.fields["result"],
              "A");
    EXPECT_EQ(again.status().front().player, 1);
}

TEST(ChartOverlay, BadValueOrKnownCellChangesNothing) {
    TempDir dir("adc-test-overlay-bad");
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.path.string());
    set.record("acceptance", "3", "34", "A");
    const std::string before = slurp(dir.path / "acceptance.json");
    EXPECT_THROW(set.record("acceptance", "3", "35", "D9"),
                 InvalidInput); // not a result of the chart
    EXPECT_THROW(set.record("acceptance", "3", "25", "A"),
                 InvalidInput); // known from the 10.2 example
    EXPECT_THROW(set.record("acceptance", "3", "17", "A"), InvalidInput);    // not an 11..66 roll
    EXPECT_THROW(set.record("acceptance", "99", "34", "A"), InvalidInput);   // no such column
    EXPECT_THROW(set.record("order-delivery", "x", "1", "1"), InvalidInput); // nothing to fill in
    EXPECT_EQ(slurp(dir.path / "acceptance.json"), before);
    EXPECT_EQ(set.chart("acceptance").diceCell(*set.chart("acceptance").findLine("3"), 25).value,
              "D5");
}

TEST(ChartOverlay, OverlayContradictingThePrintedChartIsRefused) {
    TempDir dir("adc-test-overlay-conflict");
    fs::create_directories(dir.path);
    std::ofstream(dir.path / "initiative.json")
        << R"({"format": 1, "id": "initiative", "lines": [{"key": "1", "cells": [{"roll": "65", "value": "no_effect"}]}]})";
    // The entry is left out and named; the set still loads (issue 17 §3).
    const ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.path.string());
    ASSERT_EQ(set.overlayProblems().size(), 1u);
    EXPECT_EQ(set.overlayProblems()[0].file, "initiative.json");
    EXPECT_NE(set.overlayProblems()[0].reason.find("already reads"), std::string::npos);
    EXPECT_EQ(set.chart("initiative").diceCell(*set.chart("initiative").findLine("1"), 65).value,
              "initiative");
}

TEST(ChartOverlay, GridCellsToo) {
    TempDir dir("adc-test-overlay-grid");
    ChartSet set = ChartSet::load(ADC_TABLES_DIR, {}, dir.path.string());
    set.record("cas-column", "2", "4", "3"); // a stand-in for what a player would type
    EXPECT_EQ(
        resolve(set, "cas", {{"divisions", "4"}, {"wrecked", "2"}, {"rating", "2"}, {"roll", "9"}})
            .resolution.fields["column"],
        3);
    EXPECT_THROW(set.record("cas-column", "0", "4", "2"), InvalidInput);  // printed: 1
    EXPECT_THROW(set.record("cas-column", "2", "11", "2"), InvalidInput); // no 11-division column
}

// #32 item 4: the set's list of its files (tables/set/contents.json) names every chart and
// data file shipped, no more and no fewer, and the shipped set passes its own check.
TEST(TableSetContents, Issue32_TheListNamesEveryShippedFile) {
    namespace fs = std::filesystem;
    const fs::path dir(ADC_TABLES_DIR);
    std::ifstream in(dir / "set" / "contents.json");
    const nlohmann::json contents = nlohmann::json::parse(in);
    std::set<std::string> charts, files;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() == ".json") charts.insert(e.path().stem());
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file() && e.path().parent_path() != dir &&
            e.path().parent_path() != dir / "set")
            files.insert(fs::relative(e.path(), dir).string());
    EXPECT_EQ(contents["charts"].get<std::set<std::string>>(), charts);
    EXPECT_EQ(contents["files"].get<std::set<std::string>>(), files);
    const auto problems = adc::checkTableSet(dir.string());
    for (const auto& p : problems)
        ADD_FAILURE() << p.file << ": " << p.reason;
}
