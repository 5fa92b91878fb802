#pragma once
// `adc resolve TABLE game=FILE ...` (and `adc chances`): the inputs the game knows are taken
// from it (adc::withGameContext: night, the French 21 May rule, fire levels, Low Ammo).
#include "adc/chart_set.h"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace adc::cli {

using KeyValues = std::vector<std::pair<std::string, std::string>>;

// Without game=, `args` unchanged and `about` null. With it, the inputs completed from the
// game and `about` saying where the game stands and what was taken from it.
KeyValues inGame(const ChartSet& charts, const std::string& tablesDir,
                 const std::string& resolverName, KeyValues args, nlohmann::json* about);

} // namespace adc::cli
