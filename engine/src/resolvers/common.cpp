#include "common.h"

namespace adc::detail {

RowShift shiftRows(const Chart& chart, const Line& start, int shift) {
    if (shift == 0) return {&start, false};
    if (!start.position)
        throw NeedsChartValue({chart.id, chart.title, start.key, "row " + start.label, "position",
                               "where row " + start.label + " sits on your printed " + chart.title +
                                   ", counted in rows from the reference row (down is +)"});
    int target = *start.position - shift; // + is up the chart, toward smaller positions
    bool clamped = false;
    if (chart.bottomPosition && target > *chart.bottomPosition)
        target = *chart.bottomPosition, clamped = true;
    if (chart.topPosition && target < *chart.topPosition)
        target = *chart.topPosition, clamped = true;
    if (const Line* l = chart.lineAt(target)) return {l, clamped};
    const std::string key = "@" + std::to_string(target);
    throw NeedsChartValue(
        {chart.id, chart.title, key, "the row at position " + std::to_string(target), "position",
         "which row of your printed " + chart.title + " is " + std::to_string(std::abs(shift)) +
             " rows " + (shift > 0 ? "above" : "below") + " row " + start.label +
             ", or where the chart's top row is if it does not reach that far"});
}

int applyModifiers(const std::vector<const ModifierItem*>& mods, Resolution& res,
                   const std::string& what) {
    int total = 0;
    for (const auto* m : mods) {
        if (!m->value) continue;
        total += *m->value;
        res.explain([&] { return m->label + ": " + signedText(*m->value) + " " + what; },
                    m->rule.c_str());
    }
    return total;
}

} // namespace adc::detail
