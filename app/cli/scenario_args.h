#pragma once
// What the `adc scenario` verbs read from the command line: positional words (a scenario, a
// file), then key=value pairs, each taken out as it is read so that what is left is refused.
#include "adc/chart_set.h"
#include "adc/scenarios/pre_game_losses.h"
#include "adc/scenarios/variants.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc::cli::scenario {

struct Args {
    std::vector<std::string> words;
    std::map<std::string, std::string> kv;
    std::string tablesDir;            // where the game's referee reads the sequence of play
    const ChartSet* charts = nullptr; // the charts it reads the results off
};

Args parseArgs(const std::vector<std::string>& args);
std::string word(const Args& a, std::size_t i,
                 const std::string& what); // the i-th word, or "give WHAT"
void noMoreWords(const Args& a, std::size_t n, const std::string& usage);
void noMoreKeys(const std::map<std::string, std::string>& kv, const std::string& usage);

// Take their keys out of `kv`.
Variants variantsFrom(std::map<std::string, std::string>& kv);
std::optional<Side> sideArg(std::map<std::string, std::string>& kv, bool required);
LossChoices lossChoicesFrom(
    std::map<std::string, std::string>& kv); // remainder.DIVISION=B1,B2 line.UNIT=N confirm=1

extern const char* const kLossUsage; // the keys of `losses` and `apply-losses`

} // namespace adc::cli::scenario
