#include "adc/chart_set.h"

#include "adc/chart_loader.h"
#include "adc/errors.h"
#include "adc/result_format.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace adc {

using nlohmann::json;

namespace {

std::vector<fs::path> jsonFiles(const std::string& dir) {
    std::vector<fs::path> out;
    if (dir.empty()) return out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file() && e.path().extension() == ".json") out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

json readJson(const fs::path& p) {
    std::ifstream in(p);
    if (!in) throw ChartFileError(p.filename().string(), "", "cannot be read");
    try {
        return json::parse(in);
    } catch (const json::parse_error& e) {
        throw ChartFileError(p.filename().string(), "byte " + std::to_string(e.byte), "not valid JSON");
    }
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
    for (const auto& p : jsonFiles(overlayDir)) {
        const json doc = readJson(p);
        const std::string id = p.stem().string();
        auto it = set.charts_.find(id);
        if (it == set.charts_.end())
            throw ChartFileError(p.filename().string(), "/id", "there is no chart \"" + id + "\" to fill in");
        applyOverlay(it->second, doc, p.filename().string());
    }
    return set;
}

const Chart* ChartSet::find(const std::string& id) const {
    const auto it = charts_.find(id);
    return it == charts_.end() ? nullptr : &it->second;
}

const Chart& ChartSet::chart(const std::string& id) const {
    if (const Chart* c = find(id)) return *c;
    throw InvalidInput("no chart \"" + id + "\" is loaded; the table set is incomplete");
}

std::vector<std::string> ChartSet::ids() const {
    std::vector<std::string> out;
    for (const auto& [id, c] : charts_) out.push_back(id);
    return out;
}

void ChartSet::writeOverlay(const std::string& chartId, const std::function<void(json&)>& edit) {
    if (overlayDir_.empty()) throw InvalidInput("no overlay folder is set, so the value cannot be kept");
    fs::create_directories(overlayDir_);
    const fs::path file = fs::path(overlayDir_) / (chartId + ".json");
    json doc = fs::exists(file) ? readJson(file) : json{{"format", 1}, {"id", chartId}};
    edit(doc);
    // Check the whole edited overlay against a fresh copy of the chart before writing.
    Chart probe = charts_.at(chartId);
    applyOverlay(probe, doc, file.filename().string());
    const fs::path tmp = file.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << doc.dump(2) << '\n';
        out.flush();
        if (!out) throw InvalidInput("cannot write the overlay file " + file.string());
    }
    fs::rename(tmp, file); // atomic: the old overlay stays whole until the new one is complete
    charts_[chartId] = std::move(probe);
}

void ChartSet::record(const std::string& chartId, const std::string& lineKey, const std::string& at,
                      const std::string& value) {
    const Chart& c = chart(chartId);
    const Line* line = c.findLine(lineKey);
    if (!line) {
        std::string keys;
        for (const auto& l : c.lines) keys += (keys.empty() ? "" : ", ") + l.key;
        throw InvalidInput("the " + c.title + " has no line \"" + lineKey + "\"; its lines are: " + keys);
    }
    if (const auto err = checkResult(c.resultFormat, value, c.results))
        throw InvalidInput("the " + c.title + ": " + *err);
    if (c.kind == ChartKind::Dice) {
        int roll = 0;
        try {
            roll = std::stoi(at);
        } catch (...) {
            throw InvalidInput("\"" + at + "\" is not a roll of the " + c.title);
        }
        const int k = c.domain.indexOf(roll);
        if (k < 0) throw InvalidInput(std::to_string(roll) + " is not an outcome of the " + c.title +
                                      " (" + c.domain.name + ")");
        const Cell& cell = line->cells[static_cast<size_t>(k)];
        if (cell.known)
            throw InvalidInput("the " + c.title + " already reads \"" + cell.value + "\" there (" +
                               cell.source + "); nothing was changed");
        writeOverlay(chartId, [&](json& doc) {
            json& lines = doc["lines"];
            if (!lines.is_array()) lines = json::array();
            json* jl = nullptr;
            for (auto& l : lines)
                if (l.value("key", "") == lineKey) jl = &l;
            if (!jl) {
                lines.push_back({{"key", lineKey}, {"cells", json::array()}});
                jl = &lines.back();
            }
            (*jl)["cells"].push_back({{"roll", std::to_string(roll)}, {"value", value},
                                      {"source", "entered by the player"}, {"entered_by_player", true}});
        });
    } else if (c.kind == ChartKind::Grid) {
        const int ci = c.columnIndex(at);
        if (ci < 0) {
            std::string keys;
            for (const auto& col : c.columns) keys += (keys.empty() ? "" : ", ") + col.key;
            throw InvalidInput("the " + c.title + " has no column \"" + at + "\"; its columns are: " + keys);
        }
        const Cell& cell = line->cells[static_cast<size_t>(ci)];
        if (cell.known)
            throw InvalidInput("the " + c.title + " already reads \"" + cell.value + "\" there (" +
                               cell.source + "); nothing was changed");
        writeOverlay(chartId, [&](json& doc) {
            json& rows = doc["rows"];
            if (!rows.is_array()) rows = json::array();
            json* jr = nullptr;
            for (auto& r : rows)
                if (r.value("key", "") == lineKey) jr = &r;
            if (!jr) {
                rows.push_back({{"key", lineKey}, {"cells", json::object()}});
                jr = &rows.back();
            }
            (*jr)["cells"][at] = {{"value", value}, {"source", "entered by the player"},
                                  {"entered_by_player", true}};
        });
    } else {
        throw InvalidInput("the " + c.title + " has no cells to fill in");
    }
}

void ChartSet::recordPosition(const std::string& chartId, const std::string& lineKey, int position) {
    const Chart& c = chart(chartId);
    if (c.kind != ChartKind::Dice) throw InvalidInput("the " + c.title + " has no row positions");
    if (const Line* l = c.findLine(lineKey); l && l->position) {
        if (*l->position == position) return;
        throw InvalidInput("the " + c.title + " already places row " + lineKey + " at " +
                           std::to_string(*l->position) + "; nothing was changed");
    }
    if (const Line* other = c.lineAt(position))
        throw InvalidInput("the " + c.title + " already has row " + other->key + " at position " +
                           std::to_string(position) + "; nothing was changed");
    writeOverlay(chartId, [&](json& doc) { doc["positions"][lineKey] = position; });
}

std::vector<ChartSet::Status> ChartSet::status() const {
    std::vector<Status> out;
    for (const auto& [id, c] : charts_) {
        Status s{id, c.title, 0, 0, 0};
        for (const auto& l : c.lines)
            for (const auto& cell : l.cells) {
                if (!cell.known) ++s.unknown;
                else if (cell.byPlayer) ++s.player;
                else ++s.known;
            }
        out.push_back(s);
    }
    return out;
}

} // namespace adc
