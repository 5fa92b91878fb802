#pragma once
// `adc game ...` and `adc oob ...`: the game file from the command line. Each command that
// changes the game is one action in the file's log; JSON out, exit codes as for resolve.
#include "adc/chart_set.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace adc::cli {

class GameCommand {
public:
    GameCommand(CLI::App& game, CLI::App& oob);
    bool parsed() const;
    int run(const ChartSet& charts, const std::string& tablesDir);

private:
    CLI::App* game_;
    CLI::App* oob_;
    std::string verb_;
    std::string file_;
    std::vector<std::string> args_;
    std::string side_;
};

} // namespace adc::cli
