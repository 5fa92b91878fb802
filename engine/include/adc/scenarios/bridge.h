#pragma once
// AE 2.9a Variable Interruption: the bridge at Kaiser-Ebersdorf. At the start of the
// scenario each player rolls two dice. A higher French roll keeps the bridge up for the
// difference in turns, a higher Austrian roll brings it down for the difference (no French
// reinforcements arrive); then the players roll again. Equal rolls: the bridge is up this
// turn and they roll again next turn.
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct BridgeOutcome {
    int turn = 0;   // the turn of the roll
    int french = 0; // two dice, 2 to 12
    int austrian = 0;
    bool up = true;   // the bridge's state from `turn` until the next roll
    int turns = 0;    // how many turns that lasts
    int nextRoll = 0; // the turn of the next roll
    std::string text; // in words, citing AE 2.9a
};

// Throws InvalidInput for a turn below 1 or a roll that two dice cannot make.
BridgeOutcome resolveBridgeRoll(int turn, int french, int austrian);

class BridgeTrack {
  public:
    // Records the roll due now; throws InvalidInput when a roll is not due on that turn.
    const BridgeOutcome& roll(int turn, int french, int austrian);
    int nextRollTurn() const;                 // 1 before any roll
    std::optional<bool> upOn(int turn) const; // none: no roll covers that turn yet
    // The turn a French reinforcement due on `scheduled` actually arrives: the first turn
    // from then on with the bridge up; none while the rolls do not reach that far.
    std::optional<int> arrival(int scheduled) const;
    const std::vector<BridgeOutcome>& outcomes() const { return outcomes_; }

  private:
    std::vector<BridgeOutcome> outcomes_;
};

} // namespace adc
