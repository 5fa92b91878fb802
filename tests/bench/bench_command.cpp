// The command system's costs as a battle grows: checking one more order against a long
// Order Log (every action is tried on a copy of the state first), replaying a whole
// battle's log when a game is opened, and one acceptance roll through the staff.
#include "adc/chart_set.h"
#include "adc/command/staff.h"
#include "adc/game.h"

#include "armies.h"

#include "floor_table.h"

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

void at(adc::Game& g, int turn, const std::string& step, adc::Side phasing = adc::Side::French) {
    act(g, {0,
            "advance",
            "",
            {{"to", step},
             {"turn", turn},
             {"player_turn", phasing == adc::Side::French ? 0 : 1},
             {"step", step},
             {"phasing", adc::sideName(phasing)}},
            "",
            ""});
}

adc::OrderDraft order(adc::Side side, const std::string& receiver) {
    adc::OrderDraft d;
    d.side = side;
    d.sender = side == adc::Side::French ? "napoleon" : "charles";
    d.receiver = receiver;
    d.type = "non-attack";
    d.method = "IPO";
    d.inPerson = true;
    d.text = "Hold the line from the church to the river";
    return d;
}

// Each army's five corps, which its commander writes to every turn.
const std::vector<std::string>& corps(adc::Side s) {
    static const std::vector<std::string> fr{"2-corps", "3-corps", "4-corps", "cav-corps",
                                             "prov-corps"};
    static const std::vector<std::string> au{"1-corps", "2-corps", "4-corps", "6-corps", "r-corps"};
    return s == adc::Side::French ? fr : au;
}

// One side's Command Phase and movement: up to five orders written, accepted and implemented
// (15 Command Points: the commander rated 3, in-person Non-Attack orders at 3 each).
void playerTurn(adc::Game& g, int turn, adc::Side s, int& left) {
    const std::string side = adc::sideName(s);
    at(g, turn, "order-issue", s);
    const int first = static_cast<int>(g.state().command().ordersOf(s).size()) + 1;
    int last = first - 1;
    for (int k = 0; k < 5 && left > 0; ++k, --left, ++last)
        act(g, adc::Staff(g.state(), charts())
                   .writeOrder(order(s, corps(s)[static_cast<std::size_t>(k)])));
    at(g, turn, "new-order-acceptance", s);
    for (int i = first; i <= last; ++i)
        act(g, {0, "order-accept", side, {{"number", i}, {"result", "A"}, {"roll", 41}}, "", ""});
    at(g, turn, "movement", s);
    for (int i = first; i <= last; ++i)
        act(g, {0, "order-implement", side, {{"number", i}}, "", ""});
}

// A game with `orders` orders on the two Order Logs, ten a turn. A game file's turns end at
// 999, so 9,980 orders at that rate are the longest log that leaves turn 999 for the order
// checked.
adc::Game battle(int orders) {
    adc::CommandRules r;
    r.firstPlayer = adc::Side::French;
    adc::Game g(french(), austrian(), r);
    act(g, {0, "set-rating", "french", {{"leader", "napoleon"}, {"rating", 3}}, "", ""});
    act(g, {0, "set-rating", "austrian", {{"leader", "charles"}, {"rating", 3}}, "", ""});
    for (int turn = 1, left = orders; left > 0; ++turn) {
        playerTurn(g, turn, adc::Side::French, left);
        playerTurn(g, turn, adc::Side::Austrian, left);
    }
    return g;
}

void BM_CheckOneMoreOrder(benchmark::State& state) {
    adc::Game g = battle(static_cast<int>(state.range(0)));
    at(g, 999, "order-issue"); // past every turn of the battle; 999 is the last a game file takes
    const adc::Action a =
        adc::Staff(g.state(), charts()).writeOrder(order(adc::Side::French, "3-corps"));
    for (auto _ : state)
        benchmark::DoNotOptimize(g.prepare(a));
    state.counters["orders"] = static_cast<double>(g.state().command().orders().size());
    state.counters["actions"] = static_cast<double>(g.log().all().size());
}
// Arg 0 is the floor: the same order checked against an empty Order Log.
BENCHMARK(BM_CheckOneMoreOrder)
    ->Arg(0)
    ->Arg(200)
    ->Arg(2000)
    ->Arg(9980)
    ->Unit(benchmark::kMicrosecond);

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
    adc::OrderDraft d = order(adc::Side::French, "3-corps");
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

int main(int argc, char** argv) {
    return adc::bench::runWithFloors(
        argc, argv,
        {{"one more order, 2,000 orders on the log", "BM_CheckOneMoreOrder/2000",
          "BM_CheckOneMoreOrder/0", 50000},
         {"one more order, 9,980 orders on the log", "BM_CheckOneMoreOrder/9980",
          "BM_CheckOneMoreOrder/0", 50000},
         // "Flat" checked (#37): the growth from 200 orders to 9,980, held under 1.2 x.
         {"one more order, growth from 200 to 9,980 orders", "BM_CheckOneMoreOrder/9980",
          "BM_CheckOneMoreOrder/200", 0, 1.2}});
}
