#pragma once
// What the Wagram 1809 engine tests and benchmark share: the shipped scenarios, a new game of
// one of them, its state, an action played through the game as the app plays it (prepare,
// commit), and the usual steps of a turn.
#include "adc/game.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include <memory>
#include <optional>
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

// 6: `side` wins the initiative, 6 against 1: enough while his run of Rounds is under 5.
inline void winInitiative(Game& g, Side side) {
    const bool french = side == Side::French;
    play(g, kinds::Initiative, {{"french", french ? 6 : 1}, {"austrian", french ? 1 : 6}});
}

// One Round of `side` once it is the Phase player (7.1, 11): Order 1 revealed, the new
// Order 3 (the Reaction corps left over, else the first marker in Available), then the
// Continuation Phase, with `roll` when its marker reaches box 7.
inline void playRound(Game& g, Side side, std::optional<int> roll = std::nullopt) {
    const std::string s = sideName(side);
    play(g, kinds::Reveal, {{"side", s}});
    const OrdersTable& t = state(g).table(side);
    const std::string corps =
        t.mustPick() ? *t.mustPick() : t.view(true)["available"][0]["corps"].get<std::string>();
    play(g, kinds::Pick, {{"corps", corps}}, s);
    nlohmann::json c{{"side", s}};
    if (roll) c["roll"] = *roll;
    play(g, kinds::Continue, c);
}

// 12.1 with no new picks: both boxes revealed, the Austrian first, then both picks empty.
inline void playAdministrativeMovement(Game& g) {
    play(g, kinds::AdminReveal, {{"side", "austrian"}});
    play(g, kinds::AdminReveal, {{"side", "french"}});
    play(g, kinds::AdminPick, {{"corps", nlohmann::json::array()}}, "austrian");
    play(g, kinds::AdminPick, {{"corps", nlohmann::json::array()}}, "french");
}

} // namespace adc::wagram::test
