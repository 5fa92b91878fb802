#!/usr/bin/env bash
# The Debian package as a user gets it: made by cpack from BUILD_DIR, unpacked into a
# temporary folder (dpkg-deb -x, no root needed), and its `adc` run from there, reading the
# tables the package installed (not the build tree's).
#   check_deb.sh BUILD_DIR
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check_deb.sh: $*" >&2; exit 1; }

if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log" >&2
  fail "cpack -G DEB failed"
fi
debs=("$work"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $work/out"
deb=${debs[0]}
echo "package: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"

# Its control fields: the name, and dependencies found (libraries) and declared (QML).
[ "$(dpkg-deb -f "$deb" Package)" = aide-de-camp ] || fail "package name"
depends=$(dpkg-deb -f "$deb" Depends)
for needed in libc6 libsqlite3; do
  grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed: $depends"
done
if [ -n "${ADC_EXPECT_APP:-}" ]; then
  for needed in libqt6quick6 qml6-module-qtquick-controls qml6-module-qtquick-dialogs qml6-module-qtcharts; do
    grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed: $depends"
  done
fi

root=$work/root
dpkg-deb -x "$deb" "$root"
[ -x "$root/usr/bin/adc" ] || fail "no usr/bin/adc"
[ -f "$root/usr/share/aide-de-camp/tables/acceptance.json" ] || fail "no tables under usr/share/aide-de-camp"
[ -d "$root/usr/share/aide-de-camp/tables/scenarios" ] || fail "no scenarios under the tables"
if [ -n "${ADC_EXPECT_APP:-}" ]; then
  [ -x "$root/usr/bin/aide-de-camp" ] || fail "no usr/bin/aide-de-camp"
  [ -f "$root/usr/share/applications/aide-de-camp.desktop" ] || fail "no menu entry"
  [ -f "$root/usr/share/icons/hicolor/scalable/apps/aide-de-camp.svg" ] || fail "no icon"
  grep -q 'glob pattern="\*.adc"' "$root/usr/share/mime/packages/aide-de-camp.xml" || fail "no .adc file type"
  grep -q '^MimeType=application/x-aide-de-camp-game;' "$root/usr/share/applications/aide-de-camp.desktop" ||
    fail "the menu entry does not open .adc files"
fi

# Debian's own files: the copyright, the native changelog, a manual page per program.
doc=$root/usr/share/doc/aide-de-camp
[ -f "$doc/copyright" ] || fail "no usr/share/doc/aide-de-camp/copyright"
changelog=$(zcat "$doc/changelog.gz")
grep -q "^aide-de-camp ($(dpkg-deb -f "$deb" Version))" <<<"${changelog%%$'\n'*}" ||
  fail "the changelog's first entry is not this version"
programs=(adc)
[ -n "${ADC_EXPECT_APP:-}" ] && programs+=(aide-de-camp)
for p in "${programs[@]}"; do
  page=$(zcat "$root/usr/share/man/man1/$p.1.gz")
  grep -q '^\.SH DESCRIPTION' <<<"$page" || fail "no manual page for $p"
  # Hardening: bound at load (bindnow), with fortified calls (_FORTIFY_SOURCE).
  # (read whole first: grep -q would leave readelf writing to a closed pipe under pipefail)
  dynamic=$(readelf -d "$root/usr/bin/$p")
  grep -q 'BIND_NOW\|FLAGS_1.*NOW' <<<"$dynamic" || fail "$p is not linked with -z now"
  symbols=$(readelf --dyn-syms -W "$root/usr/bin/$p")
  grep -q '__[a-z]*_chk@' <<<"$symbols" || fail "$p calls no fortified function"
done

# Debian's policy, as lintian reads it: no error.
command -v lintian >/dev/null || fail "lintian is needed (scripts/install-deps.sh installs it)"
if ! lintian --fail-on error --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1; then
  cat "$work/lintian.log" >&2
  fail "lintian finds errors in the package"
fi
echo "lintian: $(grep -c '^[EW]:' "$work/lintian.log" || true) errors and warnings"

# Run from the unpacked tree, with nothing pointing at the build.
export HOME=$work/home XDG_DATA_HOME=$work/data
unset ADC_TABLES_DIR ADC_DATA_DIR
adc=$root/usr/bin/adc
status=$("$adc" tables status)
grep -q "\"tables\": \"$root/usr/share/aide-de-camp/tables\"" <<<"$status" ||
  fail "adc does not read the installed tables: $(grep '"tables"' <<<"$status")"
# 10.1b: an army commander rated 3 has 15 Command Points (the Command Point Table).
"$adc" resolve command-points rating=3 | grep -q "15 Command Points" || fail "adc resolve command-points"
# AE 5.1: the scenario is read from the installed tables.
"$adc" scenario show 5.1 | grep -q '"number": "5.1"' || fail "adc scenario show 5.1"
echo "check_deb.sh: the package installs, and adc runs from it"
