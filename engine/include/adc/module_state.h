#pragma once
// What a game module derives from a game's actions. The Game around it (the log, undo and
// redo, what each side may take back under 9.0) is the same for every game; the state, the
// kinds of action it takes and what they do are the module's.
#include "adc/action.h"
#include "adc/order_of_battle.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc {

class ModuleState {
  public:
    virtual ~ModuleState() = default;
    // A copy to try an action on: a refused action leaves the original untouched.
    virtual std::unique_ptr<ModuleState> clone() const = 0;
    // The state before any action, with the same settings: the start of a replay.
    virtual std::unique_ptr<ModuleState> fresh() const = 0;
    // Refuses (InvalidInput) a kind this module does not know, or a payload that is not
    // what its kind records, before any rule reads it.
    virtual void checkPayload(const Action& a) const = 0;
    // The action as the log will record it: the player's decision and, where the module
    // writes one, what the rules work out from it (a marker a public reveal turns over), for
    // a copy that cannot work it out itself (a seat's, adc/seat_view.h). apply() checks such
    // a value on replay. The default records the action as given.
    virtual Action complete(Action a) const { return a; }
    // Applies one action (not undo/redo), checked completely before anything changes, and
    // returns what it did, in words.
    virtual std::string apply(const Action& a) = 0;
    // What apply() would say, leaving this state as it is (on a copy: a refused action
    // changes nothing). A module may override it to keep its copy off the heap.
    virtual std::string tryApply(const Action& a) const { return clone()->apply(a); }
    // What must be done before the sequence of play moves on (rolls nobody may skip).
    virtual std::vector<std::string> unfinished() const = 0;
    // 9.0 in a seat's copy: a stand-in for one of the other side's actions (the `withheld`
    // kind, its side and place only). A module whose sequence of play moves on with the
    // other side's secret actions takes what their place says; the default: nothing.
    virtual void withheld(const Action&) {}
    // Which side decided `a` (9.0), whatever side keeps it secret: the side it names, or, for
    // an action both sides see, the side its payload names ("side"); none for an action of
    // both players (the next step) or of the umpire. A seat of one side asks only for its
    // own side's decisions (db/GameHost).
    virtual std::optional<Side> actor(const Action& a) const;
    // 5.3 on several laptops: the program that owns the game (the host) throws the app's
    // dice of a seat's action again itself, never taking the seat's seed. Why this state
    // cannot, "" when it can; by default it cannot.
    virtual std::string cannotThrowAgain() const;
    // `a` with its app dice thrown again from `seed` and every result read anew; the player's
    // own dice, and an action without the app's, as they are. Called only when
    // cannotThrowAgain() is "".
    virtual Action thrownAgain(const Action& a, std::uint64_t seed) const;

  protected:
    ModuleState() = default;
    ModuleState(const ModuleState&) = default;
    ModuleState& operator=(const ModuleState&) = default;
};

} // namespace adc
