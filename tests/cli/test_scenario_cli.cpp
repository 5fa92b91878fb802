// `adc scenario ...` and `adc victory ...`: JSON out, exit 0 / 2 / 3, nothing changed on bad input.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <unistd.h> // getpid: one temporary folder per test process

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace scenario_cli {

namespace {

const fs::path& dataDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-scenario-cli-test-" + std::to_string(::getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, dataDir() / "overlay");
}

class ScenarioCli : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string game() const { return (dataDir() / "game.adc").string(); }
};

} // namespace

TEST_F(ScenarioCli, RuleAE5_0_ListsTheFourScenarios) {
    const auto r = cli("scenario list");
    ASSERT_EQ(r.code, 0);
    // Aspern-Essling's four come first; Wagram 1809's follow (tests/cli/test_wagram_cli.cpp).
    json aspern = json::array();
    for (const auto& s : r.out["scenarios"])
        if (s["game"]["id"] != "wagram-1809") aspern.push_back(s);
    ASSERT_EQ(aspern.size(), 4u);
    ASSERT_EQ(r.out["scenarios"][3]["number"], "5.4");
    for (const auto& s : aspern) {
        EXPECT_EQ(s["game_length"], s["turns_on_track"]) << s["number"];
        EXPECT_EQ(s["length_disagreement"], "");
        EXPECT_EQ(s["game"]["id"], "aspern-essling");
        EXPECT_EQ(s["game"]["title"], "Aspern-Essling 1809");
    }
    EXPECT_EQ(r.out["track"]["night_from"], "11:00 pm");
    EXPECT_EQ(r.out["track"]["night_until"], "5:00 am");
}

TEST_F(ScenarioCli, Rule1_1d_TheClockOfATurn) {
    const auto r = cli("scenario clock 5.4 turn=23");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["time"], "1:00 am");
    EXPECT_EQ(r.out["day_record"], "22 May");
    EXPECT_TRUE(r.out["night"]);
    EXPECT_NE(r.out["notes"].dump().find("AE 2.1"), std::string::npos);
    EXPECT_EQ(cli("scenario clock 5.4 turn=58").code, 2);
    EXPECT_EQ(cli("scenario clock 5.9 turn=1").code, 2);
}

TEST_F(ScenarioCli, Rule16_4_SetupAndScheduleWithVariants) {
    auto r = cli("scenario setup 5.2 side=austrian grenadiers=reserve");
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(
        r.out["sides"][0]["reinforcements"].empty()); // AE 3.8b: they set up with the R Corps HQ
    r = cli("scenario turns 5.1");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["turns"].size(), 17u);
    EXPECT_EQ(r.out["turns"][6]["arrivals"]["french"][0], "24.01: 2HC-Cav");
    EXPECT_EQ(cli("scenario setup 5.1 davout=1").code, 2); // AE 2.9b is for 22 May
    EXPECT_EQ(cli("scenario setup 5.1 weather=rain").code, 2);
}

TEST_F(ScenarioCli, RuleAE5_3_PreGameLossesIntoAGame) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.3").code, 0);
    EXPECT_EQ(cli("scenario new " + game() + " 5.3").code, 2); // never overwrites
    // 4-4's leftover box goes where the French player says (by default it would wreck 3 Lt-4-4).
    auto r = cli("scenario apply-losses " + game() + " side=french 'remainder.4-4=93 Line-4-4'");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["plan"]["total"], 34);
    // 46 printed lines against a printed 45: the players settle it first.
    r = cli("scenario apply-losses " + game() + " side=austrian");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"][0]["key"], "confirm");
    r = cli("scenario apply-losses " + game() + " side=austrian line.1-6=7");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["plan"]["total"], 45);
    // Already applied: refused before anything is asked.
    EXPECT_EQ(cli("scenario apply-losses " + game() + " side=austrian").code, 2);
    r = cli("game losses " + game() + " side=austrian");
    EXPECT_EQ(r.out["casualty_track"], 45);
}

TEST_F(ScenarioCli, RuleAE4_0_VictoryAsksForTheTerrainThenShowsEveryLine) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1 archduke=1").code, 0);
    auto r = cli("victory " + game());
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"].size(), 2u);
    r = cli("victory " + game() + " terrain_french=4 terrain_austrian=3");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["spread"], 2); // 4 + 1 (AE 3.8a) - 3
    EXPECT_EQ(r.out["level"], "French Minor Victory");
    EXPECT_EQ(r.out["final_level"], "French Minor Victory");
    for (const auto& l : r.out["lines"])
        EXPECT_FALSE(l["rule"].get<std::string>().empty());
    EXPECT_EQ(cli("victory " + game() + " terrain_french=x terrain_austrian=3").code, 2);
}

TEST_F(ScenarioCli, RuleAE4_1_TerrainVpsEnteredOnceAreKeptInTheGame) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1 archduke=1").code, 0);
    EXPECT_EQ(cli("game victory-input " + game() + " terrain_french=-1").code,
              2); // refused, nothing kept
    EXPECT_EQ(cli("victory " + game()).code, 3);
    ASSERT_EQ(cli("game victory-input " + game() + " terrain_french=4 terrain_austrian=3").code, 0);
    auto r = cli("victory " + game()); // no need to give them again
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["spread"], 2);                        // 4 + 1 (AE 3.8a) - 3
    r = cli("victory " + game() + " terrain_austrian=6"); // a value on the command line wins
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["spread"], -1);
    EXPECT_EQ(cli("game undo " + game()).code, 0); // one undoable action
    EXPECT_EQ(cli("victory " + game()).code, 3);
}

TEST_F(ScenarioCli, RuleAE2_9a_TheBridgeRollsAreRecorded) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.4 bridge=variable").code, 0);
    auto r = cli("scenario bridge " + game() + " turn=1 french=6 austrian=10");
    ASSERT_EQ(r.code, 0);
    EXPECT_FALSE(r.out["outcome"]["up"]);
    EXPECT_EQ(r.out["outcome"]["next_roll"], 5);
    EXPECT_EQ(r.out["action"]["side"], "french"); // the French may keep it secret
    EXPECT_EQ(cli("scenario bridge " + game() + " turn=2 french=6 austrian=6").code, 2);
    r = cli("scenario bridge " + game() + " turn=5 seed=7");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["outcome"]["dice"][0]["rolled_by"], "app");
    EXPECT_EQ(r.out["outcome"]["seed"], 7);
    r = cli("scenario bridge " + game());
    EXPECT_EQ(r.out["bridge"]["rolls"].size(), 2u);
    // A game without the variant has no bridge to roll for.
    fs::remove(game());
    ASSERT_EQ(cli("scenario new " + game() + " 5.4").code, 0);
    EXPECT_EQ(cli("scenario bridge " + game() + " turn=1 french=6 austrian=10").code, 2);
}

TEST_F(ScenarioCli, HelpListsEveryVerbAndItsKeys) {
    const auto help = adc::test::runAdcText("scenario --help", dataDir() / "overlay");
    EXPECT_EQ(help.code, 0) << help.text;
    for (const char* verb :
         {"list", "show", "setup", "turns", "clock", "losses", "new", "apply-losses", "bridge"})
        EXPECT_NE(help.text.find(std::string("\n  ") + verb + " "), std::string::npos)
            << verb << "\n"
            << help.text;

    const auto bridge = adc::test::runAdcText("scenario bridge --help", dataDir() / "overlay");
    EXPECT_EQ(bridge.code, 0) << bridge.text;
    for (const char* key : {"FILE", "turn=", "french=", "austrian=", "seed=", "AE 2.9a"})
        EXPECT_NE(bridge.text.find(key), std::string::npos) << key << "\n" << bridge.text;
}

TEST_F(ScenarioCli, UnknownVerbExitsTwoNamingTheVerbs) {
    const auto r = cli("scenario xyz 5.1");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    const std::string why = r.out["message"];
    EXPECT_NE(why.find("no scenario command \"xyz\""), std::string::npos) << why;
    for (const char* verb : {"list", "apply-losses", "bridge"})
        EXPECT_NE(why.find(verb), std::string::npos) << why;
}

} // namespace scenario_cli
