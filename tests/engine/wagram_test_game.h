#pragma once
// What the Wagram 1809 engine tests share: the shipped scenarios, a new game of one of them,
// its state, and an action played through the game as the app plays it (prepare, commit).
#include "adc/game.h"
#include "adc/wagram/wagram_state.h"

#include <memory>
#include <string>

namespace adc::wagram::test {

inline const WagramScenarios& scenarios() {
    static const WagramScenarios s =
        loadWagramScenarios(std::string(ADC_TABLES_DIR) + "/wagram-1809/scenarios.json");
    return s;
}

inline Game newGame(const std::string& id) {
    return Game(std::make_unique<WagramState>(scenarios().find(id), scenarios().frenchWinsBy));
}

inline const WagramState& state(const Game& g) {
    return dynamic_cast<const WagramState&>(g.moduleState());
}

inline Action play(Game& g, const char* kind, nlohmann::json payload,
                   const std::string& side = "") {
    Action a = g.prepare({0, kind, side, std::move(payload), {}, {}});
    g.commit(a);
    return a;
}

} // namespace adc::wagram::test
