#pragma once
// How a chart's cells are written, so that a transcribed or player-entered value can be
// checked before it is ever used.
//   enum    one of the chart's listed results
//   count   a whole number (stragglers recovered, gun points lost)
//   number  a fire point value: "6", "1/2", "0"
//   fire    Fire Combat Table: "NE", "MC", "MC+1" (Morale Check, up one row), "2(1)", "3"
//   morale  Morale Table: "STATE/RETREAT/STRAGGLERS", e.g. "Sh/0/1", "R/2/4"
//   odds    Odds Table: "-" (defender wins), "1/2" (roll again), "A" (attacker wins)
//   text    anything printed (movement costs, state effects)
#include <optional>
#include <string>
#include <vector>

namespace adc {

// Returns an explanation of what is wrong, or nothing when the value is well formed.
std::optional<std::string> checkResult(const std::string& format, const std::string& value,
                                       const std::vector<std::string>& allowed);
std::string describeFormat(const std::string& format, const std::vector<std::string>& allowed);

struct FireResult {
    bool noEffect = false;
    int casualties = 0;
    int stragglers = 0;
    bool moraleCheck = false;
    int moraleUp = 0; // extra Morale Table rows up (20.4a "Up One", "Up Two")
};
FireResult parseFireResult(const std::string& value);

enum class MoraleState { BloodLust, Normal, Shaken, Disorganized, Routed };
std::optional<MoraleState> parseMoraleState(const std::string& s); // BL, NE/N, Sh, DG, R
std::string moraleStateCode(MoraleState s);                        // BL, NE, Sh, DG, R
std::string moraleStateName(MoraleState s);                        // "Blood Lust"...

struct MoraleResult {
    MoraleState state = MoraleState::Normal;
    int retreat = 0;
    int stragglers = 0;
};
MoraleResult parseMoraleResult(const std::string& value);

} // namespace adc
