#!/usr/bin/env bash
# Kills `report`, `order --write` and `strings import --write` at random moments and checks
# that what is left is the whole old state or the whole new state — never a mix — and that
# no temporary file survives the next (complete) run. Half of the trials run with every
# rename slowed down (LD_PRELOAD shim, crash-consistency/slow-rename.c, built with the
# toolchain's clang), so that kills land inside the rename window too. Kills are SIGKILL
# (nothing can clean up) and SIGTERM (the tool's handler must remove its temporary files).
#
#   Scripts/crash-consistency.sh [BIN] [TRIALS]     (defaults: .build/debug/trackerkit, 50)
#
# Linux only (LD_PRELOAD). Prints one line per command and exits 1 when any trial failed.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$root" && realpath "${1:-.build/debug/trackerkit}")
trials=${2:-50}
work=$(mktemp -d /tmp/trackerkit-crash-XXXXXX)
trap 'rm -rf "$work"' EXIT
shim="$work/slow-rename.so"
clang -shared -fPIC -O1 -o "$shim" "$root/Scripts/crash-consistency/slow-rename.c" -ldl || exit 2
failures=0

# Milliseconds of a complete run of "$@" (to spread the kill moments over it).
duration_ms() {
    local start end
    start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

# Runs "$@" in the background, kills it after a random delay within $1 ms, with SIGKILL or
# SIGTERM ($2), slowed renames when $3 is 1. Sets $killed_early when the run ended first.
run_and_kill() {
    local span=$1 sig=$2 slow=$3; shift 3
    if [ "$slow" = 1 ]; then
        LD_PRELOAD="$shim" TRACKERKIT_SLOW_RENAME_US=150000 "$@" >/dev/null 2>&1 &
    else
        "$@" >/dev/null 2>&1 &
    fi
    local pid=$!
    local delay=$(( RANDOM % (span + 1) ))
    sleep "$(printf '%d.%03d' $(( delay / 1000 )) $(( delay % 1000 )))"
    kill -"$sig" "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
}

# Temporary entries of trackerkit's naming (.NAME.tmp-PID-RANDOM) below $1.
leftovers() { find "$1" -name '.*.tmp-*' 2>/dev/null | wc -l; }

# Report: OUT holds the set as of one day; the run writes the next day's set.
report_trials() {
    local d="$work/report" ok=0 bad=0 old=0 new=0 termLeft=0 nextLeft=0
    mkdir -p "$d"
    local args=(report --store "$root/Samples/tracker-store.json" --catalog "$root/Strings/Localizable.xcstrings" --quiet)
    "$bin" "${args[@]}" --out "$d/old" --as-of 2026-11-19 || exit 2
    "$bin" "${args[@]}" --out "$d/new" --as-of 2026-11-20 || exit 2
    echo "not ours" > "$d/old/README.txt"; cp "$d/old/README.txt" "$d/new/README.txt"
    local span; span=$(duration_ms "$bin" "${args[@]}" --out "$d/probe" --as-of 2026-11-20)
    for trial in $(seq 1 "$trials"); do
        rm -rf "$d/site"; mkdir "$d/site"; cp -a "$d/old" "$d/site/OUT"
        local sig=KILL slow=$(( trial % 2 )); [ $(( trial % 4 )) -lt 2 ] && sig=TERM
        local extra=0; [ "$slow" = 1 ] && extra=450
        run_and_kill $(( span * 5 / 4 + extra )) "$sig" "$slow" "$bin" "${args[@]}" --out "$d/site/OUT" --as-of 2026-11-20
        if diff -r "$d/site/OUT" "$d/old" >/dev/null 2>&1; then old=$((old+1))
        elif diff -r "$d/site/OUT" "$d/new" >/dev/null 2>&1; then new=$((new+1))
        else bad=$((bad+1)); echo "report trial $trial ($sig, slow=$slow): mixed or damaged set" >&2; fi
        [ "$sig" = TERM ] && [ "$(leftovers "$d/site")" != 0 ] && termLeft=$((termLeft+1))
        "$bin" "${args[@]}" --out "$d/site/OUT" --as-of 2026-11-20 >/dev/null 2>&1
        [ "$(leftovers "$d/site")" != 0 ] && { nextLeft=$((nextLeft+1)); echo "report trial $trial: temporary files after the next run" >&2; }
    done
    echo "report:         $trials trials: $old whole old, $new whole new, $bad mixed; after SIGTERM with leftovers (not yet swept): $termLeft; leftovers after the next run: $nextLeft"
    failures=$((failures + bad + nextLeft))
}

# A file edited in place ($1: name) by "${@:3}"; $2: the file, copied from $old_file each trial.
edit_trials() {
    local name=$1 file=$2 oldFile=$3 newFile=$4; shift 4
    local d; d=$(dirname "$file") ok=0 bad=0 old=0 new=0 nextLeft=0 badBak=0
    local span; cp "$oldFile" "$file"; span=$(duration_ms "$@")
    for trial in $(seq 1 "$trials"); do
        cp "$oldFile" "$file"; rm -f "$file.bak"
        local sig=KILL slow=$(( trial % 2 )); [ $(( trial % 4 )) -lt 2 ] && sig=TERM
        local extra=0; [ "$slow" = 1 ] && extra=400
        run_and_kill $(( span * 5 / 4 + extra )) "$sig" "$slow" "$@"
        if cmp -s "$file" "$oldFile"; then old=$((old+1))
        elif cmp -s "$file" "$newFile"; then new=$((new+1))
        else bad=$((bad+1)); echo "$name trial $trial ($sig, slow=$slow): damaged file" >&2; fi
        if [ -e "$file.bak" ] && ! cmp -s "$file.bak" "$oldFile"; then badBak=$((badBak+1)); echo "$name trial $trial: .bak is not the previous content" >&2; fi
        "$@" >/dev/null 2>&1
        [ "$(leftovers "$d")" != 0 ] && { nextLeft=$((nextLeft+1)); echo "$name trial $trial: temporary files after the next run" >&2; }
    done
    echo "$name: $trials trials: $old whole old, $new whole new, $bad damaged, $badBak bad .bak; leftovers after the next run: $nextLeft"
    failures=$((failures + bad + badBak + nextLeft))
}

report_trials

mkdir -p "$work/order"
cp "$root/Samples/tracker-store.json" "$work/order/old.json"
cp "$work/order/old.json" "$work/order/new.json"
"$bin" order --store "$work/order/new.json" --move "Drink Water" --to 8 --write >/dev/null 2>&1 || exit 2
edit_trials "order --write" "$work/order/store.json" "$work/order/old.json" "$work/order/new.json" \
    "$bin" order --store "$work/order/store.json" --move "Drink Water" --to 8 --write

mkdir -p "$work/import"
cp "$root/Strings/Localizable.xcstrings" "$work/import/old.xcstrings"
"$bin" strings export --catalog "$work/import/old.xcstrings" --locale de --out "$work/import/de.csv" 2>/dev/null || exit 2
# One changed translation: the first row's.
awk 'NR == 2 { sub(/,translated,/, " (neu),translated,") } { print }' "$work/import/de.csv" > "$work/import/changed.csv"
cp "$work/import/old.xcstrings" "$work/import/new.xcstrings"
"$bin" strings import --catalog "$work/import/new.xcstrings" --write "$work/import/changed.csv" >/dev/null 2>&1 || exit 2
cmp -s "$work/import/old.xcstrings" "$work/import/new.xcstrings" && { echo "the import changed nothing" >&2; exit 2; }
edit_trials "strings import --write" "$work/import/L.xcstrings" "$work/import/old.xcstrings" "$work/import/new.xcstrings" \
    "$bin" strings import --catalog "$work/import/L.xcstrings" --write "$work/import/changed.csv"

[ "$failures" = 0 ] && echo "crash consistency: all trials whole-old or whole-new, no leftovers" || echo "crash consistency: $failures failures"
[ "$failures" = 0 ]
