#pragma once
// What a resolver hands back: named results, a one-line summary, the dice thrown, and the
// explanation, step by step, each step with the rule it applies.
#include "adc/dice.h"

#include <nlohmann/json.hpp>

#include <string>
#include <type_traits>
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
    // False when nobody will read the steps (the chances): none is written, and a step
    // given as a function is never built.
    bool explaining = true;

    void explain(std::string text, std::string rule = {}) {
        if (explaining) steps.push_back({std::move(text), std::move(rule)});
    }
    void explain(const char* text, const char* rule) {
        if (explaining) steps.push_back({text, rule});
    }
    // A step whose text `text()` builds only when explaining.
    template <class Text, class = std::enable_if_t<std::is_invocable_r_v<std::string, Text>>>
    void explain(Text&& text, const char* rule) {
        if (explaining) steps.push_back({text(), rule});
    }
};

} // namespace adc
