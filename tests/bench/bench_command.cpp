// The command system's costs as a battle grows: checking one more order against a long
// Order Log (every action is tried on a copy of the state first), replaying a whole
// battle's log when a game is opened, and one acceptance roll through the staff.
#include "adc/chart_set.h"
#include "adc/command/staff.h"
#include "adc/game.h"

#include "armies.h"

#include <benchmark/benchmark.h>

namespace {

using adc::bench::austrian;
using adc::bench::french;
const adc::ChartSet& charts() {
    static const auto c = adc::ChartSet::load(ADC_TABLES_DIR);
    return c;
}

void act(adc::Game& g, adc::Action a) {
    g.commit(g.prepare(std::move(a)));
}

void at(adc::Game& g, int turn, const std::string& step) {
    act(g,
        {0,
         "advance",
         "",
         {{"to", step}, {"turn", turn}, {"player_turn", 0}, {"step", step}, {"phasing", "french"}},
         "",
         ""});
}

adc::OrderDraft order(const std::string& receiver) {
    adc::OrderDraft d;
    d.sender = "napoleon";
    d.receiver = receiver;
    d.type = "non-attack";
    d.method = "IPO";
    d.inPerson = true;
    d.text = "Hold the line from the church to the river";
    return d;
}

const std::vector<std::string> kCorps{"2-corps", "3-corps", "4-corps", "cav-corps", "prov-corps"};

// A French game with `orders` orders written, accepted and implemented, five a turn (15
// Command Points: Napoleon rated 3, in-person Non-Attack orders at 3 each).
adc::Game battle(int orders) {
    adc::CommandRules r;
    r.firstPlayer = adc::Side::French;
    adc::Game g(french(), austrian(), r);
    act(g, {0, "set-rating", "french", {{"leader", "napoleon"}, {"rating", 3}}, "", ""});
    for (int turn = 1, n = 0; n < orders; ++turn) {
        at(g, turn, "order-issue");
        const int first = n + 1;
        for (int k = 0; k < 5 && n < orders; ++k, ++n)
            act(g,
                adc::Staff(g.state(), charts()).writeOrder(order(kCorps[static_cast<size_t>(k)])));
        at(g, turn, "new-order-acceptance");
        for (int i = first; i <= n; ++i)
            act(g, {0,
                    "order-accept",
                    "french",
                    {{"number", i}, {"result", "A"}, {"roll", 41}},
                    "",
                    ""});
        at(g, turn, "movement");
        for (int i = first; i <= n; ++i)
            act(g, {0, "order-implement", "french", {{"number", i}}, "", ""});
    }
    return g;
}

void BM_CheckOneMoreOrder(benchmark::State& state) {
    adc::Game g = battle(static_cast<int>(state.range(0)));
    at(g, 999,
       "order-issue"); // past every turn of the battle; 999 is the last turn a game file takes
    const adc::Action a = adc::Staff(g.state(), charts()).writeOrder(order("3-corps"));
    for (auto _ : state)
        benchmark::DoNotOptimize(g.prepare(a));
    state.SetLabel(std::to_string(g.log().all().size()) + " actions on the log");
}
BENCHMARK(BM_CheckOneMoreOrder)->Arg(0)->Arg(200)->Arg(2000)->Unit(benchmark::kMicrosecond);

void BM_ReplayBattle(benchmark::State& state) {
    const adc::Game g = battle(static_cast<int>(state.range(0)));
    const std::vector<adc::Action> log = g.log().all();
    for (auto _ : state) {
        adc::CommandRules r;
        r.firstPlayer = adc::Side::French;
        adc::Game fresh(french(), austrian(), r);
        fresh.load(log);
        benchmark::DoNotOptimize(fresh.state().command().orders().size());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(log.size()));
    state.SetLabel(std::to_string(log.size()) + " actions");
}
BENCHMARK(BM_ReplayBattle)->Arg(200)->Arg(2000)->Unit(benchmark::kMillisecond);

void BM_AcceptanceRollThroughTheStaff(benchmark::State& state) {
    adc::CommandRules r;
    r.firstPlayer = adc::Side::French;
    adc::Game g(french(), austrian(), r);
    act(g, {0, "set-rating", "french", {{"leader", "napoleon"}, {"rating", 1}}, "", ""});
    act(g, {0, "set-rating", "french", {{"leader", "davout"}, {"rating", 4}}, "", ""});
    adc::OrderDraft d = order("3-corps");
    d.type = "attack";
    d.method = "AW";
    d.inPerson = false;
    d.mp = 0;
    d.direction = "east";
    d.limit = "the village";
    act(g, adc::Staff(g.state(), charts()).writeOrder(d));
    at(g, 1, "new-order-acceptance");
    const adc::Staff staff(g.state(), charts());
    for (auto _ : state)
        benchmark::DoNotOptimize(
            staff.rollAcceptance(adc::Side::French, 1, adc::DiceChoice{25, std::nullopt}));
}
BENCHMARK(BM_AcceptanceRollThroughTheStaff)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
