#pragma once
// `adc scenario ...` and `adc victory ...`: the scenarios of AE 5.1 to 5.4 (set-up,
// schedule, turn track and clock, pre-game losses), creating a game for a scenario and its
// variants, the AE 2.9a bridge rolls, and who won (AE 4.0 to 4.4). JSON out; exit 0, 2
// (invalid input) or 3 (a value only the players can supply).
#include "adc/chart_set.h"
#include <CLI/CLI.hpp>

#include <string>
#include <utility>
#include <vector>

namespace adc::cli {

struct ScenarioVerb;

class ScenarioCommand {
  public:
    ScenarioCommand(CLI::App& scenario, CLI::App& victory);
    bool parsed() const;
    int run(const std::string& tablesDir, const std::string& overlayDir, const ChartSet& charts);

  private:
    CLI::App* scenario_;
    CLI::App* victory_;
    std::vector<std::pair<const CLI::App*, const ScenarioVerb*>> verbs_;
    std::vector<std::string> args_;
    std::string file_;
    std::vector<std::string> victoryArgs_;
};

} // namespace adc::cli
