#pragma once
// The three ways a resolution can fail, each mapped to an `adc` exit code:
// bad input (2), a chart cell nobody has transcribed yet (3), a broken chart file (2).
#include <stdexcept>
#include <string>

namespace adc {

// The player asked for something the rules do not allow; the message says what is valid.
class InvalidInput : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// A cell of a printed chart that the app does not know. The player reads it off their
// own printed chart and records it in the overlay (see ChartSet, Overlay).
struct ChartCellRef {
    std::string chart_id;
    std::string chart_title;
    std::string line_key;   // the chart's column or row being read (as in the file)
    std::string line_label; // as printed
    std::string outcome;    // the dice outcome or grid column, as printed ("34", "B")
    std::string hint;       // what is known about the cell, if anything
};

class NeedsChartValue : public std::runtime_error {
  public:
    explicit NeedsChartValue(ChartCellRef ref);
    const ChartCellRef& cell() const { return ref_; }

  private:
    ChartCellRef ref_;
};

// A chart file that is malformed or inconsistent: file name, place in it, and why.
class ChartFileError : public std::runtime_error {
  public:
    ChartFileError(std::string file, std::string place, std::string reason);
    const std::string& file() const { return file_; }
    const std::string& place() const { return place_; }
    const std::string& reason() const { return reason_; }

  private:
    std::string file_, place_, reason_;
};

} // namespace adc
