#pragma once
// The benchmarks' table of issue #10: each figure beside its floor, measured in the same
// run, with the ratio and the target. A bench binary names its rows and ends with
// ADC_BENCHMARK_MAIN(rows); Google Benchmark's own console output comes first.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace adc::bench {

// A counter of the measured benchmark held to a most (a p99 in µs, a resident size in MiB).
struct CounterTarget {
    std::string counter;
    double most = 0;
};

struct FloorRow {
    FloorRow(std::string what, std::string benchmark, std::string floor, double targetNs = 0,
             double targetRatio = 0, std::vector<CounterTarget> counters = {})
        : what(std::move(what)), benchmark(std::move(benchmark)), floor(std::move(floor)),
          targetNs(targetNs), targetRatio(targetRatio), counters(std::move(counters)) {}
    std::string what;                    // the row of the table
    std::string benchmark;               // the measured benchmark's full name
    std::string floor;                   // the floor's, run in the same binary
    double targetNs = 0;                 // at most this (0: none)
    double targetRatio = 0;              // at most this many floors (0: none)
    std::vector<CounterTarget> counters; // and these (none: none)
};

class FloorTable : public benchmark::ConsoleReporter {
  public:
    explicit FloorTable(std::vector<FloorRow> rows) : rows_(std::move(rows)) {}

    void ReportRuns(const std::vector<Run>& runs) override {
        // Wall time: the durable append waits on the disk, which CPU time leaves out. With
        // --benchmark_repetitions, the median of the repetitions.
        for (const Run& r : runs) {
            if (r.error_occurred) continue;
            const bool median = r.run_type == Run::RT_Aggregate && r.aggregate_name == "median";
            if (r.run_type != Run::RT_Iteration && !median) continue;
            const std::string name = median ? r.run_name.str() : r.benchmark_name();
            ns_[name] =
                r.GetAdjustedRealTime() * 1e9 / benchmark::GetTimeUnitMultiplier(r.time_unit);
            for (const auto& [counter, value] : r.counters)
                counters_[name][counter] = value.value;
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override {
        ConsoleReporter::Finalize();
        std::printf("\n%-48s %12s %12s %9s  %s\n", "what (wall time)", "measured", "floor", "ratio",
                    "target");
        for (const FloorRow& row : rows_) {
            const auto m = ns_.find(row.benchmark), f = ns_.find(row.floor);
            if (m == ns_.end() || f == ns_.end()) continue; // filtered out of this run
            const double ratio = m->second / f->second;
            std::string target;
            bool met = true;
            if (row.targetNs > 0) {
                target += "<= " + human(row.targetNs);
                met = met && m->second <= row.targetNs;
            }
            if (row.targetRatio > 0) {
                char r[32];
                std::snprintf(r, sizeof r, "%s<= %.2fx", target.empty() ? "" : ", ",
                              row.targetRatio);
                target += r;
                met = met && ratio <= row.targetRatio;
            }
            for (const CounterTarget& c : row.counters) {
                const auto& got = counters_[row.benchmark];
                const auto v = got.find(c.counter);
                char r[96];
                std::snprintf(r, sizeof r, "%s%s %.0f <= %.0f", target.empty() ? "" : ", ",
                              c.counter.c_str(), v == got.end() ? 0.0 : v->second, c.most);
                target += r;
                met = met && v != got.end() && v->second <= c.most;
            }
            // A row without a target gives its figures and no verdict (#37).
            const char* verdict = target.empty() ? "" : met ? "met" : "NOT MET";
            std::printf("%-48s %12s %12s %8.2fx  %s %s\n", row.what.c_str(),
                        human(m->second).c_str(), human(f->second).c_str(), ratio, target.c_str(),
                        verdict);
        }
    }

  private:
    static std::string human(double ns) {
        char b[32];
        if (ns < 1e3)
            std::snprintf(b, sizeof b, "%.1f ns", ns);
        else if (ns < 1e6)
            std::snprintf(b, sizeof b, "%.2f us", ns / 1e3);
        else
            std::snprintf(b, sizeof b, "%.1f ms", ns / 1e6);
        return b;
    }
    std::vector<FloorRow> rows_;
    std::map<std::string, double> ns_;
    std::map<std::string, std::map<std::string, double>> counters_;
};

inline int runWithFloors(int argc, char** argv, std::vector<FloorRow> rows) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    FloorTable table(std::move(rows));
    benchmark::RunSpecifiedBenchmarks(&table);
    benchmark::Shutdown();
    return 0;
}

} // namespace adc::bench
