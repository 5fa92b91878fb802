# Sourced by scripts/run-tests.sh and .ci/run (#37 item 6): `step NAME COMMAND...` runs a
# step and notes how long it took; on exit, success or not, the steps' times are printed.
adc_step_times=()
adc_started=$SECONDS
adc_clock() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }
step() {
  local name=$1 start=$SECONDS
  shift
  "$@" || { local rc=$?; adc_step_times+=("$name $(adc_clock $((SECONDS - start))) (failed)"); return $rc; }
  adc_step_times+=("$name $(adc_clock $((SECONDS - start)))")
}
adc_print_times() {
  local t
  echo "--- ${adc_times_title:-time}: $(adc_clock $((SECONDS - adc_started))) in all" >&2
  for t in "${adc_step_times[@]}"; do echo "    $t" >&2; done
}
trap adc_print_times EXIT
