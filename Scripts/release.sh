#!/usr/bin/env bash
# Makes a release, or prints its notes.
#
#   Scripts/release.sh X.Y.Z          on a clean main: VERSION becomes X.Y.Z, CHANGELOG.md's
#                                     [Unreleased] section becomes [X.Y.Z] with today's date,
#                                     both committed as "Release X.Y.Z" and tagged X.Y.Z
#                                     (annotated); pushing the tag starts the release workflow
#   Scripts/release.sh --notes X.Y.Z  the CHANGELOG.md section of X.Y.Z (the release's notes)
#
# docs/releasing.md says what happens then, and how versions are named between releases.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "release: error: $*" >&2; exit 1; }

if [ "${1:-}" = "--notes" ]; then
  version="${2:?usage: release.sh --notes X.Y.Z}"
  notes=$(awk -v heading="## [$version]" '
    index($0, heading) == 1 { inside = 1; next }
    inside && /^## \[/ { exit }
    inside { print }' CHANGELOG.md)
  [ -n "$notes" ] || fail "CHANGELOG.md has no section [$version]"
  printf '%s\n' "$notes" | sed -e '/./,$!d'
  exit 0
fi

version="${1:?usage: release.sh X.Y.Z | --notes X.Y.Z}"
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] || fail "$version is no release version (X.Y.Z)"
current=$(cat VERSION)
newest=$(printf '%s\n%s\n' "$current" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | tail -1)
if [ "$newest" != "$version" ] || [ "$version" = "$current" ]; then fail "$version is not after the current release $current"; fi
[ -z "$(git status --porcelain)" ] || fail "the working tree has changes: commit or stash them first"
[ "$(git rev-parse --abbrev-ref HEAD)" = main ] || echo "release: warning: not on main" >&2
git rev-parse -q --verify "refs/tags/$version" >/dev/null && fail "the tag $version exists"
unreleased=$(awk '/^## \[Unreleased\]/ { inside = 1; next } inside && /^## \[/ { exit } inside && /[^ ]/ { print }' CHANGELOG.md)
[ -n "$unreleased" ] || fail "CHANGELOG.md's [Unreleased] section is empty: what does $version change?"

echo "$version" > VERSION
awk -v version="$version" -v date="$(date -u +%Y-%m-%d)" '
  /^## \[Unreleased\]/ && !done { print; print ""; print "## [" version "] - " date; done = 1; next }
  { print }' CHANGELOG.md > CHANGELOG.md.new
mv CHANGELOG.md.new CHANGELOG.md
git commit -q -m "Release $version" VERSION CHANGELOG.md
git tag -a "$version" -m "trackerkit $version"
echo "Tagged $version. Check \`swift test\` (StableNamesTests holds deprecations to their removal release), then:"
echo "  git push origin main $version"
