#!/usr/bin/env bash
# The layout's rules (ARCHITECTURE.md, "Rules that keep it this way") that a compiler does not
# check, run by .ci/run:
#   - file and function sizes (check-sizes.py);
#   - threads only in SharpTools (strict memory safety, on for every other target, flags
#     unsafe pointers and @unchecked Sendable; it does not flag threads);
#   - the module graph of ARCHITECTURE.md: no cycle, no import it does not list
#     (check-module-graph.py);
#   - text cites what a reader of this repository can open: no issue or finding numbers
#     anywhere in the repository, and the contract as "contract §N" (docs/contract.md), never
#     by the name of its first version;
#   - no test reads outside the repository;
#   - docs/public-surface.txt lists the products' public declarations as they are
#     (public-surface.py): everything else is `package`.
# Prints every finding and exits 1 when there is one.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0

python3 Scripts/check-sizes.py || status=1
python3 Scripts/check-module-graph.py || status=1
python3 Scripts/public-surface.py --check || status=1

threads=$(grep -rlE 'pthread_|Thread\(|DispatchQueue|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|@unchecked Sendable' Sources | grep -v '^Sources/SharpTools/' || true)
if [ -n "$threads" ]; then
  echo "threads or unsafe pointers outside Sources/SharpTools (put them behind a safe API there):"
  echo "$threads" | sed 's/^/  /'
  status=1
fi

# Every tracked file, case-insensitive (the bracket keeps this line from matching itself).
citations=$(git ls-files -z | xargs -0 grep -nIiE '[i]ssue #?[0-9]+|[f]inding #?[0-9]+|[S]PEC §' 2>/dev/null || true)
if [ -n "$citations" ]; then
  echo "comments cite an issue number or the SPEC (say the rule itself, or cite docs/contract.md as \"contract §N\"):"
  echo "$citations" | sed 's/^/  /'
  status=1
fi

outside=$(grep -rlE '\.\./shared' Tests || true)
if [ -n "$outside" ]; then
  echo "tests read outside the repository:"
  echo "$outside" | sed 's/^/  /'
  status=1
fi
exit $status
