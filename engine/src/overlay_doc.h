#pragma once
// Editing an overlay file's JSON (the player's entries for one chart) cell by cell: what
// ChartSet's record, clear and import share.
#include "adc/chart.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace adc::overlay {

// "roll 34" on a dice chart, "column 3-4" on a grid.
std::string placeName(const Chart& c, size_t k);
// "31..36" for a run of outcomes, as the chart files write it.
std::string runText(const Chart& c, size_t a, size_t b);
// Takes the outcomes `ks` out of the overlay's entries for `lineKey`; an entry for a range
// that covers some of them keeps the rest. Returns how many entries it touched.
int removeDiceEntries(const Chart& c, nlohmann::json& doc, const std::string& lineKey,
                      const std::set<size_t>& ks);
int removeGridEntry(nlohmann::json& doc, const std::string& rowKey, const std::string& column);
// Adds a player's cell to a dice line (`cell` carries its "roll") or a grid row.
void addDiceEntry(nlohmann::json& doc, const std::string& lineKey, const nlohmann::json& cell);
void addGridEntry(nlohmann::json& doc, const std::string& rowKey, const std::string& column,
                  const nlohmann::json& cell);

// Who entered a value, and when (UTC, ISO 8601).
struct Stamp {
    std::string who, when;
    static Stamp now(); // the login name (USER or LOGNAME) and the clock
};
nlohmann::json playerCell(const std::string& value, const Stamp& stamp);

} // namespace adc::overlay
