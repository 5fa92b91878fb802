#pragma once
// What victory needs from the players: the terrain VPs printed on the map (AE 4.1) and,
// when a side reaches it, AE 4.2's top row (not transcribed). Kept in the game once entered.
#include "adc/action.h"

#include <optional>

namespace adc {

struct VictoryInput {
    std::optional<int> terrainFrench; // AE 4.1, from the map
    std::optional<int> terrainAustrian;
    std::optional<int> casualtyTopRowVp; // AE 4.2's last row, when a side reaches it
};

// The action that keeps what the players entered in the game: the figures given, none other.
Action victoryInputAction(const VictoryInput& entered);

} // namespace adc
