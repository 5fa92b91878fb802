#pragma once
// All the charts a game is played with: the shipped set (tables/), optionally replaced
// chart by chart from an alternative folder (house rules, another printing), then filled
// in with what the player read off their own printed charts (the overlay folder).
#include "adc/chart.h"
#include "adc/chart_loader.h"

#include <filesystem>
#include <functional>
#include <map>
#include <set>
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

    // Sharing the player's entries, so that a club fills its charts once: every entry of
    // the overlay as one document ("aide-de-camp chart entries", version 1), each chart's
    // part written as that chart's overlay file is.
    nlohmann::json exportEntries() const;

    // One cell (or row place) where a file of entries disagrees with this set.
    struct Conflict {
        std::string key; // "chart|line|at": names the cell when choosing
        std::string chart, chartTitle, line, lineLabel, at;
        std::string fileValue, currentValue;
        bool printed = false; // the set prints its value: that value always stays
        std::string fileEnteredBy, fileEnteredAt, currentEnteredBy, currentEnteredAt;
    };
    struct ImportReview {
        int added = 0; // cells (and row places) not known yet that the file fills
        int same = 0;  // cells the file gives as they already are
        int taken = 0; // conflicts settled with the file's value
        int kept = 0;  // conflicts settled with the set's own value
        std::vector<Conflict> conflicts;
        std::vector<OverlayProblem> problems; // any: nothing of the file is applied
        bool applied = false;
    };
    // What importing `file` would do, without changing anything.
    ImportReview reviewImport(const nlohmann::json& file) const;
    // How conflicts with the player's own entries are settled: not at all (the import is
    // refused while there are any), by keeping the player's entry except for the cells
    // named in `takeFromFile`, or by taking the file's value everywhere. A printed cell
    // is never replaced, but it too must be settled (KeepMine or TakeFile keep it).
    enum class OnConflict { Ask, KeepMine, TakeFile };
    // Applies a file of entries all or nothing: if any entry is faulty, any conflict is not
    // settled, or the result breaks a chart's rules, nothing is written (applied is false).
    ImportReview importEntries(const nlohmann::json& file, OnConflict onConflict,
                               const std::set<std::string>& takeFromFile = {});

  private:
    struct OverlayDoc {
        std::filesystem::path file;
        nlohmann::json doc;
        Chart current;                      // the printed chart with the doc applied
        std::vector<OverlayProblem> before; // the doc's entries left out as it is
    };
    // A chart's overlay file as it is on disk now, applied to the printed chart.
    OverlayDoc readOverlayDoc(const std::string& chartId) const;
    // Applies an edited doc to the printed chart into `next`; refuses a doc with more
    // faulty entries than it had before the edit.
    std::vector<OverlayProblem> checkOverlayDoc(const std::string& chartId, const OverlayDoc& d,
                                                Chart& next) const;
    // Writes the doc and takes `next` as the chart.
    void keepOverlayDoc(const std::string& chartId, const OverlayDoc& d, Chart next,
                        const std::vector<OverlayProblem>& after);
    // Runs `f` holding the overlay folder's lock (creating the folder if need be).
    void lockOverlay(const std::function<void()>& f);
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
