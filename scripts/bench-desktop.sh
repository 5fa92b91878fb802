#!/usr/bin/env bash
# The desktop app's start and memory (#10), each beside its floor:
#   scripts/bench-desktop.sh [RUNS] [BUILD_DIR]     (default: 10 runs, build)
# Starts each case RUNS times and prints the min/median/max of the time from the process's
# start to its first frame and of its peak resident memory (RSS, /usr/bin/time), each
# median also as a ratio to its floor's: the time to that of `aide-de-camp --version` (the
# process alone: no QML, no application), the memory to that of an empty window with the
# same Qt set-up (tests/startup/empty_window). The cases: the app with no game, the app
# with a game of 20,000 actions open, and the two floors.
# "First frame": the app's --quit-at-first-frame writes the time of its window's first
# frameSwapped; the time counts from just before the process is started. --version has
# no frame: its time is the whole process's. Offscreen with Qt Quick's software renderer,
# as the screenshots and the QML tests run. The long game is written (tests/startup's
# long_battle) before anything is timed, in a temporary folder that is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
build=${2:-build}
case "$runs" in
  '' | *[!0-9]* | 0) echo "bench-desktop.sh: RUNS is a positive number, not '$runs'" >&2; exit 2 ;;
esac
app=$build/app/desktop/aide-de-camp
floor=$build/tests/startup/empty_window
writer=$build/tests/startup/long_battle
for exe in "$app" "$floor" "$writer"; do
  if [ ! -x "$exe" ]; then
    echo "bench-desktop.sh: $exe not found; build first (cmake --build $build)" >&2
    exit 2
  fi
done
if [ ! -x /usr/bin/time ]; then
  echo "bench-desktop.sh: /usr/bin/time is needed for the peak RSS (apt-get install time)" >&2
  exit 2
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software
export XDG_CONFIG_HOME=$scratch/config XDG_RUNTIME_DIR=$scratch/runtime ADC_DATA_DIR=$scratch/data
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
long=$scratch/long-battle.adc
"$writer" "$build/tables" "$long" 20000 >/dev/null

# One run: "MS KB" (milliseconds to the first frame, or to the end without one; peak RSS).
once() {
  local t0 t1 out frame
  t0=$(date +%s%N)
  out=$(/usr/bin/time -f %M -o "$scratch/rss" "$@" 2>"$scratch/err") || {
    echo "bench-desktop.sh: $* failed:" >&2
    cat "$scratch/err" >&2
    exit 1
  }
  t1=$(date +%s%N)
  frame=$(sed -n 's/^first frame \([0-9]*\)$/\1/p' <<<"$out")
  echo "$(((${frame:-$t1} - t0) / 1000000)) $(tail -n 1 "$scratch/rss")"
}

# min median max of a column of numbers
stats() { sort -n | awk '{ v[NR] = $1 } END { printf "%d %d %d\n", v[1], v[int((NR + 1) / 2)], v[NR] }'; }

# A case: RUNS runs; ms[name] and kb[name] are "min median max".
declare -A ms kb
measure() {
  local name=$1
  shift
  "$@" >/dev/null 2>&1 || true # once untimed: the disk cache warm for every case alike
  : >"$scratch/$name"
  for ((i = 0; i < runs; ++i)); do once "$@" >>"$scratch/$name"; done
  ms[$name]=$(cut -d' ' -f1 "$scratch/$name" | stats)
  kb[$name]=$(cut -d' ' -f2 "$scratch/$name" | stats)
}

# Each run of the app must show what it is timed for (#37): no game, or the long game open.
shows() {
  local what=$1
  shift
  if ! "$@" 2>/dev/null | grep -qx "$what"; then
    echo "bench-desktop.sh: $* did not show \"$what\" at its first frame; nothing measured" >&2
    exit 1
  fi
}
shows "no game open" "$app" --no-reopen --quit-at-first-frame
shows "game open, 20013 actions" "$app" --no-reopen --quit-at-first-frame "$long"

measure version "$app" --version
measure empty "$floor"
measure app "$app" --no-reopen --quit-at-first-frame
measure long "$app" --no-reopen --quit-at-first-frame "$long"

median() { cut -d' ' -f2 <<<"$1"; }
ratio() { awk -v a="$(median "$1")" -v b="$(median "$2")" 'BEGIN { printf "%.1fx", a / b }'; }
mib() { for v in $1; do printf '%s/' $((v / 1024)); done; }
# Time against the process alone (--version) and against the empty window (#37's targets:
# at most 2x with no game, 2.5x with the long one); memory against the empty window.
row() {
  local times
  times=${ms[$1]}
  printf '%-34s %16s %7s %7s %14s %7s\n' "$2" "${times// //}" "$(ratio "${ms[$1]}" "${ms[version]}")" \
    "$(ratio "${ms[$1]}" "${ms[empty]}")" "$(mib "${kb[$1]}" | sed 's|/$||')" \
    "$(ratio "${kb[$1]}" "${kb[empty]}")"
}
echo "aide-de-camp start-up: $runs runs each, offscreen, software renderer ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
printf '%-34s %16s %7s %7s %14s %7s\n' "" "first frame ms" "/--ver" "/empty" "peak RSS MiB" "/empty"
printf '%-34s %16s %7s %7s %14s %7s\n' "" "min/median/max" "" "" "min/median/max" ""
row version "aide-de-camp --version (floor)"
row empty "empty window (floor)"
row app "aide-de-camp, first frame"
row long "aide-de-camp, 20,000-action game"
