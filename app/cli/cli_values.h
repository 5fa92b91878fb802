#pragma once
// Reading the numbers typed on the command line, with a message that says what is valid.
#include <cstdint>
#include <string>

namespace adc::cli {

int toInt(const std::string& key, const std::string& value);   // a whole number
std::uint64_t toSeed(const std::string& value);                // a dice seed, 0 or more

} // namespace adc::cli
