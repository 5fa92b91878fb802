#!/usr/bin/env bash
# qmllint (Qt 6.4) over the screens (qml/ and its area folders) and the QML tests (tests/qml/), with the QML
# modules of a finished build (build/ by default, BUILD=dir for another): AideDeCamp and
# the tests' TestSupport. The categories checked are set in .qmllint.ini; fails on any
# finding in them.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build}
qmllint=/usr/lib/qt6/bin/qmllint
for qmldir in "$build/qml/AideDeCamp/qmldir" "$build/tests/qml/TestSupport/qmldir"; do
  if [ ! -f "$qmldir" ]; then
    echo "lint-qml.sh: no $qmldir (build first: scripts/run-tests.sh)" >&2
    exit 2
  fi
done
# --resource: the module's files as the app loads them (qrc:/AideDeCamp), so that each
# screen sees the others and the Theme singleton as declared in the module.
if "$qmllint" -I "$build/qml" -I "$build/tests/qml" --resource "$build/qml/.rcc/qmake_AideDeCamp.qrc" \
    qml/*.qml qml/*/*.qml tests/qml/*.qml; then
  echo "lint-qml.sh: no findings"
else
  echo "lint-qml.sh: qmllint found problems (above)" >&2
  exit 1
fi
