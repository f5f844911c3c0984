#!/usr/bin/env bash
# The layout's rules (ARCHITECTURE.md, "Rules that keep it this way") that a compiler does not
# check, run by .ci/run:
#   - file and function sizes (check-sizes.py);
#   - threads only in SharpTools (strict memory safety, on for every other target, flags
#     unsafe pointers and @unchecked Sendable; it does not flag threads);
#   - comments cite what a reader of this repository can open: no issue numbers, and the
#     contract as "contract §N" (docs/contract.md), not "SPEC §N";
#   - no test reads outside the repository.
# Prints every finding and exits 1 when there is one.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0

python3 Scripts/check-sizes.py || status=1

threads=$(grep -rlE 'pthread_|Thread\(|DispatchQueue|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|@unchecked Sendable' Sources | grep -v '^Sources/SharpTools/' || true)
if [ -n "$threads" ]; then
  echo "threads or unsafe pointers outside Sources/SharpTools (put them behind a safe API there):"
  echo "$threads" | sed 's/^/  /'
  status=1
fi

citations=$(grep -rnE 'issue [0-9]+|SPEC §' Sources Tests || true)
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
