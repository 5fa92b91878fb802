#pragma once
// AE 2.9a rolls as a game records them: a `roll` action of the "bridge" resolver that is
// the French player's secret (the design note lets him keep his roll to himself, 9.0).
#include "adc/action.h"
#include "adc/game.h"
#include "adc/scenarios/bridge.h"

#include <cstdint>
#include <optional>

namespace adc {

// The rolls in force in `g`, in order.
BridgeTrack bridgeTrackOf(const Game& g);

// The two rolls of AE 2.9a: typed by the players, or thrown by the app from `seed`.
struct BridgeDice {
    int french = 0, austrian = 0;
    nlohmann::json dice = nlohmann::json::array(); // {name, value, rolled_by[, faces]}
    std::optional<std::uint64_t> seed;
};
BridgeDice typedBridgeDice(int french, int austrian);
BridgeDice appBridgeDice(std::uint64_t seed);

// The action recording `o`; `dice` says who rolled them ({name, value, rolled_by, faces}).
Action bridgeRollAction(const BridgeOutcome& o, const nlohmann::json& dice,
                        std::optional<std::uint64_t> seed);

} // namespace adc
