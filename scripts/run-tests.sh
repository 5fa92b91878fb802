#!/usr/bin/env bash
# Installs what is missing, builds everything with the tests, and runs the whole suite.
#   scripts/run-tests.sh [--werror] [--sanitize]
# --werror: compiler warnings are errors (ADC_WERROR=ON); CI builds so (.ci/run).
# --sanitize: a separate AddressSanitizer + UndefinedBehaviorSanitizer Debug build of
# everything, the Qt models and screens included (build-asan/), and the whole suite run on it.
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
scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen
if [ "$sanitize" = 1 ]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DADC_SANITIZE=ON -DADC_WERROR="$werror" \
    -DADC_BUILD_APP=ON -DADC_BUILD_TESTS=ON
  cmake --build build-asan
  ctest --test-dir build-asan --output-on-failure
  exit 0
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADC_WERROR="$werror" -DADC_BUILD_TESTS=ON
cmake --build build
ctest --test-dir build --output-on-failure
