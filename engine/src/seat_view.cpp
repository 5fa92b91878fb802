#include "adc/seat_view.h"
#include "adc/action_kinds.h"

#include "adc/action_log.h"

namespace adc {

bool seenBy(const Action& a, std::optional<Side> viewer) {
    return !viewer || a.side.empty() || a.side == sideName(*viewer);
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
