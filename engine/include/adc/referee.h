#pragma once
// What the engine reads to work out, itself, what a player's decisions lead to: the sequence
// of play (8.1) and the scenario's Turn Record Track (1.1d) for the clock, the charts for
// every result. A game whose state has
// a referee derives the clock on apply and on replay and refuses a stored value that
// disagrees, whichever program wrote it (docs/game-file.md lists, per kind, what the player
// decides and what the engine derives). Every game the app or adc opens from a file has one
// (adc/module_start.h); a state built bare in code without one takes the clock as given
// (the engine's unit tests of the command rules, which jump to the step they test).
#include "adc/chart_set.h"
#include "adc/scenarios/scenario_catalog.h"
#include "adc/sequence_of_play.h"

#include <functional>
#include <memory>

namespace adc {

struct Referee {
    std::shared_ptr<const SequenceOfPlay> sequence;
    // The scenario's catalog and the scenario in it; null for a game of loss charts only.
    // Kept alive as the orders of battle are, by whoever opened the game.
    std::shared_ptr<const ScenarioCatalog> catalog;
    const Scenario* scenario = nullptr;
    // The charts the players use now (the shipped set, an alternative one, the cells they
    // entered), read when an action's results are checked: each roll and each figure the
    // staff worked out is read again off them (adc/command/result_check.h). None (or null)
    // in a seat's copy, whose results are the host's, and where a program has no charts:
    // results as recorded.
    std::function<const ChartSet*()> charts = nullptr;
};

} // namespace adc
