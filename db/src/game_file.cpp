#include "adc/game_file.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/json_input.h"
#include "adc/scenarios/scenario_game_info.h"

#include "action_checksum.h"
#include "file_publish.h"
#include "migrations.h" // generated from db/sql/*.sql
#include "schema_check.h"
#include "sqlite_access.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <cerrno>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>

#include <unistd.h>

namespace fs = std::filesystem;

namespace adc {

namespace {

using Kind = GameFileError::Kind;

[[noreturn]] void damaged(const std::string& path, const std::string& why) {
    throw GameFileError(Kind::Damaged,
                        path + " is damaged: " + why +
                            "; it was left untouched. Keep a copy and restore from a backup");
}

// adc_checksum(seq, kind, side, payload, at, summary), for migration 002.
void checksumFunction(sqlite3_context* ctx, int, sqlite3_value** v) {
    const auto text = [&](int i) {
        const auto* p = reinterpret_cast<const char*>(sqlite3_value_text(v[i]));
        return std::string_view(p ? p : "", static_cast<std::size_t>(sqlite3_value_bytes(v[i])));
    };
    const std::string sum =
        db::actionChecksum(sqlite3_value_int64(v[0]), text(1), text(2), text(3), text(4), text(5));
    sqlite3_result_text(ctx, sum.c_str(), static_cast<int>(sum.size()), SQLITE_TRANSIENT);
}

void registerChecksum(SQLite::Database& db) {
    db.createFunction("adc_checksum", 6, true, nullptr, &checksumFunction);
}

void configure(SQLite::Database& db) {
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL"); // a reported action survives a crash or power loss
    db.exec("PRAGMA foreign_keys=ON");
}

// Inside the caller's transaction: every migration after `from`.
void migrate(SQLite::Database& db, int from) {
    for (int v = from + 1; v <= GameFile::kSchemaVersion; ++v)
        db.exec(std::string(kMigrations[static_cast<std::size_t>(v - 1)]));
    db.exec("PRAGMA user_version=" + std::to_string(GameFile::kSchemaVersion));
}

// The first bytes of the file: is it a database at all?
void checkHeader(const std::string& path) {
    std::ifstream probe(path, std::ios::binary);
    char head[16] = {};
    probe.read(head, sizeof head);
    if (std::string(head, 16) != std::string("SQLite format 3\0", 16))
        throw GameFileError(Kind::NotAGame, path + " is not an Aide-de-Camp game file (it is not "
                                                   "even a database); it was left untouched");
}

// Is it one of ours, of a version this program reads, and whole? Returns its version.
int inspect(const std::string& path, SQLite::Database& db) {
    if (db.execAndGet("PRAGMA application_id").getInt() != GameFile::kApplicationId)
        throw GameFileError(
            Kind::NotAGame,
            path + " is a database but not an Aide-de-Camp game file; it was left untouched");
    const int version = db.execAndGet("PRAGMA user_version").getInt();
    if (version < 0)
        damaged(path, "its schema version is " + std::to_string(version) +
                          ", which no Aide-de-Camp writes");
    if (version == 0) damaged(path, "it has no schema (version 0): its creation never finished");
    if (version > GameFile::kSchemaVersion)
        throw GameFileError(
            Kind::Newer, path +
                             " was saved by a newer version of Aide-de-Camp (game file version " +
                             std::to_string(version) + ", this one reads up to " +
                             std::to_string(GameFile::kSchemaVersion) + "); it was left untouched");
    const std::string check = db.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") damaged(path, printable(check, 200));
    // 9.0 and the referee: nothing in the file but what the app made, so no trigger or view
    // can act during the player's own writes or show something else than the log.
    if (const std::string odd = db::schemaDifference(db, version); !odd.empty()) damaged(path, odd);
    return version;
}

// One stored text: of SQLite's text type, UTF-8, within its limit.
std::string storedText(const std::string& path, const SQLite::Column& col, const std::string& what,
                       std::size_t max) {
    if (!col.isText()) damaged(path, what + " is not text");
    std::string s = col.getString();
    if (s.size() > max)
        damaged(path, what + " is " + std::to_string(s.size()) +
                          " bytes long, beyond the limit of " + std::to_string(max));
    if (const auto at = invalidUtf8At(s))
        damaged(path, what + " is not valid UTF-8 (at byte " + std::to_string(*at) + ")");
    return s;
}

nlohmann::json readInfo(const std::string& path, SQLite::Database& db) {
    SQLite::Statement q(db, "SELECT value FROM meta WHERE key = 'info'");
    if (!q.executeStep()) damaged(path, "its game settings (info) are missing");
    nlohmann::json info;
    try {
        info = parseJsonText(
            storedText(path, q.getColumn(0), "its game settings", limits::kFieldBytes),
            limits::kFieldBytes);
        checkGameInfo(info);
    } catch (const JsonInputError& e) {
        damaged(path, std::string("its game settings ") + e.what());
    } catch (const InvalidInput& e) {
        damaged(path, std::string("its game settings are not valid: ") + e.what());
    }
    return info;
}

// The actions after `after`, each checked as stored: one after the other from #1, its
// text UTF-8, its payload JSON within the limits, its checksum matching (version 2 on).
std::vector<Action> readActions(const std::string& path, SQLite::Database& db, int version,
                                std::int64_t after) {
    SQLite::Statement q(db, std::string("SELECT seq, kind, side, payload, at, summary, ") +
                                (version >= 2 ? "checksum" : "NULL") +
                                " FROM actions WHERE seq > ? ORDER BY seq");
    q.bind(1, static_cast<int64_t>(after));
    std::vector<Action> out;
    std::int64_t expected = after + 1;
    // The log is numbered from #1: a row numbered 0 or below is no action of it, and would
    // otherwise be passed over in silence (#32). (seq is the rowid: looked up, not scanned.)
    if (after == 0) {
        SQLite::Statement stray(db, "SELECT seq FROM actions WHERE seq < 1 LIMIT 1");
        if (stray.executeStep())
            damaged(path, "its log holds a row numbered " +
                              std::to_string(stray.getColumn(0).getInt64()) +
                              ", where actions are numbered from #1");
    }
    while (q.executeStep()) {
        Action a;
        if (!q.getColumn(0).isInteger()) damaged(path, "an action's number is not a number");
        a.seq = q.getColumn(0).getInt64();
        if (a.seq != expected)
            damaged(path, "its log goes from action #" + std::to_string(expected - 1) + " to #" +
                              std::to_string(a.seq));
        ++expected;
        const std::string n = "action #" + std::to_string(a.seq);
        a.kind = storedText(path, q.getColumn(1), n + "'s kind", limits::kFieldBytes);
        a.side = storedText(path, q.getColumn(2), n + "'s side", limits::kFieldBytes);
        const std::string payload =
            storedText(path, q.getColumn(3), n + "'s payload", limits::kPayloadBytes);
        a.at = storedText(path, q.getColumn(4), n + "'s time", limits::kFieldBytes);
        a.summary = storedText(path, q.getColumn(5), n + "'s summary", limits::kFieldBytes);
        if (version >= 2) {
            const SQLite::Column sum = q.getColumn(6);
            if (!sum.isText() || sum.getString() != db::actionChecksum(a.seq, a.kind, a.side,
                                                                       payload, a.at, a.summary))
                damaged(path, n + " does not match its checksum: it was changed outside "
                                  "Aide-de-Camp, or the file is damaged");
        }
        try {
            a.payload = parseJsonText(payload, limits::kPayloadBytes);
        } catch (const JsonInputError& e) {
            damaged(path, n + "'s payload " + e.what());
        }
        out.push_back(std::move(a));
    }
    return out;
}

std::unique_ptr<SQLite::Statement> insertion(SQLite::Database& db) {
    return std::make_unique<SQLite::Statement>(db, "INSERT INTO actions(seq, kind, side, payload, "
                                                   "at, summary, checksum) VALUES(?, ?, ?, ?, ?, "
                                                   "?, ?)");
}

void insertActions(SQLite::Statement& ins, const std::vector<Action>& actions) {
    for (const auto& a : actions) {
        const std::string payload =
            a.payload.dump(-1, ' ', false, nlohmann::json::error_handler_t::strict);
        ins.bind(1, static_cast<int64_t>(a.seq));
        ins.bind(2, a.kind);
        ins.bind(3, a.side);
        ins.bind(4, payload);
        ins.bind(5, a.at);
        ins.bind(6, a.summary);
        ins.bind(7, db::actionChecksum(a.seq, a.kind, a.side, payload, a.at, a.summary));
        ins.exec();
        ins.reset();
    }
}

// Runs `read` on a connection that only reads (see sqlite_access.h). An immutable read
// that fails while a writer has meanwhile appeared is tried again with SQLite's locks.
template <class F> auto reading(const std::string& given, F&& read) {
    // A writer's -wal lies beside the file itself, not beside a link to it: the real path is
    // where to look, and what to open (#32).
    std::error_code ec;
    const fs::path real = fs::canonical(given, ec);
    const std::string path = ec ? given : real.string();
    // With SQLite's locks, sharing a writer's log. An empty -wal holds nothing: every
    // committed action is in the file itself, so a read that failed for want of room (the
    // -shm of a write a full disk broke off) reads the file alone; reading never depends on
    // free space (#32).
    const auto withLocks = [&] {
        try {
            auto conn = db::openToRead(path, false);
            return read(*conn);
        } catch (const SQLite::Exception& e) {
            if (db::isBusy(e) || !db::emptyWal(path)) throw;
        }
        auto conn = db::openToRead(path, true);
        return read(*conn);
    };
    return db::retryWhileBusy(given, "nothing was read", [&] {
        if (db::writerTraces(path)) return withLocks();
        try {
            auto conn = db::openToRead(path, true);
            return read(*conn);
        } catch (const SQLite::Exception&) {
            if (!db::writerTraces(path)) throw;
        } catch (const GameFileError&) {
            if (!db::writerTraces(path)) throw;
        }
        return withLocks(); // a writer has appeared meanwhile
    });
}

template <class F> auto readingOrRefusing(const std::string& path, F&& read) {
    try {
        return reading(path, std::forward<F>(read));
    } catch (const SQLite::Exception& e) {
        // A journal beside a game file (which keeps a -wal) is another program's, or one that
        // stopped mid-write: reading would have to roll it back, which a reader may not do.
        std::error_code ec;
        if (fs::file_size(path + "-journal", ec) > 0 && !ec)
            throw GameFileError(Kind::Io, path + " cannot be read while the journal " + path +
                                              "-journal lies beside it (left by another "
                                              "program, or one stopped mid-write): close the "
                                              "other program, or move the journal away if none "
                                              "uses the game; nothing was changed");
        throw GameFileError(Kind::Damaged, path + " cannot be read as a game (" +
                                               printable(e.getErrorStr(), 200) +
                                               "); it was left untouched");
    }
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

GameFile::GameFile(std::string path, int version, nlohmann::json info)
    : path_(std::move(path)), version_(version), info_(std::move(info)) {}
GameFile::GameFile(GameFile&&) noexcept = default;
GameFile& GameFile::operator=(GameFile&&) noexcept = default;
GameFile::~GameFile() = default;

GameFile GameFile::create(const std::string& path, const nlohmann::json& givenInfo,
                          const std::vector<Action>& first) {
    const nlohmann::json info = givenInfo.is_null() ? nlohmann::json::object() : givenInfo;
    try {
        checkGameInfo(info);
    } catch (const InvalidInput& e) {
        throw GameFileError(Kind::Io, "cannot create " + path + ": " + e.what());
    }
    const db::Publication pub =
        db::preparePublication(path); // refuses a path that exists or cannot be
    try {
        {
            SQLite::Database db(pub.temporary, SQLite::OPEN_READWRITE, db::kBusyWaitMs);
            db::harden(db);
            registerChecksum(db);
            db.exec("PRAGMA application_id=" + std::to_string(kApplicationId));
            configure(db);
            SQLite::Transaction t(db);
            migrate(db, 0);
            SQLite::Statement put(db, "INSERT INTO meta(key, value) VALUES(?, ?)");
            for (const auto& [k, v] :
                 std::map<std::string, std::string>{{"info", info.dump()}, {"created", utcNow()}}) {
                put.bind(1, k);
                put.bind(2, v);
                put.exec();
                put.reset();
            }
            insertActions(*insertion(db), first);
            t.commit();
        } // closed: its log is checkpointed into the file and removed
        db::publish(pub);
    } catch (const SQLite::Exception& e) {
        db::abandon(pub);
        throw GameFileError(Kind::Io, "cannot create " + path + ": " + e.getErrorStr() +
                                          "; nothing was created");
    } catch (...) {
        db::abandon(pub);
        throw;
    }
    return GameFile(path, kSchemaVersion, info);
}

GameFile GameFile::open(const std::string& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        throw GameFileError(Kind::Missing, path + " does not exist");
    checkHeader(path);
    return readingOrRefusing(path, [&](SQLite::Database& db) {
        const int version = inspect(path, db);
        return GameFile(path, version, readInfo(path, db));
    });
}

namespace {

// Runs `body` in one write transaction (SQLite's write lock, waited for while busy); rolled
// back, with `undo` run first, when it throws.
template <class F>
auto inTransaction(SQLite::Database& db, const std::string& path, const std::string& notDone,
                   F&& body, const std::function<void()>& undo = {}) {
    db::retryWhileBusy(path, notDone, [&] { db.exec("BEGIN IMMEDIATE"); });
    try {
        auto out = body();
        db.exec("COMMIT");
        return out;
    } catch (...) {
        if (undo) undo();
        try {
            db.exec("ROLLBACK");
        } catch (const SQLite::Exception&) {
            // The transaction is already gone (SQLite rolled it back itself).
        }
        throw;
    }
}

// Runs `read` on the program's writer once it has one (its own writes are in it), else on a
// connection that only reads.
template <class F> auto readWith(SQLite::Database* writer, const std::string& path, F&& read) {
    if (!writer) return readingOrRefusing(path, read);
    try {
        return db::retryWhileBusy(path, "nothing was read", [&] { return read(*writer); });
    } catch (const SQLite::Exception& e) {
        throw GameFileError(Kind::Io,
                            "cannot read " + path + " (" + printable(e.getErrorStr(), 200) + ")");
    }
}

// A write SQLite refused, in the game file's words: no room left (the disk full, or the
// file may grow no larger) and a folder that cannot be written to are said as such (#32).
[[noreturn]] void notSaved(const std::string& path, const SQLite::Exception& e,
                           const std::string& notDone, SQLite::Database* db) {
    if (db::isBusy(e)) throw db::busyError(path, notDone);
    const int code = e.getErrorCode() & 0xFF;
    const int sys = db ? sqlite3_system_errno(db->getHandle()) : 0;
    if (code == SQLITE_FULL || sys == ENOSPC || sys == EDQUOT || sys == EFBIG)
        throw GameFileError(Kind::Io, "the disk holding " + path +
                                          " is full (or the file may grow no larger): " + notDone +
                                          ", and what was saved before is intact; free some "
                                          "space and do it again");
    const fs::path dir = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : ".";
    if ((code == SQLITE_CANTOPEN || code == SQLITE_READONLY) && ::access(dir.c_str(), W_OK) != 0)
        throw GameFileError(Kind::Io, "the folder " + dir.string() + " of " + path +
                                          " cannot be written to (read only): " + notDone +
                                          "; save the game in another folder");
    throw GameFileError(Kind::Io, "could not save to " + path + " (" +
                                      printable(e.getErrorStr(), 200) + "); " + notDone);
}

} // namespace

// The schema as the app made it, checked when the writer opens and whenever another
// program has changed it since; remembered by its cookie.
void GameFile::checkSchemaOf(SQLite::Database& db, int version) {
    if (const std::string odd = db::schemaDifference(db, version); !odd.empty())
        throw GameFileError(Kind::Damaged, path_ + " is damaged: " + odd +
                                               "; nothing was recorded and it was left untouched");
    schemaCookie_ = db::schemaCookie(db);
}

SQLite::Database& GameFile::writer() {
    if (writer_) return *writer_;
    std::unique_ptr<SQLite::Database> db;
    try {
        db = db::openToWrite(path_);
    } catch (const SQLite::Exception& e) {
        notSaved(path_, e, "nothing was recorded", nullptr);
    }
    try {
        return writerOn(db);
    } catch (const SQLite::Exception& e) {
        notSaved(path_, e, "nothing was recorded", db.get());
    }
}

SQLite::Database& GameFile::writerOn(std::unique_ptr<SQLite::Database>& db) {
    registerChecksum(*db);
    // Still ours: the file may have been replaced since it was read.
    if (db->execAndGet("PRAGMA application_id").getInt() != kApplicationId)
        throw GameFileError(Kind::NotAGame,
                            path_ +
                                " is no longer an Aide-de-Camp game file; nothing was recorded");
    db::retryWhileBusy(path_, "nothing was recorded", [&] { configure(*db); });
    checkSchemaOf(*db, db->execAndGet("PRAGMA user_version").getInt());
    writer_ = std::move(db);
    return *writer_;
}

std::vector<Action> GameFile::appendAfter(std::int64_t known, const Builder& build,
                                          const SeatRequest* request) {
    const std::string notDone = "nothing was recorded";
    try {
        SQLite::Database& db = writer();
        // A failed INSERT is prepared afresh, never reused mid-error.
        return inTransaction(
            db, path_, notDone,
            [&] {
                // Nobody else has written since this writer's last transaction: there is nothing
                // newer to read and no migration to check for.
                const std::int64_t others = db.execAndGet("PRAGMA data_version").getInt64();
                const bool alone = others == othersSeen_;
                if (!alone) {
                    // Another program may have migrated it since it was read.
                    const int version = db.execAndGet("PRAGMA user_version").getInt();
                    if (version > kSchemaVersion)
                        throw GameFileError(
                            Kind::Newer, path_ +
                                             " has been saved by a newer version of Aide-de-Camp "
                                             "since it was opened; " +
                                             notDone);
                    if (version < kSchemaVersion) migrate(db, version);
                    version_ = kSchemaVersion;
                    // Another program may have added to the schema: checked again before a
                    // byte is written under it.
                    if (db::schemaCookie(db) != schemaCookie_) checkSchemaOf(db, version_);
                }
                const std::vector<Action> newer = known < 0 || alone
                                                      ? std::vector<Action>()
                                                      : readActions(path_, db, version_, known);
                std::vector<Action> add = build(newer);
                if (!insert_) insert_ = insertion(db); // prepared once per writer
                insertActions(*insert_, add);
                if (request && !add.empty()) {
                    SQLite::Statement ins(db, "INSERT INTO seat_requests (client, request, first, "
                                              "last) VALUES (?, ?, ?, ?)");
                    ins.bind(1, request->client);
                    ins.bind(2, static_cast<int64_t>(request->number));
                    ins.bind(3, static_cast<int64_t>(add.front().seq));
                    ins.bind(4, static_cast<int64_t>(add.back().seq));
                    ins.exec();
                }
                othersSeen_ =
                    others; // read again should the COMMIT fail: the count is then unknown
                return add;
            },
            [&] {
                insert_.reset();
                othersSeen_ = -1;
            });
    } catch (const SQLite::Exception& e) {
        if ((e.getErrorCode() & 0xFF) == SQLITE_CONSTRAINT)
            throw GameFileError(Kind::Conflict, "another program recorded an action in " + path_ +
                                                    " at the same moment; " + notDone);
        notSaved(path_, e, notDone, writer_.get());
    } catch (const nlohmann::json::exception& e) {
        throw GameFileError(Kind::Io, "could not save to " + path_ + " (" +
                                          printable(e.what(), 200) + "); " + notDone);
    }
}

void GameFile::append(const Action& a) {
    appendAll({a});
}

void GameFile::appendAll(const std::vector<Action>& actions) {
    appendAfter(
        -1, [&](const std::vector<Action>&) { return actions; }); // as given: a clash is a Conflict
}

std::string GameFile::keepMeta(const std::string& key, const std::string& value) {
    const std::string notDone = "nothing was recorded";
    try {
        SQLite::Database& db = writer();
        return inTransaction(db, path_, notDone, [&] {
            SQLite::Statement ins(db, "INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)");
            ins.bind(1, key);
            ins.bind(2, value);
            ins.exec();
            SQLite::Statement q(db, "SELECT value FROM meta WHERE key = ?");
            q.bind(1, key);
            if (!q.executeStep()) damaged(path_, "its " + key + " could not be read back");
            return storedText(path_, q.getColumn(0), "its " + key, limits::kFieldBytes);
        });
    } catch (const SQLite::Exception& e) {
        notSaved(path_, e, notDone, writer_.get());
    }
}

std::optional<std::pair<std::int64_t, std::int64_t>>
GameFile::recorded(const SeatRequest& request) const {
    const auto find = [&](SQLite::Database& db) -> std::optional<std::pair<int64_t, int64_t>> {
        if (db.execAndGet("PRAGMA user_version").getInt() < 3) return std::nullopt; // no seats yet
        SQLite::Statement q(
            db, "SELECT first, last FROM seat_requests WHERE client = ? AND request = ?");
        q.bind(1, request.client);
        q.bind(2, static_cast<int64_t>(request.number));
        if (!q.executeStep()) return std::nullopt;
        return std::pair<int64_t, int64_t>{q.getColumn(0).getInt64(), q.getColumn(1).getInt64()};
    };
    return readWith(writer_.get(), path_, find);
}

std::vector<Action> GameFile::actions() const {
    return actionsAfter(0);
}

std::vector<Action> GameFile::actionsAfter(std::int64_t seq) const {
    return readWith(writer_.get(), path_,
                    [&](SQLite::Database& db) { return readActions(path_, db, version_, seq); });
}

} // namespace adc
