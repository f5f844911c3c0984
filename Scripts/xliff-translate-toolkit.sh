#!/usr/bin/env bash
# Reads every XLIFF file `strings export --format xliff` writes with the Translate Toolkit (an
# independent XLIFF 1.2 implementation, PyPI translate-toolkit) and round-trips edits made
# with it (Scripts/xliff_translate_toolkit.py says what is checked); then the same for gettext
# PO (`--format po`) with GNU gettext's msgfmt --check and the toolkit's PO reader, po2xliff
# and pofilter (Scripts/po_translate_toolkit.py).
# Usage: Scripts/xliff-translate-toolkit.sh [TRACKERKIT] [CATALOG.xcstrings…]
# Takes about 15 s once the toolkit is installed (the install: about 45 s).
# Defaults: .build/debug/trackerkit; Tests/Fixtures/catalogs/*.xcstrings and, when present,
# ../shared/fixtures/catalogs/*.xcstrings. The toolkit goes into a venv under .build/ once.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/trackerkit}
shift || true
VENV=.build/translate-toolkit-venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import translate.storage.xliff' 2>/dev/null; then
  # Exit 3 (not 1) when the toolkit cannot be installed, so callers can tell it from a failed check.
  { rm -rf "$VENV" && python3 -m venv "$VENV" && "$VENV/bin/pip" install --quiet 'translate-toolkit==3.20.4'; } \
    || { echo "could not install translate-toolkit into $VENV (python3-venv and network needed)" >&2; exit 3; }
fi
if [ $# -eq 0 ]; then
  set -- Tests/Fixtures/catalogs/*.xcstrings
  for extra in ../shared/fixtures/catalogs/*.xcstrings; do [ -f "$extra" ] && set -- "$@" "$extra"; done
fi
status=0
"$VENV/bin/python" Scripts/xliff_translate_toolkit.py "$BIN" "$@" || status=$?
"$VENV/bin/python" Scripts/po_translate_toolkit.py "$BIN" "$@" || { code=$?; [ "$status" != 0 ] || status=$code; }
exit "$status"
