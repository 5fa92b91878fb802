// `adc order ...`: the command system from the command line, ending with a scripted
// Command Phase of scenario 5.1 played end to end. JSON out, exit 0 / 2 / 3; a refused
// command changes nothing.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace order_cli {

namespace {

// One folder per test process: other checkouts' tests may run at the same time.
const fs::path& dataDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-order-cli-test-" + std::to_string(getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, dataDir() / "overlay");
}

class OrderCli : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
        ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
        for (const auto& [leader, rating] :
             std::vector<std::pair<std::string, int>>{{"charles", 3},
                                                      {"hiller", 2},
                                                      {"hohenzollern", 2},
                                                      {"bellegarde", 3},
                                                      {"kottulinsky", 1}})
            ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=" + leader +
                          " rating=" + std::to_string(rating))
                          .code,
                      0);
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string game() const { return (dataDir() / "game.adc").string(); }
    adc::test::CliRun order(const std::string& args) { return cli("order " + args); }
    int step(const std::string& to) {
        return cli("game step " + game() + " to=" + to + " phasing=austrian").code;
    }
    json orders(const std::string& viewer = "all") {
        return order("list " + game() + " viewer=" + viewer).out["orders"];
    }
    // Line `n` of a side's Order Log (10.1c: each side numbers its own).
    json orderNo(int n, const std::string& side = "austrian") {
        for (const auto& o : orders(side))
            if (o.contains("number") && o["number"] == n && o["side"] == side) return o;
        return json();
    }
};

} // namespace

TEST_F(OrderCli, Rule10_1i_ScenarioPresetOrdersStartInForce) {
    const json o = orderNo(1); // 5.1: 1 Corps, "Capture Aspern."
    EXPECT_EQ(o["receiver"], "1-corps");
    EXPECT_EQ(o["type"], "attack");
    EXPECT_EQ(o["status"], "implemented");
    EXPECT_EQ(o["cost"], 0);
}

TEST_F(OrderCli, Rule9_0_EachSideSeesOnlyItsOwnOrderLog) {
    for (const auto& o : orders("french"))
        EXPECT_EQ(o["side"], "french");
    for (const auto& o : orders("austrian"))
        EXPECT_EQ(o["side"], "austrian");
    EXPECT_GT(orders("french").size(), 0u);
    EXPECT_GT(orders("austrian").size(), 0u);
}

TEST_F(OrderCli, Rule10_1b_RefusedOrderExitsTwoAndChangesNothing) {
    const std::string w =
        "write " + game() +
        " side=austrian sender=charles type=attack method=AW mp=7 direction=north limit=Aspern";
    ASSERT_EQ(order(w + " receiver=2-corps text=\"Attack Aspern\"").code, 0); // 10 of 15
    const auto before = orders().size();
    const auto r = order(w + " receiver=1-corps text=\"Attack again\"");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("5 of 15 are left"), std::string::npos);
    EXPECT_EQ(orders().size(), before);
    EXPECT_EQ(order("points " + game() + " side=austrian").out["left"], 5);
}

TEST_F(OrderCli, Rule10_1c_AttackOrderWithoutTextIsLoggedWithItsDirectionAndLimit) {
    const std::string w = "write " + game() + " side=austrian sender=charles method=AW mp=7";
    const auto r = order(w + " receiver=2-corps type=attack direction=north limit=Aspern");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["action"]["payload"]["text"], "Attack towards north; limit: Aspern");
    const auto before = orders().size();
    const auto open = order(w + " receiver=1-corps type=attack direction=north");
    EXPECT_EQ(open.code, 2); // no limit: refused for 10.1c, not for the text
    EXPECT_NE(open.out["message"].get<std::string>().find("10.1c"), std::string::npos);
    const auto bare = order(w + " receiver=1-corps type=non-attack");
    EXPECT_EQ(bare.code, 2);
    EXPECT_NE(bare.out["message"].get<std::string>().find("text="), std::string::npos);
    EXPECT_EQ(orders().size(), before);
}

TEST_F(OrderCli, Rule10_5b_AnOrderToADivisionIsAGoalWithoutSayingSo) {
    const std::string w =
        "write " + game() +
        " side=austrian sender=charles type=non-attack method=IPO in_person=1 text=Hold";
    const auto r = order(w + " receiver=1-1"); // a division: the engine reads it as a goal
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["action"]["payload"]["goal"], true);
    const auto refused = order(w + " receiver=1-1 goal=0"); // said otherwise: refused, as before
    EXPECT_EQ(refused.code, 2);
    EXPECT_NE(refused.out["message"].get<std::string>().find("10.5b"), std::string::npos);
}

TEST_F(OrderCli, Rule10_1f_AnOrdersChancesBeforeItIsSent) {
    const auto r = order("chances " + game() +
                         " side=austrian sender=charles receiver=2-corps method=AW type=attack");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["results"][0]["fields"]["column"],
              "3"); // Charles 3 + Hohenzollern 2 + AW 0 + Attack -2
}

TEST_F(OrderCli, Rule10_1c_EachSideNumbersItsOwnOrderLog) {
    const auto numbers = [&](const std::string& side) {
        std::vector<int> n;
        for (const auto& o : orders(side))
            n.push_back(o["number"]);
        return n;
    };
    EXPECT_EQ(numbers("french"), (std::vector<int>{1, 2, 3})); // 5.1's three French pre-set orders
    EXPECT_EQ(numbers("austrian"), (std::vector<int>{1, 2, 3, 4, 5})); // and the five Austrian ones
    const auto r = order("write " + game() +
                         " side=austrian sender=charles receiver=6-corps type=non-attack "
                         "method=IPO in_person=1 text=Hold");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["action"]["payload"].value("number", 0),
              0); // the number is the engine's to give
    EXPECT_EQ(r.out["action"]["summary"].get<std::string>().rfind("Order 6 ", 0), 0u)
        << r.out.dump();
    ASSERT_EQ(step("new-order-acceptance"), 0);
    EXPECT_EQ(order("accept " + game() + " side=austrian number=6 roll=11").code,
              0); // number= is the side's own line
    EXPECT_EQ(orderNo(6)["status"], "distorted");
}

TEST_F(OrderCli, Rule9_0_ThePublicLooseCannonRecordTellsNothingElse) {
    ASSERT_EQ(step("initiative"), 0);
    ASSERT_EQ(order("initiative " + game() + " side=austrian leader=hiller roll=11").code,
              0); // rated 2: 11..14 is a loose cannon
    const auto r = order(
        "loose-cannon-order " + game() +
        " side=austrian leader=hiller type=attack text=\"Straight at Essling\" direction=east");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(orderNo(3)["status"], "cancelled"); // 6 Corps' pre-set order, on the Austrian log
    const std::string record = r.out["action"]["summary"];
    EXPECT_EQ(record.find("order 3"), std::string::npos) << record;
    EXPECT_EQ(record.find("cancelled"), std::string::npos) << record;
    // The French see the order they wrote, not its line on the Austrian log.
    bool seen = false;
    for (const auto& o : orders("french"))
        if (o["side"] == "austrian") {
            seen = true;
            EXPECT_FALSE(o.contains("number")) << o.dump();
            EXPECT_EQ(o["method"], "loose-cannon");
        }
    EXPECT_TRUE(seen);
    const auto log = cli("game log " + game() + " viewer=french"); // kept: the loop reads into it
    for (const auto& a : log.out["actions"]) {
        if (a["kind"] == "loose-cannon-order") {
            EXPECT_EQ(a["summary"], record);
        }
    }
}

TEST_F(OrderCli, RuleAE3_4_OnlyCorpsOnTheMapRetreat) {
    // Seven Austrian divisions wrecked on 5.1's first turn, before most of the army has arrived.
    const json oob = cli("oob austrian").out;
    for (const auto& d : oob["divisions"]) {
        const std::string id = d["id"];
        if (id != "1-1" && id != "2-1" && id != "1-2" && id != "2-2" && id != "1-4" &&
            id != "2-4" && id != "1-6")
            continue;
        for (const auto& b : d["brigades"]) {
            if (!b["wrecked_after"].is_number()) continue;
            ASSERT_EQ(cli("game mark " + game() + " side=austrian unit=\"" +
                          b["id"].get<std::string>() +
                          "\" casualties=" + std::to_string(b["wrecked_after"].get<int>()))
                          .code,
                      0);
        }
    }
    ASSERT_EQ(cli("game step " + game() + " to=order-issue phasing=austrian").code, 0); // turn 2
    const json checks = order("checks " + game() + " side=austrian").out;
    EXPECT_TRUE(checks["archduke_shaken"].get<bool>());
    // 1 Corps arrives at 2:30 pm, 2 Corps and R Corps at 4:30 pm; 4 Corps is not in 5.1.
    EXPECT_EQ(checks["retreats_due"], json::array({"6-corps"}));
    ASSERT_EQ(step("movement"), 0);
    EXPECT_EQ(
        order("retreat " + game() + " side=austrian command=1-corps reason=archduke seed=3").code,
        2);
    ASSERT_EQ(
        order("retreat " + game() + " side=austrian command=6-corps reason=archduke seed=3").code,
        0);
    EXPECT_EQ(cli("game step " + game() + " to=offensive-fire phasing=austrian").code,
              0); // nothing else holds the sequence
}

TEST_F(OrderCli, Rule10_3a_8_2_NoCheckOwedAfterATurnWithoutContact) {
    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("contact " + game() + " side=austrian command=6-corps kind=fire").code, 0);
    ASSERT_EQ(step("attack-stoppage"), 0); // turn 2
    ASSERT_EQ(order("checks " + game() + " side=austrian").out["attack_stoppage"].size(), 1u);
    ASSERT_EQ(order("stoppage " + game() + " side=austrian order=3 roll=12").code, 0);
    ASSERT_EQ(step("attack-stoppage"), 0); // turn 3: no contact on turn 2
    const json checks = order("checks " + game() + " side=austrian").out;
    EXPECT_TRUE(checks["attack_stoppage"].empty());
    EXPECT_NE(checks["attack_stoppage_rule"].get<std::string>().find("previous turn"),
              std::string::npos);
    EXPECT_EQ(step("initiative"), 0);
}

TEST_F(OrderCli, Rule10_3e_OneWreckedDivisionOfOneAsksForItsCell) {
    // 5.2: the AG Division sets up with a goal, "Capture Essling". Its commander lost, it
    // checks as 1 wrecked of 1 (10.3e, 10.5b): the cell the transcription lacks. The app names
    // it and how to enter it.
    fs::remove(game());
    ASSERT_EQ(cli("scenario new " + game() + " 5.2").code, 0);
    ASSERT_EQ(cli("game leader-lost " + game() + " side=austrian leader=klenau").code, 0);
    ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=repl-klenau rating=1").code, 0);
    ASSERT_EQ(step("movement"), 0);
    int goal = 0;
    for (const auto& o : orders("austrian"))
        if (o["receiver"] == "AG") goal = o["number"];
    ASSERT_GT(goal, 0);
    ASSERT_EQ(order("contact " + game() + " side=austrian command=AG kind=charge").code, 0);
    ASSERT_EQ(step("attack-stoppage"), 0);
    const json due = order("checks " + game() + " side=austrian").out["attack_stoppage"];
    ASSERT_EQ(due.size(), 1u);
    ASSERT_TRUE(due[0].contains("needs_chart_value")) << due.dump();
    EXPECT_EQ(due[0]["needs_chart_value"]["chart"], "cas-column");
    EXPECT_EQ(due[0]["needs_chart_value"]["line"], "1");
    EXPECT_EQ(due[0]["needs_chart_value"]["at"], "1");
    const auto r =
        order("stoppage " + game() + " side=austrian order=" + std::to_string(goal) + " roll=9");
    EXPECT_EQ(r.code, 3);
    const std::string why = r.out["message"];
    EXPECT_NE(why.find("adc tables set cas-column line=1 at=1"), std::string::npos) << why;
    EXPECT_NE(why.find("a corps of 1 division"), std::string::npos) << why;
}

TEST_F(OrderCli, RuleAE5_1_ScriptedCommandPhaseEndToEnd) {
    // Turn 1, 1:00 pm, 21 May: the Austrian player's Order Issue segment.
    const std::string w = "write " + game() + " side=austrian sender=charles ";
    auto r =
        order(w + "receiver=2-corps type=attack method=AW mp=7 text=\"Attack Aspern from the "
                  "north\" direction=\"south along the Breitenlee road\" limit=\"Aspern church\"");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const int toSecond = r.out["action"]["summary"].get<std::string>().find("Order 6") == 0 ? 6 : 0;
    ASSERT_EQ(toSecond, 6); // the Austrian log's 5 pre-set orders come first
    EXPECT_EQ(orderNo(6)["arrival_time"], "21 May, 1:30 pm"); // 7 MPs: one turn (10.1e)
    r = order(
        w +
        "receiver=6-corps type=non-attack method=IPO in_person=1 text=\"Hold the Aspern road\"");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(order("points " + game() + " side=austrian").out["left"], 2); // 15 - 10 - 3 (10.1b)
    EXPECT_EQ(order("accept " + game() + " side=austrian number=7 roll=11").code,
              2); // not before its segment

    ASSERT_EQ(step("attack-stoppage"), 0);
    EXPECT_TRUE(order("checks " + game() + " side=austrian")
                    .out["attack_stoppage"]
                    .empty()); // nobody engaged yet

    ASSERT_EQ(step("initiative"), 0);
    r = order("initiative " + game() + " side=austrian leader=hiller roll=64"); // rated 2: 64..66
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["resolution"]["result"], "initiative");
    EXPECT_EQ(order("initiative " + game() + " side=austrian leader=kottulinsky roll=66").code,
              2); // 10.2c: his corps has rolled
    r = order("initiative-order " + game() +
              " side=austrian leader=hiller type=attack text=\"Take Aspern church\" direction=east "
              "limit=\"the church\" different=1");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(orderNo(3)["status"],
              "cancelled"); // the pre-set "Capture Aspern." for 6 Corps (10.2a)
    EXPECT_EQ(orderNo(8)["status"], "accepted");

    ASSERT_EQ(step("new-order-acceptance"), 0);
    EXPECT_EQ(step("movement"), 2); // the in-person order waits for its roll (10.1f)
    r = order("accept " + game() + " side=austrian number=7 roll=11"); // column 6, 11: Dt
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(orderNo(7)["status"], "distorted");
    EXPECT_EQ(order("accept " + game() + " side=austrian number=6 roll=25").code,
              2); // still on its way

    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("implement " + game() + " side=austrian number=8").code,
              0); // Hiller reaches his HQ (10.0a)
    ASSERT_EQ(order("contact " + game() + " side=austrian command=6-corps kind=fire").code,
              0); // 10.3a

    // Turn 2, 1:30 pm: the Austrian Command Phase again.
    ASSERT_EQ(step("attack-stoppage"), 0);
    const json due = order("checks " + game() + " side=austrian").out["attack_stoppage"];
    ASSERT_EQ(due.size(), 1u);
    EXPECT_EQ(due[0]["command"], "6-corps");
    EXPECT_EQ(step("initiative"), 2); // a check cannot be skipped (10.3a)
    r = order("stoppage " + game() + " side=austrian order=8 roll=9");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["resolution"]["needed"], 3); // 2 divisions, none wrecked: column 1; Hiller 2
    EXPECT_EQ(r.out["resolution"]["passed"], true);

    ASSERT_EQ(step("new-order-acceptance"), 0);
    r = order("accept " + game() +
              " side=austrian number=6 roll=25"); // 10.2's cell: column 3, 25 is D5
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(orderNo(6)["status"], "D5");
    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("contact " + game() + " side=austrian command=6-corps kind=charge").code,
              0); // engaged again on turn 2

    // Turn 3, 2:00 pm: 6 Corps checks again (8.2); then a 6 lifts the D5.
    ASSERT_EQ(step("attack-stoppage"), 0);
    EXPECT_EQ(order("checks " + game() + " side=austrian").out["attack_stoppage"].size(), 1u);
    ASSERT_EQ(order("stoppage " + game() + " side=austrian order=8 roll=2").code,
              0); // 2 < 3: the attack stops
    EXPECT_EQ(orderNo(8)["status"], "stopped");
    ASSERT_EQ(step("delay-reduction"), 0);
    ASSERT_EQ(order("delay " + game() + " side=austrian number=6 roll=6").code, 0);
    EXPECT_EQ(orderNo(6)["status"], "accepted");
    ASSERT_EQ(step("movement"), 0);
    ASSERT_EQ(order("implement " + game() + " side=austrian number=6").code, 0);
    EXPECT_EQ(orderNo(6)["status"], "implemented");
}

class LannesAttackCli : public OrderCli {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
        ASSERT_EQ(cli("scenario new " + game() + " 5.3").code, 0);
        for (const auto& [leader, rating] : std::vector<std::pair<std::string, int>>{
                 {"napoleon", 4}, {"lannes", 4}, {"massena", 3}})
            ASSERT_EQ(cli("game rate " + game() + " side=french leader=" + leader +
                          " rating=" + std::to_string(rating))
                          .code,
                      0);
    }
};

TEST_F(LannesAttackCli, RuleAE2_4_LannesCommandsSecondCorpsAndTakesAnInfantryDivision) {
    // 5.3 sets 2 Corps up with Lannes; the Provisional Corps HQ is not in play.
    const auto refused = order("lannes " + game() + " choice=provisional");
    EXPECT_EQ(refused.code, 2);
    EXPECT_NE(refused.out["message"].get<std::string>().find("not in play"), std::string::npos)
        << refused.out.dump();
    const auto r = order("write " + game() +
                         " side=french sender=napoleon receiver=4-corps type=non-attack method=IPO "
                         "in_person=1 text=\"3-4 to Lannes\" detach=3-4 to=2-corps");
    EXPECT_EQ(r.code, 0) << r.out.dump();
    const json losses = cli("game losses " + game() + " side=french").out;
    for (const auto& c : losses["corps"]) {
        if (c["id"] == "2-corps") {
            EXPECT_EQ(c["commander"], "lannes");
        }
    }
}

TEST_F(OrderCli, HelpListsEveryVerbAndItsKeys) {
    const auto help = adc::test::runAdcText("order --help", dataDir() / "overlay");
    EXPECT_EQ(help.code, 0) << help.text;
    for (const char* verb :
         {"write", "preset", "chances", "points", "list", "accept", "delay", "implement", "end",
          "initiative", "initiative-order", "loose-cannon-order", "contact", "checks", "stoppage",
          "retreat", "hq-overrun", "lannes"})
        EXPECT_NE(help.text.find(std::string("\n  ") + verb + " "), std::string::npos)
            << verb << "\n"
            << help.text;
    EXPECT_NE(help.text.find("10.1a-e"), std::string::npos)
        << help.text; // each verb's line names its rule

    const auto write = adc::test::runAdcText("order write --help", dataDir() / "overlay");
    EXPECT_EQ(write.code, 0) << write.text;
    for (const char* key : {"side=", "sender=", "receiver=", "type=", "text=", "method=", "goal=",
                            "mp=", "in_person="})
        EXPECT_NE(write.text.find(key), std::string::npos) << key << "\n" << write.text;
    EXPECT_NE(write.text.find("10.5b"), std::string::npos) << write.text; // goal='s default
}

TEST_F(OrderCli, UnknownVerbExitsTwoNamingTheVerbs) {
    const auto before = orders().size();
    const auto r = order("xyz " + game() + " side=austrian");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    const std::string why = r.out["message"];
    EXPECT_NE(why.find("no order command \"xyz\""), std::string::npos) << why;
    for (const char* verb : {"write", "accept", "lannes"})
        EXPECT_NE(why.find(verb), std::string::npos) << why;
    EXPECT_EQ(orders().size(), before);

    const auto none = order("");
    EXPECT_EQ(none.code, 2);
    EXPECT_NE(none.out["message"].get<std::string>().find("write"), std::string::npos) << none.out;
}

} // namespace order_cli
