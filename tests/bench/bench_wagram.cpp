// Wagram 1809's costs as a game grows: checking one more action against a whole scenario's
// log (each action is tried on a copy of the state first: WagramState's clone), and
// replaying that log when the game is opened. The floor is the same check at the start.
#include "wagram_test_game.h"

#include "floor_table.h"

#include <benchmark/benchmark.h>

namespace {

using namespace adc;
using namespace adc::wagram;
using test::play;
using test::state;

Game newGame() {
    return test::newGame("wagram-5-july");
}

// Scenario 1 (14.2) played through its `turns` turns, the sides taking Rounds in turn: each
// turn runs until a side's Round marker reaches box 7 and the roll of 2 ends it (11), then
// the Administrative Phase.
Game played(int turns) {
    Game g = newGame();
    play(g, kinds::Place, {{"orders", {"IV", "II", "It"}}, {"admin", {"R"}}}, "french");
    play(g, kinds::Place, {{"orders", {"I", "II", "IV"}}, {"admin", nlohmann::json::array()}},
         "austrian");
    for (int turn = 0; turn < turns && state(g).phase() != Phase::Over; ++turn) {
        Side next = *state(g).phasePlayer();
        bool first = state(g).phase() == Phase::Orders; // the game's first Round: no dice (6)
        while (state(g).phase() != Phase::Administrative) {
            if (!first) test::winInitiative(g, next);
            first = false;
            test::playRound(g, next,
                            state(g).roundMarker(next) + 1 >= 7 ? std::optional(2) : std::nullopt);
            next = next == Side::French ? Side::Austrian : Side::French;
        }
        test::playAdministrativeMovement(g);
        play(g, kinds::EndTurn, nlohmann::json::object());
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
    state.SetLabel(phaseName(test::state(g).phase()));
}
// Arg 0 is the floor: the tables filled, no Round played. 5 turns: scenario 1 played to its
// end (turns 7 to 11), where a VP correction is still taken (12.4).
BENCHMARK(BM_WagramCheckOneMoreAction)->Arg(0)->Arg(5)->Unit(benchmark::kMicrosecond);

void BM_WagramReplayScenario(benchmark::State& state) {
    const std::vector<Action> log = played(static_cast<int>(state.range(0))).log().all();
    for (auto _ : state) {
        Game fresh = newGame();
        fresh.load(log);
        benchmark::DoNotOptimize(phaseName(test::state(fresh).phase()));
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
