#pragma once
// 9.0 with each side at its own laptop: the game's log as a seat receives it. A seat is
// sent every action its viewer may see whole, and, in the place of each action of the
// other side's, a stand-in that keeps only its place in the log and whose it is: the
// `withheld` kind, or an undo or redo with the place it reverses. Replayed, the stand-ins
// do nothing, so the seat's game holds exactly what its side may know; and undo, redo and
// the sequence numbers line up with the host's log.
#include "adc/action.h"
#include "adc/order_of_battle.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace adc {

// May `viewer` see this action whole? Its own, and those both sides see; with no viewer
// (the umpire, a solitaire player), every one.
bool seenBy(const Action& a, std::optional<Side> viewer);

// 9.0: the actions numbered as one viewer counts them, 1, 2, 3... over those he may see
// (public ones included), so that no gap shows where the other side acted in secret. The
// umpire's numbers are the log's own. Histories, exports and "undo to" use them.
class ViewerNumbers {
  public:
    ViewerNumbers(const std::vector<Action>& all, std::optional<Side> viewer);
    // The viewer's number for the action at `seq`, which he sees.
    std::int64_t number(std::int64_t seq) const;
    // The log's seq of the viewer's action `number`; none if he has no such action.
    std::optional<std::int64_t> seqOf(std::int64_t number) const;

  private:
    bool all_;
    std::vector<std::int64_t> seen_; // the seqs he sees, in order
};

// The action as a seat of `viewer` receives it: whole, or its stand-in.
Action seatCopy(const Action& a, std::optional<Side> viewer);

// The log after `after` as a seat of `viewer` receives it.
std::vector<Action> seatLog(const std::vector<Action>& all, std::optional<Side> viewer,
                            std::int64_t after = 0);

} // namespace adc
