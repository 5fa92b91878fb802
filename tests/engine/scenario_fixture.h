#pragma once
// Shared by the scenario tests: both armies and the shipped scenario folder, loaded once.
#include "adc/game.h"
#include "adc/order_of_battle.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/scenarios/scenario_setup.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace adc::test {

inline const OrderOfBattle& frenchOob() {
    static const OrderOfBattle o =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/french.json");
    return o;
}

inline const OrderOfBattle& austrianOob() {
    static const OrderOfBattle o =
        loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/austrian.json");
    return o;
}

inline const ScenarioCatalog& catalog() {
    static const ScenarioCatalog c = ScenarioCatalog::load(
        std::string(ADC_TABLES_DIR) + "/scenarios", frenchOob(), austrianOob());
    return c;
}

inline SideSetup setupOf(const std::string& scenario, Side side, const Variants& v = {}) {
    return buildSideSetup(catalog(), catalog().find(scenario), side, v);
}

inline bool has(const UnitSet& s, UnitKind k, const std::string& id) {
    return s.contains({k, id});
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace adc::test
