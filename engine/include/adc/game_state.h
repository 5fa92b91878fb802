#pragma once
// The state of a game derived from its actions: both armies' loss charts and leaders.
// apply() checks an action completely before changing anything, so a refused action
// leaves the state exactly as it was.
#include "adc/action.h"
#include "adc/command/command_state.h"
#include "adc/leader_roster.h"
#include "adc/loss_chart.h"
#include "adc/module_state.h"
#include "adc/referee.h"
#include "adc/scenarios/victory_input.h"

#include <memory>
#include <string>
#include <vector>

namespace adc {

// The Napoleonic Brigade Series' state: Aspern-Essling 1809's module.
class GameState : public ModuleState {
  public:
    GameState(const OrderOfBattle& french, const OrderOfBattle& austrian, CommandRules rules = {});
    GameState(const GameState&) = default;
    GameState& operator=(const GameState&) = default;

    std::unique_ptr<ModuleState> clone() const override;
    std::unique_ptr<ModuleState> fresh() const override;
    // The kinds of adc/action_kinds.h, each payload as actionSchemas() records it.
    void checkPayload(const Action& a) const override;
    // Applies one action (not undo/redo) and returns what it did, in words.
    // Kinds and payloads are listed in docs/game-file.md.
    std::string apply(const Action& a) override;
    // On a copy on the stack: a state this size, new on the heap for every check, costs the
    // allocator more than the check (bench_command's "one more order").
    std::string tryApply(const Action& a) const override;
    // 9.0: who decided `a`; a loose cannon's order is its owner's opponent's (10.2g), an undo
    // or redo the side that asked for it.
    std::optional<Side> actor(const Action& a) const override;
    // 5.3: the app's dice thrown again off the referee's charts (adc/command/result_check.h);
    // without charts loaded, the reason it cannot.
    std::string cannotThrowAgain() const override;
    Action thrownAgain(const Action& a, std::uint64_t seed) const override;
    // AE 5.0: a pre-game mark is casualties of the game's own scenario (the mark's handler).
    void checkPreGameMark(const Action& a) const;
    // Whether apply() knows this kind of action (adc/action_kinds.h names them all).
    static bool applies(const std::string& kind);

    // What one action's handler may change (game_state.cpp's table of handlers).
    struct Mutable {
        GameState& state;
        LossChart& losses(Side s) { return state.lossesOf(s); }
        LeaderRoster& roster(Side s) { return state.rosterOf(s); }
        VictoryInput& victory = state.victory_;
        BridgeTrack& bridge = state.bridge_;
        std::string describeRow(Side s, const std::string& brigade) const {
            return state.describeRow(s, brigade);
        }
    };

    const LossChart& losses(Side s) const { return s == Side::French ? french_ : austrian_; }
    const LeaderRoster& roster(Side s) const {
        return s == Side::French ? frenchRoster_ : austrianRoster_;
    }
    const OrderOfBattle& oob(Side s) const { return losses(s).oob(); }
    int stepsTaken() const { return steps_; } // sequence-of-play steps completed (8.1)
    const TurnNow& now() const { return now_; }
    const CommandState& command() const { return command_; }
    const CommandRules& rules() const { return rules_; }
    // What the scenario has on the map at this turn (16.4, AE 2.9a's bridge as rolled).
    InPlayNow inPlay() const { return {rules_.inPlay, now_.turn, bridge_}; }
    // What the players entered for victory (AE 4.1 terrain VPs from the map, AE 4.2's top row).
    const VictoryInput& victoryEntered() const { return victory_; }
    // What must be done before the sequence of play moves on (rolls nobody may skip).
    std::vector<std::string> unfinished() const override;

    // The referee that derives the clock (adc/referee.h); null: the clock as recorded.
    void setReferee(std::shared_ptr<const Referee> r) { referee_ = std::move(r); }
    const Referee* referee() const { return referee_.get(); }

  private:
    LossChart& lossesOf(Side s) { return s == Side::French ? french_ : austrian_; }
    LeaderRoster& rosterOf(Side s) { return s == Side::French ? frenchRoster_ : austrianRoster_; }
    std::string describeRow(Side s, const std::string& brigade) const;
    LossChart french_, austrian_;
    LeaderRoster frenchRoster_, austrianRoster_;
    CommandState::World world();
    std::string advance(const nlohmann::json& p);
    void checkClock(const Action& a) const;
    int steps_ = 0;
    CommandRules rules_;
    TurnNow now_;
    CommandState command_;
    VictoryInput victory_;
    BridgeTrack bridge_; // AE 2.9a rolls: French reinforcements held while the bridge is down
    std::shared_ptr<const Referee> referee_;
};

// 16.4: a formation an order goes to, or a contact is marked for, that is not on the map at
// the game's turn, in words ("2 Corps is not on the map yet: arrives on turn 21 (16.4)"); ""
// when it is, or when `id` names no formation. Said where the player acts, not refused: an
// order may be sent ahead of a corps' arrival.
std::string notOnMapYet(const GameState& st, Side s, const std::string& id);

} // namespace adc
