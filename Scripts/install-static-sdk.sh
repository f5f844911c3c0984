#!/usr/bin/env bash
# Installs the Swift static Linux SDK for the installed toolchain (the SDK must match it
# exactly), checked against swift.org's signature. Used by the release workflow; with the SDK
# installed, Scripts/package-release.sh builds fully static Linux binaries.
set -euo pipefail

version=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -1)
[ -n "$version" ] || { echo "install-static-sdk: cannot tell the Swift version" >&2; exit 1; }
if swift sdk list 2>/dev/null | grep -q "swift-$version-RELEASE_static-linux"; then
  echo "The static Linux SDK for Swift $version is installed"
  exit 0
fi
name="swift-$version-RELEASE_static-linux-0.0.1.artifactbundle.tar.gz"
url="https://download.swift.org/swift-$version-release/static-sdk/swift-$version-RELEASE/$name"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
curl -fsSL "$url" -o "$work/$name"
curl -fsSL "$url.sig" -o "$work/$name.sig"
export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"
curl -fsSL https://swift.org/keys/all-keys.asc | gpg --quiet --import -
gpg --verify "$work/$name.sig" "$work/$name"
swift sdk install "$work/$name"
