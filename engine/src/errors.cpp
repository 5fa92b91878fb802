#include "adc/errors.h"

namespace adc {

static std::string describe(const ChartCellRef& r) {
    std::string s = "the app does not know this cell of the " + r.chart_title + ": " +
                    r.line_label + ", " + r.outcome + ".";
    if (!r.hint.empty()) s += " Known so far: " + r.hint + ".";
    s += " Read it off your printed chart and record it with: adc tables set " + r.chart_id +
         " line=" + r.line_key + " at=" + r.outcome + " value=...";
    return s;
}

NeedsChartValue::NeedsChartValue(ChartCellRef ref)
    : std::runtime_error(describe(ref)), ref_(std::move(ref)) {}

ChartFileError::ChartFileError(std::string file, std::string place, std::string reason)
    : std::runtime_error(file + (place.empty() ? "" : " at " + place) + ": " + reason),
      file_(std::move(file)), place_(std::move(place)), reason_(std::move(reason)) {}

} // namespace adc
