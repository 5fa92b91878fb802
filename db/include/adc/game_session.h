#pragma once
// An open game: the game file and the game derived from its log, kept in step. Every
// action is checked, written durably, and only then applied; a refused or unwritten
// action changes neither the file nor the state. Another program may write to the same
// file: each action is checked against the log as it stands under the file's write lock
// (the other program's actions first), and refresh() follows them between actions.
#include "adc/game.h"
#include "adc/game_file.h"
#include "adc/game_module.h"
#include "adc/module_start.h"
#include "adc/rederive.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace adc {

class GameSession {
  public:
    // The state a file's actions are played onto, for the game its settings name (see
    // adc/module_start.h); throws InvalidInput when it cannot be made.
    using StartState =
        std::function<std::unique_ptr<ModuleState>(const GameModule&, const nlohmann::json&)>;

    // A new game file holding `info` and `first`, the game's first actions (a scenario's
    // pre-set orders), each checked as any action is: all of it is written or nothing.
    static GameSession create(const std::string& path, const nlohmann::json& info,
                              const StartState& start, const std::vector<Action>& first = {});
    // Reads and replays a game file, writing nothing; refused (GameFileError, naming the
    // action) when an action is not what its kind records or does not replay.
    static GameSession open(const std::string& path, const StartState& start);

    // The same for an Aspern-Essling game, from its two armies; a file of another game is
    // refused (GameFileError OtherGame), a new one of another game is not created.
    static GameSession create(const std::string& path, const nlohmann::json& info,
                              const OrderOfBattle& french, const OrderOfBattle& austrian,
                              const std::vector<Action>& first = {});
    static GameSession open(const std::string& path, const OrderOfBattle& french,
                            const OrderOfBattle& austrian);
    // The same with what the game's referee reads (adc/module_start.h: the tables folder, or
    // the sequence of play and scenarios already loaded): the clock is then the engine's on
    // every action and on replay. Every program opens its games so; the armies-only forms
    // above are for tests of the rules that set the clock by hand.
    static GameSession create(const std::string& path, const nlohmann::json& info,
                              const ModuleData& data, const std::vector<Action>& first = {});
    static GameSession open(const std::string& path, const ModuleData& data);

    // Old files (docs/game-file.md): a game written before the engine worked out its results
    // may disagree with it. `asRecorded` reads it as it stands, every figure as the file has
    // it, and records nothing in it. `rederive` writes its log as the engine makes it to a
    // new game at `out` (never over a file), with the same settings, and says what changed;
    // the old file is left as it is.
    static GameSession asRecorded(const std::string& path, const OrderOfBattle& french,
                                  const OrderOfBattle& austrian);
    static Rederived rederive(const std::string& path, const StartState& start,
                              const std::string& out);
    bool readOnly() const { return readOnly_; }

    Action perform(Action a); // a.kind, a.side, a.payload; returns it as recorded
    // Several actions as one: `next` is given the game as the actions so far leave it and
    // returns the next ones to record (none: done). All are written in one transaction, or,
    // when anything is refused, none.
    std::vector<Action> performAll(const std::function<std::vector<Action>(const Game&)>& next);
    // Undo and redo for `viewer` (9.0): a side takes back only its own actions and those
    // both sides see; no viewer (the umpire, a solitaire game) any. See Game::undoRefusal.
    // `meant`: the action the player saw as the one to take back (or bring back); refused,
    // changing nothing, when another action has come first.
    Action undo(std::optional<Side> viewer = std::nullopt,
                std::optional<std::int64_t> meant = std::nullopt);
    Action redo(std::optional<Side> viewer = std::nullopt,
                std::optional<std::int64_t> meant = std::nullopt);
    // Undoes every action in force after `seq`, one log entry each, in one transaction.
    std::vector<Action> undoTo(std::int64_t seq, std::optional<Side> viewer = std::nullopt);
    // Plays the actions another program has appended to the file since; how many.
    std::size_t refresh();
    // What is written from now on is `request`, a seat's (adc/game_host.h): it is stored with
    // the actions it records, in the same transaction; none: a local action.
    void asRequest(std::optional<SeatRequest> request) { request_ = std::move(request); }

    const Game& game() const { return game_; }
    const GameState& state() const { return game_.state(); }
    const GameFile& file() const { return file_; }

    // The history as one side may see it: its own secrets and what both sides see
    // (rule 9.0). With no viewer (an umpire, a solitaire player), everything.
    std::vector<const Action*> history(std::optional<Side> viewer) const;

  private:
    GameSession(GameFile file, std::unique_ptr<ModuleState> start);
    Action record(Action a);
    void checkWritable() const;
    void follow(const std::vector<Action>& newer);
    const SeatRequest* request() const { return request_ ? &*request_ : nullptr; }
    GameFile file_;
    Game game_;
    std::optional<SeatRequest> request_;
    bool readOnly_ = false; // opened as recorded: read, never written
};

} // namespace adc
