#!/usr/bin/env bash
# Rewrites the parts of docs/ that registries own — every command's synopsis
# (docs/contract.md), every command's options and discussion (docs/commands.md), the quality
# checks (docs/strings.md) — from the tool's command list and the checks' own words, then
# checks them:
#
#   bash Scripts/refresh-docs.sh
#
# Each part sits between `<!-- generated: NAME -->` and `<!-- end of generated: NAME -->`;
# Tests/CLITests/DocsFromRegistriesTests.swift writes it with TRACKERKIT_REFRESH_DOCS=1 and
# otherwise fails while it differs (so `swift test`, and with it .ci/run, holds the docs to the
# binary). Review the change with `git diff docs/` afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
TRACKERKIT_REFRESH_DOCS=1 swift test --filter DocsFromRegistriesTests
swift test --skip-build --filter DocsFromRegistriesTests
