// `adc order ...`: the command system from the command line, ending with a scripted
// Command Phase of scenario 5.1 played end to end. JSON out, exit 0 / 2 / 3; a refused
// command changes nothing.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path& dataDir() {
    static const fs::path p = fs::temp_directory_path() / "adc-order-cli-test";
    return p;
}

adc::test::CliRun cli(const std::string& args) { return adc::test::runAdc(args, dataDir() / "overlay"); }

class OrderCli : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
        ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
        for (const auto& [leader, rating] : std::vector<std::pair<std::string, int>>{
                 {"charles", 3}, {"hiller", 2}, {"hohenzollern", 2}, {"bellegarde", 3}, {"kottulinsky", 1}})
            ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=" + leader + " rating=" + std::to_string(rating)).code, 0);
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string game() const { return (dataDir() / "game.adc").string(); }
    adc::test::CliRun order(const std::string& args) { return cli("order " + args); }
    int step(const std::string& to) { return cli("game step " + game() + " to=" + to + " phasing=austrian").code; }
    json orders(const std::string& viewer = "all") { return order("list " + game() + " viewer=" + viewer).out["orders"]; }
    json orderNo(int n) {
        for (const auto& o : orders())
            if (o["number"] == n) return o;
        return json();
    }
};

} // namespace

TEST_F(OrderCli, Rule10_1i_ScenarioPresetOrdersStartInForce) {
    const json o = orderNo(4); // 5.1: 1 Corps, "Capture Aspern."
    EXPECT_EQ(o["receiver"], "1-corps");
    EXPECT_EQ(o["type"], "attack");
    EXPECT_EQ(o["status"], "implemented");
    EXPECT_EQ(o["cost"], 0);
}

TEST_F(OrderCli, Rule9_0_EachSideSeesOnlyItsOwnOrderLog) {
    for (const auto& o : orders("french")) EXPECT_EQ(o["side"], "french");
    for (const auto& o : orders("austrian")) EXPECT_EQ(o["side"], "austrian");
    EXPECT_GT(orders("french").size(), 0u);
    EXPECT_GT(orders("austrian").size(), 0u);
}

TEST_F(OrderCli, Rule10_1b_RefusedOrderExitsTwoAndChangesNothing) {
    const std::string w = "write " + game() + " side=austrian sender=charles type=attack method=AW mp=7 direction=north limit=Aspern";
    ASSERT_EQ(order(w + " receiver=2-corps text=\"Attack Aspern\"").code, 0); // 10 of 15
    const auto before = orders().size();
    const auto r = order(w + " receiver=1-corps text=\"Attack again\"");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("5 of 15 are left"), std::string::npos);
    EXPECT_EQ(orders().size(), before);
    EXPECT_EQ(order("points " + game() + " side=austrian").out["left"], 5);
}

TEST_F(OrderCli, Rule10_1f_AnOrdersChancesBeforeItIsSent) {
    const auto r = order("chances " + game() + " side=austrian sender=charles receiver=2-corps method=AW type=attack");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["results"][0]["fields"]["column"], "3"); // Charles 3 + Hohenzollern 2 + AW 0 + Attack -2
}

TEST_F(OrderCli, RuleAE5_1_ScriptedCommandPhaseEndToEnd) {
    // Turn 1, 1:00 pm, 21 May: the Austrian player's Order Issue segment.
    const std::string w = "write " + game() + " side=austrian sender=charles ";
    auto r = order(w + "receiver=2-corps type=attack method=AW mp=7 text=\"Attack Aspern from the north\" direction=\"south along the Breitenlee road\" limit=\"Aspern church\"");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const int toSecond = r.out["action"]["summary"].get<std::string>().find("Order 9") == 0 ? 9 : 0;
    ASSERT_EQ(toSecond, 9); // 8 pre-set orders come first
    EXPECT_EQ(orderNo(9)["arrival_time"], "21 May, 1:30 pm"); // 7 MPs: one turn (10.1e)
    r = order(w + "receiver=6-corps type=non-attack method=IPO in_person=1 text=\"Hold the Aspern road\"");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(order("points " + game() + " side=austrian").out["left"], 2); // 15 - 10 - 3 (10.1b)
    EXPECT_EQ(order("accept " + game() + " side=austrian number=10 roll=11").code, 2); // not before its segment

    ASSERT_EQ(step("attack-stoppage"), 0);
    EXPECT_TRUE(order("checks " + game() + " side=austrian").out["attack_stoppage"].empty()); // nobody engaged yet

    ASSERT_EQ(step("initiative"), 0);
    r = order("initiative " + game() + " side=austrian leader=hiller roll=64"); // rated 2: 64..66
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["resolution"]["result"], "initiative");
    EXPECT_EQ(order("initiative " + game() + " side=austrian leader=kottulinsky roll=66").code, 2); // 10.2c: his corps has rolled
    r = order("initiative-order " + game() + " side=austrian leader=hiller type=attack text=\"Take Aspern church\" direction=east limit=\"the church\" different=1");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(orderNo(6)["status"], "cancelled"); // the pre-set "Capture Aspern." for 6 Corps (10.2a)
    EXPECT_EQ(orderNo(11)["status"], "accepted");

    ASSERT_EQ(step("new-order-acceptance"), 0);
    EXPECT_EQ(step("movement"), 2); // the in-person order waits for its roll (10.1f)
    r = order("accept " + game() + " side=austrian number=10 roll=11"); // column 6, 11: Dt
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(orderNo(10)["status"], "distorted");
    EXPECT_EQ(order("accept " + game() + " side=austrian number=9 roll=25").code, 2); // still on its way

    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("implement " + game() + " side=austrian number=11").code, 0); // Hiller reaches his HQ (10.0a)
    ASSERT_EQ(order("contact " + game() + " side=austrian command=1-corps kind=fire").code, 0); // 10.3a

    // Turn 2, 1:30 pm: the Austrian Command Phase again.
    ASSERT_EQ(step("attack-stoppage"), 0);
    const json due = order("checks " + game() + " side=austrian").out["attack_stoppage"];
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0]["command"], "1-corps");
    EXPECT_EQ(step("initiative"), 2); // a check cannot be skipped (10.3a)
    r = order("stoppage " + game() + " side=austrian order=4 roll=9");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["resolution"]["needed"], 3); // 2 divisions, none wrecked: column 1; Bellegarde 3
    EXPECT_EQ(r.out["resolution"]["passed"], true);

    ASSERT_EQ(step("new-order-acceptance"), 0);
    r = order("accept " + game() + " side=austrian number=9 roll=25"); // 10.2's cell: column 3, 25 is D5
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(orderNo(9)["status"], "D5");

    // Turn 3, 2:00 pm: 1 Corps checks again while it attacks; then a 6 lifts the D5.
    ASSERT_EQ(step("attack-stoppage"), 0);
    EXPECT_EQ(order("checks " + game() + " side=austrian").out["attack_stoppage"].size(), 1u);
    ASSERT_EQ(order("stoppage " + game() + " side=austrian order=4 roll=2").code, 0); // 2 < 3: the attack stops
    EXPECT_EQ(orderNo(4)["status"], "stopped");
    ASSERT_EQ(step("delay-reduction"), 0);
    ASSERT_EQ(order("delay " + game() + " side=austrian number=9 roll=6").code, 0);
    EXPECT_EQ(orderNo(9)["status"], "accepted");
    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("implement " + game() + " side=austrian number=9").code, 0);
    EXPECT_EQ(orderNo(9)["status"], "implemented");
}
