// The game file: created, reopened, refused when it is not ours, newer or damaged; every
// action durable; the log replays to the same state; history filtered by side (9.0).
#include "adc/errors.h"
#include "adc/game_file.h"
#include "adc/game_session.h"

#include "game_file_fixture.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <set>
#include <sys/wait.h>
#include <unistd.h>

using namespace adc;
using namespace adc::test;

namespace {

GameFileError::Kind openKind(const fs::path& p) {
    try {
        GameFile::open(p.string());
    } catch (const GameFileError& e) {
        return e.kind();
    }
    ADD_FAILURE() << p << " opened";
    return GameFileError::Kind::Io;
}

} // namespace

TEST(GameFile, CreateThenReopenReplaysTheSameState) {
    TempDir dir("adc-gf-reopen");
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const auto path = (dir.path / "game.adc").string();
    {
        auto s = GameSession::create(path, {{"title", "test"}}, fr, au);
        s.perform(markAction("french", "ex-1", 1, 1));
        s.perform(markAction("austrian", "ex-4", 2));
        s.perform(markAction("french", "ex-1", 1));
        s.undo();
    }
    auto s = GameSession::open(path, fr, au);
    EXPECT_EQ(s.file().info()["title"], "test");
    EXPECT_EQ(s.state().losses(Side::French).row("ex-1").casualties, 1);
    EXPECT_EQ(s.state().losses(Side::Austrian).row("ex-4").casualties, 2);
    EXPECT_EQ(s.game().log().all().size(), 4u);
    s.redo();
    EXPECT_EQ(s.state().losses(Side::French).row("ex-1").casualties, 2);
}

// Schema version 2: the CRC-32 of zlib and PNG over the fields, each after a 0x1F; the
// figure is from a bit-by-bit CRC-32 written apart from the app's.
TEST(GameFile, EachActionsChecksumIsTheCrc32OfItsFields) {
    EXPECT_EQ(db::actionChecksum(1, "mark", "french", R"({"casualties":1})", "2026-12-02T07:30:00Z",
                                 "French: 1 casualty"),
              "5f371ff5");
}

TEST(GameFile, NewGameNeverOverwritesAFile) {
    TempDir dir("adc-gf-exists");
    const auto p = dir.path / "precious.txt";
    std::ofstream(p) << "my notes";
    try {
        GameFile::create(p.string(), {});
        FAIL();
    } catch (const GameFileError& e) {
        EXPECT_EQ(e.kind(), GameFileError::Kind::Exists);
    }
    EXPECT_EQ(bytes(p), "my notes");
}

TEST(GameFile, NotAGameIsRefusedAndLeftUntouched) {
    TempDir dir("adc-gf-notgame");
    const auto text = dir.path / "notes.adc";
    std::ofstream(text) << "not a database at all";
    EXPECT_EQ(openKind(text), GameFileError::Kind::NotAGame);
    EXPECT_EQ(bytes(text), "not a database at all");
    // A database of some other program.
    const auto other = dir.path / "other.db";
    {
        std::ofstream(other) << "";
        fs::remove(other);
        GameFile::create(other.string(), {});
    }
    {
        std::fstream f(other, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(68); // SQLite header: application_id at offset 68
        const char id[4] = {0, 0, 0, 7};
        f.write(id, 4);
    }
    const std::string before = bytes(other);
    EXPECT_EQ(openKind(other), GameFileError::Kind::NotAGame);
    EXPECT_EQ(bytes(other), before);
}

TEST(GameFile, NewerVersionIsRefusedAndLeftUntouched) {
    TempDir dir("adc-gf-newer");
    const auto p = dir.path / "future.adc";
    { GameFile::create(p.string(), {}); }
    {
        // Stamp it as written by a later version.
        std::fstream f(p, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(60); // SQLite header: user_version at offset 60, big-endian
        const char v[4] = {0, 0, 0, 99};
        f.write(v, 4);
    }
    const std::string before = bytes(p);
    EXPECT_EQ(openKind(p), GameFileError::Kind::Newer);
    EXPECT_EQ(bytes(p), before);
}

TEST(GameFile, DamagedFileIsRefusedAndLeftUntouched) {
    TempDir dir("adc-gf-damaged");
    const auto p = dir.path / "torn.adc";
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    {
        auto s = GameSession::create(p.string(), {}, fr, au);
        for (int i = 0; i < 200; ++i)
            s.perform({0,
                       "roll",
                       "french",
                       {{"resolver", "gun-loss"}, {"result", {{"result", "x"}}}},
                       "",
                       ""}); // 9.0a: a side's gun losses are its secret
    }
    {
        std::fstream f(p, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(4096); // scribble over the second page, from its b-tree header on
        const std::string junk(2000, '\x5a');
        f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
    }
    const std::string before = bytes(p);
    EXPECT_EQ(openKind(p), GameFileError::Kind::Damaged);
    EXPECT_EQ(bytes(p), before);
    EXPECT_EQ(openKind(dir.path / "missing.adc"), GameFileError::Kind::Missing);
}

TEST(GameFile, RefusedActionIsNotWritten) {
    TempDir dir("adc-gf-refused");
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const auto p = (dir.path / "g.adc").string();
    auto s = GameSession::create(p, {}, fr, au);
    s.perform(markAction("french", "ex-1", 1));
    EXPECT_THROW(s.perform(markAction("french", "ex-1", 99)), InvalidInput);
    EXPECT_THROW(s.perform(markAction("french", "cav-1", 0, 1)), InvalidInput);
    EXPECT_EQ(GameFile::open(p).actions().size(), 1u);
}

TEST(Rule9_0_FogOfWar, EachSideSeesOnlyItsOwnLossesInTheHistory) {
    TempDir dir("adc-gf-fog");
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto s = GameSession::create((dir.path / "g.adc").string(), {}, fr, au);
    s.perform(markAction("french", "ex-1", 1));
    s.perform(markAction("austrian", "ex-2", 1));
    s.undo(); // undoing an Austrian loss is as secret as the loss
    s.perform({0,
               "roll",
               "",
               {{"resolver", "rally"}, {"result", {{"result", "rallied"}}}}, // seen by both
               "",
               ""});
    EXPECT_EQ(s.history(Side::French).size(), 2u);
    EXPECT_EQ(s.history(Side::Austrian).size(), 3u);
    EXPECT_EQ(s.history(std::nullopt).size(), 4u);
    for (const Action* a : s.history(Side::French))
        EXPECT_NE(a->side, "austrian");
}

TEST(UndoRedo, UndoToHereIsOneLogEntryPerActionInOneTransaction) {
    TempDir dir("adc-gf-undoto");
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    const auto p = (dir.path / "g.adc").string();
    auto s = GameSession::create(p, {}, fr, au);
    for (int i = 0; i < 4; ++i)
        s.perform(markAction("french", "ex-1", 1));
    const auto undone = s.undoTo(2);
    EXPECT_EQ(undone.size(), 2u);
    EXPECT_EQ(s.state().losses(Side::French).row("ex-1").casualties, 2);
    EXPECT_EQ(GameFile::open(p).actions().size(), 6u);
    EXPECT_THROW(s.undoTo(4), InvalidInput); // #4 is no longer in force
}

// Kills a writer with SIGKILL at random moments, many times: every action it reported
// saved is in the file once, and the file always reopens. 25 rounds here; ADC_KILL_ROUNDS
// sets more (scripts/kill-test.sh runs 200).
TEST(GameFile, KilledWriterNeverLosesAReportedAction) {
    TempDir dir("adc-gf-kill");
    const auto p = (dir.path / "crash.adc").string();
    const char* env = std::getenv("ADC_KILL_ROUNDS");
    const int rounds = env ? std::max(1, std::atoi(env)) : 25;
    std::mt19937 rng(20261130);
    std::int64_t acked = 0;
    int lost = 0, doubled = 0, unopenable = 0;
    for (int round = 0; round < rounds; ++round) {
        int out[2];
        ASSERT_EQ(pipe(out), 0);
        const pid_t pid = fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            dup2(out[1], STDOUT_FILENO);
            close(out[0]);
            execl(ADC_GAME_WRITER, ADC_GAME_WRITER, p.c_str(), round == 0 ? "new" : "open",
                  static_cast<char*>(nullptr));
            _exit(127);
        }
        close(out[1]);
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::milliseconds(20 + rng() % 180);
        std::string buf;
        char chunk[256];
        while (std::chrono::steady_clock::now() < deadline) {
            const ssize_t n = read(out[0], chunk, sizeof chunk);
            if (n <= 0) break;
            buf.append(chunk, static_cast<size_t>(n));
        }
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        ssize_t n;
        while ((n = read(out[0], chunk, sizeof chunk)) > 0)
            buf.append(chunk, static_cast<size_t>(n));
        close(out[0]);
        for (size_t pos = buf.find("ack "); pos != std::string::npos;
             pos = buf.find("ack ", pos + 4))
            acked = std::max<std::int64_t>(acked, std::stoll(buf.substr(pos + 4)));
        std::vector<Action> actions;
        try {
            actions = GameFile::open(p).actions(); // always reopens
        } catch (const GameFileError& e) {
            ++unopenable;
            ADD_FAILURE() << "round " << round << ": " << e.what();
            continue;
        }
        if (static_cast<std::int64_t>(actions.size()) < acked) ++lost;
        std::set<std::int64_t> seen;
        for (const auto& a : actions)
            if (!seen.insert(a.payload["n"].get<std::int64_t>()).second) ++doubled;
    }
    std::cout << "kill test: " << rounds << " SIGKILLs, " << acked << " actions acknowledged; lost "
              << lost << ", doubled " << doubled << ", unopenable " << unopenable << std::endl;
    EXPECT_EQ(lost, 0);
    EXPECT_EQ(doubled, 0);
    EXPECT_EQ(unopenable, 0);
    EXPECT_GT(acked, rounds); // the writer really wrote between kills
}
