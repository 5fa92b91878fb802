#include "schema_check.h"

#include "adc/input_text.h"
#include "migrations.h" // generated from db/sql/*.sql

#include <sqlite3.h>

#include <cctype>
#include <map>
#include <mutex>

namespace adc::db {

namespace {

// (type, name) -> (table, sql) as sqlite_schema holds them.
using Schema = std::map<std::pair<std::string, std::string>, std::pair<std::string, std::string>>;

// A statement as SQLite keeps it, without its comments and layout: what it makes, not how
// it was typed (a file of an earlier version made the same tables in other words).
std::string bare(const std::string& sql) {
    std::string out;
    bool space = false;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        if (sql.compare(i, 2, "--") == 0) {
            i = sql.find('\n', i);
            if (i == std::string::npos) break;
        }
        const char c = sql[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = true;
            continue;
        }
        const bool tight = c == '(' || c == ')' || c == ',' ||
                           (!out.empty() && (out.back() == '(' || out.back() == ','));
        if (space && !out.empty() && !tight) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

Schema readSchema(SQLite::Database& db) {
    Schema out;
    SQLite::Statement q(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema");
    while (q.executeStep())
        out[{q.getColumn(0).getString(), q.getColumn(1).getString()}] = {
            q.getColumn(2).getString(), bare(q.getColumn(3).getString())};
    return out;
}

// Migration 002 fills each action's checksum with this function; an empty log needs it only
// to be known.
void noChecksum(sqlite3_context* ctx, int, sqlite3_value**) {
    sqlite3_result_null(ctx);
}

// What the migrations up to `version` make, built once per version in a memory database.
const Schema& expected(int version) {
    static std::mutex lock;
    static std::map<int, Schema> made;
    const std::lock_guard<std::mutex> held(lock);
    if (const auto it = made.find(version); it != made.end()) return it->second;
    SQLite::Database mem(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    mem.createFunction("adc_checksum", 6, true, nullptr, &noChecksum);
    for (int v = 1; v <= version && v <= static_cast<int>(kMigrations.size()); ++v)
        mem.exec(std::string(kMigrations[static_cast<std::size_t>(v - 1)]));
    return made[version] = readSchema(mem);
}

// Both words as stored are the file's, and may be anything: printed safely (a damaged type
// "i\xDFdex" was found by fuzzing).
std::string named(const std::pair<std::string, std::string>& key) {
    const std::string type = printable(key.first, 20);
    const bool vowel = !type.empty() && std::string("aeiou").find(type[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + type + " \"" + printable(key.second, 40) + "\"";
}

} // namespace

void harden(SQLite::Database& db) {
    sqlite3* h = db.getHandle();
    sqlite3_db_config(h, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    db.exec("PRAGMA trusted_schema=OFF");
}

std::string schemaDifference(SQLite::Database& db, int version) {
    const Schema& want = expected(version);
    const Schema got = readSchema(db);
    if (got == want) return {};
    // Tables exactly as another version makes them: the version number is what was changed.
    for (int v = 1; v <= static_cast<int>(kMigrations.size()); ++v)
        if (v != version && got == expected(v))
            return "its game file version says " + std::to_string(version) +
                   ", but its tables are those of version " + std::to_string(v) +
                   " (the version number was altered)";
    for (const auto& [key, what] : got) {
        const auto it = want.find(key);
        if (it == want.end())
            return "it holds " + named(key) + " that Aide-de-Camp never makes in a game file";
        if (it->second != what)
            return named(key) + " in it is not as Aide-de-Camp made it (it was altered)";
    }
    for (const auto& [key, what] : want)
        if (!got.count(key)) return named(key) + " of the game file is missing";
    return {};
}

long long schemaCookie(SQLite::Database& db) {
    return db.execAndGet("PRAGMA schema_version").getInt64();
}

} // namespace adc::db
