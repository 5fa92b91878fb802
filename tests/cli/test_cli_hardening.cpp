// `adc` facing bad input from outside: invalid UTF-8, huge numbers, repeated and unknown
// keys, damaged game files. Each is refused in words with exit code 2 (never an abort),
// changes nothing, and a reading command never writes to the game file.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

// Its own namespace: the unity build (#37 item 6) compiles it with other test files.
namespace cli_hardening {

namespace {

struct Scratch {
    fs::path dir = fs::temp_directory_path() / ("adc-cli-hardening-" + std::to_string(::getpid()));
    Scratch() {
        fs::remove_all(dir);
        fs::create_directories(dir / "overlay");
    }
    ~Scratch() { fs::remove_all(dir); }
    std::string file(const std::string& name) const { return (dir / name).string(); }
    adc::test::CliRun adc(const std::string& args) const {
        return adc::test::runAdc(args, dir / "overlay");
    }
    // A new game with one French casualty marked: its path.
    std::string markedGame() const {
        const std::string game = file("game.adc");
        EXPECT_EQ(adc("game new " + game).code, 0);
        EXPECT_EQ(adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1").code,
                  0);
        return game;
    }
};

std::string bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool alone(const std::string& p) {
    return !fs::exists(p + "-wal") && !fs::exists(p + "-shm") && !fs::exists(p + "-journal");
}

std::string message(const adc::test::CliRun& r) {
    return r.out.is_object() ? r.out.value("message", std::string()) : std::string();
}

} // namespace

TEST(CliHardening, InvalidUtf8ArgumentIsRefusedNotAborted) {
    const Scratch s;
    // printf writes the lone 0xC3 byte the fuzzer found.
    const auto r = s.adc("resolve morale rating=C \"$(printf 'state=\\303')\" roll=44");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out["error"], "invalid_input");
    EXPECT_NE(message(r).find("is not valid UTF-8 (byte 0xC3 at position 6)"), std::string::npos)
        << r.out;
}

TEST(CliHardening, Rule27_4_TheGunLossCrashInputIsRefusedNamingTheRange) {
    const Scratch s;
    const auto r = s.adc(
        "resolve gun-loss roll=99999999999999999999999999999999999 seed=201 roll2=0 roll2=AO");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("not a dice roll of 1d6 (1 to 6)"), std::string::npos) << r.out;
    const auto stray = s.adc("resolve gun-loss roll2=0 roll2=AO");
    EXPECT_EQ(stray.code, 2);
    EXPECT_NE(message(stray).find("its inputs are: roll"), std::string::npos) << stray.out;
    const auto twice = s.adc("resolve gun-loss seed=1 seed=2");
    EXPECT_EQ(twice.code, 2);
    EXPECT_NE(message(twice).find("seed is given twice"), std::string::npos) << twice.out;
    const auto roll = s.adc("resolve gun-loss roll=3 roll=4");
    EXPECT_EQ(roll.code, 2);
    EXPECT_NE(message(roll).find("roll is given twice"), std::string::npos) << roll.out;
}

TEST(CliHardening, NumbersOfThousandsOfDigitsAreRefusedNamingTheLimit) {
    const Scratch s;
    const std::string digits(26000, '9');
    const auto r = s.adc("resolve fire points=" + digits.substr(0, 4000));
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("(4000 bytes in all)"), std::string::npos)
        << message(r).substr(0, 300);
    const auto seed = s.adc("resolve gun-loss seed=" + digits.substr(0, 4000));
    EXPECT_EQ(seed.code, 2);
    EXPECT_NE(message(seed).find("a seed is 0 to 18446744073709551615"), std::string::npos)
        << message(seed).substr(0, 300);
    const auto huge = s.adc("resolve gun-loss roll=" + digits);
    EXPECT_EQ(huge.code, 2);
    EXPECT_NE(message(huge).find("the limit is 4096 bytes"), std::string::npos)
        << message(huge).substr(0, 300);
    const auto turn = s.adc("scenario clock 5.1 turn=4294967297");
    EXPECT_EQ(turn.code, 2);
    EXPECT_NE(message(turn).find("out of range: a whole number has at most 9 digits"),
              std::string::npos)
        << turn.out;
}

// Reading a game opens it read-only: not a byte written, nothing created beside it, and a
// file kept in SQLite's rollback-journal mode (by another tool) is not turned to WAL.
TEST(CliHardening, ReadingCommandsChangeNothing) {
    const Scratch s;
    const std::string game = s.file("game.adc");
    ASSERT_EQ(s.adc("scenario new " + game + " 5.1").code, 0);
    ASSERT_EQ(s.adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    {
        SQLite::Database db(game, SQLite::OPEN_READWRITE);
        db.exec("PRAGMA journal_mode=DELETE");
    }
    const std::string before = bytes(game);
    for (const char* read :
         {"game log", "game where", "game losses", "order list", "scenario bridge", "victory"}) {
        std::string args = std::string(read) + " " + game;
        if (std::string(read) == "game losses") args += " side=french";
        if (std::string(read) == "order list") args += " viewer=french";
        const auto r = s.adc(args);
        EXPECT_NE(r.code, 134) << read;
        EXPECT_EQ(bytes(game), before) << read;
        EXPECT_TRUE(alone(game)) << read;
    }
}

TEST(CliHardening, ReadingWorksInAReadOnlyFolderAndAWriteThereNamesIt) {
    if (geteuid() == 0)
        GTEST_SKIP() << "root writes to any folder: run as another user to check this";
    const Scratch s;
    const std::string game = s.file("ro/game.adc");
    fs::create_directories(s.dir / "ro");
    ASSERT_EQ(s.adc("game new " + game).code, 0);
    ASSERT_EQ(s.adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    fs::permissions(s.dir / "ro", fs::perms::owner_read | fs::perms::owner_exec);
    const auto log = s.adc("game log " + game);
    // #32 item 5: a write refused there names the folder.
    const auto mark = s.adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1");
    fs::permissions(s.dir / "ro", fs::perms::owner_all);
    EXPECT_EQ(log.code, 0) << log.out;
    EXPECT_EQ(log.out["actions"].size(), 1u);
    EXPECT_EQ(mark.code, 2);
    EXPECT_NE(message(mark).find("cannot be written to (read only)"), std::string::npos)
        << message(mark);
}

TEST(CliHardening, GameNewWithABadPathOrUnknownKeyCreatesNothing) {
    const Scratch s;
    EXPECT_EQ(s.adc("game new " + s.file("no/such/folder.adc")).code, 2);
    EXPECT_FALSE(fs::exists(s.dir / "no"));
    const auto unknown = s.adc("game new " + s.file("g.adc") + " scenario=5.9");
    EXPECT_EQ(unknown.code, 2);
    EXPECT_NE(message(unknown).find("adc scenario new"), std::string::npos) << unknown.out;
    EXPECT_FALSE(fs::exists(s.file("g.adc")));
    EXPECT_EQ(s.adc("scenario new " + s.file("g.adc") + " 5.9").code, 2);
    EXPECT_FALSE(fs::exists(s.file("g.adc")));
    EXPECT_EQ(s.adc("game new " + s.file("g.adc") + " \"$(printf 'title=\\303')\"").code, 2);
    EXPECT_FALSE(fs::exists(s.file("g.adc")));
    ASSERT_EQ(s.adc("scenario new " + s.file("g.adc") + " 5.1").code, 0);
    struct stat st {};
    ASSERT_EQ(stat(s.file("g.adc").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u); // 9.0: the game's secrets are its players' alone
}

TEST(CliHardening, DamagedGameFileIsRefusedInWordsByEveryReader) {
    const Scratch s;
    const std::string game = s.markedGame();
    {
        SQLite::Database db(game, SQLite::OPEN_READWRITE);
        db.exec("UPDATE actions SET summary = CAST(X'C3' AS TEXT) WHERE seq = 1");
    }
    const std::string before = bytes(game);
    for (const char* read : {"game log", "game where", "game losses"}) {
        const auto r = s.adc(std::string(read) + " " + game +
                             (std::string(read) == "game losses" ? " side=french" : ""));
        EXPECT_EQ(r.code, 2) << read;
        EXPECT_EQ(r.out["error"], "game_file") << read;
        EXPECT_NE(message(r).find("action #1's summary is not valid UTF-8"), std::string::npos)
            << r.out;
        EXPECT_EQ(bytes(game), before) << read;
        EXPECT_TRUE(alone(game)) << read;
    }
}

// Two `adc` processes writing the same game at once: every action recorded exactly once,
// none refused (a busy file is waited for), never "database is locked". Each writes
// victory-input actions whose terrain VPs say which process and which try it was.
TEST(CliHardening, TwoWritersAtOnceLoseAndDoubleNothing) {
    const Scratch s;
    const std::string game = s.file("game.adc");
    ASSERT_EQ(s.adc("game new " + game).code, 0);
    const int each = 12;
    std::string script;
    for (const char* who : {"1", "2"}) {
        script += "(for i in $(seq 10 " + std::to_string(9 + each) + "); do " + ADC_CLI +
                  " --overlay " + (s.dir / "overlay").string() + " game victory-input " + game +
                  " terrain_french=" + who + "$i >/dev/null 2>>" +
                  s.file(std::string("err") + who) + " || echo fail >>" + s.file("failed") +
                  "; done) & ";
    }
    script += "wait";
    ASSERT_EQ(std::system(script.c_str()), 0);
    EXPECT_FALSE(fs::exists(s.file("failed"))) << bytes(s.file("err1")) << bytes(s.file("err2"));
    for (const char* err : {"err1", "err2"})
        EXPECT_EQ(bytes(s.file(err)).find("database is locked"), std::string::npos)
            << bytes(s.file(err));
    const auto log = s.adc("game log " + game);
    ASSERT_EQ(log.code, 0);
    std::multiset<int> written;
    for (const auto& a : log.out["actions"])
        written.insert(a["payload"]["terrain_french"].get<int>());
    EXPECT_EQ(written.size(), 2u * each); // none lost
    for (int who = 1; who <= 2; ++who)
        for (int i = 10; i < 10 + each; ++i)
            EXPECT_EQ(written.count(who * 100 + i), 1u) << who * 100 + i; // none doubled
}

TEST(CliHardening, Rule9_0_ServeRefusesWhatItCannotHostAndChangesNothing) {
    const Scratch s;
    const std::string game = s.file("hosted.adc");
    ASSERT_EQ(s.adc("scenario new " + game + " 5.1").code, 0);
    const std::string before = bytes(game);
    auto r = s.adc("serve " + game + " port=0");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("1 to 65535"), std::string::npos) << r.out.dump();
    r = s.adc("serve " + game + " lan=maybe");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("yes or no"), std::string::npos) << r.out.dump();
    r = s.adc("serve " + game + " seat=umpire");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("port=, lan= and insecure="), std::string::npos) << r.out.dump();
    // #33: plain ws:// only on this machine, never with the local network.
    r = s.adc("serve " + game + " insecure=yes lan=yes");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("cannot go with lan=yes"), std::string::npos) << r.out.dump();
    r = s.adc("serve " + s.file("missing.adc"));
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(fs::exists(s.file("missing.adc")));
    EXPECT_EQ(bytes(game), before);
}

// #32 item 7: the data folder and the overlay made by a first write are 0700 whatever the
// umask (here 000), each folder made on the way too; a data folder an older version left
// 0755 is made 0700 by the next command.
TEST(CliHardening, Issue32_TheDataFolderIsPrivateWhateverTheUmask) {
    const Scratch s;
    const fs::path fresh = s.dir / "fresh" / "share", overlay = fresh / "overlay";
    const mode_t old = ::umask(0);
    const auto set = adc::test::runAdc("tables set acceptance line=3 at=34 value=A", overlay);
    ::umask(old);
    ASSERT_EQ(set.code, 0) << set.out;
    for (const fs::path& folder : {s.dir / "fresh", fresh, overlay}) {
        struct stat st {};
        ASSERT_EQ(::stat(folder.c_str(), &st), 0) << folder;
        EXPECT_EQ(st.st_mode & 0777, 0700u) << folder;
    }
    const fs::path data = fresh / "data"; // ADC_DATA_DIR as the runner sets it
    fs::create_directories(data);
    fs::permissions(data, fs::perms::all);
    ASSERT_EQ(adc::test::runAdc("resolvers", overlay).code, 0);
    struct stat st {};
    ASSERT_EQ(::stat(data.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0700u);
}

// #32 item 6: a row numbered 0 in the log (or below) is no action: the file is refused as
// damaged, naming it, never read as if the row were not there; the file is left untouched.
TEST(CliHardening, Issue32_AnActionsRowNumberedZeroIsRefused) {
    const Scratch s;
    const std::string game = s.markedGame();
    {
        SQLite::Database db(game, SQLite::OPEN_READWRITE);
        db.exec("INSERT INTO actions(seq, kind, side, payload, at, summary, checksum) SELECT 0, "
                "kind, side, payload, at, summary, checksum FROM actions WHERE seq = 1");
        db.exec("PRAGMA journal_mode=DELETE");
    }
    const std::string before = bytes(game);
    const auto r = s.adc("game log " + game);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(message(r).find("numbered 0"), std::string::npos) << message(r);
    EXPECT_EQ(bytes(game), before);
}

namespace {

// `adc` with the size a file may grow to limited to `blocks` (the shell's ulimit -f): a disk
// that is full for this program, without filling the machine's.
adc::test::CliRun adcWithRoom(const Scratch& s, int blocks, const std::string& args) {
    return adc::test::runAdc(args, s.dir / "overlay",
                             "trap '' XFSZ; ulimit -f " + std::to_string(blocks) + "; ");
}

} // namespace

// #32 item 3: a write the disk has no room for says so, and what was not saved; the file is
// read as before with no room at all (the -wal and -shm the broken write left hold
// nothing), and once there is room again the next write goes in.
TEST(CliHardening, Issue32_AFullDiskBlocksTheWriteOnly) {
    const Scratch s;
    const std::string game = s.markedGame();
    const auto full =
        adcWithRoom(s, 4, "game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1");
    EXPECT_EQ(full.code, 2) << full.out;
    EXPECT_NE(message(full).find("is full"), std::string::npos) << message(full);
    EXPECT_NE(message(full).find("nothing was recorded"), std::string::npos) << message(full);
    for (const char* read : {"game log", "game where", "game losses"}) {
        std::string args = std::string(read) + " " + game;
        if (std::string(read) == "game losses") args += " side=french";
        const auto r = adcWithRoom(s, 0, args);
        EXPECT_EQ(r.code, 0) << read << ": " << r.out;
    }
    EXPECT_EQ(adcWithRoom(s, 0, "game log " + game).out["actions"].size(), 1u);
    ASSERT_EQ(s.adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1").code,
              0);
    EXPECT_EQ(s.adc("game log " + game).out["actions"].size(), 2u);
}

// #32 item 5: a journal left beside a game file by another program is named, with what to do.
TEST(CliHardening, Issue32_AStrayJournalIsNamed) {
    const Scratch s;
    const std::string game = s.file("game.adc");
    ASSERT_EQ(s.adc("game new " + game).code, 0);
    std::ofstream(game + "-journal", std::ios::binary) << std::string(4096, 'x');
    const auto r = s.adc("game log " + game);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("the journal " + game + "-journal lies beside it"), std::string::npos)
        << message(r);
}

// #32 item 5: tables as a later version makes them under an earlier version number: the
// version number is named as what was changed, before anything is written.
TEST(CliHardening, Issue32_AnAlteredVersionNumberIsNamed) {
    const Scratch s;
    const std::string game = s.file("game.adc");
    ASSERT_EQ(s.adc("game new " + game).code, 0);
    {
        SQLite::Database db(game, SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version=1");
        db.exec("PRAGMA journal_mode=DELETE");
    }
    const std::string before = bytes(game);
    const auto r = s.adc("game mark " + game + " side=french unit=\"57 Line-3-2\" casualties=1");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(message(r).find("version says 1, but its tables are those of version"),
              std::string::npos)
        << message(r);
    EXPECT_EQ(bytes(game), before);
}

} // namespace cli_hardening
