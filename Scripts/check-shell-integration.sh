#!/usr/bin/env bash
# Checks what `make install` puts beside the binary, with the shells' and mandoc's own parsers:
# the zsh and fish completions parse (zsh -n, fish -n), the bash one parses and completes
# `trackerkit st` to `streaks strings`, and the man page passes `mandoc -T lint` with no
# message at all and renders with `man -l`.
#   Scripts/check-shell-integration.sh [BIN]   (default .build/debug/trackerkit)
# A tool that is not installed is reported as missing and makes the check fail (exit 1):
# .ci/run installs zsh, fish and mandoc (Debian) before running this.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/trackerkit}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

"$BIN" completions bash > "$WORK/trackerkit.bash"
"$BIN" completions zsh > "$WORK/_trackerkit"
"$BIN" completions fish > "$WORK/trackerkit.fish"
"$BIN" help --man > "$WORK/trackerkit.1"

bash -n "$WORK/trackerkit.bash" || fail "bash -n"
got=$(bash -c 'source "$1"; COMP_WORDS=(trackerkit st); COMP_CWORD=1; _trackerkit; echo "${COMPREPLY[*]}"' bash "$WORK/trackerkit.bash")
[ "$got" = "streaks strings" ] || fail "bash completes 'trackerkit st' to '$got'"
for tool in zsh fish mandoc man; do command -v "$tool" >/dev/null || fail "$tool is not installed"; done
if command -v zsh >/dev/null; then zsh -n "$WORK/_trackerkit" || fail "zsh -n"; fi
if command -v fish >/dev/null; then fish -n "$WORK/trackerkit.fish" || fail "fish -n"; fi
if command -v mandoc >/dev/null; then
  lint=$(mandoc -T lint "$WORK/trackerkit.1" 2>&1 || true)
  [ -z "$lint" ] || fail "mandoc -T lint: $lint"
fi
if command -v man >/dev/null; then
  MANWIDTH=80 man -l "$WORK/trackerkit.1" 2>/dev/null | grep -q "strings check" || fail "man -l does not render the page"
fi
[ "$status" = 0 ] && echo "shell completions (bash, zsh, fish) and the man page check out"
exit "$status"
