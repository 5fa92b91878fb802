#!/usr/bin/env bash
# Installs what is missing, builds everything with the tests, and runs the whole suite.
# --sanitize: a separate AddressSanitizer + UndefinedBehaviorSanitizer build of the engine
# and CLI tests (build-asan/).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen
if [ "${1:-}" = "--sanitize" ]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DADC_SANITIZE=ON -DADC_BUILD_APP=OFF -DADC_BUILD_TESTS=ON
  cmake --build build-asan
  ctest --test-dir build-asan --output-on-failure
  exit 0
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADC_BUILD_TESTS=ON
cmake --build build
ctest --test-dir build --output-on-failure
