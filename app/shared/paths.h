#pragma once
// Where the app finds its charts and keeps the player's data. Shared by `adc` and the
// desktop app so both read the same overlay.
#include <string>

namespace adc::paths {

// The shipped chart folder: $ADC_TABLES_DIR, else "tables" beside the executable (or one
// folder up), else PREFIX/share/aide-de-camp/tables when installed, else the build tree's copy.
std::string tablesDir(const std::string& argv0);

// The player's data folder: $ADC_DATA_DIR, else $XDG_DATA_HOME/aide-de-camp, else
// ~/.local/share/aide-de-camp.
std::string dataDir();

// A data folder left open to others by an older version (0755, or 0777 under umask 000) is
// made 0700: it holds the player's games' seats and remembered values (#32). One that does
// not exist is not created here (the first write makes it, 0700); a failure is silent, the
// write that needs the folder says what is wrong.
void protectDataDir();

// Values read off the player's printed charts: <dataDir>/overlay.
std::string overlayDir();

} // namespace adc::paths
