#include "adc/chart_set.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/json_input.h"
#include "adc/result_columns.h"
#include "adc/result_format.h"
#include "adc/value_range.h"
#include "overlay_doc.h"
#include "overlay_file.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

namespace fs = std::filesystem;

namespace adc {

using nlohmann::json;

namespace {

// The .json files of `dir`, in order; a folder, a pipe or a device of that name is never
// read, and is listed in `notPlain` when given.
std::vector<fs::path> jsonFiles(const std::string& dir, std::vector<fs::path>* notPlain = nullptr) {
    std::vector<fs::path> out;
    if (dir.empty()) return out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (e.path().extension() != ".json") continue;
        if (e.is_regular_file(ec))
            out.push_back(e.path());
        else if (notPlain)
            notPlain->push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

json readJson(const fs::path& p) {
    return readDataFile(p.string(), p.filename().string());
}

std::string listOf(const std::vector<std::string>& items) {
    std::string s;
    for (const auto& i : items)
        s += (s.empty() ? "" : ", ") + i;
    return s;
}

const Line& lineOf(const Chart& c, const std::string& key) {
    if (const Line* l = c.findLine(key)) return *l;
    std::vector<std::string> keys;
    for (const auto& l : c.lines)
        keys.push_back(l.key);
    throw InvalidInput("the " + c.title + " has no line \"" + key +
                       "\"; its lines are: " + listOf(keys));
}

// The cells `at` names on a line: one roll or a range of rolls as printed ("31..36", every
// outcome from the first to the last) on a dice chart, a column key on a grid. Strict:
// "3x", "31..", "36..31" and rolls the chart is not read with are refused.
std::vector<size_t> cellsAt(const Chart& c, const std::string& at) {
    if (c.kind == ChartKind::Grid) {
        const int ci = c.columnIndex(at);
        if (ci >= 0) return {static_cast<size_t>(ci)};
        std::vector<std::string> keys;
        for (const auto& col : c.columns)
            keys.push_back(col.key);
        throw InvalidInput("the " + c.title + " has no column \"" + at +
                           "\"; its columns are: " + listOf(keys));
    }
    if (c.kind != ChartKind::Dice)
        throw InvalidInput("the " + c.title + " has no cells to fill in");
    static const std::regex rollRe(R"(^(-?[0-9]{1,3})(?:\.\.(-?[0-9]{1,3}))?$)");
    std::smatch m;
    const auto notARoll = [&] {
        return InvalidInput(
            "at=\"" + at + "\" is not a roll of the " + c.title + " (" + c.domain.name +
            "): write one roll such as " + c.domain.label(c.domain.values.front()) +
            " or a range as printed such as " + c.domain.label(c.domain.values.front()) + ".." +
            c.domain.label(c.domain.values.back()));
    };
    if (!std::regex_match(at, m, rollRe)) throw notARoll();
    const int first = std::stoi(m[1]), last = m[2].matched ? std::stoi(m[2]) : first;
    const int a = c.domain.indexOf(first), b = c.domain.indexOf(last);
    for (const auto& [v, k] : {std::pair{first, a}, std::pair{last, b}})
        if (k < 0)
            throw InvalidInput(std::to_string(v) + " is not an outcome of the " + c.title + " (" +
                               c.domain.name + ")" +
                               (c.domain.dice == DiceKind::D66 ? ": each digit is 1 to 6" : ""));
    if (a > b)
        throw InvalidInput("at=" + at + ": write the range from the lower roll to the higher");
    std::vector<size_t> out;
    for (int k = a; k <= b; ++k)
        out.push_back(static_cast<size_t>(k));
    return out;
}

std::vector<std::string> labelsOf(const Chart& c, const std::vector<size_t>& ks) {
    std::vector<std::string> out;
    for (size_t k : ks)
        out.push_back(c.kind == ChartKind::Grid ? c.columns[k].key
                                                : c.domain.label(c.domain.values[k]));
    return out;
}

} // namespace

ChartSet ChartSet::load(const std::string& tablesDir, const std::string& alternativeDir,
                        const std::string& overlayDir) {
    ChartSet set;
    set.tablesDir_ = tablesDir;
    set.alternativeDir_ = alternativeDir;
    set.overlayDir_ = overlayDir;
    std::error_code ec;
    if (!fs::is_directory(tablesDir, ec))
        throw ChartFileError(tablesDir, "", "the chart folder does not exist");
    for (const auto& p : jsonFiles(tablesDir)) {
        Chart c = loadChartFile(p.string());
        set.charts_[c.id] = std::move(c);
    }
    if (!alternativeDir.empty() && !fs::is_directory(alternativeDir, ec))
        throw ChartFileError(alternativeDir, "", "the alternative table folder does not exist");
    for (const auto& p : jsonFiles(alternativeDir)) {
        Chart c = loadChartFile(p.string());
        set.charts_[c.id] = std::move(c);
    }
    set.printed_ = set.charts_;
    // The player's entries: one bad entry, or one bad file, is named and left out; so is a
    // folder, a pipe or a device in an entry file's place, which is never opened (#32).
    std::vector<fs::path> notPlain;
    const std::vector<fs::path> entries = jsonFiles(overlayDir, &notPlain);
    for (const auto& p : notPlain)
        set.problems_.push_back({p.filename().string(), p.stem().string(), "", "",
                                 "is not a plain file (a folder, a pipe or a device in its "
                                 "place); the whole file is left out"});
    for (const auto& p : entries) {
        const std::string name = p.filename().string(), id = p.stem().string();
        try {
            const json doc = readJson(p);
            auto it = set.charts_.find(id);
            if (it == set.charts_.end())
                throw ChartFileError(name, "/id", "there is no chart \"" + id + "\" to fill in");
            Chart filled = it->second;
            const auto problems = applyOverlay(filled, doc, name);
            it->second = std::move(filled);
            set.problems_.insert(set.problems_.end(), problems.begin(), problems.end());
        } catch (const ChartFileError& e) {
            set.problems_.push_back(
                {name, id, e.place(), "", e.reason() + "; the whole file is left out"});
        }
    }
    return set;
}

const Chart* ChartSet::find(const std::string& id) const {
    const auto it = charts_.find(id);
    return it == charts_.end() ? nullptr : &it->second;
}

const Chart& ChartSet::chart(const std::string& id) const {
    if (const Chart* c = find(id)) return *c;
    // Named as given (printable: a "../" or a wrong case is shown as typed), with the
    // charts there are; a chart of the set that is missing is what adc tables check names.
    throw InvalidInput("no chart named \"" + printable(id, 60) +
                       "\"; the charts are: " + listOf(ids()) +
                       " (adc tables check says whether a file of the set is missing or damaged)");
}

std::vector<std::string> ChartSet::ids() const {
    std::vector<std::string> out;
    for (const auto& [id, c] : charts_)
        out.push_back(id);
    return out;
}

ChartSet::OverlayDoc ChartSet::readOverlayDoc(const std::string& chartId) const {
    OverlayDoc d{fs::path(overlayDir_) / (chartId + ".json"), {}, printed_.at(chartId), {}};
    d.doc = json{{"format", 1}, {"id", chartId}};
    try {
        if (fs::exists(d.file)) d.doc = readJson(d.file);
        d.before = applyOverlay(d.current, d.doc, d.file.filename().string());
    } catch (const ChartFileError& e) {
        throw InvalidInput("your overlay file " + d.file.string() + " cannot be read (" + e.what() +
                           "); correct it or move it away; nothing was changed");
    }
    return d;
}

std::vector<OverlayProblem> ChartSet::checkOverlayDoc(const std::string& chartId,
                                                      const OverlayDoc& d, Chart& next) const {
    next = printed_.at(chartId);
    auto after = applyOverlay(next, d.doc, d.file.filename().string());
    if (after.size() > d.before.size()) // the edit's own checks should have refused it
        throw InvalidInput(after.back().text() + "; nothing was changed");
    return after;
}

void ChartSet::keepOverlayDoc(const std::string& chartId, const OverlayDoc& d, Chart next,
                              const std::vector<OverlayProblem>& after) {
    overlay::replaceFile(d.file.string(), d.doc.dump(2) + "\n");
    charts_[chartId] = std::move(next);
    const std::string name = d.file.filename().string();
    problems_.erase(std::remove_if(problems_.begin(), problems_.end(),
                                   [&](const OverlayProblem& p) { return p.file == name; }),
                    problems_.end());
    problems_.insert(problems_.end(), after.begin(), after.end());
}

void ChartSet::lockOverlay(const std::function<void()>& f) {
    if (overlayDir_.empty())
        throw InvalidInput("no overlay folder is set, so the value cannot be kept");
    overlay::makePrivateFolder(overlayDir_);
    const overlay::FolderLock lock(overlayDir_);
    f();
}

void ChartSet::editOverlay(const std::string& chartId,
                           const std::function<void(const Chart&, json&)>& edit) {
    chart(chartId);
    lockOverlay([&] {
        // Read afresh under the lock: another process may have written since this set loaded.
        OverlayDoc d = readOverlayDoc(chartId);
        edit(d.current, d.doc);
        Chart next;
        const auto after = checkOverlayDoc(chartId, d, next);
        keepOverlayDoc(chartId, d, std::move(next), after);
    });
}

ChartSet::Entry ChartSet::record(const std::string& chartId, const std::string& lineKey,
                                 const std::string& at, const std::string& value, bool replace) {
    const Chart& c = chart(chartId);
    lineOf(c, lineKey);
    const std::vector<size_t> ks = cellsAt(c, at);
    if (const auto err = checkResult(c.resultFormat, value, c.results))
        throw InvalidInput("the " + c.title + ": " + *err + "; nothing was changed");
    editOverlay(chartId, [&](const Chart& current, json& doc) {
        const Line& line = lineOf(current, lineKey);
        for (size_t k : ks) {
            const Cell& cell = line.cells[k];
            if (cell.known && !cell.byPlayer)
                throw InvalidInput("the " + c.title + " already reads \"" + cell.value + "\" at " +
                                   overlay::placeName(c, k) + " (" + cell.source +
                                   "); a printed cell is not changed (another printing belongs in "
                                   "an alternative table set); nothing was changed");
            if (cell.known && !replace)
                throw InvalidInput("you entered \"" + cell.value + "\" at " +
                                   overlay::placeName(c, k) + " of line " + lineKey +
                                   " already; give replace=yes to replace it; nothing was changed");
        }
        const json cell = overlay::playerCell(value, overlay::Stamp::now());
        if (c.kind == ChartKind::Dice) {
            if (const auto err = checkEntryColumns(current, line, ks, value))
                throw InvalidInput(*err + "; nothing was changed");
            overlay::removeDiceEntries(c, doc, lineKey, {ks.begin(), ks.end()});
            json run = cell;
            run["roll"] = overlay::runText(c, ks.front(), ks.back());
            overlay::addDiceEntry(doc, lineKey, run);
        } else {
            overlay::addGridEntry(doc, lineKey, at, cell);
        }
    });
    return {chartId, lineKey, labelsOf(c, ks), value};
}

ChartSet::Entry ChartSet::clear(const std::string& chartId, const std::string& lineKey,
                                const std::string& at) {
    const Chart& c = chart(chartId);
    lineOf(c, lineKey);
    const std::vector<size_t> ks = cellsAt(c, at);
    editOverlay(chartId, [&](const Chart& current, json& doc) {
        const Line& line = lineOf(current, lineKey);
        for (size_t k : ks)
            if (line.cells[k].known && !line.cells[k].byPlayer)
                throw InvalidInput("the " + c.title + " prints \"" + line.cells[k].value +
                                   "\" at " + overlay::placeName(c, k) + " (" +
                                   line.cells[k].source +
                                   "); only your own entries can be cleared; nothing was changed");
        // An entry the loader left out (a problem) is the player's too, and can be cleared.
        const int touched =
            c.kind == ChartKind::Dice
                ? overlay::removeDiceEntries(c, doc, lineKey, {ks.begin(), ks.end()})
                : overlay::removeGridEntry(doc, lineKey, at);
        if (touched == 0)
            throw InvalidInput("you have entered nothing at " + at + " of line " + lineKey +
                               " of the " + c.title + "; nothing was changed");
    });
    return {chartId, lineKey, labelsOf(c, ks), ""};
}

void ChartSet::recordPosition(const std::string& chartId, const std::string& lineKey, int position,
                              bool replace) {
    if (lineKey.empty() || lineKey.front() == '@')
        throw InvalidInput("name the row to place (line=D), not its place; nothing was changed");
    const Chart& c = chart(chartId);
    if (c.kind != ChartKind::Dice ||
        std::none_of(c.lines.begin(), c.lines.end(),
                     [](const Line& l) { return l.position.has_value(); }))
        throw InvalidInput("the " + c.title +
                           " is not read by shifting rows: it has no row positions");
    editOverlay(chartId, [&](const Chart& current, json& doc) {
        const Line* l = current.findLine(lineKey);
        if (l && l->position) {
            if (*l->position == position) return; // already so: nothing to change
            if (!l->positionByPlayer)
                throw InvalidInput("the " + c.title + " places row " + lineKey + " at " +
                                   std::to_string(*l->position) + "; nothing was changed");
            if (!replace)
                throw InvalidInput("you placed row " + lineKey + " at " +
                                   std::to_string(*l->position) +
                                   " already; give replace=yes to move it; nothing was changed");
        }
        if (const Line* other = current.lineAt(position); other && other != l)
            throw InvalidInput("the " + c.title + " already has row " + other->key +
                               " at position " + std::to_string(position) +
                               (other->positionByPlayer ? " (placed by you)" : "") +
                               "; nothing was changed");
        doc["positions"][lineKey] = position;
    });
}

void ChartSet::clearPosition(const std::string& chartId, const std::string& lineKey) {
    const Chart& c = chart(chartId);
    editOverlay(chartId, [&](const Chart& current, json& doc) {
        const Line* l = current.findLine(lineKey);
        if (l && l->position && !l->positionByPlayer)
            throw InvalidInput("the " + c.title + " places row " + lineKey + " at " +
                               std::to_string(*l->position) +
                               "; only your own entries can be cleared; nothing was changed");
        if (!doc.contains("positions") || !doc["positions"].is_object() ||
            doc["positions"].erase(lineKey) == 0)
            throw InvalidInput("you have not placed row " + lineKey + " of the " + c.title +
                               "; nothing was changed");
    });
}

std::vector<ChartSet::Status> ChartSet::status() const {
    std::vector<Status> out;
    for (const auto& [id, c] : charts_) {
        Status s{id, c.title, 0, 0, 0};
        for (const auto& l : c.lines)
            for (const auto& cell : l.cells) {
                if (!cell.known)
                    ++s.unknown;
                else if (cell.byPlayer)
                    ++s.player;
                else
                    ++s.known;
            }
        out.push_back(s);
    }
    return out;
}

} // namespace adc
