#pragma once
// `adc game VERB FILE ...` and `adc oob ...`: the game file from the command line. Each
// command that changes the game is one action in the file's log; JSON out, exit codes as for
// resolve. Each verb is a subcommand (game_verbs.h), so that `adc game --help` lists them
// and `adc game VERB --help` names the keys it takes.
#include "adc/chart_set.h"

#include <CLI/CLI.hpp>

#include <string>
#include <utility>
#include <vector>

namespace adc::cli {

struct GameVerb;

class GameCommand {
  public:
    GameCommand(CLI::App& game, CLI::App& oob);
    bool parsed() const;
    int run(const ChartSet& charts, const std::string& tablesDir);

  private:
    CLI::App* game_;
    CLI::App* oob_;
    std::vector<std::pair<const CLI::App*, const GameVerb*>> verbs_;
    std::string file_;
    std::vector<std::string> args_;
    std::string side_;
};

} // namespace adc::cli
