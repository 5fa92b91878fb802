// The `adc` command line: JSON on stdout, exit codes 0 / 2 / 3, nothing changed on bad input.
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

const fs::path& overlayDir() {
    static const fs::path p = fs::temp_directory_path() / "adc-cli-test-overlay";
    return p;
}

Run adc(const std::string& args) {
    const std::string cmd = std::string(ADC_CLI) + " --overlay " + overlayDir().string() + " " + args + " 2>/dev/null";
    FILE* f = popen(cmd.c_str(), "r");
    std::string text;
    std::array<char, 4096> buf{};
    while (size_t n = fread(buf.data(), 1, buf.size(), f)) text.append(buf.data(), n);
    const int status = pclose(f);
    json j = json::parse(text, nullptr, false);
    return {WEXITSTATUS(status), j};
}

class Cli : public ::testing::Test {
protected:
    void SetUp() override { fs::remove_all(overlayDir()); }
    void TearDown() override { fs::remove_all(overlayDir()); }
};

} // namespace

TEST_F(Cli, Rule10_2_OrderLogExampleThroughTheCommandLine) {
    const auto r = adc("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=25");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["acceptance_number"], 3);
    EXPECT_EQ(r.out["column"], "3");
    EXPECT_EQ(r.out["result"], "D5");
    EXPECT_EQ(r.out["dice"][0]["rolled_by"], "player");
    EXPECT_FALSE(r.out["explanation"].empty());
}

TEST_F(Cli, Rule5_3_ImpossibleRollExitsTwo) {
    const auto r = adc("resolve initiative rating=2 roll=17");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    EXPECT_NE(r.out["message"].get<std::string>().find("5.3"), std::string::npos);
}

TEST_F(Cli, UnknownCellExitsThreeNamingTheCell) {
    const auto r = adc("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=34");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["cell"]["chart"], "acceptance");
    EXPECT_EQ(r.out["cell"]["line"], "3");
    EXPECT_EQ(r.out["cell"]["at"], "34");
}

TEST_F(Cli, TablesSetThenResolveUsesThePlayersValue) {
    EXPECT_EQ(adc("tables set acceptance line=3 at=34 value=A").code, 0);
    const auto r = adc("resolve acceptance sender=1 receiver=4 method=AW type=attack roll=34");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["result"], "A");
    const auto bad = adc("tables set acceptance line=3 at=25 value=A");
    EXPECT_EQ(bad.code, 2); // the 10.2 example fixes this cell
    const auto status = adc("tables status");
    int player = 0;
    for (const auto& c : status.out["charts"]) player += c["player"].get<int>();
    EXPECT_EQ(player, 1);
}

TEST_F(Cli, SeedReplaysTheSameDice) {
    const auto a = adc("resolve initiative rating=2 seed=4242");
    const auto b = adc("resolve initiative rating=2 seed=4242");
    EXPECT_EQ(a.code, 0);
    EXPECT_EQ(a.out["seed"], 4242);
    EXPECT_EQ(a.out["dice"][0]["rolled_by"], "app");
    EXPECT_EQ(a.out["dice"][0]["value"], b.out["dice"][0]["value"]);
    EXPECT_EQ(adc("resolve initiative rating=2 seed=-1").code, 2);
}

TEST_F(Cli, ChancesPrintsTheDistribution) {
    const auto r = adc("chances initiative rating=1");
    EXPECT_EQ(r.code, 0);
    bool found = false;
    for (const auto& e : r.out["results"])
        if (e["result"] == "loose_cannon") found = e["chance"] == "7/36";
    EXPECT_TRUE(found);
}

TEST_F(Cli, Rule20_1_FirePointsWithRepeatedFirers) {
    const auto r = adc("resolve fire-points firer=heavy-art:3:4 firer=light-art:3:5");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out["points"], 1.0);
}

TEST_F(Cli, BadInputsExitTwo) {
    EXPECT_EQ(adc("resolve nothing").code, 2);
    EXPECT_EQ(adc("resolve initiative rating").code, 2);
    EXPECT_EQ(adc("resolve cas divisions=3 wrecked=0 rating=3 roll=13").code, 2);
    EXPECT_EQ(adc("--tables /nonexistent resolve gun-loss roll=3").code, 2);
}

TEST_F(Cli, ResolversListsEveryInput) {
    const auto r = adc("resolvers");
    EXPECT_EQ(r.code, 0);
    bool fire = false;
    for (const auto& res : r.out)
        if (res["name"] == "fire") fire = !res["inputs"].empty();
    EXPECT_TRUE(fire);
}
