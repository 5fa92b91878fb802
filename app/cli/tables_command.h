#pragma once
// `adc tables ...` and `adc resolvers`: looking at the chart files and filling in cells
// read off the player's printed charts.
#include "adc/chart_set.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc::cli {

class TablesCommand {
  public:
    explicit TablesCommand(CLI::App& tables);
    int run(const ChartSet& charts, const std::string& tablesDir, const std::string& alt,
            const std::string& overlay);

  private:
    int entry(const ChartSet& charts, const std::string& overlay);
    int exportEntries(const ChartSet& charts);
    int importEntries(const ChartSet& charts, const std::string& overlay);
    CLI::App* status_;
    CLI::App* check_;
    CLI::App* show_;
    CLI::App* set_;
    CLI::App* clear_;
    CLI::App* export_;
    CLI::App* import_;
    std::string file_;
    std::string chart_;
    std::vector<std::string> args_;
    std::string checkDir_;
};

nlohmann::json chartJson(const Chart& c);
// Every resolver, or those of one rule book ("nbs", "wagram-1809").
nlohmann::json resolversJson(const std::string& rulebook = "");

} // namespace adc::cli
