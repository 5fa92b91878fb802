#include "adc/result_columns.h"

#include "adc/result_format.h"

#include <algorithm>
#include <climits>

namespace adc {

namespace {

std::vector<std::string> parts(const std::string& s) {
    std::vector<std::string> out;
    for (size_t p = 0;;) {
        const size_t q = s.find('/', p);
        out.push_back(s.substr(p, q == std::string::npos ? std::string::npos : q - p));
        if (q == std::string::npos) return out;
        p = q + 1;
    }
}

bool fitsPattern(const std::string& format, const std::string& pattern, const std::string& value) {
    if (pattern == "?") return true;
    const auto ps = parts(pattern), vs = parts(value);
    if (ps.size() != vs.size()) return false;
    for (size_t i = 0; i < ps.size(); ++i) {
        if (ps[i] == "?" || ps[i] == vs[i]) continue;
        // 25.2: the Morale Table prints "-" where nothing happens; its cells write it 0 too.
        const auto none = [](const std::string& x) { return x == "-" || x == "0"; };
        if (format == "morale" && none(ps[i]) && none(vs[i])) continue;
        return false;
    }
    return true;
}

bool isRest(const Chart& chart, int c) {
    return chart.resultColumns[static_cast<size_t>(c)].value == "*";
}

// One outcome of a line as the column check sees it.
struct Slot {
    bool known = false;
    std::string value;
    std::optional<int> column;
};

std::vector<Slot> slotsOf(const Line& line) {
    std::vector<Slot> out;
    for (const Cell& c : line.cells)
        out.push_back({c.known, c.value, c.column});
    return out;
}

// The first outcome at which the line cannot be laid out under the columns in rising
// order (one result per column but "*", each placed range the column's whole entry), with
// outcome `forced` (if any) under column `forcedColumn`; nothing when it can.
std::optional<size_t> firstMisfit(const Chart& chart, const std::vector<Slot>& slots,
                                  std::optional<size_t> forced = {}, int forcedColumn = 0) {
    const int m = static_cast<int>(chart.resultColumns.size());
    const size_t n = slots.size();
    // A column's placed entry is all of it on this line: outcomes before it lie under
    // earlier columns, outcomes after it under later ones.
    std::vector<int> lo(n, 0), hi(n, m - 1);
    for (size_t j = 0; j < n; ++j) {
        if (!slots[j].column) continue;
        const int e = *slots[j].column;
        for (size_t i = 0; i < n; ++i) {
            if (slots[i].column == e) continue;
            if (i < j)
                hi[i] = std::min(hi[i], e - 1);
            else
                lo[i] = std::max(lo[i], e + 1);
        }
    }
    int cur = 0;
    std::optional<std::string> curValue;
    for (size_t j = 0; j < n; ++j) {
        int a = std::max(cur, lo[j]), b = hi[j];
        if (slots[j].column) a = std::max(a, *slots[j].column), b = std::min(b, *slots[j].column);
        if (forced && *forced == j) a = std::max(a, forcedColumn), b = std::min(b, forcedColumn);
        if (!slots[j].known) {
            if (a > b) return j;
            if (a > cur) cur = a, curValue.reset();
            continue;
        }
        int pick = -1;
        for (int c = a; c <= b && pick < 0; ++c) {
            if (!fitsColumn(chart, c, slots[j].value)) continue;
            if (c == cur && curValue && *curValue != slots[j].value && !isRest(chart, c)) continue;
            pick = c;
        }
        if (pick < 0) return j;
        if (pick != cur) cur = pick;
        curValue = slots[j].value;
    }
    return std::nullopt;
}

std::vector<int> possible(const Chart& chart, const std::vector<Slot>& slots, size_t k) {
    std::vector<int> out;
    std::vector<Slot> probe = slots;
    probe[k].known = false;
    for (int c = 0; c < static_cast<int>(chart.resultColumns.size()); ++c)
        if (!firstMisfit(chart, probe, k, c)) out.push_back(c);
    return out;
}

std::string outcomeName(const Chart& chart, size_t k) {
    return "roll " + chart.domain.label(chart.domain.values[k]);
}

std::string lineName(const Chart& chart, const Line& line) {
    return (chart.lineAxis.empty() ? "line" : chart.lineAxis) + " " + line.label;
}

} // namespace

std::optional<std::string> checkColumnPattern(const Chart& chart, const std::string& pattern) {
    if (pattern == "*" || pattern == "?") return std::nullopt;
    // Each "?" part stands for something well formed; try the format's plainest value.
    std::string sample;
    for (const auto& p : parts(pattern))
        sample += (sample.empty() ? "" : "/") + (p == "?" ? std::string("0") : p);
    if (const auto err = checkResult(chart.resultFormat, sample, chart.results))
        return "\"" + pattern +
               "\" is not a result of this chart with \"?\" for a part not given: " + *err;
    return std::nullopt;
}

bool fitsColumn(const Chart& chart, int c, const std::string& value) {
    const auto& cols = chart.resultColumns;
    if (c < 0 || c >= static_cast<int>(cols.size())) return false;
    if (cols[static_cast<size_t>(c)].value != "*")
        return fitsPattern(chart.resultFormat, cols[static_cast<size_t>(c)].value, value);
    for (const auto& other : cols)
        if (other.value != "*" && fitsPattern(chart.resultFormat, other.value, value)) return false;
    return true;
}

std::vector<int> possibleColumns(const Chart& chart, const Line& line, size_t k) {
    if (chart.resultColumns.empty() || k >= line.cells.size()) return {};
    return possible(chart, slotsOf(line), k);
}

std::string describeColumn(const Chart& chart, int c) {
    const ResultColumn& col = chart.resultColumns.at(static_cast<size_t>(c));
    if (col.value == "*") return col.label;
    return "\"" + col.value + "\" (" + col.label + ")";
}

std::string describeColumns(const Chart& chart, const std::vector<int>& columns) {
    std::string s;
    for (size_t i = 0; i < columns.size(); ++i)
        s += (i == 0                    ? ""
              : i + 1 == columns.size() ? " or "
                                        : ", ") +
             describeColumn(chart, columns[i]);
    if (s.find('?') != std::string::npos) s += "; \"?\" is a part the transcription does not give";
    return s;
}

std::optional<std::string> checkLineColumns(const Chart& chart, const Line& line) {
    if (chart.resultColumns.empty()) return std::nullopt;
    const std::vector<Slot> slots = slotsOf(line);
    // The cells placed under one column form one printed range.
    for (size_t j = 1; j < slots.size(); ++j)
        if (slots[j].column && slots[j - 1].column != slots[j].column)
            for (size_t i = 0; i + 1 < j; ++i)
                if (slots[i].column == slots[j].column)
                    return outcomeName(chart, j) + " is placed under column \"" +
                           chart.resultColumns[static_cast<size_t>(*slots[j].column)].key +
                           "\" apart from the rest of that column's range";
    if (const auto bad = firstMisfit(chart, slots)) {
        const std::vector<int> cols = possible(chart, slots, *bad);
        return outcomeName(chart, *bad) + " of " + lineName(chart, line) + " (" +
               (slots[*bad].known ? "\"" + slots[*bad].value + "\"" : std::string("unknown")) +
               ") fits no result column in order" +
               (cols.empty() ? std::string()
                             : "; it could only be " + describeColumns(chart, cols));
    }
    return std::nullopt;
}

std::optional<std::string> checkEntryColumns(const Chart& chart, const Line& line,
                                             const std::vector<size_t>& ks,
                                             const std::string& value) {
    if (chart.resultColumns.empty()) return std::nullopt;
    std::vector<Slot> slots = slotsOf(line);
    for (size_t k : ks)
        slots.at(k).known = false;
    for (size_t k : ks) {
        const std::vector<int> cols = possible(chart, slots, k);
        if (std::none_of(cols.begin(), cols.end(),
                         [&](int c) { return fitsColumn(chart, c, value); }))
            return "the " + chart.title + " puts " + outcomeName(chart, k) + " of " +
                   lineName(chart, line) + " under " +
                   (cols.empty() ? std::string("no column") : describeColumns(chart, cols)) +
                   ", so \"" + value + "\" cannot be read there";
    }
    for (size_t k : ks)
        slots[k].known = true, slots[k].value = value;
    if (const auto bad = firstMisfit(chart, slots))
        return "with \"" + value + "\" there, " + outcomeName(chart, *bad) + " of " +
               lineName(chart, line) +
               (slots[*bad].known ? " (\"" + slots[*bad].value + "\")" : std::string()) +
               " would fit no column of the " + chart.title +
               " (the columns rise with the roll, one result each)";
    return std::nullopt;
}

} // namespace adc
