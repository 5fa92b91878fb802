#pragma once
// An open game: the game file and the game derived from its log, kept in step. Every
// action is checked, written durably, and only then applied; a refused or unwritten
// action changes neither the file nor the state.
#include "adc/game.h"
#include "adc/game_file.h"

#include <optional>
#include <string>
#include <vector>

namespace adc {

class GameSession {
public:
    static GameSession create(const std::string& path, const nlohmann::json& info, const OrderOfBattle& french,
                              const OrderOfBattle& austrian);
    static GameSession open(const std::string& path, const OrderOfBattle& french, const OrderOfBattle& austrian);

    Action perform(Action a); // a.kind, a.side, a.payload; returns it as recorded
    Action undo();
    Action redo();
    // Undoes every action in force after `seq`, one log entry each, in one transaction.
    std::vector<Action> undoTo(std::int64_t seq);

    const Game& game() const { return game_; }
    const GameState& state() const { return game_.state(); }
    const GameFile& file() const { return file_; }

    // The history as one side may see it: its own secrets and what both sides see
    // (rule 9.0). With no viewer (an umpire, a solitaire player), everything.
    std::vector<const Action*> history(std::optional<Side> viewer) const;

private:
    GameSession(GameFile file, const OrderOfBattle& french, const OrderOfBattle& austrian);
    Action record(Action a);
    GameFile file_;
    Game game_;
};

} // namespace adc
