#pragma once
// Both armies of Aspern-Essling, loaded once for the benchmarks.
#include "adc/order_of_battle.h"

#include <string>

namespace adc::bench {

inline const OrderOfBattle& french() {
    static const auto o = loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/french.json");
    return o;
}
inline const OrderOfBattle& austrian() {
    static const auto o = loadOrderOfBattle(std::string(ADC_TABLES_DIR) + "/oob/austrian.json");
    return o;
}

} // namespace adc::bench
