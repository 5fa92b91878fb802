// Wagram 1809's costs as a game grows: checking one more action against a whole scenario's
// log (each action is tried on a copy of the state first: WagramState's clone), and
// replaying that log when the game is opened. The floor is the same check at the start.
#include "adc/game.h"
#include "adc/wagram/wagram_kinds.h"
#include "adc/wagram/wagram_state.h"

#include "floor_table.h"

#include <benchmark/benchmark.h>

namespace {

using nlohmann::json;
using namespace adc;
using namespace adc::wagram;

const WagramScenarios& scenarios() {
    static const WagramScenarios s =
        loadWagramScenarios(std::string(ADC_TABLES_DIR) + "/wagram-1809/scenarios.json");
    return s;
}

Game newGame() {
    return Game(
        std::make_unique<WagramState>(scenarios().find("wagram-5-july"), scenarios().frenchWinsBy));
}

const WagramState& state(const Game& g) {
    return dynamic_cast<const WagramState&>(g.moduleState());
}

void act(Game& g, const char* kind, json payload, const std::string& side = "") {
    g.commit(g.prepare({0, kind, side, std::move(payload), {}, {}}));
}

// One Round of `side`: reveal, a new Order 3 from Available, the Continuation Phase; from box
// 7 the roll ends the turn (2) or goes on (12).
void round(Game& g, Side side, bool endTurn) {
    const std::string s = sideName(side);
    act(g, kinds::Reveal, {{"side", s}});
    const OrdersTable& t = state(g).table(side);
    const std::string corps =
        t.mustPick() ? *t.mustPick() : t.view(true)["available"][0]["corps"].get<std::string>();
    act(g, kinds::Pick, {{"corps", corps}}, s);
    json c{{"side", s}};
    if (state(g).roundMarker(side) + 1 >= 7) c["roll"] = endTurn ? 2 : 12;
    act(g, kinds::Continue, c);
}

// Scenario 1 (14.2) played through its `turns` turns, the sides taking Rounds in turn: each
// turn runs until a side's Round marker reaches box 7, then the Administrative Phase.
Game played(int turns) {
    Game g = newGame();
    act(g, kinds::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french");
    act(g, kinds::Place, {{"orders", {"I", "II", "IV"}}, {"admin", json::array()}}, "austrian");
    for (int turn = 0; turn < turns && state(g).phase() != Phase::Over; ++turn) {
        Side next = *state(g).phasePlayer();
        bool first = state(g).phase() == Phase::Orders; // the game's first Round: no dice (6)
        while (state(g).phase() != Phase::Administrative) {
            if (!first)
                act(g, kinds::Initiative,
                    {{"french", next == Side::French ? 6 : 1},
                     {"austrian", next == Side::French ? 1 : 6}});
            first = false;
            round(g, next, true);
            next = next == Side::French ? Side::Austrian : Side::French;
        }
        act(g, kinds::AdminReveal, {{"side", "austrian"}});
        act(g, kinds::AdminReveal, {{"side", "french"}});
        act(g, kinds::AdminPick, {{"corps", json::array()}}, "austrian");
        act(g, kinds::AdminPick, {{"corps", json::array()}}, "french");
        act(g, kinds::EndTurn, json::object());
    }
    return g;
}

// The VP entry checked: taken in any phase, so the same action at any length of game.
const Action kVp{0,  kinds::Vp, "", {{"side", "french"}, {"points", 1}, {"reason", "objective"}},
                 {}, {}};

void BM_WagramCheckOneMoreAction(benchmark::State& state) {
    const Game g = played(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(g.prepare(kVp));
    state.counters["actions"] = static_cast<double>(g.log().all().size());
    state.SetLabel(adc::wagram::phaseName(::state(g).phase()));
}
// Arg 0 is the floor: the tables filled, no Round played. 5 turns: scenario 1 played to its
// end (turns 7 to 11), where a VP correction is still taken (12.4).
BENCHMARK(BM_WagramCheckOneMoreAction)->Arg(0)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_WagramReplayScenario(benchmark::State& state) {
    const std::vector<Action> log = played(static_cast<int>(state.range(0))).log().all();
    for (auto _ : state) {
        Game fresh = newGame();
        fresh.load(log);
        benchmark::DoNotOptimize(
            adc::wagram::phaseName(dynamic_cast<const WagramState&>(fresh.moduleState()).phase()));
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(log.size()));
    state.SetLabel(std::to_string(log.size()) + " actions");
}
BENCHMARK(BM_WagramReplayScenario)->Arg(5)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return adc::bench::runWithFloors(
        argc, argv,
        {{"Wagram: one more action, scenario 1 played", "BM_WagramCheckOneMoreAction/5",
          "BM_WagramCheckOneMoreAction/0", 50000}});
}
