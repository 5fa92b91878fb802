#pragma once
// The game file: one SQLite file per game (WAL, synchronous FULL), holding the game's
// settings and its action log. Each appended action is one transaction, durable once
// append() returns.
//
// Opening only reads: the file is inspected and read without writing a byte or creating
// anything beside it, so a file that is not a game, comes from a newer version or is
// damaged is refused and left exactly as it was, and reading works in a read-only folder.
// The file is opened for writing at the first write. Writes take SQLite's write lock,
// waiting for another program that holds it; one that holds it too long is reported as
// busy, never as SQLite's raw "database is locked".
#include "adc/action.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace SQLite {
class Database;
class Statement;
} // namespace SQLite

namespace adc {

class GameFileError : public std::runtime_error {
  public:
    // OtherGame: a game this app does not have, or of a later version of its rules.
    // Disagrees: whole, and it replays as recorded, but the rules work out a figure in it
    // otherwise (an old file: read it as recorded, or rederive it into a new game).
    enum class Kind {
        NotAGame,
        Newer,
        OtherGame,
        Damaged,
        Exists,
        Missing,
        Io,
        Busy,
        Conflict,
        Disagrees
    };
    GameFileError(Kind kind, const std::string& message)
        : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

// A request of one seat of a game played on several laptops: the seat program's id and its
// own count of requests. Stored with the actions it recorded, in the same transaction.
struct SeatRequest {
    std::string client;
    std::int64_t number = 0;
};

class GameFile {
  public:
    static constexpr int kSchemaVersion = 3;
    static constexpr int kApplicationId = 0x41444331; // "ADC1"

    // Creates a new game holding `info` and its first actions, complete or not at all: it
    // is built beside `path` under a temporary name, private to its owner (0600), and
    // renamed into place. Never overwrites: refuses a path that exists.
    static GameFile create(const std::string& path, const nlohmann::json& info,
                           const std::vector<Action>& first = {});
    // Opens an existing game to read; it is written (and an older schema migrated) only
    // at the first append.
    static GameFile open(const std::string& path);

    GameFile(GameFile&&) noexcept;
    GameFile& operator=(GameFile&&) noexcept;
    ~GameFile();

    void append(const Action& a);                 // one durable transaction
    void appendAll(const std::vector<Action>& a); // several, all or none (e.g. "undo to here")
    // Under the write lock, in one transaction: reads the actions after `known` (appended
    // by another program since), hands them to `build`, and appends what it returns.
    // Nothing is written when `build` throws. (A negative `known` reads nothing.)
    using Builder = std::function<std::vector<Action>(const std::vector<Action>& newer)>;
    // `request`, when given, is stored with what `build` returns, in the same transaction
    // (a seat's request, adc/game_host.h); a request already stored is a Conflict.
    std::vector<Action> appendAfter(std::int64_t known, const Builder& build,
                                    const SeatRequest* request = nullptr);
    // The actions a seat's request recorded (first and last seq), if it was recorded.
    std::optional<std::pair<std::int64_t, std::int64_t>> recorded(const SeatRequest& request) const;

    // The value stored under `key` beside the settings (the seats' join codes), storing
    // `value` there first when there is none: the first caller's value is kept.
    std::string keepMeta(const std::string& key, const std::string& value);

    // The log, each action checked as stored (its text, its payload, its checksum).
    std::vector<Action> actions() const;
    std::vector<Action> actionsAfter(std::int64_t seq) const;
    const nlohmann::json& info() const { return info_; }
    const std::string& path() const { return path_; }
    int schemaVersion() const { return version_; }

  private:
    GameFile(std::string path, int version, nlohmann::json info);
    SQLite::Database& writer();
    SQLite::Database& writerOn(std::unique_ptr<SQLite::Database>& db); // checked, kept
    void checkSchemaOf(SQLite::Database& db, int version);
    std::string path_;
    int version_ = 0;
    nlohmann::json info_;
    std::unique_ptr<SQLite::Database> writer_; // opened at the first write
    // SQLite's count of other connections' commits, as read in this writer's last
    // transaction: unchanged, nobody else has appended or migrated since (-1 before any).
    std::int64_t othersSeen_ = -1;
    long long schemaCookie_ = -1; // the schema's change count when it was last checked
    std::unique_ptr<SQLite::Statement> insert_; // the writer's INSERT, kept prepared
};

std::string utcNow(); // ISO 8601, seconds

} // namespace adc
