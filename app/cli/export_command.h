#pragma once
// `adc export FILE what= side= format= out= [page=] [viewer=] [replace=yes]`: a game's
// Order Logs, Loss Charts, roll log or victory count as CSV or PDF (issue 9 §3), for one
// viewer (9.0). JSON out; exit 0, or 2 with nothing written.
#include "adc/chart_set.h"
#include "export_tables.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adc::cli {

// Writes `d` as a PDF at `path` on `page` (a4 | letter) pages and returns the page count.
// The `adc` program sets one when it is built with Qt (pdf_main.cpp); without it format=pdf
// is refused.
using PdfWriter =
    std::function<int(const ExportDocument& d, const std::string& path, const std::string& page)>;
void setPdfWriter(PdfWriter w);

class ExportCommand {
  public:
    explicit ExportCommand(CLI::App& exportCmd);
    bool parsed() const;
    int run(const std::string& tablesDir, const ChartSet& charts);

  private:
    CLI::App* app_;
    std::string file_;
    std::vector<std::string> args_;
};

} // namespace adc::cli
