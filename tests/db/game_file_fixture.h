#pragma once
// Helpers for the game-file tests: scratch folders, a file's bytes, the companions SQLite
// may leave beside it, and raw SQLite access for making damaged files on purpose.
#include "adc/game_file.h"
#include "adc/game_session.h"

#include "../../db/src/action_checksum.h"
#include "../engine/oob_fixture.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h> // getpid: one temporary folder per test process

namespace adc::test {

namespace fs = std::filesystem;

struct TempDir {
    fs::path path;
    explicit TempDir(const std::string& name)
        : path(fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

inline std::string bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Files SQLite could have left beside `p`.
inline std::vector<std::string> companions(const fs::path& p) {
    std::vector<std::string> out;
    for (const char* s : {"-wal", "-shm", "-journal"})
        if (fs::exists(p.string() + s)) out.push_back(p.filename().string() + s);
    return out;
}

inline Action markAction(const std::string& side, const std::string& unit, int c, int s = 0) {
    return {0, "mark", side, {{"unit", unit}, {"casualties", c}, {"stragglers", s}}, "", ""};
}

// A closed game file of the example armies with `marks` French marks.
inline void writeGame(const std::string& path, int marks) {
    const auto fr = exampleArmy(), au = exampleArmy(Side::Austrian);
    auto s = GameSession::create(path, {{"title", "test"}}, fr, au);
    for (int i = 0; i < marks; ++i)
        s.perform(markAction("french", "ex-" + std::to_string(1 + i % 3), 1));
}

// Edits the file behind the program's back (one statement), then closes it cleanly.
inline void rawExec(const std::string& path, const std::string& sql) {
    SQLite::Database db(path, SQLite::OPEN_READWRITE);
    db.exec(sql);
}

// Rewrites one stored action and gives it a checksum that matches, as a careful forger
// would: what is left to catch it is the action's schema.
inline void forgeAction(const std::string& path, std::int64_t seq, const std::string& kind,
                        const std::string& side, const std::string& payload) {
    SQLite::Database db(path, SQLite::OPEN_READWRITE);
    SQLite::Statement q(db, "SELECT at, summary FROM actions WHERE seq = ?");
    q.bind(1, static_cast<int64_t>(seq));
    if (!q.executeStep()) throw std::runtime_error("no such action");
    const std::string at = q.getColumn(0).getString(), summary = q.getColumn(1).getString();
    SQLite::Statement u(
        db, "UPDATE actions SET kind = ?, side = ?, payload = ?, checksum = ? WHERE seq = ?");
    u.bind(1, kind);
    u.bind(2, side);
    u.bind(3, payload);
    u.bind(4, db::actionChecksum(seq, kind, side, payload, at, summary));
    u.bind(5, static_cast<int64_t>(seq));
    u.exec();
}

} // namespace adc::test
