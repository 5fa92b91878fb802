#pragma once
// Reads one chart file (JSON) and validates it so that it cannot fool the resolvers:
// each dice line covers its outcomes exactly once, each grid row has every column, every
// value is well formed for the chart. Any fault is a ChartFileError naming file, place
// (a JSON pointer) and reason.
#include "adc/chart.h"

#include <string>

namespace adc {

Chart loadChartFile(const std::string& path);
Chart parseChart(const nlohmann::json& doc, const std::string& file);

// An overlay file holds cells the player read off their printed charts. It has the chart
// format with only some cells; each fills an unknown cell of `chart`. A cell that
// contradicts a known value is refused (a house rule belongs in a table set of its own).
void applyOverlay(Chart& chart, const nlohmann::json& overlay, const std::string& file);

} // namespace adc
