// A refused game file is left byte for byte as it was, with nothing created beside it;
// reading writes nothing; every stored action is checked (text, checksum, schema); a new
// game appears complete or not at all, private to its owner.
#include "game_file_fixture.h"

#include "adc/errors.h"

#include <gtest/gtest.h>

#include <csignal>
#include <random>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace adc;
using namespace adc::test;

namespace {

// Opens `p` as a game and expects a refusal; the file must be unchanged and alone.
GameFileError refusedUntouched(const fs::path& p) {
    const std::string before = bytes(p);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    std::optional<GameFileError> error;
    try {
        GameSession::open(p.string(), fr, au);
        ADD_FAILURE() << p << " opened";
    } catch (const GameFileError& e) {
        error = e;
    }
    EXPECT_EQ(bytes(p), before) << p << " was changed";
    EXPECT_EQ(companions(p), std::vector<std::string>()) << p;
    return error.value_or(GameFileError(GameFileError::Kind::Io, ""));
}

void stampHeader(const fs::path& p, std::streamoff offset, const std::string& four) {
    std::fstream f(p, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(offset);
    f.write(four.data(), 4);
}

} // namespace

TEST(GameFileSafety, RefusedFilesAreLeftByteForByteWithNothingBesideThem) {
    TempDir dir("adc-gfs-refused");
    const auto make = [&](const std::string& name) {
        const std::string p = dir.file(name);
        writeGame(p, 3);
        return p;
    };
    std::ofstream(dir.file("text.adc")) << "not a database at all";
    refusedUntouched(dir.file("text.adc"));
    stampHeader(make("other-program.adc"), 68, std::string("\0\0\0\7", 4)); // application_id
    EXPECT_EQ(refusedUntouched(dir.file("other-program.adc")).kind(),
              GameFileError::Kind::NotAGame);
    stampHeader(make("newer.adc"), 60, std::string("\0\0\0\x63", 4)); // user_version 99
    EXPECT_EQ(refusedUntouched(dir.file("newer.adc")).kind(), GameFileError::Kind::Newer);
    const std::string flipped = make("flipped.adc");
    rawExec(
        flipped,
        "UPDATE actions SET payload = replace(payload, 'stragglers', 'stragglars') WHERE seq = 2");
    EXPECT_NE(
        std::string(refusedUntouched(flipped).what()).find("action #2 does not match its checksum"),
        std::string::npos);
    const std::string badText = make("bad-utf8.adc");
    rawExec(badText, "UPDATE actions SET summary = CAST(X'C3' AS TEXT) WHERE seq = 1");
    EXPECT_NE(std::string(refusedUntouched(badText).what())
                  .find("action #1's summary is not valid UTF-8"),
              std::string::npos);
    const std::string nonsense = make("nonsense.adc");
    forgeAction(nonsense, 3, "undo", "french", R"({"target":"\u0001two"})");
    EXPECT_NE(std::string(refusedUntouched(nonsense).what()).find("action #3 (undo)"),
              std::string::npos);
    const std::string nullInfo = make("null-info.adc");
    rawExec(nullInfo, "UPDATE meta SET value = 'null' WHERE key = 'info'");
    EXPECT_NE(std::string(refusedUntouched(nullInfo).what()).find("settings are not valid"),
              std::string::npos);
    const std::string torn = make("torn.adc");
    {
        std::fstream f(torn, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(4096); // scribble over the second page, from its b-tree header on
        const std::string junk(2000, '\x5a');
        f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    EXPECT_EQ(refusedUntouched(torn).kind(), GameFileError::Kind::Damaged);
}

TEST(GameFileSafety, AGameOfAGameThisAppDoesNotHaveIsRefusedUntouched) {
    TempDir dir("adc-gfs-module");
    const std::string made = dir.file("made.adc");
    writeGame(made, 2);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    // A new file says which game it is, and of which version of that game's rules.
    const nlohmann::json info = GameSession::open(made, fr, au).file().info();
    EXPECT_EQ(info["game"], "aspern-essling");
    EXPECT_EQ(info["game_version"], 1);

    // A game whose settings are edited by `set`: refused as another game, saying `why`.
    const auto refusedAsAnotherGame = [&](const std::string& name, const std::string& set,
                                          const std::string& why) {
        const std::string p = dir.file(name);
        writeGame(p, 2);
        rawExec(p, "UPDATE meta SET value = json_set(value, " + set + ") WHERE key = 'info'");
        const GameFileError e = refusedUntouched(p);
        EXPECT_EQ(e.kind(), GameFileError::Kind::OtherGame);
        EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
    };
    // Its settings may hold what only that game knows: it is still named as another game.
    refusedAsAnotherGame("austerlitz.adc", "'$.game', 'austerlitz-1805', '$.rounds', 3",
                         "\"austerlitz-1805\", which this Aide-de-Camp does not have; it has "
                         "Aspern-Essling 1809 (aspern-essling");
    // A game this app has, opened where only Aspern-Essling's armies are at hand.
    refusedAsAnotherGame("wagram.adc", "'$.game', 'wagram-1809', '$.scenario', '14.2'",
                         "it is a game of Wagram 1809, and this reads Aspern-Essling 1809 games "
                         "only");
    refusedAsAnotherGame("later.adc", "'$.game_version', 2", "made with version 2 of its rules");

    // A file made before games were named is an Aspern-Essling game of version 1.
    const std::string older = dir.file("older.adc");
    writeGame(older, 2);
    rawExec(older, "UPDATE meta SET value = json_remove(value, '$.game', '$.game_version') "
                   "WHERE key = 'info'");
    EXPECT_EQ(GameSession::open(older, fr, au).game().log().all().size(), 2u);

    // Nor is a new game of an unknown game created.
    EXPECT_THROW(GameSession::create(dir.file("new.adc"), {{"game", "austerlitz-1805"}}, fr, au),
                 InvalidInput);
    EXPECT_THROW(GameSession::create(dir.file("new.adc"), {{"game", "wagram-1809"}}, fr, au),
                 InvalidInput);
    EXPECT_FALSE(fs::exists(dir.file("new.adc")));
}

TEST(GameFileSafety, NegativeSchemaVersionIsRefusedNotReadOutOfBounds) {
    TempDir dir("adc-gfs-negative");
    for (const int v : {-1, -3, -2147483647}) {
        const std::string p = dir.file("v" + std::to_string(-v) + ".adc");
        writeGame(p, 1);
        const auto u = static_cast<std::uint32_t>(v);
        stampHeader(p, 60,
                    std::string{static_cast<char>(u >> 24), static_cast<char>(u >> 16),
                                static_cast<char>(u >> 8), static_cast<char>(u)});
        const GameFileError e = refusedUntouched(p);
        EXPECT_EQ(e.kind(), GameFileError::Kind::Damaged);
        EXPECT_NE(std::string(e.what()).find("schema version is " + std::to_string(v)),
                  std::string::npos)
            << e.what();
    }
}

TEST(GameFileSafety, ReadingAGameChangesNothing) {
    TempDir dir("adc-gfs-read");
    const std::string p = dir.file("game.adc");
    writeGame(p, 4);
    const std::string before = bytes(p);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    {
        const auto s = GameSession::open(p, fr, au);
        EXPECT_EQ(s.history(std::nullopt).size(), 4u);
        EXPECT_EQ(s.file().actions().size(), 4u);
    }
    EXPECT_EQ(bytes(p), before);
    EXPECT_TRUE(companions(p).empty());
}

TEST(GameFileSafety, ReadingARollbackJournalFileDoesNotConvertIt) {
    TempDir dir("adc-gfs-journal");
    const std::string p = dir.file("game.adc");
    writeGame(p, 2);
    rawExec(p, "PRAGMA journal_mode=DELETE");
    const std::string before = bytes(p);
    ASSERT_EQ(before[18], 1); // the file format's write version: 1 rollback journal, 2 WAL
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    EXPECT_EQ(GameSession::open(p, fr, au).history(std::nullopt).size(), 2u);
    EXPECT_EQ(bytes(p), before);
    EXPECT_TRUE(companions(p).empty());
}

TEST(GameFileSafety, AVersion1GameIsReadThenMigratedWithChecksums) {
    TempDir dir("adc-gfs-v1");
    const std::string p = dir.file("old.adc");
    {
        SQLite::Database db(p, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA application_id=" + std::to_string(GameFile::kApplicationId));
        db.exec("PRAGMA journal_mode=WAL");
        db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
        db.exec("CREATE TABLE actions (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, side TEXT NOT "
                "NULL, payload TEXT NOT NULL,"
                " at TEXT NOT NULL, summary TEXT NOT NULL)");
        db.exec(R"(INSERT INTO meta VALUES ('info', '{"title":"old"}'))");
        db.exec(
            R"(INSERT INTO actions VALUES (1, 'mark', 'french', '{"unit":"ex-1","casualties":1}', 't', 'one'))");
        db.exec("PRAGMA user_version=1");
    }
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const std::string before = bytes(p);
    {
        auto s = GameSession::open(p, fr, au); // read as it stands: nothing migrated yet
        EXPECT_EQ(s.file().schemaVersion(), 1);
        EXPECT_EQ(bytes(p), before);
        s.perform(markAction("french", "ex-2", 1)); // the first write migrates
    }
    auto s = GameSession::open(p, fr, au);
    EXPECT_EQ(s.file().schemaVersion(), GameFile::kSchemaVersion); // every migration, in turn
    EXPECT_EQ(s.state().losses(Side::French).casualtyTrack(), 2);
    rawExec(
        p,
        "UPDATE actions SET payload = replace(payload, '1', '2') WHERE seq = 1"); // the old action
                                                                                  // is guarded too
    EXPECT_NE(std::string(refusedUntouched(p).what()).find("action #1 does not match its checksum"),
              std::string::npos);
}

TEST(GameFileSafety, NewGameIsPrivateToItsOwner) {
    TempDir dir("adc-gfs-private");
    const std::string p = dir.file("secret.adc");
    writeGame(p, 1);
    struct stat st {};
    ASSERT_EQ(stat(p.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u); // rule 9.0: each side's orders and losses are secret
}

TEST(GameFileSafety, NewGameInAMissingFolderOrOverAFileCreatesNothing) {
    TempDir dir("adc-gfs-badpath");
    EXPECT_THROW(GameFile::create(dir.file("missing/game.adc"), {}), GameFileError);
    EXPECT_FALSE(fs::exists(dir.path / "missing"));
    EXPECT_THROW(GameFile::create(dir.path.string() + "/", {}), GameFileError);
    EXPECT_THROW(GameFile::create(dir.file("game.adc"), {{"title", 7}}),
                 GameFileError); // settings checked first
    EXPECT_TRUE(fs::is_empty(dir.path));
}

TEST(GameFileSafety, Rule10_1i_PresetOrdersAreWrittenWithTheFile) {
    TempDir dir("adc-gfs-presets");
    const std::string p = dir.file("game.adc");
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const std::vector<Action> first{
        {0,
         "order-preset",
         "french",
         {{"receiver", "1-corps"}, {"type", "non-attack"}, {"text", "Hold"}},
         "",
         ""},
        markAction("french", "ex-1", 1)};
    GameSession::create(p, {}, fr, au, first);
    EXPECT_EQ(GameFile::open(p).actions().size(),
              2u); // there from the first moment the file exists
    EXPECT_EQ(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()),
              1); // no temporary left
    // A refused first action: no file at all.
    const std::string refused = dir.file("refused.adc");
    EXPECT_THROW(GameSession::create(refused, {}, fr, au, {markAction("french", "ex-1", 99)}),
                 InvalidInput);
    EXPECT_FALSE(fs::exists(refused));
}

// Kills a process creating a game at random moments: the game's name then holds a whole
// game with all its first actions, or nothing.
TEST(GameFileSafety, KilledCreationLeavesNothingOrAWholeGame) {
    TempDir dir("adc-gfs-killcreate");
    std::mt19937 rng(20261201);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const std::vector<Action> first(
        7, markAction("austrian", "ex-4", 1)); // one mark in each of its 7 boxes
    int whole = 0, none = 0;
    for (int round = 0; round < 20; ++round) {
        const std::string p = dir.file("game" + std::to_string(round) + ".adc");
        const pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            try {
                GameSession::create(p, {{"title", "killed"}}, fr, au, first);
            } catch (...) {
                _exit(1);
            }
            _exit(0);
        }
        usleep(static_cast<useconds_t>(rng() % 4000));
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
        if (!fs::exists(p)) {
            ++none;
            continue;
        }
        ++whole;
        EXPECT_EQ(GameSession::open(p, fr, au).history(std::nullopt).size(), first.size())
            << "round " << round;
    }
    EXPECT_EQ(whole + none, 20);
}

// The referee (#31, item 6): a game file holds only what the app made. A trigger stored in
// the file would run during the player's own writes and could rewrite what was just
// acknowledged (a mark of 3 casualties stored as 1), a view or an extra table is nothing the
// app reads: each is refused on open, naming it, and the file left as it was.
TEST(GameFileSafety, Rule9_0_AFileWithATriggerViewOrForeignTableIsRefusedUntouched) {
    TempDir dir("adc-gfs-schema");
    const std::vector<std::pair<std::string, std::string>> cases{
        {"CREATE TRIGGER shrink AFTER INSERT ON actions BEGIN UPDATE actions SET payload = "
         "replace(payload, '3', '1') WHERE seq = new.seq; END",
         "a trigger \"shrink\""},
        {"CREATE VIEW losses AS SELECT * FROM actions", "a view \"losses\""},
        {"CREATE TABLE extra (x BLOB)", "a table \"extra\""},
        {"CREATE INDEX by_kind ON actions(kind)", "an index \"by_kind\""},
    };
    for (const auto& [sql, named] : cases) {
        const std::string p = dir.file("g.adc");
        fs::remove(p);
        writeGame(p, 2);
        rawExec(p, sql);
        const std::string why = refusedUntouched(p).what();
        EXPECT_NE(why.find(named), std::string::npos) << why;
        EXPECT_NE(why.find("never makes"), std::string::npos) << why;
        EXPECT_NE(why.find("left untouched"), std::string::npos) << why;
    }
}

TEST(GameFileSafety, Rule9_0_AFileWhoseTablesWereAlteredIsRefusedUntouched) {
    TempDir dir("adc-gfs-altered");
    const std::string p = dir.file("g.adc");
    writeGame(p, 1);
    rawExec(p, "ALTER TABLE actions ADD COLUMN note TEXT");
    const std::string why = refusedUntouched(p).what();
    EXPECT_NE(why.find("table \"actions\" in it is not as Aide-de-Camp made it"), std::string::npos)
        << why;
}

// A trigger added by another program after the game was opened: the first write checks the
// schema again and records nothing under it.
TEST(GameFileSafety, Rule9_0_ATriggerAddedWhileTheGameIsOpenBlocksTheWriteNotTheMark) {
    TempDir dir("adc-gfs-late-trigger");
    const std::string p = dir.file("g.adc");
    writeGame(p, 1);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto s = GameSession::open(p, fr, au);
    s.perform(markAction("french", "ex-2", 1)); // the writer is open and checked
    rawExec(p, "CREATE TRIGGER shrink AFTER INSERT ON actions BEGIN UPDATE actions SET payload "
               "= replace(payload, '3', '1') WHERE seq = new.seq; END");
    try {
        s.perform(markAction("french", "ex-3", 3));
        ADD_FAILURE() << "a write went through under a foreign trigger";
    } catch (const GameFileError& e) {
        EXPECT_NE(std::string(e.what()).find("a trigger \"shrink\""), std::string::npos)
            << e.what();
        EXPECT_NE(std::string(e.what()).find("nothing was recorded"), std::string::npos);
    }
    SQLite::Database db(p, SQLite::OPEN_READONLY);
    EXPECT_EQ(db.execAndGet("SELECT count(*) FROM actions").getInt(), 2);
}
