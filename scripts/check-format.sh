#!/usr/bin/env bash
# The C++ of the whole tree against the committed .clang-format, with clang-format 14 (Debian
# 12's; another version may wrap lines differently). Fails on any file that is not formatted.
#   scripts/check-format.sh         check (CI: .ci/run)
#   scripts/check-format.sh --fix   format every file in place
set -euo pipefail
cd "$(dirname "$0")/.."
clang_format=clang-format-14
if ! command -v "$clang_format" >/dev/null; then
  echo "check-format.sh: no $clang_format (scripts/install-deps.sh installs it)" >&2
  exit 2
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
  "$clang_format" -i "${files[@]}"
  echo "check-format.sh: formatted ${#files[@]} files"
  exit 0
fi
if "$clang_format" --dry-run --Werror "${files[@]}"; then
  echo "check-format.sh: ${#files[@]} files formatted as .clang-format says"
else
  echo "check-format.sh: the files above are not formatted; scripts/check-format.sh --fix formats them" >&2
  exit 1
fi
