#include "adc/chart_loader.h"

#include "adc/errors.h"
#include "adc/input_text.h"
#include "adc/json_input.h"
#include "adc/result_columns.h"
#include "adc/result_format.h"
#include "adc/value_range.h"

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

namespace adc {

using nlohmann::json;

namespace {

struct Ctx {
    const std::string& file;
    [[noreturn]] void fail(const std::string& place, const std::string& reason) const {
        throw ChartFileError(file, place.empty() ? "/" : place, reason);
    }
};

std::string str(const Ctx& ctx, const json& obj, const std::string& key, const std::string& place,
                bool required = true) {
    if (!obj.contains(key)) {
        if (required) ctx.fail(place, "missing \"" + key + "\"");
        return {};
    }
    if (!obj[key].is_string()) ctx.fail(place + "/" + key, "\"" + key + "\" must be a string");
    return obj[key].get<std::string>();
}

std::string cellText(const Ctx& ctx, const json& v, const std::string& place) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number_integer()) return std::to_string(v.get<long long>());
    if (v.is_number()) return formatNumber(v.get<double>());
    ctx.fail(place, "a value must be a string or a number");
}

Domain makeDomain(const Ctx& ctx, const std::string& dice, const std::string& range) {
    Domain d;
    if (dice == "11..66")
        d.dice = DiceKind::D66;
    else if (dice == "2d6")
        d.dice = DiceKind::TwoD6;
    else if (dice == "1d6")
        d.dice = DiceKind::D6;
    else
        ctx.fail("/dice", "\"dice\" must be 11..66, 2d6 or 1d6, not \"" + dice + "\"");
    d.name = dice;
    if (range.empty()) {
        for (const auto& o : diceOutcomes(d.dice))
            d.values.push_back(o.value);
    } else {
        // A modified roll: the printed range of the die plus its modifiers.
        const auto r = parseValueRange(range);
        if (!r || r->lo == INT_MIN || r->hi == INT_MAX || r->hi - r->lo > 100)
            ctx.fail("/range", "\"range\" must be a closed range such as 1..9");
        for (int v = r->lo; v <= r->hi; ++v)
            d.values.push_back(v);
        d.name = dice + " modified (" + range + ")";
    }
    return d;
}

// The outcomes of the domain that a printed range covers.
std::vector<int> covered(const Ctx& ctx, const Domain& d, const std::string& roll,
                         const std::string& place) {
    const auto r = parseValueRange(roll);
    if (!r) ctx.fail(place, "\"" + roll + "\" is not a dice range (write 11..26, 5 or less, 6-9)");
    // A closed end of a range must itself be an outcome: 17 on 11..66, 7 on one die.
    for (int v : {r->lo, r->hi}) {
        if (v == INT_MIN || v == INT_MAX) continue;
        if (d.indexOf(v) < 0)
            ctx.fail(place, "\"" + roll + "\": " + std::to_string(v) + " is not an outcome of " +
                                d.name +
                                (d.dice == DiceKind::D66 && d.values.size() == 36
                                     ? " (each digit is 1 to 6)"
                                     : ""));
    }
    std::vector<int> out;
    for (int v : d.values)
        if (r->contains(v)) out.push_back(v);
    if (out.empty()) ctx.fail(place, "\"" + roll + "\" covers no outcome of " + d.name);
    return out;
}

// The printed result column a cell's range is written under ("column": "DG1"), where the
// transcription says; a known value must be that column's result.
void readCellColumn(const Ctx& ctx, const json& c, const std::string& place, const Chart& chart,
                    Cell& cell) {
    if (!c.is_object() || !c.contains("column")) return;
    if (!c["column"].is_string())
        ctx.fail(place + "/column", "\"column\" must be a result column key");
    const std::string key = c["column"].get<std::string>();
    for (size_t i = 0; i < chart.resultColumns.size(); ++i)
        if (chart.resultColumns[i].key == key) cell.column = static_cast<int>(i);
    if (!cell.column)
        ctx.fail(place + "/column", "no result column \"" + key + "\" in \"result_columns\"");
    if (cell.known && !fitsColumn(chart, *cell.column, cell.value))
        ctx.fail(place, "\"" + cell.value + "\" is not the result of column " +
                            describeColumn(chart, *cell.column));
}

void readResultColumns(const Ctx& ctx, const json& doc, Chart& chart) {
    if (!doc.contains("result_columns")) return;
    const json& cols = doc["result_columns"];
    if (!cols.is_array() || cols.empty())
        ctx.fail("/result_columns", "must be an array of columns");
    std::set<std::string> keys;
    for (size_t i = 0; i < cols.size(); ++i) {
        const std::string cp = "/result_columns/" + std::to_string(i);
        if (!cols[i].is_object()) ctx.fail(cp, "a result column must be an object");
        ResultColumn c{str(ctx, cols[i], "key", cp), str(ctx, cols[i], "label", cp),
                       str(ctx, cols[i], "value", cp)};
        if (!keys.insert(c.key).second)
            ctx.fail(cp + "/key", "duplicate result column \"" + c.key + "\"");
        if (const auto err = checkColumnPattern(chart, c.value)) ctx.fail(cp + "/value", *err);
        if (c.value == "*" && i + 1 != cols.size())
            ctx.fail(cp + "/value", "\"*\" (the results not given) must be the last column");
        chart.resultColumns.push_back(c);
    }
}

Cell readCell(const Ctx& ctx, const json& c, const std::string& place, const Chart& chart,
              const std::string& defaultSource) {
    Cell cell;
    if (c.is_object() && c.contains("unknown")) {
        if (!c["unknown"].is_boolean() || !c["unknown"].get<bool>())
            ctx.fail(place + "/unknown", "\"unknown\" must be true");
        if (c.contains("value")) ctx.fail(place, "a cell cannot be both unknown and have a value");
        cell.known = false;
        cell.hint = str(ctx, c, "hint", place, false);
        readCellColumn(ctx, c, place, chart, cell);
        return cell;
    }
    const json& v = c.is_object() ? (c.contains("value") ? c["value"] : json()) : c;
    if (v.is_null()) ctx.fail(place, "a cell needs a \"value\" or \"unknown\": true");
    cell.value = cellText(ctx, v, place + (c.is_object() ? "/value" : ""));
    if (const auto err = checkResult(chart.resultFormat, cell.value, chart.results))
        ctx.fail(place, *err);
    cell.known = true;
    cell.source = c.is_object() ? str(ctx, c, "source", place, false) : std::string();
    if (cell.source.empty()) cell.source = defaultSource;
    if (c.is_object() && c.contains("entered_by_player")) {
        if (!c["entered_by_player"].is_boolean())
            ctx.fail(place + "/entered_by_player", "\"entered_by_player\" must be true or false");
        cell.byPlayer = c["entered_by_player"].get<bool>();
    }
    if (c.is_object()) {
        // Who read the value off the printed chart, and when: a name, a UTC time.
        static const std::regex whenRe(
            R"(^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$)");
        cell.enteredBy = str(ctx, c, "entered_by", place, false);
        cell.enteredAt = str(ctx, c, "entered_at", place, false);
        if (cell.enteredBy.size() > 80)
            ctx.fail(place + "/entered_by", "a name of at most 80 characters");
        if (!cell.enteredAt.empty() && !std::regex_match(cell.enteredAt, whenRe))
            ctx.fail(place + "/entered_at", "a UTC time such as 2026-12-01T19:30:00Z");
    }
    readCellColumn(ctx, c, place, chart, cell);
    return cell;
}

void readDiceLines(const Ctx& ctx, const json& doc, Chart& chart) {
    if (!doc.contains("lines") || !doc["lines"].is_array())
        ctx.fail("/lines", "a dice chart needs a \"lines\" array");
    std::set<std::string> keys;
    const auto& lines = doc["lines"];
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string lp = "/lines/" + std::to_string(i);
        const json& jl = lines[i];
        if (!jl.is_object()) ctx.fail(lp, "a line must be an object");
        Line line;
        line.key = str(ctx, jl, "key", lp);
        if (!keys.insert(line.key).second)
            ctx.fail(lp + "/key", "duplicate line \"" + line.key + "\"");
        line.label = str(ctx, jl, "label", lp);
        line.match = str(ctx, jl, "match", lp, false);
        if (!line.match.empty() && !parseValueRange(line.match))
            ctx.fail(lp + "/match", "\"" + line.match + "\" is not a range");
        if (jl.contains("position")) {
            if (!jl["position"].is_number_integer())
                ctx.fail(lp + "/position", "must be a whole number");
            line.position = jl["position"].get<int>();
        }
        line.cells.assign(chart.domain.values.size(), Cell{});
        std::vector<bool> seen(chart.domain.values.size(), false);
        if (!jl.contains("cells") || !jl["cells"].is_array())
            ctx.fail(lp, "a line needs a \"cells\" array");
        const auto& cells = jl["cells"];
        for (size_t j = 0; j < cells.size(); ++j) {
            const std::string cp = lp + "/cells/" + std::to_string(j);
            const json& jc = cells[j];
            if (!jc.is_object()) ctx.fail(cp, "a cell must be an object with \"roll\"");
            const std::string roll = str(ctx, jc, "roll", cp);
            const Cell cell = readCell(ctx, jc, cp, chart, chart.source);
            for (int v : covered(ctx, chart.domain, roll, cp + "/roll")) {
                const size_t k = static_cast<size_t>(chart.domain.indexOf(v));
                if (seen[k])
                    ctx.fail(cp + "/roll", "outcome " + std::to_string(v) +
                                               " is covered twice in line \"" + line.key + "\"");
                seen[k] = true;
                line.cells[k] = cell;
            }
        }
        for (size_t k = 0; k < seen.size(); ++k)
            if (!seen[k])
                ctx.fail(lp + "/cells",
                         "outcome " + std::to_string(chart.domain.values[k]) + " of " +
                             chart.domain.name + " is not covered in line \"" + line.key +
                             "\" (mark it {\"unknown\": true} if the chart does not give it)");
        chart.lines.push_back(std::move(line));
    }
}

void readGrid(const Ctx& ctx, const json& doc, Chart& chart) {
    if (!doc.contains("columns") || !doc["columns"].is_array() || doc["columns"].empty())
        ctx.fail("/columns", "a grid chart needs a \"columns\" array");
    std::set<std::string> columnKeys;
    for (size_t i = 0; i < doc["columns"].size(); ++i) {
        const std::string cp = "/columns/" + std::to_string(i);
        const json& jc = doc["columns"][i];
        Column c;
        c.key = str(ctx, jc, "key", cp);
        c.label = str(ctx, jc, "label", cp, false);
        if (c.label.empty()) c.label = c.key;
        c.match = str(ctx, jc, "match", cp, false);
        if (!c.match.empty() && !parseValueRange(c.match)) ctx.fail(cp + "/match", "not a range");
        if (!columnKeys.insert(c.key).second)
            ctx.fail(cp + "/key", "duplicate column \"" + c.key + "\"");
        chart.columns.push_back(c);
    }
    if (!doc.contains("rows") || !doc["rows"].is_array())
        ctx.fail("/rows", "a grid chart needs a \"rows\" array");
    std::set<std::string> keys;
    for (size_t i = 0; i < doc["rows"].size(); ++i) {
        const std::string rp = "/rows/" + std::to_string(i);
        const json& jr = doc["rows"][i];
        if (!jr.is_object()) ctx.fail(rp, "a row must be an object");
        Line row;
        row.key = str(ctx, jr, "key", rp);
        if (!keys.insert(row.key).second)
            ctx.fail(rp + "/key", "duplicate row \"" + row.key + "\"");
        row.label = str(ctx, jr, "label", rp, false);
        if (row.label.empty()) row.label = row.key;
        row.match = str(ctx, jr, "match", rp, false);
        if (!row.match.empty() && !parseValueRange(row.match))
            ctx.fail(rp + "/match", "not a range");
        if (!jr.contains("cells") || !jr["cells"].is_object())
            ctx.fail(rp, "a row needs a \"cells\" object keyed by column");
        const json& jc = jr["cells"];
        for (auto it = jc.begin(); it != jc.end(); ++it)
            if (chart.columnIndex(it.key()) < 0)
                ctx.fail(rp + "/cells/" + it.key(), "no column \"" + it.key() + "\" in this chart");
        for (const auto& col : chart.columns) {
            if (!jc.contains(col.key))
                ctx.fail(rp + "/cells",
                         "missing column \"" + col.key +
                             "\" (mark it {\"unknown\": true} if the chart does not give it)");
            row.cells.push_back(
                readCell(ctx, jc[col.key], rp + "/cells/" + col.key, chart, chart.source));
        }
        chart.lines.push_back(std::move(row));
    }
}

void readModifiers(const Ctx& ctx, const json& doc, Chart& chart) {
    if (!doc.contains("modifiers")) return;
    if (!doc["modifiers"].is_array()) ctx.fail("/modifiers", "\"modifiers\" must be an array");
    std::set<std::string> ids;
    for (size_t i = 0; i < doc["modifiers"].size(); ++i) {
        const std::string mp = "/modifiers/" + std::to_string(i);
        const json& jm = doc["modifiers"][i];
        if (!jm.is_object()) ctx.fail(mp, "a modifier must be an object");
        ModifierItem m;
        m.id = str(ctx, jm, "id", mp);
        if (!ids.insert(m.id).second) ctx.fail(mp + "/id", "duplicate modifier \"" + m.id + "\"");
        m.label = str(ctx, jm, "label", mp);
        m.rule = str(ctx, jm, "rule", mp, false);
        m.note = str(ctx, jm, "note", mp, false);
        m.replaces = str(ctx, jm, "replaces", mp, false);
        if (!jm.contains("value"))
            ctx.fail(
                mp, "missing \"value\" (a whole number, or null when it depends on the situation)");
        if (jm["value"].is_number_integer()) {
            m.value = jm["value"].get<int>();
            m.valueText = (*m.value > 0 ? "+" : "") + std::to_string(*m.value);
        } else if (!jm["value"].is_null()) {
            ctx.fail(mp + "/value", "must be a whole number or null");
        }
        const std::string vt = str(ctx, jm, "value_text", mp, !m.value.has_value());
        if (!vt.empty()) m.valueText = vt;
        chart.modifiers.push_back(m);
    }
    for (size_t i = 0; i < chart.modifiers.size(); ++i)
        if (!chart.modifiers[i].replaces.empty() &&
            !chart.findModifier(chart.modifiers[i].replaces))
            ctx.fail("/modifiers/" + std::to_string(i) + "/replaces",
                     "no modifier \"" + chart.modifiers[i].replaces + "\" to replace");
}

ChartKind parseKind(const Ctx& ctx, const std::string& k) {
    if (k == "dice") return ChartKind::Dice;
    if (k == "grid") return ChartKind::Grid;
    if (k == "modifiers") return ChartKind::Modifiers;
    if (k == "rule") return ChartKind::Rule;
    ctx.fail("/kind", "\"kind\" must be dice, grid, modifiers or rule, not \"" + k + "\"");
}

void readHeader(const Ctx& ctx, const json& doc, Chart& chart) {
    if (!doc.is_object()) ctx.fail("", "a chart file must hold one JSON object");
    if (!doc.contains("format") || doc["format"] != 1)
        ctx.fail("/format", "\"format\" must be 1 (this version reads chart format 1)");
    chart.id = str(ctx, doc, "id", "");
}

} // namespace

static Chart parseChartUnchecked(const json& doc, const std::string& file);

Chart parseChart(const json& doc, const std::string& file) {
    return checkedRead(file, [&] { return parseChartUnchecked(doc, file); });
}

static Chart parseChartUnchecked(const json& doc, const std::string& file) {
    const Ctx ctx{file};
    Chart chart;
    chart.file = file;
    readHeader(ctx, doc, chart);
    chart.title = str(ctx, doc, "title", "");
    chart.source = str(ctx, doc, "source", "");
    chart.rule = str(ctx, doc, "rule", "", false);
    chart.kind = parseKind(ctx, str(ctx, doc, "kind", ""));
    chart.lineAxis = str(ctx, doc, "line_axis", "", false);
    chart.columnAxis = str(ctx, doc, "column_axis", "", false);
    if (doc.contains("readings")) {
        if (!doc["readings"].is_array()) ctx.fail("/readings", "must be an array of strings");
        for (size_t i = 0; i < doc["readings"].size(); ++i) {
            if (!doc["readings"][i].is_string())
                ctx.fail("/readings/" + std::to_string(i), "must be a string");
            chart.readings.push_back(doc["readings"][i].get<std::string>());
        }
    }
    if (doc.contains("parameters")) {
        if (!doc["parameters"].is_object()) ctx.fail("/parameters", "must be an object");
        chart.parameters = doc["parameters"];
    }
    if (doc.contains("results")) {
        if (!doc["results"].is_array()) ctx.fail("/results", "must be an array of strings");
        for (const auto& r : doc["results"]) {
            if (!r.is_string()) ctx.fail("/results", "must be an array of strings");
            chart.results.push_back(r.get<std::string>());
        }
    }
    if (chart.kind == ChartKind::Dice || chart.kind == ChartKind::Grid) {
        chart.resultFormat = str(ctx, doc, "result_format", "");
        if (const auto err = checkResult(chart.resultFormat, "x", {});
            err && err->rfind("unknown", 0) == 0)
            ctx.fail("/result_format", *err);
        if (chart.resultFormat == "enum" && chart.results.empty())
            ctx.fail("/results", "an enum chart must list its \"results\"");
    }
    if (doc.contains("layout")) {
        const json& l = doc["layout"];
        if (!l.is_object()) ctx.fail("/layout", "must be an object");
        if (l.contains("top") && l["top"].is_number_integer())
            chart.topPosition = l["top"].get<int>();
        if (l.contains("bottom") && l["bottom"].is_number_integer())
            chart.bottomPosition = l["bottom"].get<int>();
    }
    switch (chart.kind) {
    case ChartKind::Dice:
        chart.domain =
            makeDomain(ctx, str(ctx, doc, "dice", ""), str(ctx, doc, "range", "", false));
        readResultColumns(ctx, doc, chart);
        readDiceLines(ctx, doc, chart);
        for (size_t i = 0; i < chart.lines.size(); ++i)
            if (const auto err = checkLineColumns(chart, chart.lines[i]))
                ctx.fail("/lines/" + std::to_string(i), *err);
        readModifiers(ctx, doc, chart);
        break;
    case ChartKind::Grid:
        readGrid(ctx, doc, chart);
        readModifiers(ctx, doc, chart);
        break;
    case ChartKind::Modifiers:
        readModifiers(ctx, doc, chart);
        if (chart.modifiers.empty()) ctx.fail("/modifiers", "a modifier list needs \"modifiers\"");
        break;
    case ChartKind::Rule:
        if (chart.parameters.empty()) ctx.fail("/parameters", "a rule file needs \"parameters\"");
        readModifiers(ctx, doc, chart);
        break;
    }
    return chart;
}

Chart loadChartFile(const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    Chart chart = parseChart(readDataFile(path, name), name);
    const std::string stem = std::filesystem::path(path).stem().string();
    if (chart.id != stem)
        throw ChartFileError(
            name, "/id", "the id \"" + chart.id + "\" must match the file name \"" + stem + "\"");
    return chart;
}

std::string OverlayProblem::text() const {
    return file + (place.empty() ? "" : " at " + place) + " (" + chart +
           (cell.empty() ? "" : ", " + cell) + "): " + reason;
}

static std::vector<OverlayProblem> applyOverlayUnchecked(Chart& chart, const json& overlay,
                                                         const std::string& file);

std::vector<OverlayProblem> applyOverlay(Chart& chart, const json& overlay,
                                         const std::string& file) {
    return checkedRead(file, [&] { return applyOverlayUnchecked(chart, overlay, file); });
}

static std::vector<OverlayProblem> applyOverlayUnchecked(Chart& chart, const json& overlay,
                                                         const std::string& file) {
    const Ctx ctx{file};
    Chart part;
    readHeader(ctx, overlay, part);
    if (part.id != chart.id)
        ctx.fail("/id", "this overlay is for \"" + part.id + "\", not \"" + chart.id + "\"");
    part.kind = chart.kind;
    part.domain = chart.domain;
    part.resultFormat = chart.resultFormat;
    part.results = chart.results;
    part.resultColumns = chart.resultColumns;
    part.columns = chart.columns;
    part.source = "entered by the player";
    std::vector<OverlayProblem> problems;
    // Each entry on its own: a bad one is named and left out, the others still apply.
    const auto attempt = [&](const std::string& place, const std::string& cell, const auto& apply) {
        try {
            apply();
        } catch (const ChartFileError& e) {
            problems.push_back({file, chart.id, e.place(), cell, e.reason()});
        } catch (const std::exception& e) {
            problems.push_back({file, chart.id, place, cell, e.what()});
        }
    };
    // The line (a dice chart's) or row (a grid's) an entry names, when it names one of the
    // chart's and carries its cells as the chart keeps them (an array by roll for a line,
    // an object by column for a row); null, with the problem recorded, otherwise.
    const auto entryLine = [&](const json& j, const std::string& p, const std::string& noun,
                               bool cellsByRoll) -> Line* {
        Line* target = nullptr;
        attempt(p, "", [&] {
            if (!j.is_object()) ctx.fail(p, "a " + noun + " must be an object");
            const std::string key = str(ctx, j, "key", p);
            target = chart.findLine(key);
            if (!target)
                ctx.fail(p + "/key", "the " + chart.title + " has no " + noun + " \"" + key + "\"");
            if (!j.contains("cells") ||
                (cellsByRoll ? !j["cells"].is_array() : !j["cells"].is_object())) {
                target = nullptr;
                ctx.fail(p, "a " + noun + " needs a \"cells\" " +
                                (cellsByRoll ? "array" : "object keyed by column"));
            }
        });
        return target;
    };
    const auto fill = [&](Cell& tc, const Cell& pc) {
        const std::optional<int> column = tc.column;
        tc = pc;
        tc.hint.clear();
        tc.column = column;
        tc.byPlayer = true;
        tc.source = "entered by the player";
    };

    if (overlay.contains("positions")) {
        const json& pos = overlay["positions"];
        if (!pos.is_object()) {
            problems.push_back(
                {file, chart.id, "/positions", "", "must be an object of line key to position"});
        } else {
            for (auto it = pos.begin(); it != pos.end(); ++it) {
                const std::string place = "/positions/" + it.key();
                attempt(place, "row " + it.key() + ", position", [&] {
                    // A place counted in rows: anything past a hundred is a typing slip.
                    if (!it.value().is_number_integer() || it.value().get<long long>() < -99 ||
                        it.value().get<long long>() > 99)
                        ctx.fail(place, "must be a whole number of rows, -99 to 99");
                    const int p = it.value().get<int>();
                    if (it.key().empty() || it.key().front() == '@')
                        ctx.fail(place, "a row's key, not a place, is placed");
                    Line* l = chart.findLine(it.key());
                    if (l && l->position) {
                        if (*l->position != p)
                            ctx.fail(place, "the chart already places this row at " +
                                                std::to_string(*l->position));
                        return;
                    }
                    if (const Line* other = chart.lineAt(p))
                        ctx.fail(place, "row " + other->key + " is already at position " +
                                            std::to_string(p));
                    if (!l) {
                        // A row the transcription does not have at all: the player adds it.
                        Line added;
                        added.key = it.key();
                        added.label = it.key();
                        added.cells.assign(chart.domain.values.size(), Cell{});
                        chart.lines.push_back(added);
                        l = &chart.lines.back();
                    }
                    l->position = p;
                    l->positionByPlayer = true;
                });
            }
        }
    }

    if (chart.kind == ChartKind::Dice && overlay.contains("lines")) {
        const json& lines = overlay["lines"];
        if (!lines.is_array())
            problems.push_back({file, chart.id, "/lines", "", "\"lines\" must be an array"});
        for (size_t i = 0; lines.is_array() && i < lines.size(); ++i) {
            const std::string lp = "/lines/" + std::to_string(i);
            const json& jl = lines[i];
            Line* target = entryLine(jl, lp, "line", true);
            if (!target) continue;
            const json& cells = jl["cells"];
            for (size_t j = 0; j < cells.size(); ++j) {
                const std::string cp = lp + "/cells/" + std::to_string(j);
                const json& jc = cells[j];
                const std::string roll =
                    jc.is_object() && jc.contains("roll") && jc["roll"].is_string()
                        ? jc["roll"].get<std::string>()
                        : std::string("?");
                attempt(cp, "line " + target->key + ", roll " + roll, [&] {
                    if (!jc.is_object()) ctx.fail(cp, "a cell must be an object with \"roll\"");
                    const Cell pc = readCell(ctx, jc, cp, part, part.source);
                    if (!pc.known) return; // an overlay gives values only
                    std::vector<size_t> ks;
                    for (int v :
                         covered(ctx, chart.domain, str(ctx, jc, "roll", cp), cp + "/roll")) {
                        const size_t k = static_cast<size_t>(chart.domain.indexOf(v));
                        const Cell& tc = target->cells[k];
                        if (tc.known && tc.byPlayer)
                            ctx.fail(cp + "/roll", "roll " + std::to_string(v) +
                                                       " is given twice in this overlay");
                        if (tc.known && tc.value != pc.value)
                            ctx.fail(cp,
                                     "roll " + std::to_string(v) + ": the chart already reads \"" +
                                         tc.value + "\" (" + tc.source +
                                         "); a different value belongs in a table set of its own");
                        if (!tc.known) ks.push_back(k);
                    }
                    if (const auto err = checkEntryColumns(chart, *target, ks, pc.value))
                        ctx.fail(cp, *err);
                    for (size_t k : ks)
                        fill(target->cells[k], pc);
                });
            }
        }
    }

    if (chart.kind == ChartKind::Grid && overlay.contains("rows")) {
        const json& rows = overlay["rows"];
        if (!rows.is_array())
            problems.push_back({file, chart.id, "/rows", "", "\"rows\" must be an array"});
        for (size_t i = 0; rows.is_array() && i < rows.size(); ++i) {
            const std::string rp = "/rows/" + std::to_string(i);
            const json& jr = rows[i];
            Line* target = entryLine(jr, rp, "row", false);
            if (!target) continue;
            const json& jc = jr["cells"];
            for (auto it = jc.begin(); it != jc.end(); ++it) {
                const std::string cp = rp + "/cells/" + it.key();
                attempt(cp, "row " + target->key + ", column " + it.key(), [&] {
                    const int ci = chart.columnIndex(it.key());
                    if (ci < 0)
                        ctx.fail(cp, "the " + chart.title + " has no column \"" + it.key() + "\"");
                    const Cell pc = readCell(ctx, it.value(), cp, part, part.source);
                    if (!pc.known) return;
                    Cell& tc = target->cells[static_cast<size_t>(ci)];
                    if (tc.known && tc.value != pc.value)
                        ctx.fail(cp, "the chart already reads \"" + tc.value + "\" (" + tc.source +
                                         "); a different value belongs in a table set of its own");
                    if (!tc.known) fill(tc, pc);
                });
            }
        }
    }

    if (overlay.contains("layout") && overlay["layout"].is_object()) {
        const json& l = overlay["layout"];
        for (const auto& [key, field] :
             {std::pair{"top", &Chart::topPosition}, std::pair{"bottom", &Chart::bottomPosition}}) {
            if (!l.contains(key) || chart.*field) continue;
            const json& v = l[key];
            if (v.is_number_integer() && v.get<long long>() >= -99 && v.get<long long>() <= 99)
                chart.*field = v.get<int>();
            else
                problems.push_back({file, chart.id, std::string("/layout/") + key, "",
                                    "must be a whole number of rows, -99 to 99"});
        }
    }
    return problems;
}

} // namespace adc
