#!/usr/bin/env bash
# Compares the quality checks of `trackerkit strings check` with the Translate Toolkit's pofilter
# on real catalogs and prints the agreement per catalog and check (README, "Quality checks").
# Usage: Scripts/compare-pofilter.sh [TRACKERKIT] CATALOG.xcstrings… [--jobs N] [--json FILE] [--show N] [--expect FILE]
# --expect Scripts/pofilter-reference.json: compare the counts with those recorded for the
# published catalogs it names (exit 1 on any change).
# Default TRACKERKIT: .build/release/trackerkit. The toolkit goes into the venv under .build/
# that Scripts/xliff-translate-toolkit.sh uses (installed once, about 45 s); VENV=DIR names
# another. One pofilter run per catalog and locale: about a minute for 5 catalogs of 20 locales.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/trackerkit
if [ $# -gt 0 ] && [ -x "$1" ] && [ "${1%.xcstrings}" = "$1" ]; then BIN=$1; shift; fi
VENV=${VENV:-.build/translate-toolkit-venv}
if [ ! -x "$VENV/bin/pofilter" ]; then
  { rm -rf "$VENV" && python3 -m venv "$VENV" && "$VENV/bin/pip" install --quiet 'translate-toolkit==3.20.4'; } \
    || { echo "could not install translate-toolkit into $VENV (python3-venv and network needed)" >&2; exit 3; }
fi
exec "$VENV/bin/python" Scripts/pofilter_agreement.py --trackerkit "$BIN" --pofilter "$VENV/bin/pofilter" "$@"
