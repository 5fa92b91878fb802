#pragma once
// Undo and redo over an append-only log: an undo is itself an action that reverses the
// latest action still in force; a redo brings back the latest undone one; any new action
// clears what could be redone. Nothing is ever deleted, so the history keeps every step.
#include "adc/action.h"

#include <optional>
#include <vector>

namespace adc {

class ActionLog {
  public:
    void append(Action a);
    void reserve(std::size_t n) { all_.reserve(n), done_.reserve(n); } // a whole log to come
    const std::vector<Action>& all() const { return all_; }
    // The actions in force, oldest first, after every undo and redo.
    std::vector<const Action*> effective() const;
    // The action an undo or a redo would act on now, if any.
    std::optional<std::int64_t> undoTarget() const;
    std::optional<std::int64_t> redoTarget() const;
    // The words of action `seq` as the engine worked them out again (Game::rebuild).
    void setSummary(std::int64_t seq, std::string summary);
    std::int64_t nextSeq() const { return all_.empty() ? 1 : all_.back().seq + 1; }
    static bool isUndoRedo(const Action& a) { return a.kind == "undo" || a.kind == "redo"; }
    // A stand-in for the other side's action in a seat's copy of the log (adc/seat_view.h).
    static bool isWithheld(const Action& a) { return a.kind == "withheld"; }

  private:
    std::vector<Action> all_;
    std::vector<std::int64_t> done_; // seqs in force
    std::vector<std::int64_t> undone_;
    const Action* find(std::int64_t seq) const;
};

} // namespace adc
