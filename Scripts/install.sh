#!/bin/sh
# Installs a released trackerkit: picks the archive for this system and processor, checks its
# SHA-256 sum against the release's SHA256SUMS, and copies the binary, the man page and the
# shell completions below a prefix (the same files as `make install`).
#
#   curl -fsSL https://github.com/ORG/TrackerKit/releases/latest/download/install.sh | sh
#   sh install.sh [--version X.Y.Z] [--prefix DIR] [--from DIR|URL] [--uninstall]
#
#   --version   the release (default: the latest; also TRACKERKIT_VERSION)
#   --prefix    where to install: bin/, share/man/man1/, share/…/completions (default:
#               /usr/local when it is writable, else $HOME/.local; also PREFIX)
#   --from      a folder or URL (https://, file://) holding SHA256SUMS and the archives,
#               instead of the GitHub release (a mirror, or archives made by
#               Scripts/package-release.sh)
#   --uninstall remove what an install put below the prefix
#
# Archives: trackerkit-VERSION-linux-ARCH.tar.gz (static), …-linux-ARCH-gnu.tar.gz (needs glibc
# and libsqlite3), …-macos-universal.tar.gz. Exits 1 with one line on any failure; a sum that
# differs installs nothing.
set -eu

# The repository the releases are in (the release workflow writes its own name here).
repository="${TRACKERKIT_REPOSITORY:-ORG/TrackerKit}"
version="${TRACKERKIT_VERSION:-latest}"
prefix="${PREFIX:-}"
from=""
uninstall=""

fail() { echo "install.sh: error: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --version) [ $# -ge 2 ] || fail "--version needs a value"; version="$2"; shift 2 ;;
    --prefix) [ $# -ge 2 ] || fail "--prefix needs a value"; prefix="$2"; shift 2 ;;
    --from) [ $# -ge 2 ] || fail "--from needs a value"; from="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,22p' "$0" 2>/dev/null | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done

if [ -z "$prefix" ]; then
  if [ -w /usr/local ] || [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
files="bin/trackerkit share/man/man1/trackerkit.1 share/bash-completion/completions/trackerkit
share/zsh/site-functions/_trackerkit share/fish/vendor_completions.d/trackerkit.fish"

if [ -n "$uninstall" ]; then
  for file in $files; do rm -f "$prefix/$file"; done
  echo "Removed trackerkit from $prefix"
  exit 0
fi

case "$(uname -s)" in
  Linux) system=linux ;;
  Darwin) system=macos ;;
  *) fail "no release for $(uname -s): build from source (make install)" ;;
esac
case "$(uname -m)" in
  x86_64|amd64) arch=x86_64 ;;
  aarch64|arm64) arch=aarch64 ;;
  *) fail "no release for the processor $(uname -m): build from source (make install)" ;;
esac
if [ "$system" = linux ]; then
  wanted="linux-$arch linux-$arch-gnu"
else
  wanted="macos-universal macos-$arch"
fi

if [ -z "$from" ]; then
  if [ "$version" = latest ]; then
    from="https://github.com/$repository/releases/latest/download"
  else
    from="https://github.com/$repository/releases/download/$version"
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# fetch NAME: copies NAME from the folder or URL to $work/NAME.
fetch() {
  case "$from" in
    *://*)
      if command -v curl >/dev/null 2>&1; then
        curl -fsSL "$from/$1" -o "$work/$1" || fail "cannot download $from/$1"
      elif command -v wget >/dev/null 2>&1; then
        wget -q -O "$work/$1" "$from/$1" || fail "cannot download $from/$1"
      else
        fail "neither curl nor wget is installed"
      fi ;;
    *) cp "$from/$1" "$work/$1" 2>/dev/null || fail "cannot read $from/$1" ;;
  esac
}

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
  elif command -v shasum >/dev/null 2>&1; then shasum -a 256 "$1" | cut -d' ' -f1
  else fail "neither sha256sum nor shasum is installed: cannot check the download"
  fi
}

fetch SHA256SUMS
archive=""
for platform in $wanted; do
  # A line is `SUM  NAME`; the version is whatever the release's archives say.
  archive=$(sed -n "s/^[0-9a-f]\{64\}  \(trackerkit-[^ ]*-$platform\.tar\.gz\)$/\1/p" "$work/SHA256SUMS" | head -1)
  [ -n "$archive" ] && break
done
[ -n "$archive" ] || fail "$from/SHA256SUMS lists no archive for $system $arch (looked for: $wanted)"
expected=$(sed -n "s/^\([0-9a-f]\{64\}\)  $archive$/\1/p" "$work/SHA256SUMS")

fetch "$archive"
actual=$(sha256 "$work/$archive")
[ "$actual" = "$expected" ] || fail "$archive: SHA-256 $actual, but SHA256SUMS says $expected: not installed"

mkdir "$work/unpacked"
tar -xzf "$work/$archive" -C "$work/unpacked" || fail "$archive: cannot unpack"
root="$work/unpacked/${archive%.tar.gz}"
for file in $files; do
  [ -f "$root/$file" ] || fail "$archive has no $file"
done
mkdir -p "$prefix/bin" 2>/dev/null || fail "cannot create $prefix/bin (run with sudo, or give --prefix \$HOME/.local)"
for file in $files; do
  mkdir -p "$prefix/$(dirname "$file")"
  # Copied beside, then renamed: a running trackerkit keeps its file.
  if ! { cp "$root/$file" "$prefix/$file.new" && mv -f "$prefix/$file.new" "$prefix/$file"; }; then fail "cannot write $prefix/$file"; fi
done
chmod 0755 "$prefix/bin/trackerkit"

installed=$("$prefix/bin/trackerkit" --version 2>&1) || fail "$prefix/bin/trackerkit does not run here: $installed (see BUILD-NOTES.txt in $archive)"
echo "Installed $installed ($archive) in $prefix"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to your PATH to run trackerkit by its name." ;;
esac
