// `adc tables set|clear` and `adc game roll` as a player or umpire types them (issue 14
// §2-3, issue 17 §3): entries checked against the chart, strict ranges, replace and clear,
// every suggested command working as printed, concurrent writers, a bad overlay entry
// named without stopping anything, and the roll log with each side's secrets.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include <sys/stat.h>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A folder of its own per test: other worktrees' tests may run at the same time.
class TablesCli : public ::testing::Test {
  protected:
    fs::path dir;
    void SetUp() override {
        std::string t = (fs::temp_directory_path() / "adc-tables-cli-XXXXXX").string();
        dir = mkdtemp(t.data());
    }
    void TearDown() override { fs::remove_all(dir); }
    fs::path overlay() const { return dir / "overlay"; }
    adc::test::CliRun cli(const std::string& args) const {
        return adc::test::runAdc(args, overlay());
    }
    std::string slurp(const fs::path& p) const {
        std::ifstream in(p);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }
    json cellOf(const std::string& chart, const std::string& line, size_t index) const {
        const auto show = cli("tables show " + chart);
        for (const auto& l : show.out.contains("lines") ? show.out["lines"] : show.out["rows"])
            if (l["key"] == line) return l["cells"][index];
        return nullptr;
    }
};

// 11..66 outcome -> its index (11 is 0, 66 is 35).
size_t d66(int roll) {
    return static_cast<size_t>((roll / 10 - 1) * 6 + roll % 10 - 1);
}

struct RollCase {
    std::string args;            // resolver and inputs as docs/cli.md writes them
    std::string side;            // whose secret (9.0), or "" for both
    std::string field, expected; // a field of the resolution and its JSON value ("" any)
};

class GameRollCli : public TablesCli {
  protected:
    void rolls(const std::vector<RollCase>& cases);
};

} // namespace

TEST_F(TablesCli, Rule25_2_EntryContradictingItsPrintedColumnIsRefused) {
    // The issue's two commands: the chart puts 63..64 of the C row under DG, 66 under R.
    const auto sh = cli("tables set morale-table line=C at=64 value=Sh/0/0");
    EXPECT_EQ(sh.code, 2);
    EXPECT_NE(sh.out["message"].get<std::string>().find("DG/1/?"), std::string::npos);
    EXPECT_EQ(cli("tables set morale-table line=C at=66 value=BL/-/-").code, 2);
    EXPECT_FALSE(fs::exists(overlay() / "morale-table.json"));
    EXPECT_EQ(cli("tables set morale-table line=C at=64 value=DG/1/2").code, 0);
    // `tables show` says what each unknown cell may be.
    EXPECT_EQ(cellOf("morale-table", "C", d66(66))["fits"], json::array({"R/2/?"}));
}

TEST_F(TablesCli, Issue14_RangeSetsEveryCellOrNothingAndAtIsStrict) {
    const auto r = cli("tables set fire-combat line=5 at=31..36 value=MC");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["recorded"]["outcomes"].size(), 6u);
    for (int roll : {31, 32, 33, 34, 35, 36})
        EXPECT_EQ(cellOf("fire-combat", "5", d66(roll))["state"], "player") << roll;
    const std::string before = slurp(overlay() / "fire-combat.json");
    for (const char* bad : {"3x", "31..3x", "37", "36..31", "31..", "3"}) {
        const auto b = cli(std::string("tables set fire-combat line=5 at=") + bad + " value=MC");
        EXPECT_EQ(b.code, 2) << bad;
    }
    EXPECT_EQ(cli("tables set fire-combat line=4 at=11..46 value=MC").code,
              2); // crosses printed cells
    EXPECT_EQ(slurp(overlay() / "fire-combat.json"), before);
    EXPECT_EQ(cellOf("fire-combat", "4", d66(13))["state"], "unknown");
}

TEST_F(TablesCli, Issue14_PlayerReplacesAndClearsOwnEntriesOnly) {
    ASSERT_EQ(cli("tables set fire-combat line=5 at=31..36 value=MC").code, 0);
    const auto again = cli("tables set fire-combat line=5 at=33 value=MC+1");
    EXPECT_EQ(again.code, 2);
    EXPECT_NE(again.out["message"].get<std::string>().find("replace=yes"), std::string::npos);
    EXPECT_EQ(cli("tables set fire-combat line=5 at=33 value=MC+1 replace=yes").code, 0);
    EXPECT_EQ(cellOf("fire-combat", "5", d66(33))["value"], "MC+1");
    EXPECT_EQ(cli("tables clear fire-combat line=5 at=34..35").code, 0);
    EXPECT_EQ(cellOf("fire-combat", "5", d66(34))["state"], "unknown");
    EXPECT_EQ(cellOf("fire-combat", "5", d66(36))["value"], "MC");
    EXPECT_EQ(cli("tables clear fire-combat line=4 at=46").code, 2);                    // printed
    EXPECT_EQ(cli("tables set fire-combat line=4 at=46 value=MC replace=yes").code, 2); // printed
    EXPECT_EQ(cli("tables set fire-combat line=5 at=41 value=MC replace=maybe").code, 2);
    EXPECT_EQ(cli("tables set morale-table line=D position=2").code, 0);
    EXPECT_EQ(cli("tables set morale-table line=D position=3").code, 2);
    EXPECT_EQ(cli("tables set morale-table line=D position=3 replace=yes").code, 0);
    EXPECT_EQ(cli("tables clear morale-table line=D at=position").code, 0);
    EXPECT_EQ(cli("tables clear morale-table line=B at=position").code,
              2); // placed by the 25.2 example
}

TEST_F(TablesCli, Issue14_EverySuggestedCommandWorksAsPrinted) {
    // Each resolution that lands on something unknown prints a command; run it as printed,
    // with "..." replaced by what the player read off the chart (stand-in values).
    struct Case {
        std::string resolve, value;
    };
    const std::vector<Case> cases{
        {"resolve fire points=5 roll=34", "MC"}, // a dice cell
        {"resolve acceptance sender=1 receiver=4 method=AW type=attack roll=34",
         "A"},                                                         // a dice cell
        {"resolve morale rating=C roll=64", "DG/1/2"},                 // a placed cell
        {"resolve morale rating=D mods=square roll=65", "3"},          // a row's place
        {"resolve morale rating=C mods=night roll=11", "E"},           // the row at a place
        {"resolve straggler-recovery morale=D leader=1 roll=66", "1"}, // a dice cell
        {"resolve odds attacker=2 defender=1 roll=5", "A"},            // a one-die cell
        {"resolve cas divisions=4 wrecked=2 rating=2 roll=9", "3"},    // a grid cell
        {"resolve fire-points firer=heavy-art:2:3", "1"},              // a grid cell
    };
    for (const auto& c : cases) {
        const auto first = cli(c.resolve);
        ASSERT_EQ(first.code, 3) << c.resolve;
        const std::string message = first.out["message"];
        const auto at = message.find("adc tables set ");
        ASSERT_NE(at, std::string::npos) << message;
        std::string command = message.substr(at + 4);
        const auto dots = command.find("value=...");
        ASSERT_NE(dots, std::string::npos) << command;
        command.replace(dots, 9, "value=" + c.value);
        const auto set = cli(command);
        EXPECT_EQ(set.code, 0) << command << ": " << set.out.dump();
        // The same resolution no longer stops on that cell.
        const auto after = cli(c.resolve);
        EXPECT_TRUE(after.code == 0 || after.out["message"] != first.out["message"]) << c.resolve;
    }
}

TEST_F(TablesCli, Issue17_ConcurrentSetsLoseNoAcknowledgedValue) {
    // Several `adc tables set` at once on one chart file: every one that answered 0 is kept.
    const std::vector<std::string> rolls{"11", "12", "13", "14", "15", "16", "21", "22"};
    for (int round = 0; round < 3; ++round) {
        fs::remove_all(overlay());
        std::vector<FILE*> running;
        for (const auto& r : rolls) {
            const std::string cmd = std::string(ADC_CLI) + " --overlay " + overlay().string() +
                                    " tables set fire-combat line=6 at=" + r +
                                    " value=MC >/dev/null 2>&1; echo $?";
            running.push_back(popen(cmd.c_str(), "r"));
        }
        int acknowledged = 0;
        for (FILE* f : running) {
            char buf[16] = {};
            if (fgets(buf, sizeof buf, f) && std::string(buf) == "0\n") ++acknowledged;
            pclose(f);
        }
        EXPECT_EQ(acknowledged, static_cast<int>(rolls.size()));
        int kept = 0;
        for (const auto& r : rolls)
            kept += cellOf("fire-combat", "6", d66(std::stoi(r)))["state"] == "player";
        EXPECT_EQ(kept, acknowledged) << "round " << round;
    }
}

TEST_F(TablesCli, Issue17_WronglyTypedOverlayFieldIsNamedAndBlocksNothing) {
    fs::create_directories(overlay());
    std::ofstream(overlay() / "fire-combat.json")
        << R"({"format": 1, "id": "fire-combat", "lines": [
        {"key": "5", "cells": [{"roll": "34", "value": "MC", "entered_by_player": "yes"},
                               {"roll": "35", "value": "MC", "entered_by_player": true}]}]})";
    // Every command still runs; the bad entry is left out and named.
    const auto r = cli("resolve initiative rating=2 roll=33");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(cli("resolve fire points=5 roll=35").out["result"], "MC");
    EXPECT_EQ(cli("resolve fire points=5 roll=34").code, 3); // left out: asked for again
    const auto status = cli("tables status");
    EXPECT_EQ(status.code, 0);
    ASSERT_EQ(status.out["overlay_problems"].size(), 1u);
    const auto& p = status.out["overlay_problems"][0];
    EXPECT_EQ(p["file"], "fire-combat.json");
    EXPECT_EQ(p["chart"], "fire-combat");
    EXPECT_EQ(p["cell"], "line 5, roll 34");
    EXPECT_NE(p["reason"].get<std::string>().find("entered_by_player"), std::string::npos);
    EXPECT_EQ(cli("tables check").code, 2);
    // Setting the cell again replaces the bad entry.
    EXPECT_EQ(cli("tables set fire-combat line=5 at=34 value=MC").code, 0);
    EXPECT_EQ(cli("tables check").code, 0);
}

TEST_F(TablesCli, Issue17_OverlayFolderIsPrivate) {
    ASSERT_EQ(cli("tables set acceptance line=3 at=34 value=A").code, 0);
    struct stat folder {
    }, file{};
    ::stat(overlay().c_str(), &folder);
    ::stat((overlay() / "acceptance.json").c_str(), &file);
    EXPECT_EQ(folder.st_mode & 0777, 0700u);
    EXPECT_EQ(file.st_mode & 0777, 0600u);
}

// One resolver family's roll through `adc game roll`: recorded with the dice and, for a
// side's secret (9.0), with that side; refused and not recorded with the wrong secrecy.
void GameRollCli::rolls(const std::vector<RollCase>& cases) {
    const std::string game = (dir / "battle.adc").string();
    ASSERT_EQ(cli("game new " + game).code, 0);
    for (const auto& c : cases) {
        const auto r =
            cli("game roll " + game + " " + c.args + (c.side.empty() ? "" : " side=" + c.side));
        ASSERT_EQ(r.code, 0) << c.args << ": " << r.out.dump();
        EXPECT_EQ(r.out["action"]["kind"], "roll");
        EXPECT_EQ(r.out["action"]["side"], c.side) << c.args;
        EXPECT_EQ(r.out["action"]["payload"]["resolver"], c.args.substr(0, c.args.find(' ')));
        ASSERT_TRUE(r.out["resolution"].contains(c.field)) << c.args;
        if (!c.expected.empty()) {
            EXPECT_EQ(r.out["resolution"][c.field], json::parse(c.expected)) << c.args;
        }
        EXPECT_FALSE(r.out["resolution"]["dice"].empty() &&
                     c.args.find("roll=") != std::string::npos);
        // A secret roll without its side, or one both sides see with a side: refused.
        EXPECT_EQ(
            cli("game roll " + game + " " + c.args + (c.side.empty() ? " side=french" : "")).code,
            2)
            << c.args;
    }
    const auto log = cli("game log " + game);
    EXPECT_EQ(log.out["actions"].size(), cases.size());
    // Each side's log holds its own secret rolls and the public ones, never the other's (9.0).
    for (const std::string viewer : {"french", "austrian"}) {
        const auto seen =
            cli("game log " + game + " viewer=" + viewer); // kept: the loop reads into it
        for (const auto& a : seen.out["actions"])
            EXPECT_TRUE(a["side"] == "" || a["side"] == viewer) << a.dump();
    }
}

// Issue 9 §1: a club's entries written once, read on another laptop (a fresh data folder),
// give the same answers; a file with one bad cell, or one that disagrees with the player's
// own entry, changes nothing until they choose.
TEST_F(TablesCli, Issue9_ExportThenImportOnAFreshFolderGivesTheSameResolutions) {
    ASSERT_EQ(cli("tables set fire-combat line=5 at=31..36 value=MC").code, 0);
    ASSERT_EQ(cli("tables set cas-column line=2 at=4 value=3").code, 0);
    const fs::path file = dir / "club-charts.json";
    const auto exported = cli("tables export " + file.string());
    ASSERT_EQ(exported.code, 0) << exported.out.dump();
    EXPECT_EQ(exported.out["exported"]["cells"], 7);
    // Never over a file that is there, unless asked.
    EXPECT_EQ(cli("tables export " + file.string()).code, 2);
    EXPECT_EQ(cli("tables export " + file.string() + " replace=yes").code, 0);

    const auto fresh = [&](const std::string& args) {
        return adc::test::runAdc(args, dir / "laptop2" / "overlay");
    };
    const auto before = fresh("resolve fire points=5 roll=33");
    EXPECT_EQ(before.code, 3); // not known on the second laptop yet
    const auto imported = fresh("tables import " + file.string());
    ASSERT_EQ(imported.code, 0) << imported.out.dump();
    EXPECT_EQ(imported.out["added"], 7);
    for (const std::string resolve :
         {"resolve fire points=5 roll=33", "resolve fire points=5 roll=36"}) {
        const auto mine = cli(resolve), theirs = fresh(resolve);
        ASSERT_EQ(theirs.code, 0) << resolve;
        EXPECT_EQ(theirs.out["result"], mine.out["result"]) << resolve;
        EXPECT_EQ(theirs.out["result"], "MC") << resolve;
    }
}

TEST_F(TablesCli, Issue9_ImportWithOneBadCellChangesNothing) {
    ASSERT_EQ(cli("tables set fire-combat line=5 at=31..36 value=MC").code, 0);
    ASSERT_EQ(cli("tables set cas-column line=2 at=4 value=3").code, 0);
    const fs::path file = dir / "club-charts.json";
    ASSERT_EQ(cli("tables export " + file.string()).code, 0);
    json doc = json::parse(slurp(file));
    for (json& part : doc["charts"])
        if (part["id"] == "cas-column") part["rows"][0]["cells"]["4"]["value"] = "many";
    std::ofstream(file) << doc.dump(2);
    const auto imported = adc::test::runAdc("tables import " + file.string() + " keep=file",
                                            dir / "laptop2" / "overlay");
    EXPECT_EQ(imported.code, 2);
    EXPECT_FALSE(imported.out["applied"].get<bool>());
    ASSERT_EQ(imported.out["problems"].size(), 1u);
    EXPECT_EQ(imported.out["problems"][0]["chart"], "cas-column");
    EXPECT_FALSE(fs::exists(dir / "laptop2" / "overlay" / "fire-combat.json"));
    // Not a file of entries at all: named, nothing changed.
    std::ofstream(dir / "other.json") << "{\"format\": 1, \"id\": \"fire-combat\"}";
    EXPECT_EQ(cli("tables import " + (dir / "other.json").string()).code, 2);
}

TEST_F(TablesCli, Issue9_ConflictWithYourEntryIsListedUntilYouChoose) {
    ASSERT_EQ(cli("tables set cas-column line=2 at=4 value=3").code, 0);
    const fs::path file = dir / "club-charts.json";
    ASSERT_EQ(cli("tables export " + file.string()).code, 0);
    ASSERT_EQ(cli("tables clear cas-column line=2 at=4").code, 0);
    ASSERT_EQ(cli("tables set cas-column line=2 at=4 value=2").code, 0);
    const std::string mine = slurp(overlay() / "cas-column.json");
    const auto asked = cli("tables import " + file.string());
    EXPECT_EQ(asked.code, 2);
    ASSERT_EQ(asked.out["conflicts"].size(), 1u);
    EXPECT_EQ(asked.out["conflicts"][0]["key"], "cas-column|2|4");
    EXPECT_EQ(asked.out["conflicts"][0]["file"]["value"], "3");
    EXPECT_EQ(asked.out["conflicts"][0]["current"]["value"], "2");
    EXPECT_EQ(slurp(overlay() / "cas-column.json"), mine);
    EXPECT_EQ(cli("tables import " + file.string() + " keep=mine").code, 0);
    EXPECT_EQ(cellOf("cas-column", "2", 6)["value"], "2");
    EXPECT_EQ(cli("tables import " + file.string() + " take='cas-column|2|4'").code, 0);
    EXPECT_EQ(cellOf("cas-column", "2", 6)["value"], "3");
    EXPECT_EQ(cli("tables import " + file.string() + " keep=sometimes").code, 2);
}

TEST_F(GameRollCli, Rule20_4_FireRollsKeptWithTheSideFiredOn) {
    rolls({{"fire points=4 roll=46", "austrian", "result", R"x("1(1)")x"}, // the 20.4 example
           {"fire-points firer=line:A:1 firer=line:A:1", "", "points", ""}});
    if (HasFatalFailure()) return;
    const auto log = cli("game log " + (dir / "battle.adc").string());
    ASSERT_EQ(log.out["actions"].size(), 2u);
    EXPECT_EQ(log.out["actions"][1]["payload"]["inputs"]["firer"].size(),
              2u); // repeated input kept
}

TEST_F(GameRollCli, Rule25_2_MoraleRollsKeptWithTheCheckingSide) {
    rolls({{"morale rating=C roll=55", "french", "state", R"("Sh")"},
           {"blood-lust roll=44", "", "removed", "true"},
           {"rally state=DG", "", "state", R"("Sh")"}});
}

TEST_F(GameRollCli, Rule23_0_OddsRollsSeenByBoth) {
    rolls({{"odds attacker=4 defender=2 roll=4", "", "column", R"("2:1")"},
           {"odds-strength unit=line:AA", "", "strength", ""}});
}

TEST_F(GameRollCli, Rule10_1f_CommandTableRollsKeptWithTheirSide) {
    rolls({{"acceptance sender=1 receiver=4 method=AW type=attack roll=25", "french", "result",
            R"("D5")"}, // 10.2
           {"initiative rating=2 roll=33", "austrian", "result", ""},
           {"command-points rating=3", "austrian", "points", ""}});
}

TEST_F(GameRollCli, Rule21_1_StragglerRollsKeptWithTheirSide) {
    rolls({{"straggler morale=C roll=3", "austrian", "stragglers", ""},
           {"straggler-recovery morale=A leader=1 roll=44", "french", "recovered", "1"},
           {"gun-loss roll=4", "french", "guns_lost", ""}});
}

TEST_F(GameRollCli, Rule24_1_CavalryRollsWithTheAppsDice) {
    rolls({{"recall morale=B leader=2 roll=4", "", "success", ""},
           {"blown-recovery morale=B leader=2 seed=7", "", "recovered", ""}});
    if (HasFatalFailure()) return;
    const auto log = cli("game log " + (dir / "battle.adc").string());
    ASSERT_EQ(log.out["actions"].size(), 2u);
    EXPECT_EQ(log.out["actions"][1]["payload"]["result"]["seed"],
              7); // the app's dice, replayable
    EXPECT_EQ(log.out["actions"][1]["payload"]["result"]["dice"][0]["rolled_by"], "app");
}

TEST_F(GameRollCli, Rule11_0a_MovementResolutionRecorded) {
    rolls({{"formation-change from_ma=6 spent=2 to_ma=4", "", "remaining", ""}});
}

TEST_F(GameRollCli, Issue14_RollThatCannotBeResolvedRecordsNothing) {
    const std::string game = (dir / "battle.adc").string();
    ASSERT_EQ(cli("game new " + game).code, 0);
    EXPECT_EQ(cli("game roll " + game + " fire points=5 roll=34 side=austrian").code,
              3); // unknown cell
    EXPECT_EQ(cli("game roll " + game + " points=4 roll=46").code,
              2); // the resolver's name first
    EXPECT_EQ(cli("game roll " + game + " nothing roll=46").code, 2);
    EXPECT_EQ(cli("game roll " + game + " fire points=4 roll=46 side=prussian").code, 2);
    EXPECT_EQ(cli("game log " + game).out["actions"].size(), 0u);
}

// #32 item 4: `tables check` reads every file the set needs (tables/set/contents.json), so a
// chart deleted or put back as a folder, a pipe or a device, and a damaged sequence of play
// (cut short, a NUL, bytes that are not UTF-8) each fail it with the file named, without
// ever waiting on a pipe; the whole set passes.
class TableSetCheck : public TablesCli {
  protected:
    fs::path tables;
    void SetUp() override {
        TablesCli::SetUp();
        tables = dir / "tables";
        const char* shipped = std::getenv("ADC_TABLES_DIR");
        ASSERT_NE(shipped, nullptr);
        fs::copy(shipped, tables, fs::copy_options::recursive);
    }
    // The check's problems as "file: reason" lines, and its exit code.
    std::pair<int, std::string> check() const {
        const auto r = cli("--tables " + tables.string() + " tables check");
        std::string said;
        if (r.out.is_object() && r.out.contains("problems"))
            for (const auto& p : r.out["problems"])
                said += p["file"].get<std::string>() + ": " + p["reason"].get<std::string>() + "\n";
        return {r.code, said};
    }
    void write(const fs::path& p, const std::string& bytes) const {
        fs::remove_all(p);
        std::ofstream(p, std::ios::binary) << bytes;
    }
};

TEST_F(TableSetCheck, Issue32_EveryChartOfTheSetIsThereAndAPlainFile) {
    ASSERT_EQ(check().first, 0) << check().second;
    const json contents = json::parse(slurp(tables / "set" / "contents.json"));
    ASSERT_EQ(contents["charts"].size(), 35u);
    for (const auto& id : contents["charts"]) {
        const fs::path chart = tables / (id.get<std::string>() + ".json");
        const std::string kept = slurp(chart);
        fs::remove(chart);
        const auto [code, said] = check();
        EXPECT_EQ(code, 2) << id << " deleted";
        EXPECT_NE(said.find(id.get<std::string>() + ".json: cannot be read"), std::string::npos)
            << said;
        write(chart, kept);
    }
    for (const char* id : {"fire-combat", "acceptance", "morale-table"}) {
        const fs::path chart = tables / (std::string(id) + ".json");
        const std::string kept = slurp(chart);
        for (const char* in : {"folder", "pipe", "device"}) {
            fs::remove(chart);
            if (std::string(in) == "folder") fs::create_directory(chart);
            if (std::string(in) == "pipe") {
                ASSERT_EQ(::mkfifo(chart.c_str(), 0600), 0);
            }
            if (std::string(in) == "device") fs::create_symlink("/dev/zero", chart);
            const auto [code, said] = check(); // a pipe is never waited on
            EXPECT_EQ(code, 2) << id << " as a " << in;
            EXPECT_NE(said.find(std::string(id) + ".json: is not a plain file"), std::string::npos)
                << in << ": " << said;
            fs::remove_all(chart);
        }
        write(chart, kept);
    }
    EXPECT_EQ(check().first, 0) << check().second;
}

TEST_F(TableSetCheck, Issue32_ADamagedSequenceOfPlayIsNamed) {
    for (const char* name :
         {"sequence/sequence-of-play.json", "wagram-1809/sequence-of-play.json"}) {
        const fs::path file = tables / name;
        const std::string kept = slurp(file);
        const std::vector<std::pair<const char*, std::string>> damaged{
            {"cut short", kept.substr(0, kept.size() / 2)},
            {"empty", ""},
            {"with a NUL", kept.substr(0, 40) + std::string(1, '\0') + kept.substr(40)},
            {"not UTF-8", kept.substr(0, kept.find("\"label\": \"") + 10) + "\xff\xfe" +
                              kept.substr(kept.find("\"label\": \"") + 10)},
        };
        for (const auto& [how, bytes] : damaged) {
            write(file, bytes);
            const auto [code, said] = check();
            EXPECT_EQ(code, 2) << name << " " << how;
            EXPECT_NE(said.find(std::string(name) + ": "), std::string::npos)
                << how << ": " << said;
        }
        write(file, kept);
    }
    fs::remove(tables / "set" / "contents.json");
    const auto [code, said] = check();
    EXPECT_EQ(code, 2);
    EXPECT_NE(said.find("set/contents.json: cannot be read"), std::string::npos) << said;
}

// #32 item 5: a chart named in the wrong case or with "../" is told which charts there are.
TEST_F(TablesCli, Issue32_AChartNameThatIsNoChartIsToldTheCharts) {
    for (const char* name : {"Fire-Combat", "../fire-combat", "fire-combat.json"}) {
        const auto r = cli(std::string("tables show ") + name);
        EXPECT_EQ(r.code, 2) << name;
        const std::string m = r.out.value("message", "");
        EXPECT_NE(m.find(std::string("no chart named \"") + name + "\""), std::string::npos) << m;
        EXPECT_NE(m.find("the charts are: acceptance, "), std::string::npos) << m;
    }
}

// #32 item 4: a pipe in an overlay file's place is named as left out, never waited on.
TEST_F(TablesCli, Issue32_APipeInTheOverlayIsNamedNotWaitedOn) {
    fs::create_directories(overlay());
    ASSERT_EQ(::mkfifo((overlay() / "acceptance.json").c_str(), 0600), 0);
    const auto status = cli("tables status");
    ASSERT_EQ(status.code, 0) << status.out;
    ASSERT_EQ(status.out["overlay_problems"].size(), 1u) << status.out;
    EXPECT_NE(status.out["overlay_problems"][0].dump().find("not a plain file"), std::string::npos);
    EXPECT_EQ(cli("tables check").code, 2);
}
