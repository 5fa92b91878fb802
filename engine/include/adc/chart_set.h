#pragma once
// All the charts a game is played with: the shipped set (tables/), optionally replaced
// chart by chart from an alternative folder (house rules, another printing), then filled
// in with what the player read off their own printed charts (the overlay folder).
#include "adc/chart.h"
#include "adc/chart_loader.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace adc {

class ChartSet {
  public:
    // Loads every *.json in `tablesDir`; each file in `alternativeDir` (if any) replaces the
    // chart of the same id; then the overlay files in `overlayDir` (if any) are applied.
    // A fault in a chart file throws ChartFileError and nothing is loaded. A fault in the
    // overlay leaves out only the entry (or file) at fault, kept in overlayProblems().
    static ChartSet load(const std::string& tablesDir, const std::string& alternativeDir = {},
                         const std::string& overlayDir = {});

    const Chart& chart(const std::string& id) const; // throws InvalidInput if absent
    const Chart* find(const std::string& id) const;
    std::vector<std::string> ids() const;
    const std::string& overlayDir() const { return overlayDir_; }
    const std::string& tablesDir() const { return tablesDir_; }
    const std::string& alternativeDir() const { return alternativeDir_; }
    // Overlay entries left out, each named by file, chart, cell and reason.
    const std::vector<OverlayProblem>& overlayProblems() const { return problems_; }

    // What a player's entry changed: the chart, line, the outcomes (or grid column) as the
    // chart prints them, and the value (empty when cleared).
    struct Entry {
        std::string chart, line;
        std::vector<std::string> at;
        std::string value;
    };

    // Records a value read off the player's printed chart into the overlay and into this
    // set. `at` is one roll ("34"), a range of rolls as printed ("31..36": every cell of it,
    // or nothing) for dice charts, or the column key for grids. Refuses (InvalidInput, the
    // overlay untouched) a malformed value or place, a printed cell, a value that does not
    // fit what the chart says of that cell's column, and a cell the player already entered
    // unless `replace`.
    Entry record(const std::string& chartId, const std::string& lineKey, const std::string& at,
                 const std::string& value, bool replace = false);
    // Takes back the player's own entries at `at` (as for record); never a printed cell.
    Entry clear(const std::string& chartId, const std::string& lineKey, const std::string& at);
    // Places a row of a chart read by shifting rows (the Morale Table) at a position; a
    // position the player gave before is changed only with `replace`.
    void recordPosition(const std::string& chartId, const std::string& lineKey, int position,
                        bool replace = false);
    // Takes back the position the player gave a row.
    void clearPosition(const std::string& chartId, const std::string& lineKey);

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
    // Under the overlay folder's lock: reads the chart's overlay file afresh, applies it to
    // the chart as loaded without overlay, lets `edit` check against that and change the
    // file's JSON (or refuse by throwing), then writes the file whole.
    void editOverlay(const std::string& chartId,
                     const std::function<void(const Chart& current, nlohmann::json& doc)>& edit);
    std::map<std::string, Chart> charts_;
    std::map<std::string, Chart> printed_; // the same charts before the overlay
    std::vector<OverlayProblem> problems_;
    std::string tablesDir_, alternativeDir_, overlayDir_;
};

} // namespace adc
