#pragma once
// Shared helpers for the engine tests: the shipped chart set and one-line resolutions.
#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/errors.h"
#include "adc/resolver.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace adc::test {

using Args = std::vector<std::pair<std::string, std::string>>;

inline const ChartSet& shipped() {
    static const ChartSet set = ChartSet::load(ADC_TABLES_DIR);
    return set;
}

inline Resolution run(const std::string& name, const Args& args) {
    return resolve(shipped(), name, args).resolution;
}

// The explanation must cite `rule` somewhere: every result explains itself.
inline bool cites(const Resolution& r, const std::string& rule) {
    for (const auto& s : r.steps)
        if (s.rule.find(rule) != std::string::npos) return true;
    return false;
}

inline ChartCellRef needed(const std::string& name, const Args& args) {
    try {
        run(name, args);
    } catch (const NeedsChartValue& e) {
        return e.cell();
    }
    ADD_FAILURE() << name << " did not ask for a chart value";
    return {};
}

// The refusal's message; fails the test when `f` is accepted.
inline std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const InvalidInput& e) {
        return e.what();
    }
    ADD_FAILURE() << "accepted";
    return {};
}

inline double chanceOf(const Chances& c, const std::string& result) {
    for (const auto& e : c.results)
        if (e.result == result) return e.probability.value();
    return 0;
}

inline std::string chanceText(const Chances& c, const std::string& result) {
    for (const auto& e : c.results)
        if (e.result == result) return e.probability.text();
    return "0";
}

} // namespace adc::test
