// Wagram 1809 through `adc`: scenario 1's first turn (14.2) played end to end, the Orders
// Tables' secrets kept from the other side (9.0), and refusals that change nothing.
#include "cli_runner.h"

#include "adc/dice.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace wagram_cli {

namespace {

const fs::path& dataDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-wagram-cli-test-" + std::to_string(::getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, dataDir() / "overlay");
}

std::string bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class WagramCli : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string file() const { return (dataDir() / "5-july.adc").string(); }
    // One verb that must be taken; its action's summary.
    std::string game(const std::string& verb, const std::string& args = "") {
        const auto r = cli("game " + verb + " " + file() + " " + args);
        EXPECT_EQ(r.code, 0) << verb << " " << args << ": " << r.out.dump();
        return r.out["action"]["summary"].is_string()
                   ? r.out["action"]["summary"].get<std::string>()
                   : "";
    }
    // One verb that must be refused, leaving the file as it was.
    void refused(const std::string& verb, const std::string& args,
                 const std::string& error = "invalid_input") {
        const std::string before = bytes(file());
        const auto r = cli("game " + verb + " " + file() + " " + args);
        EXPECT_EQ(r.code, 2) << verb << " " << args << ": " << r.out.dump();
        EXPECT_EQ(r.out["error"], error) << r.out.dump();
        EXPECT_TRUE(bytes(file()) == before) << verb << " " << args << " changed the file";
    }
    json where(const std::string& viewer = "") {
        return cli("game where " + file() + (viewer.empty() ? "" : " viewer=" + viewer)).out;
    }
    // A Round after the initiative: reveal, the new Order 3, the Continuation Phase.
    void round(const std::string& side, const std::string& pick, const std::string& roll = "") {
        game("reveal", "side=" + side);
        game("pick", "side=" + side + " corps=" + pick);
        game("continue", "side=" + side + (roll.empty() ? "" : " roll=" + roll));
    }
};

std::vector<std::string> ids(const json& markers) {
    std::vector<std::string> out;
    for (const json& m : markers)
        out.push_back(m.is_null()            ? "-"
                      : m["corps"].is_null() ? "?"
                                             : m["corps"].get<std::string>());
    return out;
}

} // namespace

TEST_F(WagramCli, Wagram14_2_ScenarioListedShownAndCreated) {
    const json list = cli("scenario list").out["scenarios"];
    std::vector<std::string> wagram;
    for (const json& s : list)
        if (s["game"]["id"] == "wagram-1809") wagram.push_back(s["number"]);
    EXPECT_EQ(wagram, (std::vector<std::string>{"14.2", "14.3", "14.3 (Scenario 3)"}));
    const json show = cli("scenario show 14.3").out;
    EXPECT_EQ(show["first_player"], "austrian");
    EXPECT_EQ(show["start_vp"]["french"], 2);
    EXPECT_EQ(cli("scenario turns 14.3").code, 2); // Aspern-Essling's verb
    // A scenario of neither game: both games' are named.
    const auto none = cli("scenario show 14.9");
    EXPECT_EQ(none.code, 2);
    const std::string message = none.out["message"].get<std::string>();
    EXPECT_NE(message.find("5.1 (first-day)"), std::string::npos) << message;
    EXPECT_NE(message.find("14.3 (Scenario 3) (wagram-great-battle)"), std::string::npos)
        << message;
    const auto made = cli("scenario new " + file() + " wagram-5-july");
    ASSERT_EQ(made.code, 0) << made.out.dump();
    EXPECT_EQ(made.out["info"]["game"], "wagram-1809");
    EXPECT_EQ(made.out["now"]["turn"], 7);
    EXPECT_EQ(cli("scenario new " + file() + " 14.2").code, 2); // the file exists
}

TEST_F(WagramCli, Wagram5_AScriptedTurnOfScenario1EndToEnd) {
    ASSERT_EQ(cli("scenario new " + file() + " 14.2").code, 0);
    // 12.5: each side fills its table in secret.
    refused("place", "side=french orders=IV,II,VII");                // 14.2: Wrede's is fixed
    refused("mark", "side=french unit=x casualties=1", "game_file"); // Aspern-Essling's verb
    game("place", "side=french orders=IV,II,It admin=R");
    game("place", "side=austrian orders=I,II,IV");
    EXPECT_EQ(where()["phase_player"], "french"); // 14.2: the French have Round 1

    // Round 1 (French, no initiative: 6), Round 2 (Austrian 5 against French 2 - 1).
    round("french", "Gd");
    EXPECT_NE(game("initiative", "french=2 austrian=5").find("Austrian wins"), std::string::npos);
    round("austrian", "R");
    // Round 3: the French try a Reaction Round with Marmont, roll 9 (Napoleon needs 2-7).
    game("reaction", "side=french corps=D");
    EXPECT_NE(game("reaction-roll", "side=french roll=9").find("fails"), std::string::npos);
    // 6 - 1 (failed reaction) against 3 - 1 (the Austrian run): French.
    game("initiative", "french=6 austrian=3");
    game("reveal", "side=french");
    refused("pick", "side=french corps=III"); // 7.2: Marmont must be the next Order 3
    game("pick", "side=french corps=D");
    refused("continue", "side=french roll=8"); // 11: no roll short of box 7
    game("continue", "side=french");
    // Round 4: Austrian; Rounds 5 to 9: French, each paying for his run (6).
    game("initiative", "french=1 austrian=6");
    round("austrian", "AG");
    const char* picks[] = {"III", "IX", "IV", "II"};
    for (const char* p : picks) {
        game("initiative", "french=6 austrian=1");
        round("french", p);
    }
    game("initiative", "french=6 austrian=1");
    // 11: the French marker reaches box 7; 3 + 1 (14.2) is short of 7: the turn ends.
    game("reveal", "side=french");
    game("pick", "side=french corps=It");
    EXPECT_NE(game("continue", "side=french roll=3").find("The turn ends"), std::string::npos);
    EXPECT_EQ(where()["round_markers"], (json{{"french", 7}, {"austrian", 2}}));

    // 12.1: the Austrian first; Wrede (14.2) and Bessières come back to Available.
    refused("admin-reveal", "side=french");
    game("admin-reveal", "side=austrian");
    EXPECT_NE(game("admin-reveal", "side=french").find("VII (Wrede), R (Bessières)"),
              std::string::npos);
    refused("admin-pick", "side=french corps=none");
    game("admin-pick", "side=austrian corps=VI,III");
    game("admin-pick", "side=french corps=none");
    game("vp", "side=french points=2 reason=objective");
    refused("vp", "side=french points=2 reason=bravery");
    // 12.4: turn 8, both markers back in box 0.
    EXPECT_NE(game("end-turn").find("Turn 8 begins"), std::string::npos);

    const json all = where("all");
    EXPECT_EQ(all["turn"], 8);
    EXPECT_EQ(all["step"], "initiative");
    // 5: where that is in the sequence of play: the Reaction attempt, then the dice.
    ASSERT_EQ(all["sequence_now"].size(), 2u);
    EXPECT_EQ(all["sequence_now"][0]["rule"], "7.2");
    EXPECT_EQ(all["sequence_now"][1]["rule"], "6");
    EXPECT_EQ(all["round_markers"], (json{{"french", 0}, {"austrian", 0}}));
    EXPECT_EQ(all["vp"]["french"], 2);
    EXPECT_EQ(ids(all["orders_tables"]["french"]["orders"]),
              (std::vector<std::string>{"IV", "II", "It"}));
    EXPECT_EQ(ids(all["orders_tables"]["french"]["activated"]), (std::vector<std::string>{"IX"}));
    EXPECT_EQ(ids(all["orders_tables"]["austrian"]["admin"]),
              (std::vector<std::string>{"VI", "III"}));

    // 9.0: what the Austrian sees of the French table and history, and what nobody sees.
    const json seen = where("austrian")["orders_tables"]["french"];
    EXPECT_EQ(ids(seen["orders"]), (std::vector<std::string>{"?", "?", "?"}));
    EXPECT_EQ(ids(where()["orders_tables"]["austrian"]["admin"]),
              (std::vector<std::string>{"?", "?"}));
    const std::string austrianLog = cli("game log " + file() + " viewer=austrian").out.dump();
    EXPECT_EQ(austrianLog.find("French puts"), std::string::npos); // every French pick
    EXPECT_EQ(austrianLog.find("French Orders Table filled"), std::string::npos);
    EXPECT_NE(austrianLog.find("Austrian puts R (Liechtenstein)"), std::string::npos);
    EXPECT_NE(austrianLog.find("IX (Bernadotte) is activated"), std::string::npos);
    const std::string frenchLog = cli("game log " + file() + " viewer=french").out.dump();
    EXPECT_EQ(frenchLog.find("VI (Klenau)"), std::string::npos);
    EXPECT_NE(frenchLog.find("It (Beauharnais) face down in Order 3"), std::string::npos);
}

// 5.3, 6: initiative dice the app throws from seed= are recorded with it, the French die
// first; the same seed throws the same dice, and one die typed without the other is refused.
TEST_F(WagramCli, Wagram6_TheAppsInitiativeDiceAreRecordedWithTheirSeed) {
    ASSERT_EQ(cli("scenario new " + file() + " 14.2").code, 0);
    game("place", "side=french orders=IV,II,It admin=R");
    game("place", "side=austrian orders=I,II,IV");
    round("french", "Gd");
    refused("initiative", "french=3");
    const auto r = cli("game initiative " + file() + " seed=1809");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const json& p = r.out["action"]["payload"];
    EXPECT_EQ(p["seed"], 1809);
    adc::PlayerOrAppDice app(1809);
    EXPECT_EQ(p["french"], app(std::nullopt, adc::DiceKind::D6));
    EXPECT_EQ(p["austrian"], app(std::nullopt, adc::DiceKind::D6));
}

TEST_F(WagramCli, Wagram14_3_Scenario3ShownWithItsNightAndRefusesANightPickByDay) {
    const json show = cli("scenario show wagram-great-battle").out;
    EXPECT_EQ(show["first_turn"], "turn 1");
    EXPECT_EQ(show["last_turn"], "turn 13");
    bool night = false;
    for (const json& f : show["turn_flags"])
        night = night || (f["turn"] == 6 && f["label"] == "night");
    EXPECT_TRUE(night) << show["turn_flags"].dump();
    ASSERT_EQ(cli("scenario new " + file() + " wagram-great-battle").code, 0);
    game("place", "side=french orders=IV,II,It");
    game("place", "side=austrian orders=I,II,IV");
    refused("night-pick", "side=french corps=IV,II"); // turn 1 is no night
    refused("option", "id=johan");                    // a second-day option
}

// Print and export of a Wagram game: the Orders Tables, the VP ledger, the rolls and the
// history, each as the viewer may see it (9.0 applied to the face-down Corps markers).
TEST_F(WagramCli, Wagram9_0_ExportsShowTheOtherSidesFaceDownMarkersOnlyAsACorps) {
    ASSERT_EQ(cli("scenario new " + file() + " 14.2").code, 0);
    game("place", "side=french orders=IV,II,It admin=R");
    game("place", "side=austrian orders=I,II,IV");
    round("french", "Gd");
    game("initiative", "french=2 austrian=5");
    game("vp", "side=french points=2 reason=objective");
    const auto exportAs = [&](const std::string& what, const std::string& viewer) {
        const fs::path out = dataDir() / (what + "-" + viewer + ".csv");
        const auto r = cli("export " + file() + " what=" + what + " viewer=" + viewer +
                           " format=csv out=" + out.string());
        EXPECT_EQ(r.code, 0) << r.out.dump();
        return bytes(out);
    };
    // The Austrian sees his own table and the French markers face down as "a corps".
    const std::string austrian = exportAs("orders-tables", "austrian");
    EXPECT_NE(austrian.find("austrian,Order 1,I (Bellegarde),down"), std::string::npos);
    EXPECT_NE(austrian.find("french,Order 1,a corps,down"), std::string::npos);
    EXPECT_NE(austrian.find("french,Activated,IV (Massena),up"), std::string::npos); // 7.1
    for (const char* secret : {"II (Oudinot)", "It (Beauharnais)", "Gd (", "R (Bessi"})
        EXPECT_EQ(austrian.find(secret), std::string::npos) << secret;
    EXPECT_NE(austrian.find("Phase player,Austrian,Wagram 6"), std::string::npos);
    // The French sees his own and not the Austrian's; the umpire sees both.
    const std::string french = exportAs("orders-tables", "french");
    EXPECT_NE(french.find("french,Order 1,II (Oudinot),down"), std::string::npos);
    EXPECT_EQ(french.find("Bellegarde"), std::string::npos);
    const std::string all = exportAs("orders-tables", "all");
    EXPECT_NE(all.find("Bellegarde"), std::string::npos);
    EXPECT_NE(all.find("Oudinot"), std::string::npos);
    // 12.3 and 4: the ledger, the totals, the spread the French need.
    const std::string ledger = exportAs("vp-ledger", "austrian");
    EXPECT_NE(ledger.find(",7,French,2,an objective zone"), std::string::npos);
    EXPECT_NE(ledger.find(",,,2,French less Austrian; the French win with 10 or more,Wagram 4"),
              std::string::npos);
    // 6: the initiative dice, which both sides saw.
    EXPECT_NE(exportAs("rolls", "austrian").find(",Initiative,\"French 2, Austrian 5\","),
              std::string::npos);
    // The history: the other side's picks are not in it.
    const std::string history = exportAs("history", "austrian");
    EXPECT_NE(history.find("Austrian Orders Table filled"), std::string::npos);
    EXPECT_EQ(history.find("French Orders Table filled"), std::string::npos);
    EXPECT_EQ(history.find("Gd ("), std::string::npos);

    // Aspern-Essling's records, and a side for a record shown as the viewer sees it: refused.
    const fs::path no = dataDir() / "no.csv";
    auto r = cli("export " + file() + " what=order-log format=csv out=" + no.string());
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("orders-tables, vp-ledger, rolls, history"),
              std::string::npos)
        << r.out.dump();
    r = cli("export " + file() + " what=orders-tables side=french format=csv out=" + no.string());
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(fs::exists(no));
}

// 5.3 of the series in a Wagram 1809 game (issue 36): battle dice rolled through adc game
// roll are recorded in the game's history, seen by both; resolve and chances game= read the
// game too; a side= is refused as these rolls are nobody's secret.
TEST_F(WagramCli, Wagram10_6_BattleDiceAreRecordedInTheGame) {
    ASSERT_EQ(cli("scenario new " + file() + " 14.2").code, 0);
    auto r = cli("game roll " + file() + " wagram-rout rout_value=3 roll=2");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["action"]["side"], "");
    EXPECT_EQ(r.out["resolution"]["routs"], true); // 2 is at most the Rout Value 3 (10.6)
    const auto log = cli("game log " + file() + " viewer=french").out["actions"];
    ASSERT_FALSE(log.empty());
    EXPECT_EQ(log.back()["kind"], "roll");
    EXPECT_EQ(cli("game roll " + file() + " wagram-rout rout_value=3 roll=2 side=french").code, 2);
    r = cli("resolve wagram-rout rout_value=3 roll=4 game=" + file());
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["routs"], false);
    EXPECT_EQ(r.out["game"]["turn"], 7);
    EXPECT_EQ(cli("chances wagram-rout rout_value=3 game=" + file()).code, 0);
}

} // namespace wagram_cli
