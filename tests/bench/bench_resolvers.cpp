// Resolutions per second and the cost of the chances computation (Google Benchmark).
#include "adc/chances.h"
#include "adc/chart_set.h"
#include "adc/resolver.h"

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

void BM_ResolveFireFromFirers(benchmark::State& state) {
    // The 20.4 second example: five firers totalled, shifted, read.
    const std::vector<std::pair<std::string, std::string>> args{
        {"firer", "line:A:1"},
        {"firer", "french-column:A:1:hex=2"},
        {"firer", "heavy-art:4:1:hex=2"},
        {"firer", "heavy-art:5:6"},
        {"firer", "light-art:5:8"},
        {"mods", "target-limbered-flank-routed-dg"},
        {"roll", "65"}};
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::resolve(charts(), "fire", args));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveFireFromFirers);

void BM_ResolveMorale(benchmark::State& state) {
    const std::vector<std::pair<std::string, std::string>> args{
        {"rating", "C"},
        {"mods", "routed-limbered-flank,wrecked-brigade-wrecked-division"},
        {"roll", "66"}};
    for (auto _ : state)
        benchmark::DoNotOptimize(adc::resolve(charts(), "morale", args));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ResolveMorale);

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

void BM_ChancesOddsTwoDice(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            adc::chances(charts(), "odds", {{"attacker", "16"}, {"defender", "4"}}));
}
BENCHMARK(BM_ChancesOddsTwoDice)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
