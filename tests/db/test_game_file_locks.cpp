// Two programs on one game file: each action checked against the log as it stands, none
// lost or doubled; a write waits for the other's lock and a file held too long is
// reported busy in words, never as SQLite's raw "database is locked"; a reader while a
// writer runs reads a game.
#include "game_file_fixture.h"

#include "adc/errors.h"

#include <gtest/gtest.h>

#include <csignal>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace adc;
using namespace adc::test;

namespace {

// Holds the file's write lock, as another program in the middle of writing would.
struct WriteLock {
    SQLite::Database db;
    explicit WriteLock(const std::string& path) : db(path, SQLite::OPEN_READWRITE) {
        db.exec("BEGIN IMMEDIATE");
    }
    void release() { db.exec("COMMIT"); }
};

pid_t startWriter(const std::string& path, const char* mode, int* out) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        close(fds[0]);
        execl(ADC_GAME_WRITER, ADC_GAME_WRITER, path.c_str(), mode, static_cast<char*>(nullptr));
        _exit(127);
    }
    close(fds[1]);
    *out = fds[0];
    return pid;
}

} // namespace

TEST(GameFileLocks, TwoSessionsOnOneFileEachFollowTheOther) {
    TempDir dir("adc-gfl-two");
    const std::string p = dir.file("game.adc");
    writeGame(p, 0);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto one = GameSession::open(p, fr, au);
    auto two = GameSession::open(p, fr, au);
    one.perform(markAction("french", "ex-1", 1));
    const Action second = two.perform(markAction("french", "ex-1", 1)); // no "constraint failed"
    EXPECT_EQ(second.seq, 2);
    EXPECT_EQ(two.state().losses(Side::French).row("ex-1").casualties, 2);
    EXPECT_EQ(one.refresh(), 1u);
    EXPECT_EQ(one.state().losses(Side::French).row("ex-1").casualties, 2);
    // An undo follows too: it undoes the latest action in force in the file, #2.
    EXPECT_EQ(one.undo().payload["target"], 2);
    EXPECT_EQ(two.perform(markAction("french", "ex-2", 1)).seq, 4);
    EXPECT_EQ(two.state().losses(Side::French).row("ex-1").casualties, 1);
    EXPECT_EQ(GameFile::open(p).actions().size(), 4u);
}

TEST(GameFileLocks, ActionsCheckedAgainstTheFileAsItStands) {
    TempDir dir("adc-gfl-checked");
    const std::string p = dir.file("game.adc");
    writeGame(p, 0);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto one = GameSession::open(p, fr, au);
    auto two = GameSession::open(p, fr, au);
    one.perform(markAction("french", "ex-1", 6)); // 1 of its 7 boxes left
    EXPECT_THROW(two.perform(markAction("french", "ex-1", 2)),
                 InvalidInput); // 20.6: two would not fit now
    EXPECT_EQ(GameFile::open(p).actions().size(), 1u);
}

TEST(GameFileLocks, AWriteWaitsForAnotherProgramsLock) {
    TempDir dir("adc-gfl-wait");
    const std::string p = dir.file("game.adc");
    writeGame(p, 0);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto s = GameSession::open(p, fr, au);
    WriteLock lock(p);
    std::thread other([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        lock.release();
    });
    EXPECT_NO_THROW(s.perform(markAction("french", "ex-1", 1)));
    other.join();
    EXPECT_EQ(GameFile::open(p).actions().size(), 1u);
}

TEST(GameFileLocks, AFileHeldTooLongIsReportedBusyInWords) {
    TempDir dir("adc-gfl-busy");
    const std::string p = dir.file("game.adc");
    writeGame(p, 1);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto s = GameSession::open(p, fr, au);
    WriteLock lock(p);
    try {
        s.perform(markAction("french", "ex-1", 1));
        FAIL() << "recorded while another program held the lock";
    } catch (const GameFileError& e) {
        EXPECT_EQ(e.kind(), GameFileError::Kind::Busy);
        const std::string what = e.what();
        EXPECT_EQ(what.find("database is locked"), std::string::npos) << what;
        EXPECT_NE(what.find("another program is writing to it"), std::string::npos) << what;
        EXPECT_NE(what.find("nothing was recorded"), std::string::npos) << what;
    }
    EXPECT_EQ(s.game().log().all().size(), 1u); // nothing changed here either
    lock.release();
    EXPECT_EQ(s.perform(markAction("french", "ex-1", 1)).seq, 2); // and it works once free
}

TEST(GameFileLocks, AReaderWhileAWriterRunsReadsAGame) {
    TempDir dir("adc-gfl-reader");
    const std::string p = dir.file("game.adc");
    int out = -1;
    const pid_t pid = startWriter(p, "new", &out);
    ASSERT_GT(pid, 0);
    char buf[64];
    ASSERT_GT(read(out, buf, sizeof buf), 0); // the writer has created the file
    int reads = 0;
    for (; reads < 30; ++reads) {
        try {
            const GameFile f = GameFile::open(p);
            EXPECT_GE(f.actions().size(), 1u);
        } catch (const GameFileError& e) {
            ADD_FAILURE() << "read " << reads << ": " << e.what();
            break;
        }
    }
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    close(out);
    EXPECT_EQ(reads, 30);
}

// #32: a game opened through a symbolic link while a writer holds its -wal beside the real
// file reads every committed action (the link has no -wal beside it).
TEST(GameFileLocks, AGameReadThroughALinkSeesTheWritersCommittedActions) {
    TempDir dir("adc-gfl-link");
    const std::string p = dir.file("game.adc"), link = dir.file("link.adc");
    writeGame(p, 1);
    fs::create_symlink(p, link);
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto writer = GameSession::open(p, fr, au);
    for (int i = 0; i < 5; ++i)
        writer.perform(markAction("french", "ex-2", 1));
    ASSERT_TRUE(fs::exists(p + "-wal")); // the writer's log, not yet folded into the file
    EXPECT_EQ(GameFile::open(link).actions().size(), writer.game().log().all().size());
}
