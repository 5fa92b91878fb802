#!/usr/bin/env bash
# clang-tidy 14 (the checks of .clang-tidy) over the sources of engine/, db/, app/ and qml/ (the models), with
# the compile commands of a finished build (build/ by default, BUILD=dir for another: build
# first, for the generated headers). Fails on any finding. Not in CI: minutes on two cores.
#   scripts/tidy.sh [FILE...]   (default: every .cpp of engine/, db/, app/ and qml/)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build}
if [ ! -f "$build/compile_commands.json" ]; then
  echo "tidy.sh: no $build/compile_commands.json (build first: scripts/run-tests.sh)" >&2
  exit 2
fi
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(git ls-files 'engine/*.cpp' 'db/*.cpp' 'app/*.cpp' 'qml/*.cpp')
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
run-clang-tidy-14 -quiet -p "$build" -j "$(nproc)" "${files[@]/#/$PWD/}" >"$log" 2>&1 || status=$?
# Only the findings: not the per-file command lines and counts run-clang-tidy prints.
grep -v -e '^Enabled checks' -e '^clang-tidy-14 ' -e 'warnings\? generated' -e '^Suppressed ' \
  -e '^Use -header-filter' -e '^Running clang-tidy' -e '^ *$' "$log" || true
[ "$status" -eq 0 ] && echo "tidy.sh: no findings in ${#files[@]} files"
exit "$status"
