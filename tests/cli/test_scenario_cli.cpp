// `adc scenario ...` and `adc victory ...`: JSON out, exit 0 / 2 / 3, nothing changed on bad input.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

struct Run {
    int code;
    json out;
};

const fs::path& dataDir() {
    static const fs::path p = fs::temp_directory_path() / "adc-scenario-cli-test";
    return p;
}

Run adc(const std::string& args) {
    const std::string cmd = std::string(ADC_CLI) + " --overlay " +
                            (dataDir() / "overlay").string() + " " + args + " 2>/dev/null";
    FILE* f = popen(cmd.c_str(), "r");
    std::string text;
    std::array<char, 4096> buf{};
    while (size_t n = fread(buf.data(), 1, buf.size(), f))
        text.append(buf.data(), n);
    const int status = pclose(f);
    return {WEXITSTATUS(status), json::parse(text, nullptr, false)};
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
    const auto r = adc("scenario list");
    ASSERT_EQ(r.code, 0);
    ASSERT_EQ(r.out["scenarios"].size(), 4u);
    for (const auto& s : r.out["scenarios"]) {
        EXPECT_EQ(s["game_length"], s["turns_on_track"]) << s["number"];
        EXPECT_EQ(s["length_disagreement"], "");
    }
    EXPECT_EQ(r.out["track"]["night_from"], "11:00 pm");
    EXPECT_EQ(r.out["track"]["night_until"], "5:00 am");
}

TEST_F(ScenarioCli, Rule1_1d_TheClockOfATurn) {
    const auto r = adc("scenario clock 5.4 turn=23");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["time"], "1:00 am");
    EXPECT_EQ(r.out["day_record"], "22 May");
    EXPECT_TRUE(r.out["night"]);
    EXPECT_NE(r.out["notes"].dump().find("AE 2.1"), std::string::npos);
    EXPECT_EQ(adc("scenario clock 5.4 turn=58").code, 2);
    EXPECT_EQ(adc("scenario clock 5.9 turn=1").code, 2);
}

TEST_F(ScenarioCli, Rule16_4_SetupAndScheduleWithVariants) {
    auto r = adc("scenario setup 5.2 side=austrian grenadiers=reserve");
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(
        r.out["sides"][0]["reinforcements"].empty()); // AE 3.8b: they set up with the R Corps HQ
    r = adc("scenario turns 5.1");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["turns"].size(), 17u);
    EXPECT_EQ(r.out["turns"][6]["arrivals"]["french"][0], "24.01: 2HC-Cav");
    EXPECT_EQ(adc("scenario setup 5.1 davout=1").code, 2); // AE 2.9b is for 22 May
    EXPECT_EQ(adc("scenario setup 5.1 weather=rain").code, 2);
}

TEST_F(ScenarioCli, RuleAE5_3_PreGameLossesIntoAGame) {
    ASSERT_EQ(adc("scenario new " + game() + " 5.3").code, 0);
    EXPECT_EQ(adc("scenario new " + game() + " 5.3").code, 2); // never overwrites
    auto r = adc("scenario apply-losses " + game() + " side=french");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["plan"]["total"], 34);
    // 46 printed lines against a printed 45: the players settle it first.
    r = adc("scenario apply-losses " + game() + " side=austrian");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"][0]["key"], "confirm");
    r = adc("scenario apply-losses " + game() + " side=austrian line.1-6=7");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["plan"]["total"], 45);
    // Already applied: refused before anything is asked.
    EXPECT_EQ(adc("scenario apply-losses " + game() + " side=austrian").code, 2);
    r = adc("game losses " + game() + " side=austrian");
    EXPECT_EQ(r.out["casualty_track"], 45);
}

TEST_F(ScenarioCli, RuleAE4_0_VictoryAsksForTheTerrainThenShowsEveryLine) {
    ASSERT_EQ(adc("scenario new " + game() + " 5.1 archduke=1").code, 0);
    auto r = adc("victory " + game());
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"].size(), 2u);
    r = adc("victory " + game() + " terrain_french=4 terrain_austrian=3");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["spread"], 2); // 4 + 1 (AE 3.8a) - 3
    EXPECT_EQ(r.out["level"], "French Minor Victory");
    EXPECT_EQ(r.out["final_level"], "French Minor Victory");
    for (const auto& l : r.out["lines"])
        EXPECT_FALSE(l["rule"].get<std::string>().empty());
    EXPECT_EQ(adc("victory " + game() + " terrain_french=x terrain_austrian=3").code, 2);
}

TEST_F(ScenarioCli, RuleAE2_9a_TheBridgeRollsAreRecorded) {
    ASSERT_EQ(adc("scenario new " + game() + " 5.4 bridge=variable").code, 0);
    auto r = adc("scenario bridge " + game() + " turn=1 french=6 austrian=10");
    ASSERT_EQ(r.code, 0);
    EXPECT_FALSE(r.out["outcome"]["up"]);
    EXPECT_EQ(r.out["outcome"]["next_roll"], 5);
    EXPECT_EQ(r.out["action"]["side"], "french"); // the French may keep it secret
    EXPECT_EQ(adc("scenario bridge " + game() + " turn=2 french=6 austrian=6").code, 2);
    r = adc("scenario bridge " + game() + " turn=5 seed=7");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["outcome"]["dice"][0]["rolled_by"], "app");
    EXPECT_EQ(r.out["outcome"]["seed"], 7);
    r = adc("scenario bridge " + game());
    EXPECT_EQ(r.out["bridge"]["rolls"].size(), 2u);
    // A game without the variant has no bridge to roll for.
    fs::remove(game());
    ASSERT_EQ(adc("scenario new " + game() + " 5.4").code, 0);
    EXPECT_EQ(adc("scenario bridge " + game() + " turn=1 french=6 austrian=10").code, 2);
}
