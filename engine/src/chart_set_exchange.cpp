// Sharing the player's chart entries between players: export them as one file, import a
// file all or nothing, listing cell by cell where it disagrees with what the set has.
#include "adc/chart_set.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "overlay_doc.h"

#include <map>

namespace adc {

using nlohmann::json;

namespace {

const std::string entriesFormat = "aide-de-camp chart entries";
const std::string fileName = "the file of entries";

json cellEntry(const Cell& c) {
    return overlay::playerCell(c.value, {c.enteredBy, c.enteredAt});
}

// Neighbouring outcomes go in one entry ("31..36") when the same person gave the same value.
bool sameEntry(const Cell& a, const Cell& b) {
    return a.value == b.value && a.enteredBy == b.enteredBy && a.enteredAt == b.enteredAt;
}

// Adds the cells `ks` (ascending) of a dice line as runs of equal entries.
void addDiceRuns(const Chart& c, json& doc, const Line& line, const std::vector<size_t>& ks) {
    for (size_t i = 0; i < ks.size();) {
        size_t j = i;
        while (j + 1 < ks.size() && ks[j + 1] == ks[j] + 1 &&
               sameEntry(line.cells[ks[j + 1]], line.cells[ks[i]]))
            ++j;
        json run = cellEntry(line.cells[ks[i]]);
        run["roll"] = overlay::runText(c, ks[i], ks[j]);
        overlay::addDiceEntry(doc, line.key, run);
        i = j + 1;
    }
}

// The printed chart with nothing printed in it: a file's entries read into it are checked
// for form, places and their own consistency, but not yet against the printed values, which
// are compared cell by cell afterwards.
Chart blankOf(const Chart& printed) {
    Chart blank = printed;
    for (auto& l : blank.lines) {
        if (l.position && !l.positionByPlayer) l.position.reset();
        for (auto& cell : l.cells)
            if (cell.known && !cell.byPlayer) {
                const auto column = cell.column;
                cell = Cell{};
                cell.column = column;
            }
    }
    return blank;
}

std::string placeLabel(const Chart& c, size_t k) {
    return c.kind == ChartKind::Grid ? c.columns[k].key : c.domain.label(c.domain.values[k]);
}

// What importing one chart's entries takes: per line key, the outcomes (or columns) whose
// value comes from the file, and the row places.
struct Taking {
    std::map<std::string, std::vector<size_t>> cells;
    std::map<std::string, int> positions;
    bool empty() const { return cells.empty() && positions.empty(); }
};

// Compares the file's entries for one chart (read into `fromFile`) with `current`, counts
// them into `review` and settles each conflict as `onConflict` and `takes` say.
Taking compare(const Chart& fromFile, const Chart& current, ChartSet::OnConflict onConflict,
               const std::set<std::string>& takes, ChartSet::ImportReview& review) {
    using OnConflict = ChartSet::OnConflict;
    Taking taking;
    const auto settle = [&](ChartSet::Conflict conflict) {
        const bool take = !conflict.printed &&
                          (onConflict == OnConflict::TakeFile ||
                           (onConflict == OnConflict::KeepMine && takes.count(conflict.key) > 0));
        if (onConflict != OnConflict::Ask) ++(take ? review.taken : review.kept);
        review.conflicts.push_back(std::move(conflict));
        return take;
    };
    for (const Line& fl : fromFile.lines) {
        const Line* cl = current.findLine(fl.key);
        if (fl.positionByPlayer && fl.position) {
            ChartSet::Conflict conflict;
            conflict.key = fromFile.id + "|" + fl.key + "|position";
            conflict.chart = fromFile.id;
            conflict.chartTitle = fromFile.title;
            conflict.line = fl.key;
            conflict.lineLabel = fl.label;
            conflict.at = "position";
            conflict.fileValue = std::to_string(*fl.position);
            if (!cl || !cl->position) {
                ++review.added;
                taking.positions[fl.key] = *fl.position;
            } else if (*cl->position == *fl.position) {
                ++review.same;
            } else {
                conflict.currentValue = std::to_string(*cl->position);
                conflict.printed = !cl->positionByPlayer;
                if (settle(conflict)) taking.positions[fl.key] = *fl.position;
            }
        }
        for (size_t k = 0; k < fl.cells.size(); ++k) {
            const Cell& fc = fl.cells[k];
            if (!fc.known || !fc.byPlayer) continue;
            const Cell* cc = cl ? &cl->cells[k] : nullptr;
            if (!cc || !cc->known) {
                ++review.added;
                taking.cells[fl.key].push_back(k);
                continue;
            }
            if (cc->value == fc.value) {
                ++review.same;
                continue;
            }
            ChartSet::Conflict conflict{fromFile.id + "|" + fl.key + "|" + placeLabel(fromFile, k),
                                        fromFile.id,
                                        fromFile.title,
                                        fl.key,
                                        fl.label,
                                        placeLabel(fromFile, k),
                                        fc.value,
                                        cc->value,
                                        !cc->byPlayer,
                                        fc.enteredBy,
                                        fc.enteredAt,
                                        cc->enteredBy,
                                        cc->enteredAt};
            if (settle(conflict)) taking.cells[fl.key].push_back(k);
        }
    }
    return taking;
}

// Writes what is taken from the file into a chart's overlay document.
void takeInto(const Chart& fromFile, const Taking& taking, json& doc) {
    for (const auto& [key, position] : taking.positions)
        doc["positions"][key] = position;
    for (const auto& [key, ks] : taking.cells) {
        const Line& line = *fromFile.findLine(key);
        if (fromFile.kind == ChartKind::Dice) {
            overlay::removeDiceEntries(fromFile, doc, key, {ks.begin(), ks.end()});
            addDiceRuns(fromFile, doc, line, ks);
        } else {
            for (size_t k : ks)
                overlay::addGridEntry(doc, key, fromFile.columns[k].key, cellEntry(line.cells[k]));
        }
    }
}

} // namespace

json ChartSet::exportEntries() const {
    json out{{"format", entriesFormat},
             {"version", 1},
             {"exported_at", overlay::Stamp::now().when},
             {"charts", json::array()}};
    for (const auto& [id, c] : charts_) {
        json doc{{"format", 1}, {"id", id}, {"title", c.title}};
        bool any = false;
        for (const Line& l : c.lines) {
            if (l.positionByPlayer && l.position) {
                doc["positions"][l.key] = *l.position;
                any = true;
            }
            std::vector<size_t> ks;
            for (size_t k = 0; k < l.cells.size(); ++k)
                if (l.cells[k].known && l.cells[k].byPlayer) ks.push_back(k);
            if (ks.empty()) continue;
            any = true;
            if (c.kind == ChartKind::Dice)
                addDiceRuns(c, doc, l, ks);
            else
                for (size_t k : ks)
                    overlay::addGridEntry(doc, l.key, c.columns[k].key, cellEntry(l.cells[k]));
        }
        if (any) out["charts"].push_back(doc);
    }
    return out;
}

namespace {

// The charts of a file of entries, each read into its blank chart; faults go to `problems`.
std::map<std::string, Chart> readEntries(const json& file,
                                         const std::map<std::string, Chart>& printed,
                                         std::vector<OverlayProblem>& problems) {
    std::map<std::string, Chart> out;
    const auto fault = [&](const std::string& chart, const std::string& place,
                           const std::string& reason) {
        problems.push_back({fileName, chart, place, "", reason});
    };
    if (!file.is_object() || file.value("format", json()) != entriesFormat) {
        fault("", "/format",
              "this is not a file of chart entries (its \"format\" must be \"" + entriesFormat +
                  "\", as adc tables export writes it)");
        return out;
    }
    if (file.value("version", json()) != 1) {
        fault("", "/version", "this version reads version 1 of the chart entries file");
        return out;
    }
    if (!file.contains("charts") || !file["charts"].is_array()) {
        fault("", "/charts", "\"charts\" must be an array of charts' entries");
        return out;
    }
    for (size_t i = 0; i < file["charts"].size(); ++i) {
        const json& doc = file["charts"][i];
        const std::string place = "/charts/" + std::to_string(i);
        const std::string id =
            doc.is_object() && doc.contains("id") && doc["id"].is_string() ? doc["id"] : "";
        const auto it = printed.find(id);
        if (it == printed.end()) {
            fault(id, place + "/id",
                  id.empty() ? "each chart's entries need the chart's \"id\""
                             : "there is no chart \"" + id + "\" in the loaded table set");
            continue;
        }
        if (out.count(id)) {
            fault(id, place + "/id", "the chart \"" + id + "\" is given twice");
            continue;
        }
        Chart blank = blankOf(it->second);
        try {
            for (auto p : applyOverlay(blank, doc, fileName)) {
                p.place = place + p.place;
                problems.push_back(std::move(p));
            }
        } catch (const ChartFileError& e) {
            fault(id, place + e.place(), e.reason());
            continue;
        }
        out.emplace(id, std::move(blank));
    }
    return out;
}

} // namespace

ChartSet::ImportReview ChartSet::reviewImport(const json& file) const {
    ImportReview review;
    for (const auto& [id, fromFile] : readEntries(file, printed_, review.problems))
        compare(fromFile, charts_.at(id), OnConflict::Ask, {}, review);
    return review;
}

ChartSet::ImportReview ChartSet::importEntries(const json& file, OnConflict onConflict,
                                               const std::set<std::string>& takeFromFile) {
    ImportReview review;
    const auto fromFile = readEntries(file, printed_, review.problems);
    if (!review.problems.empty()) return review;
    lockOverlay([&] {
        // Every chart checked against its overlay as it is on disk now, before any is written.
        struct Change {
            std::string id;
            OverlayDoc d;
            Chart next;
            std::vector<OverlayProblem> after;
        };
        std::vector<Change> changes;
        for (const auto& [id, entries] : fromFile) {
            OverlayDoc d = readOverlayDoc(id);
            const Taking taking = compare(entries, d.current, onConflict, takeFromFile, review);
            if (taking.empty()) continue;
            takeInto(entries, taking, d.doc);
            Chart next;
            try {
                auto after = checkOverlayDoc(id, d, next);
                changes.push_back({id, std::move(d), std::move(next), std::move(after)});
            } catch (const InvalidInput& e) {
                review.problems.push_back({fileName, id, "", "", e.what()});
            }
        }
        const bool unsettled = onConflict == OnConflict::Ask && !review.conflicts.empty();
        if (unsettled || !review.problems.empty()) return;
        for (auto& c : changes)
            keepOverlayDoc(c.id, c.d, std::move(c.next), c.after);
        review.applied = true;
    });
    return review;
}

} // namespace adc
