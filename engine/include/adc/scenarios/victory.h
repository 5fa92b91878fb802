#pragma once
// Who won (AE 4.0 to 4.4), worked out from a game's state: terrain VPs the players enter
// (AE 4.1, printed on the map), VPs for the casualties inflicted (AE 4.2), for wrecked
// formations and eliminated guns (AE 4.3), the variants' VPs (AE 2.9, 3.8); each side's
// total rounded down, the spread (French less Austrian) read in the scenario's table, and
// one level towards the Austrians if Napoleon is lost (AE 4.4). Every line is shown.
#include "adc/game_state.h"
#include "adc/scenarios/needs_player_value.h"
#include "adc/scenarios/scenario.h"
#include "adc/scenarios/variants.h"
#include "adc/scenarios/victory_chart.h"
#include "adc/scenarios/victory_input.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct VpLine {
    Side earner = Side::French;
    std::string rule;   // "AE 4.3"
    std::string what;   // "2 Corps, 7 of 11 units wrecked"
    int halves = 0;     // VPs in halves (AE 4.3 gives 1/2 VPs)
    std::string detail; // how it was found
};

struct VictoryResult {
    std::vector<VpLine> lines;
    int frenchHalves = 0, austrianHalves = 0;
    int french = 0, austrian = 0; // rounded down (AE 4.0)
    int spread = 0;               // french - austrian
    std::size_t levelIndex = 0;   // in the scenario's table
    std::string printedRange;     // the table row the spread falls in
    bool napoleonLost = false;    // AE 4.4
    std::size_t finalIndex = 0;
    std::string level;              // from the table
    std::string finalLevel;         // after AE 4.4
    std::vector<std::string> steps; // the arithmetic, in words, with rule numbers
    // What the players have yet to supply (victorySoFar only); while any is asked for,
    // the lines found so far are given but no totals, level or steps.
    std::vector<PlayerValueNeed> asked;
};

std::string formatHalves(int halves); // 7 -> "3 1/2"

// Every line that can be worked out now, and what is asked for (`asked`); the totals,
// level and steps only when nothing is.
VictoryResult victorySoFar(const VictoryChart& chart, const Scenario& s, const Variants& v,
                           const GameState& st, const VictoryInput& in);

// Throws NeedsPlayerValue listing everything the players must supply first: the terrain
// VPs, a casualty figure beyond the transcription, a wrecked mark (3-2-2) an award needs.
VictoryResult computeVictory(const VictoryChart& chart, const Scenario& s, const Variants& v,
                             const GameState& st, const VictoryInput& in);

} // namespace adc
