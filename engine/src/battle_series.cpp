#include "adc/battle_series.h"

#include "adc/action_kinds.h"
#include "adc/command/archduke.h"
#include "adc/scenarios/victory.h"

#include <exception>

namespace adc {

namespace {

int stragglersOn(const LossChart& chart) {
    int n = 0;
    for (const auto& b : chart.oob().brigades)
        n += chart.row(b.id).stragglers;
    return n;
}

SideAtTurn sideAt(const GameState& st, Side s) {
    const LossChart& chart = st.losses(s);
    SideAtTurn p;
    p.casualties = chart.casualtyTrack(); // 1.1f
    try {
        p.wreckedDivisions = chart.wreckedDivisions(); // 20.6b, AE 3.4
    } catch (const std::exception&) {
        // a wrecked mark not entered yet (20.6a): no count
    }
    p.stragglers = stragglersOn(chart);
    return p;
}

// AE 4.2, 4.3 (and AE 4.1 once entered): each line's VPs to its earner. True when some
// figure is still asked of the players, so the VPs are those found so far.
bool countVps(TurnPoint& p, const GameState& st, const VictoryTerms& v) {
    try {
        const VictoryResult r =
            victorySoFar(v.chart, v.scenario, v.variants, st, st.victoryEntered());
        int french = 0, austrian = 0;
        for (const auto& l : r.lines)
            (l.earner == Side::French ? french : austrian) += l.halves;
        p.french.vpHalves = french;
        p.austrian.vpHalves = austrian;
        return !r.asked.empty();
    } catch (const std::exception&) {
        return true; // a figure the players typed that does not count: no VPs this turn
    }
}

} // namespace

BattleSeries battleSeries(const Game& game, const std::optional<VictoryTerms>& victory) {
    BattleSeries out;
    out.wreckedThreshold = kArchdukeWreckedDivisions; // AE 3.4
    const GameState& now = game.state();
    GameState st(now.oob(Side::French), now.oob(Side::Austrian), now.rules());
    const auto point = [&](bool inProgress) {
        TurnPoint p;
        p.turn = st.now().turn;
        p.inProgress = inProgress;
        p.french = sideAt(st, Side::French);
        p.austrian = sideAt(st, Side::Austrian);
        if (victory) out.vpPartial = countVps(p, st, *victory); // the latest point's word
        out.turns.push_back(p);
    };
    for (const Action* a : game.log().effective()) {
        // The turn ends when the sequence of play moves to another turn (8.1).
        if (a->kind == kinds::Advance && a->payload.contains("turn") &&
            a->payload["turn"].is_number_integer() &&
            a->payload["turn"].get<int>() != st.now().turn)
            point(false);
        st.apply(*a); // replayed as Game::rebuild does: the log was checked when written
    }
    point(true);
    return out;
}

} // namespace adc
