// The `adc` command line: JSON on stdout, exit codes 0 / 2 / 3, nothing changed on bad input.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h> // getpid: one temporary folder per test process

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path& overlayDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-cli-test-overlay-" + std::to_string(::getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, overlayDir());
}

class Cli : public ::testing::Test {
  protected:
    void SetUp() override { fs::remove_all(overlayDir()); }
    void TearDown() override { fs::remove_all(overlayDir()); }
};

} // namespace

TEST_F(Cli, Rule10_2_OrderLogExampleThroughTheCommandLine) {
    const auto r = cli("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=25");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["acceptance_number"], 3);
    EXPECT_EQ(r.out["column"], "3");
    EXPECT_EQ(r.out["result"], "D5");
    EXPECT_EQ(r.out["dice"][0]["rolled_by"], "player");
    EXPECT_FALSE(r.out["explanation"].empty());
}

TEST_F(Cli, Rule5_3_ImpossibleRollExitsTwo) {
    const auto r = cli("resolve initiative rating=2 roll=17");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    EXPECT_NE(r.out["message"].get<std::string>().find("5.3"), std::string::npos);
}

TEST_F(Cli, UnknownCellExitsThreeNamingTheCell) {
    const auto r = cli("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=34");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["cell"]["chart"], "acceptance");
    EXPECT_EQ(r.out["cell"]["line"], "3");
    EXPECT_EQ(r.out["cell"]["at"], "34");
}

TEST_F(Cli, TablesSetThenResolveUsesThePlayersValue) {
    EXPECT_EQ(cli("tables set acceptance line=3 at=34 value=A").code, 0);
    const auto r = cli("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=34");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["result"], "A");
    const auto bad = cli("tables set acceptance line=3 at=25 value=A");
    EXPECT_EQ(bad.code, 2); // the 10.2 example fixes this cell
    const auto status = cli("tables status");
    int player = 0;
    for (const auto& c : status.out["charts"])
        player += c["player"].get<int>();
    EXPECT_EQ(player, 1);
}

TEST_F(Cli, SeedReplaysTheSameDice) {
    const auto a = cli("resolve initiative rating=2 seed=4242");
    const auto b = cli("resolve initiative rating=2 seed=4242");
    EXPECT_EQ(a.code, 0);
    EXPECT_EQ(a.out["seed"], 4242);
    EXPECT_EQ(a.out["dice"][0]["rolled_by"], "app");
    EXPECT_EQ(a.out["dice"][0]["value"], b.out["dice"][0]["value"]);
    EXPECT_EQ(cli("resolve initiative rating=2 seed=-1").code, 2);
}

TEST_F(Cli, ChancesPrintsTheDistribution) {
    const auto r = cli("chances initiative rating=1");
    EXPECT_EQ(r.code, 0);
    bool found = false;
    for (const auto& e : r.out["results"])
        if (e["result"] == "loose_cannon") found = e["chance"] == "7/36";
    EXPECT_TRUE(found);
}

TEST_F(Cli, Rule20_1_FirePointsWithRepeatedFirers) {
    const auto r = cli("resolve fire-points firer=heavy-art:3:4 firer=light-art:3:5");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["points"], 1.0);
}

TEST_F(Cli, BadInputsExitTwo) {
    EXPECT_EQ(cli("resolve nothing").code, 2);
    EXPECT_EQ(cli("resolve initiative rating").code, 2);
    EXPECT_EQ(cli("resolve cas divisions=3 wrecked=0 rating=3 roll=13").code, 2);
    EXPECT_EQ(cli("--tables /nonexistent resolve gun-loss roll=3").code, 2);
}

TEST_F(Cli, ResolversListsEveryInput) {
    const auto r = cli("resolvers");
    EXPECT_EQ(r.code, 0);
    bool fire = false;
    for (const auto& res : r.out)
        if (res["name"] == "fire") fire = !res["inputs"].empty();
    EXPECT_TRUE(fire);
}

TEST_F(Cli, ResolversOfOneRulebook) {
    const auto wagram = cli("resolvers wagram-1809");
    ASSERT_EQ(wagram.code, 0);
    ASSERT_FALSE(wagram.out.empty());
    for (const auto& res : wagram.out)
        EXPECT_EQ(res["rulebook"], "wagram-1809") << res["name"];
    const auto unknown = cli("resolvers austerlitz");
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(unknown.out["message"].get<std::string>().find("nbs, wagram-1809"),
              std::string::npos);
}

TEST_F(Cli, Wagram10_5_1_CombatThroughTheCommandLine) {
    // 10.5.1's example, 17 against 7, with the dice typed in: 2 + 3 = 5 against 4.
    const auto r = cli("resolve wagram-combat attacker=french att_potential=17 def_potential=7 "
                       "defense=reactive att_roll=2 def_roll=4");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["att"], 5);
    EXPECT_EQ(r.out["defender_result"], "Fatigue");
    const auto c = cli("chances wagram-reaction side=austrian");
    ASSERT_EQ(c.code, 0);
    bool found = false;
    for (const auto& e : c.out["results"])
        if (e["result"] == "reaction") found = e["chance"] == "5/12";
    EXPECT_TRUE(found);
}

TEST_F(Cli, AGameTakesOnlyTheResolversOfItsRulebook) {
    fs::create_directories(overlayDir());
    const std::string file = (overlayDir() / "ae.adc").string();
    ASSERT_EQ(cli("scenario new " + file + " 5.1").code, 0);
    const auto r = cli("resolve wagram-maneuver roll=4 game=" + file);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("Aspern-Essling 1809"), std::string::npos);
    // Nor does its record of rolls (9.0's umpire's audit trail) take another game's.
    const auto before = fs::file_size(file);
    const auto roll = cli("game roll " + file + " wagram-maneuver roll=4");
    EXPECT_EQ(roll.code, 2);
    EXPECT_NE(roll.out["message"].get<std::string>().find("adc resolvers nbs"), std::string::npos);
    EXPECT_EQ(fs::file_size(file), before);
}

TEST_F(Cli, Rule8_1_StepThroughTheSequenceOfPlay) {
    fs::create_directories(overlayDir());
    const std::string file = (overlayDir() / "seq.adc").string();
    ASSERT_EQ(cli("scenario new " + file + " 5.1").code, 0);
    const auto start = cli("game where " + file);
    EXPECT_EQ(start.out["step_id"], "order-issue");
    EXPECT_EQ(start.out["phasing"], "austrian"); // 5.1: the Austrian moves first
    EXPECT_EQ(start.out["time"], "1:00 pm");
    for (int i = 0; i < 12; ++i)
        ASSERT_EQ(cli("game step " + file).code, 0);
    const auto second = cli("game where " + file);
    EXPECT_EQ(second.out["phasing"], "french");
    EXPECT_EQ(second.out["player_turn"], "second");
    for (int i = 0; i < 13; ++i)
        ASSERT_EQ(cli("game step " + file).code, 0);
    const auto turn2 = cli("game where " + file);
    EXPECT_EQ(turn2.out["turn"], 2);
    EXPECT_EQ(turn2.out["time"], "1:30 pm");
    EXPECT_EQ(cli("game undo " + file).code, 0); // a step is undone like any action
    EXPECT_EQ(cli("game where " + file).out["turn"], 1);
}

// A user's first words: the version, and a command adc does not know, named with the list.
TEST_F(Cli, VersionAndAnUnknownCommandAreAnswered) {
    const auto version = adc::test::runAdcText("--version", overlayDir());
    EXPECT_EQ(version.code, 0);
    EXPECT_NE(version.text.find("adc (Aide-de-Camp) "), std::string::npos) << version.text;
    const auto r = cli("xyz");
    EXPECT_EQ(r.code, 2);
    const std::string message = r.out["message"];
    EXPECT_NE(message.find("no command \"xyz\""), std::string::npos) << message;
    EXPECT_NE(message.find("resolve, chances, resolvers, tables, game"), std::string::npos)
        << message;
}
