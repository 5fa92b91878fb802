// Resolutions per second and the cost of the chances computation (Google Benchmark).
// BM_Floor_... are what a row is measured beside: one chart cell read in memory (the
// resolvers), 36 single resolutions (the chances of a roll of 11..66).
#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/resolver.h"

#include "floor_table.h"

#include <benchmark/benchmark.h>

namespace {

const adc::ChartSet& charts() {
    static const adc::ChartSet set = adc::ChartSet::load(ADC_TABLES_DIR);
    return set;
}

void BM_LoadChartSet(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::ChartSet::load(ADC_TABLES_DIR));
}
BENCHMARK(BM_LoadChartSet)->Unit(benchmark::kMillisecond);

// The floor of a resolution: one known cell of the Fire Combat Table read in memory.
void BM_Floor_ChartCellLookup(benchmark::State& state) {
    const adc::Chart& table = charts().chart("fire-combat");
    const adc::Line& line = table.lines.front();
    int roll = 11;
    for (auto _ : state) {
        benchmark::DoNotOptimize(roll);
        benchmark::DoNotOptimize(&table.diceCell(line, roll));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Floor_ChartCellLookup);

// The 20.4 second example: five firers totalled, shifted, read.
const std::vector<std::pair<std::string, std::string>> fireArgs{
    {"firer", "line:A:1"},
    {"firer", "french-column:A:1:hex=2"},
    {"firer", "heavy-art:4:1:hex=2"},
    {"firer", "heavy-art:5:6"},
    {"firer", "light-art:5:8"},
    {"mods", "target-limbered-flank-routed-dg"},
    {"roll", "65"}};

// With the explanation written, step by step (what the CLI prints and the app's Why? shows).
void BM_ResolveFireFromFirers(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::resolve(charts(), "fire", fireArgs));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveFireFromFirers);

// The result alone; the same dice resolved again write the explanation when asked for.
void BM_ResolveFireFromFirersUnexplained(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            adc::resolve(charts(), "fire", fireArgs, {}, adc::Explanation::Skipped));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveFireFromFirersUnexplained);

const std::vector<std::pair<std::string, std::string>> moraleArgs{
    {"rating", "C"},
    {"mods", "routed-limbered-flank,wrecked-brigade-wrecked-division"},
    {"roll", "66"}};

void BM_ResolveMorale(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::resolve(charts(), "morale", moraleArgs));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveMorale);

void BM_ResolveMoraleUnexplained(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            adc::resolve(charts(), "morale", moraleArgs, {}, adc::Explanation::Skipped));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveMoraleUnexplained);

void BM_ResolveInitiativeAppDice(benchmark::State& state) {
    const std::vector<std::pair<std::string, std::string>> args{{"rating", "2"}};
    std::uint64_t seed = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::resolve(charts(), "initiative", args, seed++));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveInitiativeAppDice);

void BM_ChancesInitiative(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::chances(charts(), "initiative", {{"rating", "2"}}));
}
BENCHMARK(BM_ChancesInitiative)->Unit(benchmark::kMicrosecond);

void BM_ChancesFireWithUnknownCells(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::chances(
            charts(), "fire", {{"points", "9 1/2"}, {"mods", "target-limbered-flank-routed-dg"}}));
}
BENCHMARK(BM_ChancesFireWithUnknownCells)->Unit(benchmark::kMicrosecond);

// The floor of the chances: the same fire resolved once for each of the 36 rolls, the
// result alone (as the chances need it); a roll on an unknown cell ends in its question.
void BM_Floor_Chances36FireResolutions(benchmark::State& state) {
    std::vector<std::vector<std::pair<std::string, std::string>>> each;
    for (int red = 1; red <= 6; ++red)
        for (int white = 1; white <= 6; ++white)
            each.push_back({{"points", "9 1/2"},
                            {"mods", "target-limbered-flank-routed-dg"},
                            {"roll", std::to_string(red * 10 + white)}});
    for (auto _ : state)
        for (const auto& args : each) {
            try {
                benchmark::DoNotOptimize(
                    adc::resolve(charts(), "fire", args, {}, adc::Explanation::Skipped));
            } catch (const adc::NeedsChartValue& e) {
                benchmark::DoNotOptimize(&e);
            }
        }
}
BENCHMARK(BM_Floor_Chances36FireResolutions)->Unit(benchmark::kMicrosecond);

void BM_ChancesOddsTwoDice(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            adc::chances(charts(), "odds", {{"attacker", "16"}, {"defender", "4"}}));
}
BENCHMARK(BM_ChancesOddsTwoDice)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char** argv) {
    return adc::bench::runWithFloors(
        argc, argv,
        {{"fire from 5 firers, with explanation", "BM_ResolveFireFromFirers",
          "BM_Floor_ChartCellLookup", 2000},
         {"fire from 5 firers, explanation skipped", "BM_ResolveFireFromFirersUnexplained",
          "BM_Floor_ChartCellLookup", 2000},
         {"morale check, with explanation", "BM_ResolveMorale", "BM_Floor_ChartCellLookup", 1000},
         {"morale check, explanation skipped", "BM_ResolveMoraleUnexplained",
          "BM_Floor_ChartCellLookup", 1000},
         {"chances of a fire (36 outcomes, unknown cells)", "BM_ChancesFireWithUnknownCells",
          "BM_Floor_Chances36FireResolutions", 20000}});
}
