#pragma once
// The state of a game derived from its actions: both armies' loss charts and leaders.
// apply() checks an action completely before changing anything, so a refused action
// leaves the state exactly as it was.
#include "adc/action.h"
#include "adc/leader_roster.h"
#include "adc/loss_chart.h"

#include <memory>
#include <string>
#include <vector>

namespace adc {

class GameState {
public:
    GameState(const OrderOfBattle& french, const OrderOfBattle& austrian);

    // Applies one action (not undo/redo) and returns what it did, in words.
    // Kinds and payloads are listed in docs/game-file.md.
    std::string apply(const Action& a);

    const LossChart& losses(Side s) const { return s == Side::French ? french_ : austrian_; }
    const LeaderRoster& roster(Side s) const { return s == Side::French ? frenchRoster_ : austrianRoster_; }
    const OrderOfBattle& oob(Side s) const { return losses(s).oob(); }
    int stepsTaken() const { return steps_; } // sequence-of-play steps completed (8.1)

private:
    LossChart& lossesOf(Side s) { return s == Side::French ? french_ : austrian_; }
    LeaderRoster& rosterOf(Side s) { return s == Side::French ? frenchRoster_ : austrianRoster_; }
    std::string describeRow(Side s, const std::string& brigade) const;
    LossChart french_, austrian_;
    LeaderRoster frenchRoster_, austrianRoster_;
    int steps_ = 0;
};

// 21.2 a-f: what the players confirm before a unit may recover stragglers; `key` is the
// name in a recover-stragglers action's checklist, `text` the condition in words.
struct RecoveryCondition {
    std::string key;
    std::string text;
};
const std::vector<RecoveryCondition>& recoveryConditions();

Side parseSide(const std::string& s); // "french" | "austrian"
std::string sideName(Side s);

} // namespace adc
