#include "adc/scenarios/bridge.h"

#include "adc/dice.h"
#include "adc/errors.h"

namespace adc {

BridgeOutcome resolveBridgeRoll(int turn, int french, int austrian) {
    if (turn < 1) throw InvalidInput("the bridge is rolled for on turn 1 or later (AE 2.9a)");
    checkRoll(DiceKind::TwoD6, french);
    checkRoll(DiceKind::TwoD6, austrian);
    BridgeOutcome o{turn, french, austrian, true, 1, turn + 1, ""};
    const std::string rolls =
        "French " + std::to_string(french) + ", Austrian " + std::to_string(austrian);
    if (french == austrian) {
        o.text = rolls + ": equal, the bridge is up this turn and the players roll again on turn " +
                 std::to_string(o.nextRoll) + " (AE 2.9a)";
        return o;
    }
    o.up = french > austrian;
    o.turns = o.up ? french - austrian : austrian - french;
    o.nextRoll = turn + o.turns;
    o.text = rolls + ": the bridge is " + (o.up ? "up" : "down") + " for " +
             std::to_string(o.turns) + " turn(s), turns " + std::to_string(turn) + " to " +
             std::to_string(o.nextRoll - 1) + (o.up ? "" : ", no French reinforcements arrive") +
             "; roll again on turn " + std::to_string(o.nextRoll) + " (AE 2.9a)";
    return o;
}

int BridgeTrack::nextRollTurn() const {
    return outcomes_.empty() ? 1 : outcomes_.back().nextRoll;
}

const BridgeOutcome& BridgeTrack::roll(int turn, int french, int austrian) {
    if (turn != nextRollTurn())
        throw InvalidInput("the next bridge roll is due on turn " + std::to_string(nextRollTurn()) +
                           ", not turn " + std::to_string(turn) + " (AE 2.9a)");
    outcomes_.push_back(resolveBridgeRoll(turn, french, austrian));
    return outcomes_.back();
}

std::optional<bool> BridgeTrack::upOn(int turn) const {
    for (const auto& o : outcomes_)
        if (turn >= o.turn && turn < o.nextRoll) return o.up;
    return std::nullopt;
}

std::optional<int> BridgeTrack::arrival(int scheduled) const {
    for (int t = scheduled;; ++t) {
        const auto up = upOn(t);
        if (!up) return std::nullopt;
        if (*up) return t;
    }
}

} // namespace adc
