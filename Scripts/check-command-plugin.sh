#!/usr/bin/env bash
# Makes a throwaway app package that depends on this one by path and runs the command plugin
# there: `swift package strings-check` must fail on the app's incomplete catalog (exit != 0,
# the missing German string named) and pass once it is translated.
#   Scripts/check-command-plugin.sh        (builds trackerkit inside the app package: minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
APP=$(mktemp -d)
trap 'rm -rf "$APP"' EXIT
mkdir -p "$APP/Sources/DemoApp/Resources"
cat > "$APP/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DemoApp",
    dependencies: [.package(path: "$ROOT")],
    targets: [.target(name: "DemoApp", path: "Sources/DemoApp", resources: [.process("Resources")])]
)
SWIFT
echo 'public let greeting = "Hello"' > "$APP/Sources/DemoApp/DemoApp.swift"
catalog() {
  cat > "$APP/Sources/DemoApp/Resources/Localizable.xcstrings" <<JSON
{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "$1", "value" : "$2" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
      }
    }
  },
  "version" : "1.0"
}
JSON
}
catalog new ""
if (cd "$APP" && swift package strings-check --severity missing-key=off > "$APP/out.txt" 2>&1); then
  cat "$APP/out.txt"; echo "FAIL: the plugin passed an untranslated catalog"; exit 1
fi
grep -q "untranslated" "$APP/out.txt" || { cat "$APP/out.txt"; echo "FAIL: the untranslated key is not named"; exit 1; }
catalog translated "Hallo"
(cd "$APP" && swift package strings-check --severity missing-key=off > "$APP/out.txt" 2>&1) || { cat "$APP/out.txt"; echo "FAIL: the plugin failed a complete catalog"; exit 1; }
echo "command plugin: swift package strings-check fails an untranslated catalog and passes a translated one"
