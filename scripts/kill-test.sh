#!/usr/bin/env bash
# Faults at scale (not part of CI, which runs 25 rounds): a game-file writer killed with
# SIGKILL at ROUNDS random moments (default 200). Prints the actions acknowledged and the
# ones lost, doubled, and the times the file did not reopen (all three must be 0).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-200}
cmake --build build --target db_tests >/dev/null
ADC_KILL_ROUNDS="$rounds" build/tests/db_tests --gtest_filter=GameFile.KilledWriterNeverLosesAReportedAction
