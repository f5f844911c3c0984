#!/usr/bin/env bash
# Builds and runs one libFuzzer target for a given time.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#   TARGET: json-store | catalog | sqlite-store
#
# The package's modules are compiled with `swiftc -sanitize=fuzzer,address` into
# .build-fuzz/ (ignored by git), one module at a time in dependency order, then linked with
# the target file from Fuzz/Targets/. The corpus lives in .build-fuzz/corpus/TARGET (seeded
# from the fixtures on every run); crashes, timeouts and OOMs land in
# .build-fuzz/artifacts/TARGET/ — turn each into a fixture under Tests/Fixtures/hostile/.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: Fuzz/run.sh json-store|catalog|sqlite-store SECONDS [libFuzzer flags…]" >&2
    exit 2
fi
TARGET=$1
SECONDS_TO_RUN=$2
shift 2

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$ROOT/.build-fuzz
MODULES=$BUILD/modules
mkdir -p "$MODULES"

SANITIZE=(-sanitize=fuzzer,address)
SWIFT_FLAGS=(-O -g -parse-as-library -swift-version 6 -enable-testing -I "$MODULES" -I "$ROOT/Sources/CSQLite")

# Compiles Sources/NAME into one object and module (skipped when neither its sources nor a
# module it imports changed since).
BUILT=()
build_module() {
    local name=$1
    local object=$MODULES/$name.o
    local sources=()
    # Every Swift file below Sources/NAME (Output keeps its check formats in a subfolder).
    while IFS= read -r file; do sources+=("$file"); done < <(find "$ROOT/Sources/$name" -name '*.swift' | sort)
    local stale=0
    [ -f "$object" ] || stale=1
    [ $stale = 1 ] || [ -z "$(find "$ROOT/Sources/$name" -newer "$object" -name '*.swift' | head -1)" ] || stale=1
    for dependency in "${BUILT[@]}"; do
        [ $stale = 1 ] || [ ! "$MODULES/$dependency.o" -nt "$object" ] || stale=1
    done
    BUILT+=("$name")
    [ $stale = 1 ] || return 0
    echo "fuzz: compiling $name" >&2
    swiftc "${SANITIZE[@]}" "${SWIFT_FLAGS[@]}" -wmo -module-name "$name" \
        -emit-module -emit-module-path "$MODULES/$name.swiftmodule" \
        -c "${sources[@]}" -o "$object"
}

case "$TARGET" in
    json-store)   TARGET_FILE=JSONStoreFuzz.swift;   SUPPORT=1; MODULE_LIST=(SharpTools TrackerModel StringCatalog TrackerStore Output) ;;
    catalog)      TARGET_FILE=CatalogFuzz.swift;     SUPPORT=0; MODULE_LIST=(SharpTools StringCatalog) ;;
    sqlite-store) TARGET_FILE=SQLiteStoreFuzz.swift; SUPPORT=1; MODULE_LIST=(SharpTools TrackerModel StringCatalog TrackerStore Output) ;;
    *) echo "unknown target '$TARGET' (json-store, catalog, sqlite-store)" >&2; exit 2 ;;
esac

OBJECTS=()
for module in "${MODULE_LIST[@]}"; do
    build_module "$module"
    OBJECTS+=("$MODULES/$module.o")
done

TARGET_SOURCES=("$ROOT/Fuzz/Targets/$TARGET_FILE")
if [ "$SUPPORT" = 1 ]; then TARGET_SOURCES+=("$ROOT/Fuzz/Targets/FuzzSupport.swift"); fi

BINARY=$BUILD/fuzz-$TARGET
if [ ! -x "$BINARY" ] || [ -n "$(find "$ROOT/Fuzz/Targets" -newer "$BINARY" -name '*.swift' | head -1)" ] || [ -n "$(find "$MODULES" -name '*.o' -newer "$BINARY" | head -1)" ]; then
    echo "fuzz: linking $BINARY" >&2
    swiftc "${SANITIZE[@]}" "${SWIFT_FLAGS[@]}" -module-name "Fuzz_${TARGET//-/_}" \
        "${TARGET_SOURCES[@]}" "${OBJECTS[@]}" \
        -lsqlite3 -o "$BINARY" 2> >(grep -v 'Cannot export local symbol' >&2)
fi

# Seed corpus: the fixtures (hostile corpus included) and the samples.
CORPUS=$BUILD/corpus/$TARGET
ARTIFACTS=$BUILD/artifacts/$TARGET
mkdir -p "$CORPUS" "$ARTIFACTS"
seed() { [ -f "$1" ] && [ "$(stat -c %s "$1")" -le 262144 ] && cp -n "$1" "$CORPUS/seed-$(basename "$1")" || true; }
case "$TARGET" in
    json-store)
        seed "$ROOT/Samples/tracker-store.json"
        for f in "$ROOT"/Tests/Fixtures/hostile/stores/*.json; do seed "$f"; done ;;
    catalog)
        seed "$ROOT/Strings/Localizable.xcstrings"
        for f in "$ROOT"/Tests/Fixtures/catalogs/*.xcstrings "$ROOT"/Tests/Fixtures/hostile/catalogs/*; do seed "$f"; done ;;
    sqlite-store)
        # Raw files start with 'S' ("SQLite format 3"); see SQLiteStoreFuzz.swift for the
        # structured mode, seeded by the target itself on an empty corpus.
        for f in "$ROOT"/Tests/Fixtures/hostile/sqlite/*; do seed "$f"; done ;;
esac

# -detect_leaks=0: swift-corelibs-foundation leaks the CFError of every property list it
# fails to parse (__CFPropertyListCreateError), which the SQLite enum-cell decoder does by
# design; the leak is bounded by the first bad cell (the reader stops there). ASAN_OPTIONS
# also turns off the leak check at exit, which would otherwise save an empty "crash" input.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
echo "fuzz: running $TARGET for ${SECONDS_TO_RUN}s (corpus $CORPUS, artifacts $ARTIFACTS)" >&2
DICT=()
if [ -f "$ROOT/Fuzz/$TARGET.dict" ]; then DICT=(-dict="$ROOT/Fuzz/$TARGET.dict"); fi
cd "$BUILD"
FUZZ_ROOT="$ROOT" "$BINARY" "$CORPUS" "${DICT[@]}" \
    -max_total_time="$SECONDS_TO_RUN" -timeout=20 -rss_limit_mb=3072 -max_len=262144 -detect_leaks=0 \
    -artifact_prefix="$ARTIFACTS/" -print_final_stats=1 "$@"
