#!/usr/bin/env bash
# Installs what is missing, builds, and launches the desktop app (aide-de-camp).
# Arguments are passed to the app. With no display, it runs under a virtual one (Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DADC_BUILD_TESTS=OFF
cmake --build build --target aide-de-camp adc
app=build/app/desktop/aide-de-camp
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found: running aide-de-camp under Xvfb." >&2
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$app" "$@"
fi
exec "$app" "$@"
