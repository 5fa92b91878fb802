#include "adc/rederive.h"

#include "adc/action_kinds.h"
#include "adc/command/result_check.h"
#include "adc/errors.h"
#include "adc/game_state.h"
#include "adc/input_text.h"
#include "adc/scenarios/game_clock.h"

namespace adc {

using nlohmann::json;

namespace {

// The action as the engine makes it from `a`'s decisions, on the game as it stands.
Action engineVersion(const Game& g, const Action& a) {
    if (ActionLog::isWithheld(a))
        throw InvalidInput("a seat's copy holds the other side's actions as stand-ins: only the "
                           "host's game can be read again");
    if (ActionLog::isUndoRedo(a)) { // the log decides what it takes back (9.0)
        Action u{0, a.kind, "", {{"target", a.payload.value("target", json())}}, a.at, ""};
        if (a.payload.contains("by")) u.payload["by"] = a.payload["by"];
        return u;
    }
    const auto* st = dynamic_cast<const GameState*>(&g.moduleState());
    if (!st || !st->referee())
        throw InvalidInput("only a Napoleonic Brigade Series game opened with its tables can be "
                           "read again");
    const Referee& r = *st->referee();
    Action e = a;
    if (a.kind == kinds::Advance && r.sequence) { // 8.1: the next step from where it stands
        e.payload = nextStepActions(*r.sequence, *st, r.catalog.get(), r.scenario).front().payload;
    } else if (r.charts) {
        if (const ChartSet* charts = r.charts()) e = readAgain(*st, *charts, a);
    }
    e.seq = 0;
    e.at = a.at;
    e.summary.clear();
    return e;
}

void compare(const Action& was, const Action& now, std::vector<Rederived::Difference>& out) {
    if (was.side != now.side) out.push_back({was.seq, was.kind, "side", was.side, now.side});
    for (const auto& [key, value] : now.payload.items())
        // (An advance's `from` is new in the record, not a figure the old file had wrong.)
        if (was.payload.value(key, json()) != value &&
            !(key == "from" && !was.payload.contains(key)))
            out.push_back({was.seq, was.kind, key, was.payload.value(key, json()), value});
    for (const auto& [key, value] : was.payload.items())
        if (!now.payload.contains(key)) out.push_back({was.seq, was.kind, key, value, json()});
}

} // namespace

Rederived rederive(Game game, const std::vector<Action>& stored) {
    Rederived out;
    for (const Action& a : stored) {
        try {
            Action e = game.prepare(engineVersion(game, a));
            e.at = a.at;
            compare(a, e, out.differences);
            game.commit(e);
            out.actions.push_back(std::move(e));
        } catch (const std::exception& ex) {
            throw InvalidInput("action #" + std::to_string(a.seq) + " (" + printable(a.kind, 40) +
                               "): " + ex.what());
        }
    }
    return out;
}

} // namespace adc
