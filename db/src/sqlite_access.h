#pragma once
// How the game file is opened: to read without writing a byte, or to write; how a busy
// file (another program holding its lock) is waited for and reported. Internal to db/.
#include "adc/game_file.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

namespace adc::db {

// How long one statement waits for another program's lock, and how often it is tried.
inline constexpr int kBusyWaitMs = 1000;
inline constexpr int kBusyAttempts = 3;

// To read only. When no writer has left a -wal or -journal beside the file, it is opened
// immutable: SQLite then takes no lock and creates nothing beside it (a refused file is
// left exactly as it was; a read-only folder works). Otherwise read-only with SQLite's
// usual locks, so that a reader shares a running writer's log.
std::unique_ptr<SQLite::Database> openToRead(const std::string& path, bool immutable);
bool writerTraces(const std::string& path); // a -wal or -journal beside the file
bool emptyWal(const std::string& path);     // a -wal beside the file, holding nothing

// To write; never creates the file.
std::unique_ptr<SQLite::Database> openToWrite(const std::string& path);

bool isBusy(const SQLite::Exception& e); // SQLITE_BUSY or SQLITE_LOCKED

// The busy message: never SQLite's raw "database is locked".
GameFileError busyError(const std::string& path, const std::string& notDone);

// Runs `f` again while the file is busy, up to kBusyAttempts times (each waiting up to
// kBusyWaitMs inside SQLite), then throws busyError.
template <class F> auto retryWhileBusy(const std::string& path, const std::string& notDone, F&& f) {
    for (int attempt = 1;; ++attempt) {
        try {
            return f();
        } catch (const SQLite::Exception& e) {
            if (!isBusy(e)) throw;
            if (attempt >= kBusyAttempts) throw busyError(path, notDone);
            std::this_thread::sleep_for(std::chrono::milliseconds(20 * attempt));
        }
    }
}

} // namespace adc::db
