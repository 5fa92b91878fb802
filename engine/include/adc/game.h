#pragma once
// A game in memory: its action log and the state derived from it. Storage is the game
// file's business (db/); this class decides what an action does and whether it is allowed.
#include "adc/action_log.h"
#include "adc/game_state.h"

#include <memory>
#include <optional>

namespace adc {

class Game {
  public:
    // A Napoleonic Brigade Series game (Aspern-Essling 1809).
    Game(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules = {});
    // A game of any module, from its state before the first action.
    explicit Game(std::unique_ptr<ModuleState> start);
    Game(const Game& other);
    Game& operator=(const Game& other);
    Game(Game&&) noexcept = default;
    Game& operator=(Game&&) noexcept = default;

    // Checks `a` against the current state; returns it completed (seq, summary) without
    // changing anything, or throws InvalidInput. commit() then makes it part of the game.
    // An undo or redo names who asks in its payload's "by" (a side; none for the umpire or
    // both players at one table) and is refused when that viewer may not do it (9.0); its
    // "target", when given, is the action the player meant, and it is refused when that is no
    // longer the one to take back.
    Action prepare(Action a) const;
    void commit(const Action& a);

    // Replays a stored log (each action as prepared when it was written).
    void load(std::vector<Action> actions); // each moved into the log once checked
    // Plays stored actions that come after the log's end (another program's, a host's), all
    // or none: a refused one, named by its place, changes nothing. Without an undo or redo
    // among them it costs what they do, not what the whole log does.
    void extend(std::vector<Action> more);

    // 9.0: why `viewer` may not undo (or redo, `kind`) now, in words that never describe the
    // other side's action; "" when it may. A side takes back only its own actions and those
    // both sides see; with no viewer, anything.
    std::string undoRefusal(const std::string& kind, std::optional<Side> viewer) const;
    // The same for "undo to here": every action in force after `seq` must be the viewer's to
    // take back, and `seq` one it sees.
    std::string undoToRefusal(std::int64_t seq, std::optional<Side> viewer) const;
    // The same rule for every action at once, indexed by seq: one pass over the log, for a
    // history that offers "undo to here" on each row of a long battle.
    enum class UndoTo : char {
        NotInHistory, // undone, or not an action of the viewer's history
        OthersLater,  // the viewer's, but an action in force after it is not
        Allowed
    };
    std::vector<UndoTo> undoableTo(std::optional<Side> viewer) const;

    const ActionLog& log() const { return log_; }
    // The module's state, whatever the game.
    const ModuleState& moduleState() const { return *state_; }
    // A Napoleonic Brigade Series game's state; throws InvalidInput for another game's.
    const GameState& state() const;

  private:
    void keep(std::unique_ptr<ModuleState> state);
    Action undoRedo(Action a) const;
    void rebuild();
    const Action& at(std::int64_t seq) const { return log_.all()[static_cast<size_t>(seq - 1)]; }
    ActionLog log_;
    std::unique_ptr<ModuleState> state_;
    const GameState* nbs_ = nullptr; // state_ when it is an NBS game's, read without a cast
};

} // namespace adc
