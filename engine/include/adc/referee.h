#pragma once
// What the engine reads to work out, itself, where a player's "next step" leads: the
// sequence of play (8.1) and the scenario's Turn Record Track (1.1d). A game whose state has
// a referee derives the clock on apply and on replay and refuses a stored value that
// disagrees, whichever program wrote it (docs/game-file.md lists, per kind, what the player
// decides and what the engine derives). Every game the app or adc opens from a file has one
// (adc/module_start.h); a state built bare in code without one takes the clock as given
// (the engine's unit tests of the command rules, which jump to the step they test).
#include "adc/scenarios/scenario_catalog.h"
#include "adc/sequence_of_play.h"

#include <memory>

namespace adc {

struct Referee {
    std::shared_ptr<const SequenceOfPlay> sequence;
    // The scenario's catalog and the scenario in it; null for a game of loss charts only.
    // Kept alive as the orders of battle are, by whoever opened the game.
    std::shared_ptr<const ScenarioCatalog> catalog;
    const Scenario* scenario = nullptr;
};

} // namespace adc
