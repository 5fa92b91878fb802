#!/usr/bin/env bash
# Fuzzing (not part of CI): builds the libFuzzer targets with clang, ASan and UBSan in
# build-fuzz/ and runs each for SECONDS (default 600), one after the other, one job each.
# The seed corpus is tests/fuzz/corpus/TARGET (what the fuzzer learns stays in
# build-fuzz/corpus/TARGET); a crash is written to tests/fuzz/crashes/TARGET/, where the
# normal test run replays it (fuzz_regression_tests) once it is fixed: commit it.
#   scripts/fuzz.sh [SECONDS] [TARGET...]   targets: data_file game_file adc_args
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(data_file game_file adc_args)
build=${ADC_FUZZ_BUILD:-build-fuzz}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DADC_FUZZ=ON -DADC_BUILD_APP=OFF -DADC_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 --target "${targets[@]/#/fuzz_}"
for t in "${targets[@]}"; do
  work="$build/corpus/$t"
  crashes="tests/fuzz/crashes/$t"
  mkdir -p "$work" "$crashes"
  cp -n tests/fuzz/corpus/"$t"/* "$work"/ 2>/dev/null || true
  before=$(ls "$crashes" | wc -l)
  log="$build/fuzz-$t.log"
  # -close_fd_mask=1: the target's stdout (adc prints JSON) is not wanted in the log.
  (cd "$build" && "./tests/fuzz/fuzz_$t" "corpus/$t" -max_total_time="$seconds" -jobs=1 -workers=1 \
    -max_len=65536 -timeout=10 -rss_limit_mb=4096 -close_fd_mask=1 -print_final_stats=1 \
    -artifact_prefix="$root/$crashes/" >/dev/null 2>&1) || true
  job_log="$build/fuzz-0.log"
  [ -f "$job_log" ] && mv "$job_log" "$log"
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  after=$(ls "$crashes" | wc -l)
  echo "$t: $runs executions in ${seconds}s, $((after - before)) new crash input(s) in $crashes (log: $log)"
done
