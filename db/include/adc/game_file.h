#pragma once
// The game file: one SQLite file per game (WAL, synchronous FULL), holding the game's
// settings and its action log. Each appended action is one transaction, durable once
// append() returns. A file that is not a game, comes from a newer version, or is damaged
// is refused with a clear message and never written to.
#include "adc/action.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace SQLite {
class Database;
}

namespace adc {

class GameFileError : public std::runtime_error {
public:
    enum class Kind { NotAGame, Newer, Damaged, Exists, Missing, Io };
    GameFileError(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

class GameFile {
public:
    static constexpr int kSchemaVersion = 1;
    static constexpr int kApplicationId = 0x41444331; // "ADC1"

    // Creates a new game file; refuses a path that already exists.
    static GameFile create(const std::string& path, const nlohmann::json& info);
    // Opens an existing game, migrating an older schema forward.
    static GameFile open(const std::string& path);

    GameFile(GameFile&&) noexcept;
    GameFile& operator=(GameFile&&) noexcept;
    ~GameFile();

    void append(const Action& a);                // one durable transaction
    void appendAll(const std::vector<Action>& a); // several, all or none (e.g. "undo to here")
    std::vector<Action> actions() const;
    nlohmann::json info() const;
    const std::string& path() const { return path_; }

private:
    GameFile(std::string path, std::unique_ptr<SQLite::Database> db);
    std::string path_;
    std::unique_ptr<SQLite::Database> db_;
};

std::string utcNow(); // ISO 8601, seconds

} // namespace adc
