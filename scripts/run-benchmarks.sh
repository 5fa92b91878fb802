#!/usr/bin/env bash
# Builds the Google Benchmark targets in Release and runs them (not part of the tests). The
# app's libraries are configured (Qt) for bench_seats, but only the benchmarks are built.
# Each binary ends with the table of issue #10: every figure beside its floor, measured
# in the same run, with the ratio and the target. The desktop app's rows (first frame,
# memory with a long game open) come from scripts/bench-desktop.sh, run here when the
# app has been built in build/ (README's first command).
#   scripts/run-benchmarks.sh [Google Benchmark options, e.g. --benchmark_filter=Fire]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DADC_BUILD_APP=ON -DADC_BUILD_TESTS=ON -DADC_BUILD_BENCHMARKS=ON
cmake --build build-bench --target bench_resolvers bench_game_file bench_command bench_wagram bench_seats
build-bench/tests/bench/bench_resolvers "$@"
build-bench/tests/bench/bench_game_file "$@"
build-bench/tests/bench/bench_command "$@"
build-bench/tests/bench/bench_wagram "$@"
build-bench/tests/bench/bench_seats "$@"
if [ -x build/app/desktop/aide-de-camp ] && [ -x build/tests/startup/long_battle ]; then
  scripts/bench-desktop.sh 10 build
else
  echo "The desktop rows: build the app first (README's first command), then scripts/bench-desktop.sh"
fi
