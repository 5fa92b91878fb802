#pragma once
// All the charts a game is played with: the shipped set (tables/), optionally replaced
// chart by chart from an alternative folder (house rules, another printing), then filled
// in with what the player read off their own printed charts (the overlay folder).
#include "adc/chart.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace adc {

class ChartSet {
public:
    // Loads every *.json in `tablesDir`; each file in `alternativeDir` (if any) replaces the
    // chart of the same id; then the overlay files in `overlayDir` (if any) are applied.
    // Any fault throws ChartFileError and nothing is loaded.
    static ChartSet load(const std::string& tablesDir, const std::string& alternativeDir = {},
                         const std::string& overlayDir = {});

    const Chart& chart(const std::string& id) const; // throws InvalidInput if absent
    const Chart* find(const std::string& id) const;
    std::vector<std::string> ids() const;
    const std::string& overlayDir() const { return overlayDir_; }
    const std::string& tablesDir() const { return tablesDir_; }
    const std::string& alternativeDir() const { return alternativeDir_; }

    // Records a value read off the player's printed chart into the overlay (written
    // atomically) and into this set. `at` is the roll for dice charts or the column key
    // for grids. Refuses a malformed value, an unknown place, and a cell already known.
    void record(const std::string& chartId, const std::string& lineKey, const std::string& at,
                const std::string& value);
    // Places a row of a chart read by shifting rows (the Morale Table) at a position.
    void recordPosition(const std::string& chartId, const std::string& lineKey, int position);

    // Counts per chart: cells known from the rules, entered by the player, unknown.
    struct Status {
        std::string id;
        std::string title;
        int known = 0;
        int player = 0;
        int unknown = 0;
    };
    std::vector<Status> status() const;

private:
    void writeOverlay(const std::string& chartId, const std::function<void(nlohmann::json&)>& edit);
    std::map<std::string, Chart> charts_;
    std::string tablesDir_, alternativeDir_, overlayDir_;
};

} // namespace adc
