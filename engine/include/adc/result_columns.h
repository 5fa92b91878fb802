#pragma once
// What a dice chart's printed layout says of a cell it does not give. Charts such as the
// Morale Table print their results as column headings and, along each line, the dice
// range that falls under each heading; the ranges rise with the columns, left to right.
// So a cell the transcription lacks still lies under one of a few columns: after the
// column of a lower roll of its line, before the column of a higher one, never under a
// column whose whole printed entry on that line is known and does not contain it. A value
// read off the player's chart must fit one of those columns (issue: "C 64 is under DG").
#include "adc/chart.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

// Whether `pattern` (a ResultColumn value) is well formed for the chart's result format.
std::optional<std::string> checkColumnPattern(const Chart& chart, const std::string& pattern);

// Whether `value` can be the result printed under result column `c`: every part of the
// column's value that the transcription gives must be the same ("?" matches anything; on
// the Morale Table "-" and "0" are the same); "*" takes a value that fits no other column.
bool fitsColumn(const Chart& chart, int c, const std::string& value);

// The result columns the cell at outcome index `k` of `line` may lie under, given every
// other cell of the line (its own value ignored). Empty when the chart prints no result
// columns (then nothing is known of it beyond the result format).
std::vector<int> possibleColumns(const Chart& chart, const Line& line, size_t k);

// "DG/1/? (the 7th column, headed DG)"
std::string describeColumn(const Chart& chart, int c);
// "Sh/1/1 (the 5th column, headed Sh) or Sh/1/2 (the 6th column, headed Sh)"
std::string describeColumns(const Chart& chart, const std::vector<int>& columns);

// Nothing when the known cells of `line` fit the chart's result columns (in rising order,
// one result per column, each printed entry whole); else why not, naming the outcome.
std::optional<std::string> checkLineColumns(const Chart& chart, const Line& line);

// Nothing when `value` may be entered at the outcomes `ks` (indices) of `line`, whose cells
// there are taken as not known yet; else the reason, naming the column the chart gives.
std::optional<std::string> checkEntryColumns(const Chart& chart, const Line& line,
                                             const std::vector<size_t>& ks,
                                             const std::string& value);

} // namespace adc
