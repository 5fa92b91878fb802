#pragma once
// The battle turn by turn, for the Battle page's plots: each side's casualty track (1.1f),
// wrecked divisions (20.6b) against the Archduke's threshold (AE 3.4), stragglers still on
// the Loss Chart (21.0) and the VPs worked out so far (AE 4.2, 4.3), as they stood at the
// end of each game turn. Replayed from the actions in force, so an undo changes the plot.
// Both sides are given: whoever shows the series filters it for the viewer (9.0).
#include "adc/game.h"
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/variants.h"
#include "adc/scenarios/victory_chart.h"

#include <optional>
#include <vector>

namespace adc {

struct SideAtTurn {
    int casualties = 0; // the casualty track (1.1f): no stragglers, no guns
    // Wrecked divisions (20.6b); none while a wrecked mark the transcription lacks is not
    // entered yet (20.6a).
    std::optional<int> wreckedDivisions;
    int stragglers = 0; // straggler marks outstanding (21.0), not yet recovered (21.2)
    // VPs earned so far, in halves (AE 4.2, 4.3, and the terrain VPs once entered, AE 4.1);
    // none without a scenario.
    std::optional<int> vpHalves;
};

struct TurnPoint {
    int turn = 1;
    bool inProgress = false; // the turn being played: the figures so far
    SideAtTurn french, austrian;
    const SideAtTurn& of(Side s) const { return s == Side::French ? french : austrian; }
};

// What the VPs are counted against; without it the series has no VPs.
struct VictoryTerms {
    const VictoryChart& chart;
    const Scenario& scenario;
    Variants variants;
};

struct BattleSeries {
    std::vector<TurnPoint> turns; // one per game turn begun, oldest first
    // AE 3.4: the Austrian wrecked-division count at which the Archduke loses heart.
    int wreckedThreshold = 0;
    // Some VPs are still asked of the players (AE 4.1's terrain, a casualty figure): the
    // VPs are those worked out so far.
    bool vpPartial = false;
};

// The game's actions in force replayed; a point at the end of every turn and one for the
// turn in progress.
BattleSeries battleSeries(const Game& game, const std::optional<VictoryTerms>& victory);

} // namespace adc
