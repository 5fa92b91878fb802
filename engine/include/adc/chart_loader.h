#pragma once
// Reads one chart file (JSON) and validates it so that it cannot fool the resolvers:
// each dice line covers its outcomes exactly once, each grid row has every column, every
// value is well formed for the chart. Any fault is a ChartFileError naming file, place
// (a JSON pointer) and reason.
#include "adc/chart.h"

#include <string>
#include <vector>

namespace adc {

Chart loadChartFile(const std::string& path);
Chart parseChart(const nlohmann::json& doc, const std::string& file);

// One entry of an overlay file that was refused: the rest of the overlay still applies.
struct OverlayProblem {
    std::string file;  // the overlay file's name
    std::string chart; // the chart's id
    std::string place; // a JSON pointer into the file
    std::string cell;  // the entry, in the chart's words ("line C, roll 64"); empty: the whole file
    std::string reason;
    std::string text() const; // one line naming all of the above
};

// An overlay file holds cells the player read off their printed charts. It has the chart
// format with only some cells; each fills an unknown cell of `chart`. Each entry (a cell, a
// range of cells, a row position) is checked on its own: one that is malformed, contradicts
// a known value (a house rule belongs in a table set of its own) or what the chart says of
// its column, is left out and returned; the others apply. A fault of the whole file (not an
// object, not format 1, another chart's id) throws ChartFileError.
std::vector<OverlayProblem> applyOverlay(Chart& chart, const nlohmann::json& overlay,
                                         const std::string& file);

} // namespace adc
