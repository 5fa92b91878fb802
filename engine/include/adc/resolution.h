#pragma once
// What a resolver hands back: named results, a one-line summary, the dice thrown, and the
// explanation, step by step, each step with the rule it applies.
#include "adc/dice.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adc {

struct Step {
    std::string text;
    std::string rule;
};

struct Resolution {
    std::string resolver;
    nlohmann::json fields = nlohmann::json::object();
    std::string summary; // the result in a few words; the key the chances are grouped by
    std::vector<Step> steps;
    std::vector<DieRoll> rolls;

    void explain(std::string text, std::string rule = {}) {
        steps.push_back({std::move(text), std::move(rule)});
    }
};

} // namespace adc
