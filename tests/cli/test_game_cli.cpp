// `adc game ...` verbs the game state decides: undo for a side (9.0) and rolls taken back,
// straggler recovery (21.2, 8.1), a walk through the sequence of play in one transaction
// (8.1), leftover pre-game boxes (AE 5.3), remembered counter values (26.0), and
// `adc resolve ... game=FILE` (28.0, AE 2.1, 23.0).
#include "cli_runner.h"

#include "../../db/src/action_checksum.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/stat.h>
#include <unistd.h> // getpid: one temporary folder per test process

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace game_cli {

namespace {

const fs::path& dataDir() {
    static const fs::path p =
        fs::temp_directory_path() / ("adc-game-cli-test-" + std::to_string(::getpid()));
    return p;
}

adc::test::CliRun cli(const std::string& args) {
    return adc::test::runAdc(args, dataDir() / "overlay");
}

class GameCli : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(dataDir());
        fs::create_directories(dataDir());
    }
    void TearDown() override { fs::remove_all(dataDir()); }
    std::string game(const std::string& name = "game.adc") const {
        return (dataDir() / name).string();
    }
    std::size_t logSize(const std::string& viewer = "all") {
        return cli("game log " + game() + " viewer=" + viewer).out["actions"].size();
    }
    std::string where() { return cli("game where " + game()).out.dump(); }
    // To the French (first player's) Straggler Recovery segment of this turn (8.1).
    void toFrenchRecovery() {
        ASSERT_EQ(cli("game step " + game() + " to=straggler-recovery phasing=french").code, 0);
    }
};

} // namespace

TEST_F(GameCli, Rule9_0_ASideUndoesOnlyItsOwnLastActionAndLearnsNothing) {
    ASSERT_EQ(cli("game new " + game()).code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    ASSERT_EQ(cli("game mark " + game() + " side=austrian unit=Adler-1-6 casualties=2").code, 0);
    const auto refused = cli("game undo " + game() + " side=french");
    EXPECT_EQ(refused.code, 2);
    EXPECT_EQ(refused.out.dump().find("Adler"), std::string::npos) << refused.out.dump();
    EXPECT_NE(refused.out["message"].get<std::string>().find("9.0"), std::string::npos);
    EXPECT_EQ(logSize(), 2u); // nothing written
    EXPECT_EQ(cli("game undo-to " + game() + " seq=0 side=french").code, 2);
    const auto done = cli("game undo " + game() + " side=austrian");
    ASSERT_EQ(done.code, 0);
    EXPECT_EQ(done.out["side"], "austrian");
    EXPECT_EQ(cli("game undo " + game() + " side=french").code, 0); // its own, now the latest
    EXPECT_EQ(cli("game undo " + game() + " side=prussian").code, 2);
}

TEST_F(GameCli, Rule9_0_ARollTakenBackIsToldToTheOtherSideWithoutItsResult) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" stragglers=2").code,
              0);
    toFrenchRecovery();
    const auto r = cli("game recover " + game() +
                       " side=french unit=\"57 Line-3-2\" "
                       "confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired "
                       "leader=1 roll=44");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["recovered"], 1);
    const auto before = logSize("austrian");
    const auto u = cli("game undo " + game() + " side=french");
    ASSERT_EQ(u.code, 0);
    EXPECT_EQ(u.out["side"], ""); // a public record
    const json seen = cli("game log " + game() + " viewer=austrian").out["actions"];
    ASSERT_EQ(seen.size(), before + 1);
    const std::string told = seen.back()["summary"];
    EXPECT_NE(told.find("French roll on the Straggler Recovery"), std::string::npos) << told;
    EXPECT_EQ(seen.back().dump().find("57 Line"), std::string::npos)
        << seen.back().dump(); // not what it was for
    EXPECT_EQ(seen.back().dump().find("recovered"), std::string::npos);
}

TEST_F(GameCli, Rule21_2_RecoveryChecksWhatTheGameKnows) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=austrian unit=Adler-1-6 stragglers=1").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" stragglers=1").code,
              0);
    const std::string confirm =
        " confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired roll=66";
    // 8.1: not in the Order Issue segment (5.1 opens with the Austrian player's turn).
    auto r = cli("game recover " + game() + " side=austrian unit=Adler-1-6" + confirm);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("Straggler Recovery segment"),
              std::string::npos)
        << r.out.dump();
    toFrenchRecovery();
    const auto size = logSize();
    // 8.1: the French Rally Phase is not the Austrian player's.
    r = cli("game recover " + game() + " side=austrian unit=Adler-1-6" + confirm);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("phasing player"), std::string::npos);
    // 21.2d: cavalry, and infantry with no stragglers, are refused with the rule.
    r = cli("game recover " + game() + " side=french unit=1-LC-Cav" + confirm);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("21.2d"), std::string::npos);
    r = cli("game recover " + game() + " side=french unit=\"3 Line-3-2\"" + confirm);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("no stragglers"), std::string::npos);
    // 21.2d is not the players' to confirm; night is the clock's.
    EXPECT_EQ(cli("game recover " + game() +
                  " side=french unit=\"57 Line-3-2\" confirm=has_stragglers roll=66")
                  .code,
              2);
    EXPECT_EQ(
        cli("game recover " + game() + " side=french unit=\"57 Line-3-2\"" + confirm + " night=1")
            .code,
        2);
    EXPECT_EQ(logSize(), size);
}

// Issue 15.6: in 5.4's turn 21 (11:00 pm on 21 May, a night turn) the game's clock gives
// the night: row A with a leader rated 1 reads two rows up, where 31 recovers 1 (by day, 0).
TEST_F(GameCli, Rule21_2_NightInAGameFromItsClock) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.4").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" stragglers=2").code,
              0);
    for (int turn = 1; turn <= 21; ++turn)
        toFrenchRecovery();
    const auto at = cli("game where " + game()).out;
    ASSERT_EQ(at["turn"], 21);
    ASSERT_EQ(at["night"], true);
    const std::string recover =
        "game recover " + game() +
        " side=french unit=\"57 Line-3-2\" "
        "confirm=enemy_distance,morale_state,command_radius,no_mp_spent,not_fired leader=1 roll=31";
    EXPECT_EQ(cli(recover + " night=0").code, 2); // the clock says night
    const auto r = cli(recover);
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["resolution"]["row"], "(row 2)");
    EXPECT_EQ(r.out["recovered"], 1);
    EXPECT_EQ(r.out["action"]["payload"]["night"], true);
}

TEST_F(GameCli, Rule8_1_AWalkThroughTheSequenceIsMadeWholeOrNotAtAll) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    const std::string before = where();
    const auto size = logSize();
    const auto r = cli("game step " + game() + " to=no-such-step");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(where(), before);
    EXPECT_EQ(logSize(), size);
    const auto walked = cli("game step " + game() +
                            " to=initiative phasing=french"); // past the Austrian player turn
    ASSERT_EQ(walked.code, 0);
    EXPECT_GT(walked.out["actions"].size(), 10u);
    EXPECT_EQ(walked.out["now"]["step_id"], "initiative");
    EXPECT_EQ(logSize(), size + walked.out["actions"].size());
}

// Old files through the command line (#31): `game rederive` writes the log with the rules'
// figures as a new game and says what changed (nothing, for a game the rules agree with),
// never over a file; `game log as_recorded=yes` reads a file as it stands.
TEST_F(GameCli, Rule5_3_AnOldFileIsRederivedIntoANewGameOrReadAsRecorded) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    ASSERT_EQ(cli("game step " + game() + " to=initiative phasing=austrian").code, 0);
    auto r = cli("game rederive " + game() + " out=" + game("new.adc"));
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_TRUE(r.out["changed"].empty()) << r.out.dump();
    EXPECT_EQ(r.out["actions"], logSize());
    EXPECT_EQ(cli("game where " + game("new.adc")).out["step_id"], "initiative");
    r = cli("game rederive " + game() + " out=" + game("new.adc"));
    EXPECT_EQ(r.code, 2) << r.out.dump();              // never over a file
    EXPECT_EQ(cli("game rederive " + game()).code, 2); // out= is asked for
    EXPECT_EQ(cli("game log " + game() + " as_recorded=yes").out["actions"].size(), logSize());
    EXPECT_EQ(cli("game log " + game() + " as_recorded=maybe").code, 2);
}

// #31 through the command line: an Austrian order whose cost and delivery were rewritten in
// the file (its checksum with them) is refused by every command that opens the game, naming
// the action, the field and both values, and nothing is written.
TEST_F(GameCli, Rule10_1b_AForgedCostIsRefusedByEveryCommand) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=charles rating=3").code, 0);
    ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=hohenzollern rating=2").code, 0);
    const auto w = cli("order write " + game() +
                       " side=austrian sender=charles receiver=2-corps type=attack method=AW mp=7 "
                       "text=Attack direction=south limit=church");
    ASSERT_EQ(w.code, 0) << w.out.dump();
    {
        SQLite::Database db(game(), SQLite::OPEN_READWRITE);
        SQLite::Statement q(db, "SELECT seq, payload, at, summary FROM actions WHERE kind = "
                                "'order-write'");
        ASSERT_TRUE(q.executeStep());
        const std::int64_t seq = q.getColumn(0).getInt64();
        json p = json::parse(q.getColumn(1).getString());
        p["cost"] = 0;
        p["transit_turns"] = 0;
        const std::string payload = p.dump();
        SQLite::Statement u(db, "UPDATE actions SET payload = ?, checksum = ? WHERE seq = ?");
        u.bind(1, payload);
        u.bind(2, adc::db::actionChecksum(seq, "order-write", "austrian", payload,
                                          q.getColumn(2).getString(), q.getColumn(3).getString()));
        u.bind(3, static_cast<int64_t>(seq));
        u.exec();
    }
    std::ifstream in(game(), std::ios::binary);
    const std::string before{std::istreambuf_iterator<char>(in), {}};
    for (const std::string& verb :
         {"order points " + game() + " side=austrian", "game where " + game(), "game log " + game(),
          "game mark " + game() + " side=austrian unit=11-1-1 casualties=1",
          "export " + game() + " what=rolls format=csv out=" + game("rolls.csv")}) {
        const auto r = cli(verb);
        EXPECT_EQ(r.code, 2) << verb << ": " << r.out.dump();
        const std::string why = r.out.value("message", std::string());
        EXPECT_NE(why.find("(order-write)"), std::string::npos) << verb << ": " << why;
        EXPECT_NE(why.find("its cost is 0, but the charts give 10"), std::string::npos) << why;
    }
    std::ifstream after(game(), std::ios::binary);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(after), {}), before);
    EXPECT_FALSE(fs::exists(game("rolls.csv")));
    EXPECT_EQ(cli("game log " + game() + " as_recorded=yes").code, 0);
}

TEST_F(GameCli, RuleAE5_3_LeftoverBoxesThatWouldWreckABrigadeNeedTheOwnersChoice) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.3").code, 0);
    auto r = cli("scenario apply-losses " + game() + " side=french");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"][0]["key"], "remainder.4-4");
    EXPECT_EQ(cli("game losses " + game() + " side=french").out["casualty_track"],
              0); // nothing placed
    r = cli("scenario apply-losses " + game() + " side=french 'remainder.4-4=56 Line-4-4'");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(cli("game losses " + game() + " side=french").out["casualty_track"], 34);
    // 39-1-6: the lines as printed give 1-6 eight, two left over; the second would wreck it.
    r = cli("scenario apply-losses " + game() + " side=austrian confirm=1");
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.out["needs"][0]["key"], "remainder.1-6");
    EXPECT_EQ(cli("scenario apply-losses " + game() +
                  " side=austrian confirm=1 remainder.1-6=Adler-1-6,60-1-6")
                  .code,
              0);
    // The preview says the same without refusing.
    r = cli("scenario losses 5.3 side=french");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["needs"][0]["key"], "remainder.4-4");
}

TEST_F(GameCli, Rule26_0_CounterValuesRememberedForTheNextGameEnteredWhenAsked) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    ASSERT_EQ(cli("game rate " + game() + " side=french leader=lannes rating=3").code, 0);
    ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=hiller rating=2").code, 0);
    ASSERT_EQ(cli("scenario new " + game("second.adc") + " 5.1").code, 0);
    const auto fresh = cli("game log " + game("second.adc")).out["actions"].size();
    EXPECT_EQ(cli("game log " + game("second.adc")).out.dump().find("set-rating"),
              std::string::npos); // not unasked
    auto r = cli("game rate " + game("second.adc") + " remembered=1 side=french");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    ASSERT_EQ(r.out["entered"].size(), 1u);
    EXPECT_EQ(r.out["entered"][0]["payload"]["leader"], "lannes");
    EXPECT_EQ(r.out["entered"][0]["payload"]["rating"], 3);
    r = cli("game rate " + game("second.adc") + " remembered=1");
    ASSERT_EQ(r.code, 0);
    ASSERT_EQ(r.out["entered"].size(), 1u); // the Austrian's; Lannes is in already
    EXPECT_EQ(cli("game log " + game("second.adc")).out["actions"].size(), fresh + 2);
    EXPECT_EQ(cli("game rate " + game("second.adc") + " remembered=yes").code, 2);
}

// #32: the remembered counter values are the player's file: read once within the limits of
// every data file (a value nested a million deep, or a pipe in its place, remembers nothing
// and crashes or hangs nothing), never written over when it cannot be read, and written
// private (0600 in a 0700 folder, whatever the umask) through a temporary of its own, so a
// link at its place is replaced and the file it pointed at is left alone.
TEST_F(GameCli, Rule26_0_TheRememberedCounterValuesAreReadWithinLimitsAndWrittenPrivately) {
    const fs::path data = dataDir() / "data", memory = data / "counter-values.json";
    fs::create_directories(data);
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    {
        std::ofstream deep(memory);
        deep << std::string(1000000, '[') << std::string(1000000, ']');
    }
    const auto size = fs::file_size(memory);
    auto r = cli("game rate " + game() + " remembered=1");
    EXPECT_EQ(r.code, 0) << r.out.dump();
    EXPECT_TRUE(r.out["entered"].empty());
    ASSERT_EQ(cli("game rate " + game() + " side=french leader=lannes rating=3").code, 0);
    EXPECT_EQ(fs::file_size(memory), size); // not the app's to replace

    fs::remove(memory);
    ASSERT_EQ(::mkfifo(memory.c_str(), 0600), 0);
    r = cli("game rate " + game() + " remembered=1"); // would block forever on the pipe
    EXPECT_EQ(r.code, 0) << r.out.dump();
    fs::remove(memory);

    const fs::path mine = dataDir() / "my-settings.json"; // a file of the player's, JSON too
    const std::string own = "{\"note\": \"the player's own file\"}\n";
    {
        std::ofstream notes(mine);
        notes << own;
    }
    fs::create_symlink(mine, memory);
    fs::permissions(data, fs::perms::all); // as under umask 000
    const mode_t old = ::umask(0);
    ASSERT_EQ(cli("game rate " + game() + " side=austrian leader=hiller rating=2").code, 0);
    ::umask(old);
    std::ifstream notes(mine);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(notes), {}), own);
    EXPECT_FALSE(fs::is_symlink(memory));
    struct stat file {
    }, folder{};
    ASSERT_EQ(::stat(memory.c_str(), &file), 0);
    ASSERT_EQ(::stat(data.c_str(), &folder), 0);
    EXPECT_EQ(file.st_mode & 0777, 0600u);
    EXPECT_EQ(folder.st_mode & 0777, 0700u);
    EXPECT_NE(std::ifstream(memory).peek(), EOF);
}

TEST_F(GameCli, RuleAE2_1_ResolveInAGameTakesTheDateAndTheUnit) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    // 20.4's second example's cell (column 13, roll 65), fired by French units on 21 May.
    const std::string cell =
        "resolve fire points=10 mods=target-limbered-flank-routed-dg roll=65 game=" + game();
    auto r = cli(cell + " side=french");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["low_ammo"], true); // French fire on 21 May (AE 2.1)
    EXPECT_EQ(r.out["game"]["date"], "1809-05-21");
    EXPECT_EQ(r.out["game"]["time"], "21 May, 1:00 pm");
    EXPECT_FALSE(r.out["game"]["taken"].empty());
    EXPECT_EQ(cli(cell + " side=austrian").out["low_ammo"], false);
    EXPECT_EQ(cli(cell).code, 2); // whose fire it is must be said on 21 May
    // A unit's fire level from its loss chart.
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    r = cli("resolve fire-points 'firer=line:@57 Line-3-2:1' game=" + game());
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_NE(r.out["explanation"][0]["text"].get<std::string>().find("57 Line-3-2: fire level"),
              std::string::npos);
    EXPECT_NE(r.out["explanation"][0]["rule"].get<std::string>().find("6.5"), std::string::npos);
    EXPECT_EQ(cli("resolve fire points=4 side=austrian mods=night game=" + game()).code,
              2); // 1:00 pm is day
}

TEST_F(GameCli, Rule23_0_FireInACloseCombatHasNoMoraleCheckYet) {
    const auto r = cli("resolve fire points=4 close_combat=1 roll=46");
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["casualties"], 1);
    EXPECT_EQ(r.out["morale_check"], false);
}

TEST_F(GameCli, HelpListsEveryVerbAndItsKeys) {
    const auto help = adc::test::runAdcText("game --help", dataDir() / "overlay");
    EXPECT_EQ(help.code, 0) << help.text;
    for (const char* verb : {"new",
                             "losses",
                             "log",
                             "where",
                             "step",
                             "undo",
                             "redo",
                             "undo-to",
                             "roll",
                             "recover",
                             "mark",
                             "release-skirmisher",
                             "recover-skirmisher",
                             "lose-guns",
                             "detach-battery",
                             "reattach-battery",
                             "low-ammo",
                             "clear-low-ammo",
                             "leader-lost",
                             "rate",
                             "wrecked-mark",
                             "cavalry-class",
                             "victory-input"})
        EXPECT_NE(help.text.find(std::string("\n  ") + verb + " "), std::string::npos)
            << verb << "\n"
            << help.text;

    const auto mark = adc::test::runAdcText("game mark --help", dataDir() / "overlay");
    EXPECT_EQ(mark.code, 0) << mark.text;
    for (const char* key :
         {"side=", "unit=", "casualties=", "stragglers=", "charge=", "straggler_unit=", "21.0a"})
        EXPECT_NE(mark.text.find(key), std::string::npos) << key << "\n" << mark.text;
}

TEST_F(GameCli, UnknownVerbExitsTwoNamingTheVerbs) {
    ASSERT_EQ(cli("game new " + game()).code, 0);
    const auto r = cli("game xyz " + game() + " side=french");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    const std::string why = r.out["message"];
    EXPECT_NE(why.find("no game command \"xyz\""), std::string::npos) << why;
    for (const char* verb : {"new", "mark", "victory-input"})
        EXPECT_NE(why.find(verb), std::string::npos) << why;
    EXPECT_EQ(logSize(), 0u);
}

// 27.1, 5.3: both armies of 5.1 have guns called 1-4-art. Named by side and id they fire,
// in `resolve ... game=` and in a recorded roll, and a replay reads the guns as they stood.
TEST_F(GameCli, Rule27_1_GunsWithTheSameIdInBothArmiesFireAndReplay) {
    ASSERT_EQ(cli("scenario new " + game() + " 5.1").code, 0);
    auto r = cli("resolve fire-points firer=light-art:@1-4-art:1 side=french game=" + game());
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_NE(r.out["explanation"][0]["text"].get<std::string>().find("the French 1-4-art"),
              std::string::npos);
    r = cli("resolve fire-points firer=light-art:@1-4-art:1 game=" + game());
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("@austrian/1-4-art"), std::string::npos);
    // A fire roll is kept by the army fired on: the firers are the other army (9.0a).
    r = cli("game roll " + game() + " fire firer=light-art:@french/1-4-art:1 side=french roll=11");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out["message"].get<std::string>().find("not of the firing army"),
              std::string::npos);
    r = cli("game roll " + game() + " fire-points firer=light-art:@french/1-4-art:1");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["resolution"]["points"], 4);
    EXPECT_EQ(r.out["action"]["payload"]["inputs"]["firer"], "light-art:@french/1-4-art:1");
    // The guns lose a point; the roll made before still reads 4 on every replay.
    ASSERT_EQ(cli("game lose-guns " + game() + " side=french unit=1-4-art gun_points=1").code, 0);
    r = cli("game roll " + game() + " fire-points firer=light-art:@french/1-4-art:1");
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out["resolution"]["points"], 3);
    EXPECT_EQ(cli("game log " + game()).code, 0);
}

// 9.0: a viewer's history is numbered in his own sequence, public entries included, so no gap
// shows where the other side acted in secret; undo-to takes the same numbers.
TEST_F(GameCli, Rule9_0_AViewersHistoryIsNumberedWithoutGaps) {
    ASSERT_EQ(cli("game new " + game()).code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    ASSERT_EQ(cli("game mark " + game() + " side=austrian unit=Adler-1-6 casualties=1").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=austrian unit=Adler-1-6 casualties=1").code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    const auto french = cli("game log " + game() + " viewer=french").out["actions"];
    ASSERT_EQ(french.size(), 2u);
    EXPECT_EQ(french[0]["seq"], 1);
    EXPECT_EQ(french[1]["seq"], 2); // the log's #4: #2 and #3 are the Austrian's
    const auto all = cli("game log " + game()).out["actions"];
    EXPECT_EQ(all[3]["seq"], 4); // the umpire's numbers are the log's
    // Undo back to the French #1: his #2 is taken back, nothing of the Austrian's.
    const auto r = cli("game undo-to " + game() + " seq=1 side=french");
    ASSERT_EQ(r.code, 2); // the Austrian marks in force after it are not his to take back
    EXPECT_EQ(cli("game undo-to " + game() + " seq=3 side=french").code, 2); // no French #3
    EXPECT_TRUE(cli("game undo-to " + game() + " seq=2 side=french").out["undone"].empty());
    const auto undo = cli("game undo " + game() + " side=french");
    ASSERT_EQ(undo.code, 0);
    EXPECT_EQ(undo.out["summary"].get<std::string>().find('#'), std::string::npos)
        << undo.out.dump(); // no log number in the words either
    const auto after = cli("game log " + game() + " viewer=french").out["actions"];
    ASSERT_EQ(after.size(), 3u);
    EXPECT_EQ(after[2]["seq"], 3);
    EXPECT_EQ(after[2]["payload"]["target"], 2);
}

// #32 item 6: what an action in force did is said in the engine's words, worked out again
// on replay: a summary rewritten in the file (its checksum with it) is never shown as stored.
TEST_F(GameCli, Issue32_AForgedSummaryIsToldInTheEnginesWords) {
    ASSERT_EQ(cli("game new " + game()).code, 0);
    ASSERT_EQ(cli("game mark " + game() + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    const json log = cli("game log " + game()).out;
    ASSERT_EQ(log["actions"].size(), 1u) << log;
    const std::string said = log["actions"][0]["summary"];
    {
        SQLite::Database db(game(), SQLite::OPEN_READWRITE);
        SQLite::Statement q(db, "SELECT kind, side, payload, at FROM actions WHERE seq = 1");
        ASSERT_TRUE(q.executeStep());
        const std::string forged = "57 Line-3-2: no losses at all";
        SQLite::Statement u(db, "UPDATE actions SET summary = ?, checksum = ? WHERE seq = 1");
        u.bind(1, forged);
        u.bind(2, adc::db::actionChecksum(1, q.getColumn(0).getString(), q.getColumn(1).getString(),
                                          q.getColumn(2).getString(), q.getColumn(3).getString(),
                                          forged));
        u.exec();
    }
    const json again = cli("game log " + game()).out;
    ASSERT_EQ(again["actions"].size(), 1u) << again;
    EXPECT_EQ(again["actions"][0]["summary"], said);
}

} // namespace game_cli
