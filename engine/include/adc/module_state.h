#pragma once
// What a game module derives from a game's actions. The Game around it (the log, undo and
// redo, what each side may take back under 9.0) is the same for every game; the state, the
// kinds of action it takes and what they do are the module's.
#include "adc/action.h"
#include "adc/order_of_battle.h"

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
    // Applies one action (not undo/redo), checked completely before anything changes, and
    // returns what it did, in words.
    virtual std::string apply(const Action& a) = 0;
    // What apply() would say, leaving this state as it is (on a copy: a refused action
    // changes nothing). A module may override it to keep its copy off the heap.
    virtual std::string tryApply(const Action& a) const { return clone()->apply(a); }
    // What must be done before the sequence of play moves on (rolls nobody may skip).
    virtual std::vector<std::string> unfinished() const = 0;
    // Whether one side's share of the log (adc/seat_view.h: the other side's actions as
    // stand-ins) replays into what that side may see, so that a seat of a game played on
    // several laptops can hold its own copy.
    virtual bool replaysSeatCopies() const { return true; }
    // Which side decided `a` (9.0), whatever side keeps it secret: the side it names, or, for
    // an action both sides see, the side its payload names ("side"); none for an action of
    // both players (the next step) or of the umpire. A seat of one side asks only for its
    // own side's decisions (db/GameHost).
    virtual std::optional<Side> actor(const Action& a) const;

  protected:
    ModuleState() = default;
    ModuleState(const ModuleState&) = default;
    ModuleState& operator=(const ModuleState&) = default;
};

} // namespace adc
