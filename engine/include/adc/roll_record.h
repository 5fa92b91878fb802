#pragma once
// A resolver's roll as a game records it (the umpire's audit trail, `adc game roll`): a
// `roll` action holding the resolver, its inputs and its result with the dice. Rolls whose
// result is a side's secret under 9.0 belong to that side, so the other side's views never
// show them; the others are seen by both.
#include "adc/action.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace adc {

// Whose secret a resolver's result is, if anyone's (9.0).
struct RollSecrecy {
    bool secret = false;
    std::string rule;  // "9.0a" casualties, stragglers, wrecks; "9.0b" orders and plans
    std::string whose; // which side to give, in words
};
RollSecrecy rollSecrecy(const std::string& resolver);

// Refuses (InvalidInput) a `side` that does not fit the resolver's secrecy, before any dice.
void checkRollSide(const std::string& resolver, const std::string& side);

// The action recording one resolution. `side` ("french", "austrian" or empty) must name
// the side whose secret it is for a secret roll, and be empty for a roll both sides see;
// anything else is refused (InvalidInput) with the rule that decides.
Action rollRecord(const std::string& resolver, const nlohmann::json& inputs,
                  const nlohmann::json& result, const std::string& side);

} // namespace adc
