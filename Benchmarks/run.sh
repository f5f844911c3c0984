#!/usr/bin/env bash
# One command for every performance figure in docs/performance.md:
#
#   bash Benchmarks/run.sh            # all sizes, 5 runs each (median)
#   RUNS=3 SIZES="small medium" bash Benchmarks/run.sh
#   OLD_BIN=/tmp/old/trackerkit bash Benchmarks/run.sh   # also time an older binary, alternated
#   SHAPES=0 bash Benchmarks/run.sh   # without the many-trackers, glossary and many-catalogs shapes
#
# Builds in release mode, generates the stores (JSON and SQLite, same data) and the large
# catalog into Benchmarks/Generated/ (kept between runs, ignored by git), then times each
# task with /usr/bin/time and prints a Markdown table: median wall time of RUNS runs and the
# peak memory (maximum resident set size) over those runs.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-5}"
SIZES="${SIZES:-small medium large-half large}"
OUT="Benchmarks/Generated"
TIME_BIN=/usr/bin/time
mkdir -p "$OUT"

if [ ! -x "$TIME_BIN" ]; then
  echo "needs GNU time at $TIME_BIN (Debian: apt-get install time)" >&2
  exit 2
fi

echo "Building (release)…" >&2
swift build -c release --product trackerkit >&2
swift build -c release --product trackerkit-bench >&2
BIN="$(swift build -c release --show-bin-path)"

for size in $SIZES; do
  if [ ! -f "$OUT/$size.json" ] || [ ! -f "$OUT/$size.sqlite" ]; then
    echo "Generating the $size store…" >&2
    python3 Benchmarks/generate-stores.py --size "$size" --out "$OUT" >&2
  fi
done
if [ ! -f "$OUT/large.xcstrings" ]; then
  echo "Generating the large catalog…" >&2
  python3 Benchmarks/generate-catalog.py --keys 10000 --locales 40 --out "$OUT/large.xcstrings"
fi

# median of the numbers on standard input
median() {
  sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'
}

# one_run COMMAND…: prints "seconds kilobytes" of one run
one_run() {
  "$TIME_BIN" -f "%e %M" "$@" 2>&1 >/dev/null | tail -n 1
}

# measure LABEL COMMAND…: RUNS runs; prints "| label | median s | peak MB |". With OLD_BIN set
# (a trackerkit binary to compare with), a trackerkit command is also run with OLD_BIN, the two
# alternated run by run so that both see the same machine, and two more columns show the old
# binary's median and peak.
measure() {
  local label="$1"; shift
  local times=() old_times=() peak=0 old_peak=0 line
  local compare=0
  if [ -n "${OLD_BIN:-}" ] && [ "$1" = "$BIN/trackerkit" ]; then compare=1; fi
  for _ in $(seq "$RUNS"); do
    if [ "$compare" = 1 ]; then
      line=$(one_run "$OLD_BIN" "${@:2}")
      old_times+=("${line% *}")
      if [ "${line#* }" -gt "$old_peak" ]; then old_peak="${line#* }"; fi
    fi
    line=$(one_run "$@")
    times+=("${line% *}")
    if [ "${line#* }" -gt "$peak" ]; then peak="${line#* }"; fi
  done
  local new_median
  new_median=$(printf '%s\n' "${times[@]}" | median)
  if [ "$compare" = 1 ]; then
    local old_median
    old_median=$(printf '%s\n' "${old_times[@]}" | median)
    printf '| %s | %.2f | %d | %.2f | %d |\n' "$label" "$new_median" "$((peak / 1024))" "$old_median" "$((old_peak / 1024))"
  else
    printf '| %s | %.2f | %d |\n' "$label" "$new_median" "$((peak / 1024))"
  fi
  echo "$new_median" > "$OUT/.last"
}

REPORT_OUT="$(mktemp -d)"
trap 'rm -rf "$REPORT_OUT"' EXIT
FIXED=(--as-of 2026-11-20 --timezone Europe/Berlin)

echo
echo "trackerkit benchmarks — $(date -u +%Y-%m-%d), $(nproc) cores, $RUNS runs each (median wall time, peak RSS)"
echo
if [ -n "${OLD_BIN:-}" ]; then
  echo "| task | wall s | peak MB | old binary: wall s | old binary: peak MB |"
  echo "|---|---:|---:|---:|---:|"
else
  echo "| task | wall s | peak MB |"
  echo "|---|---:|---:|"
fi
for size in $SIZES; do
  logs=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['logs']))" "$OUT/$size.json")
  measure "load $size JSON ($logs logs)" "$BIN/trackerkit-bench" load fast "$OUT/$size.json"
  measure "load $size SQLite" "$BIN/trackerkit-bench" load sqlite "$OUT/$size.sqlite"
  measure "streaks $size (load + streaks, JSON)" "$BIN/trackerkit" streaks --store "$OUT/$size.json" --format json "${FIXED[@]}"
  measure "report $size JSON, 1 locale" "$BIN/trackerkit" report --store "$OUT/$size.json" --locale en --out "$REPORT_OUT" --quiet "${FIXED[@]}"
  [ "$size" = "large-half" ] && half_report=$(cat "$OUT/.last")
  [ "$size" = "large" ] && full_report=$(cat "$OUT/.last")
  measure "report $size SQLite, 1 locale" "$BIN/trackerkit" report --store "$OUT/$size.sqlite" --locale en --out "$REPORT_OUT" --quiet "${FIXED[@]}"
done
if [[ " $SIZES " == *" large "* ]]; then
  # The JSONDecoder reference takes about a minute and a half a run: three runs suffice for a median.
  RUNS=$(( RUNS < 3 ? RUNS : 3 )) measure "load large JSON with JSONDecoder (reference)" "$BIN/trackerkit-bench" load reference "$OUT/large.json"
  reference=$(cat "$OUT/.last")
  measure "load large JSON, fast reader" "$BIN/trackerkit-bench" load fast "$OUT/large.json"
  fast=$(cat "$OUT/.last")
fi
if [[ " $SIZES " == *" large "* ]]; then
  # The whole report with pictures and index.html, both locales, and the same without HTML:
  # what the pictures cost (budget 1.5 s and 600 MB).
  measure "report large JSON, de+en, every format (html, md with SVGs, csv)" "$BIN/trackerkit" report --store "$OUT/large.json" --locale de,en --out "$REPORT_OUT" --quiet "${FIXED[@]}"
  OLD_BIN= measure "report large JSON, de+en, --format md --format csv" "$BIN/trackerkit" report --store "$OUT/large.json" --locale de,en --format md --format csv --out "$REPORT_OUT" --quiet "${FIXED[@]}"
  OLD_BIN= measure "report large JSON, de+en, --format csv" "$BIN/trackerkit" report --store "$OUT/large.json" --locale de,en --format csv --out "$REPORT_OUT" --quiet "${FIXED[@]}"
fi
measure "streaks alone, 50 trackers × 3,650 days (synthetic; includes generating the logs)" "$BIN/trackerkit-bench" streaks-synthetic
streaks_line=$("$BIN/trackerkit-bench" streaks-synthetic)
catalog_mb=$(( $(stat -c %s "$OUT/large.xcstrings") / 1048576 ))
measure "strings check, 10,000 keys × 40 locales (${catalog_mb} MB)" "$BIN/trackerkit" strings check --catalog "$OUT/large.xcstrings" --format json || true
measure "catalog parse + check in the library, 10,000 × 40" "$BIN/trackerkit-bench" catalog "$OUT/large.xcstrings"
"$BIN/trackerkit-bench" catalog "$OUT/large.xcstrings" | sed 's/^/  /'
XLIFF_DIR="$OUT/xliff"
rm -rf "$XLIFF_DIR"
measure "strings export --format xliff, 10,000 × 40 (39 files)" "$BIN/trackerkit" strings export --catalog "$OUT/large.xcstrings" --format xliff --out "$XLIFF_DIR" || true
measure "strings import of those 39 XLIFF files (unchanged)" "$BIN/trackerkit" strings import --catalog "$OUT/large.xcstrings" "$XLIFF_DIR"/*.xliff || true

# The shapes whose work is per tracker, per glossary term and per catalog, each with its
# scaling curve: many trackers with one log each, a glossary of 5,000 and 50,000 terms over
# the large catalog (against the check without one), and 1 and 13 catalogs over one code tree.
if [ "${SHAPES:-1}" = 1 ]; then
  for n in 500 2000 5000 20000; do
    [ -f "$OUT/trackers-$n.json" ] || python3 Benchmarks/generate-stores.py --size "trackers-$n" --out "$OUT" --formats json >&2
  done
  for n in 5000 50000; do
    [ -f "$OUT/glossary-$n.csv" ] || python3 Benchmarks/generate-glossary.py --terms "$n" --out "$OUT/glossary-$n.csv" >&2
  done
  [ -d "$OUT/app" ] || python3 Benchmarks/generate-app.py --files 1000 --catalogs 13 --out "$OUT/app" >&2
  for n in 500 2000 5000 20000; do
    measure "report of $n trackers with one log each, 1 locale" "$BIN/trackerkit" report --store "$OUT/trackers-$n.json" --locale en --out "$REPORT_OUT" --quiet "${FIXED[@]}"
    printf -v "trackers_$n" %s "$(cat "$OUT/.last")"
  done
  measure "strings check, 10,000 × 40, no glossary" "$BIN/trackerkit" strings check --catalog "$OUT/large.xcstrings" --format json || true
  no_glossary=$(cat "$OUT/.last")
  for n in 5000 50000; do
    measure "strings check, 10,000 × 40, glossary of $n terms" "$BIN/trackerkit" strings check --catalog "$OUT/large.xcstrings" --glossary "$OUT/glossary-$n.csv" --format json || true
    printf -v "glossary_$n" %s "$(cat "$OUT/.last")"
  done
  app_catalogs=()
  for catalog in "$OUT"/app/Catalogs/*.xcstrings; do app_catalogs+=(--catalog "$catalog"); done
  measure "strings check, 1 catalog over 1,000 Swift files" "$BIN/trackerkit" strings check --catalog "$OUT/app/Catalogs/Localizable.xcstrings" --sources "$OUT/app/Sources" --format json --quiet || true
  one_catalog=$(cat "$OUT/.last")
  measure "strings check, 13 catalogs over the same 1,000 files" "$BIN/trackerkit" strings check "${app_catalogs[@]}" --sources "$OUT/app/Sources" --format json --quiet || true
  thirteen_catalogs=$(cat "$OUT/.last")
fi
echo
# CSVWriter alone (was a timing assertion in swift test): prints its own time and throughput.
"$BIN/trackerkit-bench" csv-writer
if [ -n "${reference:-}" ]; then
  awk -v r="$reference" -v f="$fast" 'BEGIN { printf "Fast JSON reader vs JSONDecoder: %.1f× faster\n", r / f }'
fi
echo "Streak summaries alone (trackerkit-bench streaks-synthetic): $streaks_line"
if [ -n "${trackers_20000:-}" ]; then
  awk -v a="$trackers_500" -v b="$trackers_2000" -v c="$trackers_5000" -v d="$trackers_20000" -v large="${full_report:-0}" 'BEGIN {
    printf "Many trackers: 500 → 2,000 → 5,000 → 20,000 trackers take %.2f → %.2f → %.2f → %.2f s (%.2f× for 40× the trackers)", a, b, c, d, d / a
    if (large > 0) printf "; 2,000 trackers cost %.2f× the report of large.json", b / large
    printf "\n" }'
  awk -v none="$no_glossary" -v a="$glossary_5000" -v b="$glossary_50000" 'BEGIN {
    printf "Glossary: 5,000 terms %.2f×, 50,000 terms %.2f× the check without a glossary\n", a / none, b / none }'
  awk -v one="$one_catalog" -v all="$thirteen_catalogs" 'BEGIN { printf "Catalogs over one code tree: 13 take %.2f× the time of 1\n", all / one }'
fi
if [ -n "${half_report:-}" ] && [ -n "${full_report:-}" ]; then
  awk -v h="$half_report" -v f="$full_report" 'BEGIN { printf "Scaling: twice the logs (large-half → large) takes %.2f× the time (JSON report)\n", f / h }'
fi
