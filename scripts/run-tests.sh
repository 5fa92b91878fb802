#!/usr/bin/env bash
# Installs what is missing, builds everything with the tests, and runs the whole suite.
#   scripts/run-tests.sh [--werror] [--sanitize]
# --werror: compiler warnings are errors (ADC_WERROR=ON); CI builds so (.ci/run).
# --sanitize: a separate AddressSanitizer + UndefinedBehaviorSanitizer Debug build of
# everything (build-asan/): the engine, game file, CLI and Qt models' tests run on it.
set -euo pipefail
cd "$(dirname "$0")/.."
werror=OFF
sanitize=0
for arg in "$@"; do
  case "$arg" in
    --werror) werror=ON ;;
    --sanitize) sanitize=1 ;;
    *) echo "run-tests.sh: unknown option '$arg' (known: --werror, --sanitize)" >&2; exit 2 ;;
  esac
done
adc_times_title="run-tests.sh $*"
. scripts/step-times.sh
step install scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen
if [ "$sanitize" = 1 ]; then
  step configure cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DADC_SANITIZE=ON \
    -DADC_WERROR="$werror" -DADC_BUILD_APP=ON -DADC_BUILD_TESTS=ON
  step build cmake --build build-asan
  # The screens' QtQuickTest files (qml_*) are not built here: what they drive is the
  # models, which model_tests, game_flow_tests and open_game_file_tests check under the
  # sanitizers.
  step tests ctest --test-dir build-asan -j2 --output-on-failure
  exit 0
fi
step configure cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADC_WERROR="$werror" -DADC_BUILD_TESTS=ON
step build cmake --build build
step tests ctest --test-dir build -j2 --output-on-failure
