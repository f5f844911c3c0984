#!/usr/bin/env bash
# Runs one trackerkit binary over a fixed matrix of commands and inputs and stores every
# output, its stderr and its exit code under OUT_DIR — so that two binaries (before and after a
# refactoring) can be compared byte for byte:
#
#   bash Scripts/output-matrix.sh OLD_BINARY /tmp/matrix-old
#   bash Scripts/output-matrix.sh .build/release/trackerkit /tmp/matrix-new
#   diff -r /tmp/matrix-old /tmp/matrix-new && echo identical
#
# Inputs: the sample store, the shipped catalogs (Strings/, Tests/Fixtures/catalogs/ and
# ../shared/fixtures/catalogs/ when present) and, when Benchmarks/run.sh has generated them,
# the large benchmark stores and catalog (Benchmarks/Generated/); SKIP_LARGE=1 leaves those out
# (for a quick comparison with a debug build). Run from any directory.
set -uo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 BINARY OUT_DIR" >&2
  exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
OUT="$2"
cd "$(dirname "$0")/.."
rm -rf "$OUT"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

FIXED=(--as-of 2026-11-20 --timezone Europe/Berlin)
GEN=Benchmarks/Generated

# run NAME ARGS…: stdout to NAME.out, stderr to NAME.err, exit code to NAME.rc.
run() {
  local name="$1"; shift
  "$BIN" "$@" >"$OUT/$name.out" 2>"$OUT/$name.err"
  echo $? >"$OUT/$name.rc"
}

stores=(sample:Samples/tracker-store.json)
LARGE_SIZES="large"
[ "${SKIP_LARGE:-0}" = 1 ] && LARGE_SIZES=""
for size in $LARGE_SIZES; do
  [ -f "$GEN/$size.json" ] && stores+=("$size-json:$GEN/$size.json")
  [ -f "$GEN/$size.sqlite" ] && stores+=("$size-sqlite:$GEN/$size.sqlite")
done

# The bundled sample with no --store: the first command a newcomer runs.
run report-default report --out "$OUT/report-default" --quiet
for entry in "${stores[@]}"; do
  name="${entry%%:*}"; store="${entry#*:}"
  run "report-$name" report --store "$store" --locale de,en --out "$OUT/report-$name" --quiet "${FIXED[@]}"
  for format in json csv md text; do
    run "streaks-$name-$format" streaks --store "$store" --format "$format" "${FIXED[@]}"
  done
  for format in json text; do
    run "order-$name-$format" order --store "$store" --format "$format"
  done
done
for kind in logs trackers daily; do
  run "export-sample-$kind" export "$kind" --store Samples/tracker-store.json "${FIXED[@]}"
  run "export-sample-$kind-de-excel" export "$kind" --store Samples/tracker-store.json --locale de --csv-dialect excel --csv-headers ids "${FIXED[@]}"
done
run report-sample-excel-ids report --store Samples/tracker-store.json --out "$OUT/report-sample-excel-ids" --csv-dialect excel --csv-headers ids --from 2026-10-01 --to 2026-11-01 --quiet "${FIXED[@]}"
run streaks-sample-inactive-nopin streaks --store Samples/tracker-store.json --include-inactive --no-pin --format json "${FIXED[@]}"

catalogs=(Strings/Localizable.xcstrings Tests/Fixtures/catalogs/*.xcstrings)
large_catalog="$GEN/large.xcstrings"
[ "${SKIP_LARGE:-0}" = 1 ] && large_catalog=""
for catalog in ../shared/fixtures/catalogs/*.xcstrings $large_catalog; do
  [ -f "$catalog" ] && catalogs+=("$catalog")
done
index=0
for catalog in "${catalogs[@]}"; do
  index=$((index + 1))
  for format in json text md github junit sarif; do
    run "check-$index-$format" strings check --catalog "$catalog" --format "$format" --no-config
  done
  run "check-$index-store-levels" strings check --catalog "$catalog" --store Samples/tracker-store.json --only levels --format json --no-config
done
echo "$(find "$OUT" -type f | wc -l) files in $OUT" >&2
