#!/usr/bin/env bash
# Lines of engine/ by layer, file by file: game-neutral (actions, log, charts, dice,
# resolution, game modules), NBS series (loss charts, leaders, the command system,
# resolvers), the Aspern-Essling battle (its scenarios and exclusive rules) and Wagram 1809
# (its own rules, engine/src/wagram). Also the
# lines of series files that cite an Aspern-Essling rule: battle rules not yet moved out.
# Issue #11 reports these before and after the game-module boundary.
#   scripts/engine-layers.sh [REVISION]   (default: the working tree)
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:-}
wagram='/wagram/'
battle='scenarios/|command/lannes|command/archduke|command/scenario_orders'
neutral='/action|/play_mode|/chart|/chances|/dice|/errors|/input_text|/json_input|/overlay|/payload|/registry|/resolver\.|/resolution|/result_|/roll_record|/scan\.h|/text\.h|/shared_list|/value_range|/choice|/game\.(h|cpp)|/game_module|/module_state|/module_start|/sequence_of_play|/battle_series'
show() { if [ -n "$rev" ]; then git show "$rev:$1"; else cat "$1"; fi; }
files() { if [ -n "$rev" ]; then git ls-tree -r --name-only "$rev" engine; else git ls-files engine; fi; }
n=0 s=0 b=0 w=0 ae=0
for f in $(files | grep -E '\.(cpp|h)$'); do
  l=$(show "$f" | wc -l)
  if [[ $f =~ $wagram ]]; then w=$((w + l))
  elif [[ $f =~ $battle ]]; then b=$((b + l))
  elif [[ $f =~ $neutral ]]; then n=$((n + l))
  else
    s=$((s + l))
    ae=$((ae + $(show "$f" | grep -c 'AE [0-9]' || true)))
  fi
done
echo "engine lines: game-neutral $n, NBS series $s (of which $ae cite an AE rule), Aspern-Essling $b, Wagram 1809 $w; total $((n + s + b + w))"
