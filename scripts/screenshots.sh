#!/bin/sh
# Renders the desktop app's screens to docs/images/*.png, and the main screens at 1280x720
# and 1920x1080 in both themes to docs/images/sizes/.
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build; the app must be built)
# The player's own chart entries are left out: each shot uses an empty overlay.
# The shots are drawn on a real X server, as on a desktop: Xvfb (xvfb-run) when there is no
# display; ADC_SHOTS_OFFSCREEN=1 (or no xvfb-run) uses Qt's software-only offscreen renderer.
set -eu

if [ -z "${DISPLAY:-}" ] && [ -z "${ADC_SHOTS_OFFSCREEN:-}" ] && command -v xvfb-run >/dev/null 2>&1; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
platform=offscreen
if [ -n "${DISPLAY:-}" ] && [ -z "${ADC_SHOTS_OFFSCREEN:-}" ]; then platform=xcb; fi

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case $build in /*) ;; *) build=$root/$build ;; esac
app=$build/app/desktop/aide-de-camp
out=$root/docs/images

if [ ! -x "$app" ]; then
  echo "screenshots.sh: $app not found; build it first (cmake --build $build)" >&2
  exit 1
fi
mkdir -p "$out" "$out/sizes"
overlay=$(mktemp -d)
trap 'rm -rf "$overlay"' EXIT INT TERM

# Each shot with settings of its own (its recent games): none depends on the games the
# developer opened lately, nor on those an earlier shot opened.
shot() {
  name=$1
  shift
  config=$(mktemp -d)
  XDG_CONFIG_HOME=$config QT_QPA_PLATFORM=$platform "$app" --no-reopen --tables "$build/tables" --overlay "$overlay" --screenshot "$out/$name" "$@"
  rm -rf "$config"
  echo "wrote docs/images/$name"
}

# A main screen at a laptop's 1280x720 and a monitor's 1920x1080, dark and light: nothing
# may be cut off at either (issue 9 §6).
sizes() {
  screen=$1 # not "name": shot sets that one (sh has no local variables)
  shift
  for size in 1280x720 1920x1080; do
    for theme in dark light; do
      shot "sizes/$screen-$size-$theme.png" --size "$size" --theme "$theme" "$@"
    done
  done
}

# Rule 20.4's first example: 4 fire points, the player's dice 46.
shot resolver-fire.png --resolver fire --input points=4 --roll 46
shot resolver-wagram-combat.png --size 1280x900 --resolver wagram-combat --input attacker=french \
  --input att_potential=17 --input def_potential=7 --input defense=reactive --roll 2,4 --explain
shot resolver-fire-why-light.png --theme light --size 1280x900 --resolver fire --input points=4 --roll 46 --explain
# A roll landing on an Acceptance Table cell the transcription does not give.
shot resolver-unknown-cell.png --resolver acceptance --input sender=2 --input receiver=2 \
  --input method=AO --input type=attack --roll 66
shot charts-fire-combat.png --page charts --chart fire-combat
shot charts-morale-table-light.png --theme light --page charts --chart morale-table
sizes resolver --resolver fire --input points=4 --roll 46 --explain
sizes charts --page charts --chart acceptance
# The game file panel: a new game of scenario 5.1 suggested in a fresh Documents folder.
games=$(mktemp -d)
HOME=$games shot game-new.png --game-panel new
# An open game: its title and scenario in the game bar.
"$build/app/adc" scenario new "$games/club.adc" 5.4 title="Club night" play=umpire davout=1 >/dev/null
shot game-open.png --game "$games/club.adc"
# The Loss Charts of that game, viewed by both (umpire or solitaire), after two marks.
"$build/app/adc" game mark "$games/club.adc" side=french unit="1-1-2" casualties=3 stragglers=2 >/dev/null
"$build/app/adc" game mark "$games/club.adc" side=french unit="2-1-2" casualties=6 stragglers=0 >/dev/null
"$build/app/adc" game mark "$games/club.adc" side=austrian unit="11-1-1" casualties=2 stragglers=1 >/dev/null
shot losses-both.png --game "$games/club.adc" --page losses
# A 1024-wide window: the rows scroll sideways.
shot losses-both-narrow.png --size 1024x720 --game "$games/club.adc" --page losses
# Recovering 1-1-2's stragglers (21.2): the dialog over the chart, in the French player's
# Straggler Recovery segment (8.1).
"$build/app/adc" game step "$games/club.adc" to=straggler-recovery phasing=french >/dev/null
shot losses-recover.png --game "$games/club.adc" --page losses --recover french:1-1-2
# The roster after Massena is lost and LeGrand takes 4 Corps (26.4a, 10.3a). Ratings are
# left unknown: they are printed on the counters, which the app does not have.
"$build/app/adc" game leader-lost "$games/club.adc" side=french leader=massena replacement=legrand >/dev/null
shot roster.png --game "$games/club.adc" --page roster
# Print and export (9.0): the umpire's export dialog, every record and both sides offered.
shot export.png --game "$games/club.adc" --page losses --game-panel export
# Scenario 5.2 with AE 2.9a's Variable Interruption: the pre-game losses step of the new game,
# then, with the losses applied and the bridge rolled, the night turn at 4:00 am on the
# sequence of play, a few steps in; and the victory count with the terrain VPs still asked for.
"$build/app/adc" scenario new "$games/dawn.adc" 5.2 title="Dawn, 22 May" play=umpire bridge=variable >/dev/null
shot game-new-losses.png --game "$games/dawn.adc" --game-panel losses
for side in french austrian; do
  "$build/app/adc" scenario apply-losses "$games/dawn.adc" side=$side >/dev/null
done
"$build/app/adc" scenario bridge "$games/dawn.adc" turn=1 french=9 austrian=5 >/dev/null
for _ in 1 2 3 4 5 6 7; do "$build/app/adc" game step "$games/dawn.adc" >/dev/null; done
shot sequence-night.png --game "$games/dawn.adc" --page sequence
shot victory.png --game "$games/dawn.adc" --page victory
# The Fire Combat form with a game open: its units on the map to pick, two of them picked.
"$build/app/adc" scenario new "$games/fire.adc" 5.1 play=umpire >/dev/null
shot resolver-game-units.png --size 1920x1080 --game "$games/fire.adc" --resolver fire \
  --input "firer=line:@56 Line-4-4:1" --input "firer=french-column:@93 Line-4-4:1"
# Wagram 1809's Orders Tables as the French player sees them in a hot-seat game, once he has
# revealed his Order 1 (7.1); and the Austrian player's view of the same moment (9.0).
"$build/app/adc" scenario new "$games/wagram.adc" 14.2 title="5 July" play=hot-seat >/dev/null
"$build/app/adc" game place "$games/wagram.adc" side=french orders=IV,II,It admin=R >/dev/null
"$build/app/adc" game place "$games/wagram.adc" side=austrian orders=I,II,IV admin=VI >/dev/null
"$build/app/adc" game reveal "$games/wagram.adc" side=french >/dev/null
shot wagram-orders-french.png --size 1600x1000 --game "$games/wagram.adc" --page orders --viewer french
shot wagram-orders-austrian.png --size 1600x1000 --game "$games/wagram.adc" --page orders --viewer austrian
# Its sequence of play (5), the first Round of turn 7 under way.
shot wagram-sequence.png --size 1600x1000 --game "$games/wagram.adc" --page sequence --viewer austrian
# Its export dialog: Wagram's records, as the Austrian player sees them (9.0).
shot wagram-export.png --size 1600x1000 --game "$games/wagram.adc" --page orders --viewer austrian \
  --game-panel export
rm -rf "$games"
# One game on several laptops (issue 12): scenario 5.1 held on the umpire's laptop, which
# shows each seat's join code; then each seat as its player sees it, the host being `adc
# serve`: the Austrian has written an order, which never reaches the French laptop (9.0).
games=$(mktemp -d)
g=$games/laptops.adc
export ADC_DATA_DIR=$games/data # each seat's copy of the game
"$build/app/adc" scenario new "$g" 5.1 title="Club night" play=umpire >/dev/null
for r in charles:3 hiller:2; do
  "$build/app/adc" game rate "$g" side=austrian leader=${r%:*} rating=${r#*:} >/dev/null
done
"$build/app/adc" game rate "$g" side=french leader=napoleon rating=3 >/dev/null
"$build/app/adc" order write "$g" side=austrian sender=charles receiver=2-corps type=attack \
  method=AW mp=7 text="Attack Aspern from the north" direction="south along the Breitenlee road" \
  limit="Aspern church" >/dev/null
port=$((47000 + $$ % 1000))
shot laptops-host.png --size 1600x1000 --game "$g" --host $port --game-panel laptops
"$build/app/adc" serve "$g" port=$port >"$games/serving" &
serving=$!
for _ in $(seq 50); do [ -s "$games/serving" ] && break; sleep 0.2; done
code() { grep -o "\"$1\":\"[A-Z0-9-]*\"" "$games/serving" | cut -d'"' -f4; }
for seat in french austrian umpire; do
  shot laptops-$seat.png --size 1600x1000 --join 127.0.0.1:$port --code "$(code $seat)" --page command
done
kill $serving
# Wagram 1809 on two laptops (#33): the French have revealed Order 1 and picked their new
# Order 3; the Austrian seat sees that pick, and the rest of the French table, face down.
w=$games/wagram-seats.adc
"$build/app/adc" scenario new "$w" 14.2 play=two-players >/dev/null
"$build/app/adc" game place "$w" side=french orders=IV,II,It admin=R >/dev/null
"$build/app/adc" game place "$w" side=austrian orders=I,II,IV >/dev/null
"$build/app/adc" game reveal "$w" side=french >/dev/null
"$build/app/adc" game pick "$w" side=french corps=Gd >/dev/null
: >"$games/serving"
"$build/app/adc" serve "$w" port=$port >"$games/serving" &
serving=$!
for _ in $(seq 50); do [ -s "$games/serving" ] && break; sleep 0.2; done
shot laptops-wagram-austrian.png --size 1280x800 --join 127.0.0.1:$port --code "$(code austrian)" --page orders
kill $serving
unset ADC_DATA_DIR
rm -rf "$games"
# The Battle page: scenario 5.1 played five turns, losses marked each turn on both sides
# and, from turn 3, Austrian divisions wrecked towards AE 3.4's 7; viewed by an umpire.
games=$(mktemp -d)
g=$games/battle.adc
"$build/app/adc" scenario new "$g" 5.1 title="Aspern, 21 May" play=umpire >/dev/null
mark() { "$build/app/adc" game mark "$g" side="$1" unit="$2" casualties="$3" stragglers="${4:-0}" >/dev/null; }
next_turn() {
  "$build/app/adc" game step "$g" to=turn-marker-advance >/dev/null
  "$build/app/adc" game step "$g" >/dev/null
}
mark french "18 Line-1-4" 2 1; mark austrian "11-1-1" 3 2; next_turn
mark french "26 Lt-1-4" 4 2; mark austrian "17-1-1" 5 1; mark austrian "15-1-2" 6; next_turn
mark french "24 Lt-2-4" 3; mark austrian "10-2-1" 6; mark austrian "42-2-1" 9 2; mark austrian "54-1-2" 5; next_turn
mark french "2 Line-3-4" 4 2; mark french "16 Line-3-4" 3; mark austrian "2-1-4" 11; mark austrian "33-1-4" 9
mark austrian "13-2-4" 4; mark austrian "Lt-2-4" 4; next_turn
mark french "18 Line-1-4" 4; mark austrian "39-1-6" 3; mark austrian "60-1-6" 5 3; mark austrian "31-2-6" 4; mark austrian "51-2-6" 6
shot battle.png --game "$g" --page battle
shot battle-light.png --theme light --game "$g" --page battle
sizes battle --game "$g" --page battle
sizes losses --game "$g" --page losses
sizes victory --game "$g" --page victory
rm -rf "$games"
# The Command page: scenario 5.3, Napoleon (rated 1) sends Davout's 3 Corps the Attack order
# of 10.2's example, on turn 2 Massena's 4 Corps a Non-Attack order; then Massena becomes a
# loose cannon (the Austrian player's order cancels the 4 Corps order) and the Attack order
# arrives: the player's 25 on the Acceptance Table gives D5.
games=$(mktemp -d)
adc() { "$build/app/adc" "$@" >/dev/null; }
g=$games/command.adc
adc scenario new "$g" 5.3 title="Lannes attacks" play=umpire
for r in napoleon:1 davout:4 massena:2 lannes:3; do
  adc game rate "$g" side=french leader="${r%%:*}" rating="${r##*:}"
done
adc order write "$g" side=french sender=napoleon receiver=3-corps type=attack method=AW mp=10 \
  text="Attack towards Essling at dawn" direction="along the road east" limit="the village of Essling"
adc game step "$g" to=order-issue
adc game step "$g" to=order-issue
adc order write "$g" side=french sender=napoleon receiver=4-corps type=non-attack method=AO mp=25 \
  text="Hold Aspern and the church"
adc game step "$g" to=initiative
adc order initiative "$g" side=french leader=massena roll=14
adc order loose-cannon-order "$g" side=french leader=massena type=attack text="Forward to the Austrian guns" \
  direction="north-east" limit="the Austrian gun line"
adc game step "$g" to=new-order-acceptance
# The app rolls the acceptance with the player's 25 (and records it in the game).
shot command-roll.png --game "$g" --page command --roll 25 --explain
shot command-log.png --game "$g" --page command
sizes command --game "$g" --page command
shot command-write-order.png --game "$g" --viewer french --order-form --input receiver=3-corps \
  --input type=attack --input method=AW --input mp=10 --input text="Attack Essling" \
  --input direction="along the road east" --input limit="Essling church"
rm -rf "$games"
