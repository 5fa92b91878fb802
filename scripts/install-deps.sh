#!/usr/bin/env bash
# Installs, from Debian 12's own packages, whatever the build, the app and the tests need
# and the machine lacks. Safe to run again: it installs only what is missing.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-declarative-dev libgl-dev
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-dialogs
  qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qt-labs-folderlistmodel
  qml6-module-qtcore qml6-module-qt-labs-settings
  # the Battle page's plots: QtCharts (C++ for the build, the QML module to run)
  qt6-charts-dev qml6-module-qtcharts
  # one game on several laptops: the host and the seats talk over WebSockets
  qt6-websockets-dev
  # scripts/check-format.sh: clang-format 14
  clang-format-14
  # scripts/lint-qml.sh: qmllint, and the types of QtQml and QtQml.Models it reads
  qt6-declarative-dev-tools qml6-module-qtqml qml6-module-qtqml-models
  nlohmann-json3-dev libcli11-dev libsqlite3-dev libsqlitecpp-dev libboost-date-time-dev
  zlib1g-dev
  # the host's TLS key and certificate, and the join proof (PBKDF2, HMAC): OpenSSL's libcrypto
  libssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  # cpack -G DEB (the package and its test): file and readelf pick the binaries out,
  # dpkg-shlibdeps finds their libraries' packages
  file binutils dpkg-dev
  # the package's manual pages (made from --help) and its test against Debian's policy
  help2man lintian
  xvfb xauth fonts-dejavu-core
  # scripts/bench-desktop.sh: the peak resident memory of each start
  time
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
