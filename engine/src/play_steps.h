#pragma once
// Reading a list of sequence-of-play steps from a data file: shared by the series' flat
// sequence (sequence_of_play.cpp) and a game's nested one (turn_sequence.cpp).
#include "adc/sequence_of_play.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc {

// The steps in doc[key], a non-empty list; `at` is doc's place in the file ("" at its root).
// Throws ChartFileError naming the file, the place and what a step needs.
std::vector<PlayStep> readPlaySteps(const nlohmann::json& doc, const std::string& key,
                                    const std::string& file, const std::string& at);

} // namespace adc
