#pragma once
// Reading the numbers typed on the command line, with a message that says what is valid;
// and an action as every command prints it.
#include "adc/action.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace adc::cli {

int toInt(const std::string& key, const std::string& value); // a whole number
std::uint64_t toSeed(const std::string& value);              // a dice seed, 0 or more
// key=value words, each key once.
std::map<std::string, std::string> keyValues(const std::vector<std::string>& args);
// "a,b,c" -> its items ("" -> none).
std::vector<std::string> listOf(const std::string& value);
// An action as recorded: seq, kind, side, payload, at, summary.
nlohmann::json actionJson(const Action& a);

} // namespace adc::cli
