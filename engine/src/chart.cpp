#include "adc/chart.h"

#include "adc/errors.h"
#include "adc/value_range.h"

#include <algorithm>

namespace adc {

int Domain::indexOf(int value) const {
    const auto it = std::find(values.begin(), values.end(), value);
    return it == values.end() ? -1 : static_cast<int>(it - values.begin());
}

std::string Domain::label(int value) const {
    return std::to_string(value);
}

std::string chartKindName(ChartKind kind) {
    switch (kind) {
    case ChartKind::Dice:
        return "dice";
    case ChartKind::Grid:
        return "grid";
    case ChartKind::Modifiers:
        return "modifiers";
    case ChartKind::Rule:
        return "rule";
    }
    return "?";
}

const Line* Chart::findLine(const std::string& key) const {
    for (const auto& l : lines)
        if (l.key == key) return &l;
    return nullptr;
}

Line* Chart::findLine(const std::string& key) {
    for (auto& l : lines)
        if (l.key == key) return &l;
    return nullptr;
}

const Line* Chart::lineMatching(int value) const {
    for (const auto& l : lines) {
        if (l.match.empty()) continue;
        if (const auto r = parseValueRange(l.match); r && r->contains(value)) return &l;
    }
    return nullptr;
}

const Line* Chart::lineAt(int position) const {
    for (const auto& l : lines)
        if (l.position && *l.position == position) return &l;
    return nullptr;
}

int Chart::columnIndex(const std::string& key) const {
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].key == key) return static_cast<int>(i);
    return -1;
}

int Chart::columnMatching(int value) const {
    for (size_t i = 0; i < columns.size(); ++i) {
        if (columns[i].match.empty()) continue;
        if (const auto r = parseValueRange(columns[i].match); r && r->contains(value))
            return static_cast<int>(i);
    }
    return -1;
}

const ModifierItem* Chart::findModifier(const std::string& mid) const {
    for (const auto& m : modifiers)
        if (m.id == mid) return &m;
    return nullptr;
}

const Cell& Chart::diceCell(const Line& line, int outcome) const {
    const int i = domain.indexOf(outcome);
    if (i < 0 || i >= static_cast<int>(line.cells.size()))
        throw InvalidInput("outcome " + std::to_string(outcome) + " is not read on the " + title);
    const Cell& c = line.cells[static_cast<size_t>(i)];
    if (!c.known)
        throw NeedsChartValue({id, title, line.key,
                               lineAxis.empty() ? line.label : lineAxis + " " + line.label,
                               domain.label(outcome), c.hint});
    return c;
}

const Cell& Chart::gridCell(const Line& row, const std::string& columnKey) const {
    const int i = columnIndex(columnKey);
    if (i < 0 || i >= static_cast<int>(row.cells.size()))
        throw InvalidInput("the " + title + " has no column " + columnKey);
    const Cell& c = row.cells[static_cast<size_t>(i)];
    if (!c.known)
        throw NeedsChartValue(
            {id, title, row.key, row.label, columns[static_cast<size_t>(i)].key, c.hint});
    return c;
}

double Chart::gridNumber(const Line& row, const std::string& columnKey) const {
    const Cell& c = gridCell(row, columnKey);
    const auto n = parseNumber(c.value);
    if (!n)
        throw InvalidInput("the " + title + " gives \"" + c.value + "\" for " + row.label + ", " +
                           columnKey + ", which is not a number");
    return *n;
}

int Chart::parameterInt(const std::string& key) const {
    if (!parameters.contains(key) || !parameters[key].is_number_integer())
        throw InvalidInput("the " + title + " has no parameter " + key);
    return parameters[key].get<int>();
}

} // namespace adc
