#!/usr/bin/env bash
# Builds the Google Benchmark targets in Release and runs them (not part of the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DADC_BUILD_APP=OFF -DADC_BUILD_TESTS=ON -DADC_BUILD_BENCHMARKS=ON
cmake --build build-bench --target bench_resolvers bench_game_file bench_command
build-bench/tests/bench/bench_resolvers "$@"
build-bench/tests/bench/bench_game_file "$@"
build-bench/tests/bench/bench_command "$@"
