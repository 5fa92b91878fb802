#pragma once
// A Wagram 1809 game turn by turn, for the Battle page's plots: each side's VP (12.3) and
// Round marker (11) as they stood at the end of each turn, and the turn in progress so far.
// Replayed from the actions in force, so an undo changes it. Both are public (the VP markers
// and the Round markers sit on the Turn Record Track), so no viewer filter is needed.
#include "adc/game.h"

#include <vector>

namespace adc::wagram {

struct WagramTurnPoint {
    int turn = 0;
    bool inProgress = false;
    int vpFrench = 0, vpAustrian = 0;
    int markerFrench = 0, markerAustrian = 0; // the box each Round marker reached (11)
};

// Empty for a game that is not Wagram 1809's.
std::vector<WagramTurnPoint> wagramSeries(const Game& game);

} // namespace adc::wagram
