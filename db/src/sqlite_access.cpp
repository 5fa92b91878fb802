#include "sqlite_access.h"
#include "schema_check.h"

#include <sqlite3.h>

#include <cctype>
#include <filesystem>

namespace fs = std::filesystem;

namespace adc::db {

namespace {

// A file name as a SQLite URI path: every byte but the plain ones percent-encoded.
std::string uriPath(const std::string& path) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (const char ch : path) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c == '/' || c == '.' || c == '_' || c == '-' || c == '~') {
            out += ch;
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

bool nonEmpty(const std::string& p) {
    std::error_code ec;
    return fs::exists(p, ec) && fs::file_size(p, ec) > 0;
}

} // namespace

bool writerTraces(const std::string& path) {
    std::error_code ec;
    return fs::exists(path + "-wal", ec) || nonEmpty(path + "-journal");
}

bool emptyWal(const std::string& path) {
    std::error_code ec;
    return fs::exists(path + "-wal", ec) && fs::file_size(path + "-wal", ec) == 0 && !ec;
}

std::unique_ptr<SQLite::Database> openToRead(const std::string& path, bool immutable) {
    const std::string uri =
        "file:" + uriPath(path) + (immutable ? "?mode=ro&immutable=1" : "?mode=ro");
    auto db = std::make_unique<SQLite::Database>(uri, SQLite::OPEN_READONLY | SQLite::OPEN_URI,
                                                 kBusyWaitMs);
    harden(*db);
    return db;
}

std::unique_ptr<SQLite::Database> openToWrite(const std::string& path) {
    auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE, kBusyWaitMs);
    harden(*db);
    return db;
}

bool isBusy(const SQLite::Exception& e) {
    const int code = e.getErrorCode() & 0xFF;
    return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

GameFileError busyError(const std::string& path, const std::string& notDone) {
    return GameFileError(GameFileError::Kind::Busy,
                         path + " is busy: another program is writing to it and held it for " +
                             std::to_string(kBusyAttempts * kBusyWaitMs / 1000) + " seconds; " +
                             notDone + ". Try again in a moment");
}

} // namespace adc::db
