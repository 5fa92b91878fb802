#include "adc/seat_view.h"
#include "adc/action_kinds.h"

#include "adc/action_log.h"

#include <algorithm>

namespace adc {

bool seenBy(const Action& a, std::optional<Side> viewer) {
    return !viewer || a.side.empty() || a.side == sideName(*viewer);
}

ViewerNumbers::ViewerNumbers(const std::vector<Action>& all, std::optional<Side> viewer)
    : all_(!viewer) {
    if (all_) return;
    for (const Action& a : all)
        if (seenBy(a, viewer)) seen_.push_back(a.seq);
}

std::int64_t ViewerNumbers::number(std::int64_t seq) const {
    if (all_) return seq;
    const auto it = std::lower_bound(seen_.begin(), seen_.end(), seq);
    return static_cast<std::int64_t>(it - seen_.begin()) + 1;
}

std::optional<std::int64_t> ViewerNumbers::seqOf(std::int64_t number) const {
    if (all_) return number;
    if (number < 1 || number > static_cast<std::int64_t>(seen_.size())) return std::nullopt;
    return seen_[static_cast<std::size_t>(number - 1)];
}

Action seatCopy(const Action& a, std::optional<Side> viewer) {
    if (seenBy(a, viewer)) return a;
    // 9.0: nothing of what the other side did, only that a place in the log is taken. An
    // undo or redo keeps the place it reverses (another stand-in), so that the seat's log
    // undoes what the host's does.
    Action stand{a.seq, kinds::Withheld, a.side, nlohmann::json::object(), "", ""};
    if (ActionLog::isUndoRedo(a)) {
        stand.kind = a.kind;
        stand.payload = {{"target", a.payload.at("target")}};
    }
    return stand;
}

std::vector<Action> seatLog(const std::vector<Action>& all, std::optional<Side> viewer,
                            std::int64_t after) {
    std::vector<Action> out;
    for (const Action& a : all)
        if (a.seq > after) out.push_back(seatCopy(a, viewer));
    return out;
}

} // namespace adc
