#pragma once
// A game in memory: its action log and the state derived from it. Storage is the game
// file's business (db/); this class decides what an action does and whether it is allowed.
#include "adc/action_log.h"
#include "adc/game_state.h"

#include <memory>

namespace adc {

class Game {
public:
    Game(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules = {});
    Game(const Game& other);
    Game& operator=(const Game& other);
    Game(Game&&) noexcept = default;
    Game& operator=(Game&&) noexcept = default;

    // Checks `a` against the current state; returns it completed (seq, summary) without
    // changing anything, or throws InvalidInput. commit() then makes it part of the game.
    Action prepare(Action a) const;
    void commit(const Action& a);

    // Replays a stored log (each action as prepared when it was written).
    void load(const std::vector<Action>& actions);

    const ActionLog& log() const { return log_; }
    const GameState& state() const { return *state_; }

private:
    void rebuild();
    const OrderOfBattle* french_;
    const OrderOfBattle* austrian_;
    CommandRules rules_;
    ActionLog log_;
    std::unique_ptr<GameState> state_;
};

} // namespace adc
