#pragma once
// `adc order VERB FILE key=value...`: the command system (rule 10; AE 2.2-2.7, 3.3-3.6)
// from the command line. Every step of it is one action in the game file; JSON out. Each
// verb is a subcommand, so that `adc order --help` lists them and `adc order VERB --help`
// names the keys it takes.
#include "adc/chart_set.h"

#include <CLI/CLI.hpp>

#include <string>
#include <utility>
#include <vector>

namespace adc::cli {

struct OrderVerb;

class OrderCommand {
  public:
    explicit OrderCommand(CLI::App& order);
    bool parsed() const { return app_->parsed(); }
    int run(const ChartSet& charts, const std::string& tablesDir);

  private:
    CLI::App* app_;
    std::vector<std::pair<const CLI::App*, const OrderVerb*>> verbs_;
    std::string file_;
    std::vector<std::string> args_;
};

} // namespace adc::cli
