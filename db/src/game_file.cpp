#include "adc/game_file.h"

#include "migrations.h" // generated from db/sql/*.sql

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace adc {

namespace {

using Kind = GameFileError::Kind;

void configure(SQLite::Database& db) {
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL"); // a reported action survives a crash or power loss
    db.exec("PRAGMA foreign_keys=ON");
}

void migrate(SQLite::Database& db, int from) {
    SQLite::Transaction t(db);
    for (int v = from + 1; v <= GameFile::kSchemaVersion; ++v) db.exec(std::string(kMigrations[static_cast<size_t>(v - 1)]));
    db.exec("PRAGMA user_version=" + std::to_string(GameFile::kSchemaVersion));
    t.commit();
}

// Looks at the file without writing to it: is it one of ours, and can we read it?
int inspect(const std::string& path) {
    std::ifstream probe(path, std::ios::binary);
    char head[16] = {};
    probe.read(head, sizeof head);
    if (std::string(head, 15) != "SQLite format 3")
        throw GameFileError(Kind::NotAGame, path + " is not an Aide-de-Camp game file (it is not even a database); it was left untouched");
    try {
        SQLite::Database db(path, SQLite::OPEN_READONLY);
        const int app = db.execAndGet("PRAGMA application_id").getInt();
        if (app != GameFile::kApplicationId)
            throw GameFileError(Kind::NotAGame, path + " is a database but not an Aide-de-Camp game file; it was left untouched");
        const int version = db.execAndGet("PRAGMA user_version").getInt();
        if (version > GameFile::kSchemaVersion)
            throw GameFileError(Kind::Newer, path + " was saved by a newer version of Aide-de-Camp (game file version " +
                                                 std::to_string(version) + ", this one reads up to " +
                                                 std::to_string(GameFile::kSchemaVersion) + "); it was left untouched");
        const std::string check = db.execAndGet("PRAGMA quick_check").getString();
        if (check != "ok")
            throw GameFileError(Kind::Damaged, path + " is damaged (" + check + "); it was left untouched. Keep a copy and restore from a backup");
        return version;
    } catch (const SQLite::Exception& e) {
        throw GameFileError(Kind::Damaged, path + " cannot be read as a game (" + e.getErrorStr() + "); it was left untouched");
    }
}

Action readAction(SQLite::Statement& q) {
    Action a;
    a.seq = q.getColumn(0).getInt64();
    a.kind = q.getColumn(1).getString();
    a.side = q.getColumn(2).getString();
    a.payload = nlohmann::json::parse(q.getColumn(3).getString());
    a.at = q.getColumn(4).getString();
    a.summary = q.getColumn(5).getString();
    return a;
}

} // namespace

std::string utcNow() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

GameFile::GameFile(std::string path, std::unique_ptr<SQLite::Database> db) : path_(std::move(path)), db_(std::move(db)) {}
GameFile::GameFile(GameFile&&) noexcept = default;
GameFile& GameFile::operator=(GameFile&&) noexcept = default;
GameFile::~GameFile() = default;

GameFile GameFile::create(const std::string& path, const nlohmann::json& info) {
    std::error_code ec;
    if (fs::exists(path, ec))
        throw GameFileError(Kind::Exists, path + " already exists; a new game never overwrites a file. Choose another name");
    try {
        auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db->exec("PRAGMA application_id=" + std::to_string(kApplicationId));
        configure(*db);
        migrate(*db, 0);
        SQLite::Transaction t(*db);
        SQLite::Statement put(*db, "INSERT INTO meta(key, value) VALUES(?, ?)");
        for (const auto& [k, v] : std::map<std::string, std::string>{{"info", info.dump()}, {"created", utcNow()}}) {
            put.bind(1, k);
            put.bind(2, v);
            put.exec();
            put.reset();
        }
        t.commit();
        return GameFile(path, std::move(db));
    } catch (const SQLite::Exception& e) {
        throw GameFileError(Kind::Io, "cannot create " + path + ": " + e.getErrorStr());
    }
}

GameFile GameFile::open(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) throw GameFileError(Kind::Missing, path + " does not exist");
    const int version = inspect(path);
    try {
        auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE);
        configure(*db);
        if (version < kSchemaVersion) migrate(*db, version);
        return GameFile(path, std::move(db));
    } catch (const SQLite::Exception& e) {
        throw GameFileError(Kind::Io, "cannot open " + path + ": " + e.getErrorStr());
    }
}

void GameFile::append(const Action& a) { appendAll({a}); }

void GameFile::appendAll(const std::vector<Action>& actions) {
    try {
        SQLite::Transaction t(*db_);
        SQLite::Statement ins(*db_, "INSERT INTO actions(seq, kind, side, payload, at, summary) VALUES(?, ?, ?, ?, ?, ?)");
        for (const auto& a : actions) {
            ins.bind(1, static_cast<int64_t>(a.seq));
            ins.bind(2, a.kind);
            ins.bind(3, a.side);
            ins.bind(4, a.payload.dump());
            ins.bind(5, a.at);
            ins.bind(6, a.summary);
            ins.exec();
            ins.reset();
        }
        t.commit();
    } catch (const SQLite::Exception& e) {
        throw GameFileError(Kind::Io, "could not save to " + path_ + " (" + e.getErrorStr() + "); the action was not recorded");
    }
}

std::vector<Action> GameFile::actions() const {
    std::vector<Action> out;
    SQLite::Statement q(*db_, "SELECT seq, kind, side, payload, at, summary FROM actions ORDER BY seq");
    while (q.executeStep()) out.push_back(readAction(q));
    return out;
}

nlohmann::json GameFile::info() const {
    SQLite::Statement q(*db_, "SELECT value FROM meta WHERE key = 'info'");
    if (!q.executeStep()) return nlohmann::json::object();
    return nlohmann::json::parse(q.getColumn(0).getString());
}

} // namespace adc
