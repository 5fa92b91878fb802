#pragma once
// Wagram 1809's scenarios in `adc scenario`: listed beside Aspern-Essling's, shown, and a
// new game made for one (14.2, 14.3).
#include "scenario_args.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace adc::cli::scenario {

// "14.2 (wagram-5-july), ...": for a message naming the scenarios there are.
std::string wagramScenarioNames(const std::string& tablesDir);
// One line per scenario, as `adc scenario list` prints Aspern-Essling's.
nlohmann::json wagramScenarioList(const std::string& tablesDir);
// `show` and `new` when their scenario word names a Wagram scenario; nothing otherwise.
std::optional<nlohmann::json> wagramScenarioVerb(const std::string& verb, Args& a,
                                                 const std::string& tablesDir);

} // namespace adc::cli::scenario
