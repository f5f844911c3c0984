#!/usr/bin/env bash
# Rewrites every golden report set from the tool's current output, then checks them:
#
#   bash Scripts/refresh-goldens.sh
#
# Which sets there are and which files each holds is not kept here: every report file
# declares its golden sets (ReportFileRenderer.goldenSets), and ReportGoldenSet gives each
# set's directory (Reports/, Tests/Fixtures/Reports-excel/, …) and CSV options. The golden
# test (Tests/CLITests/GoldenReportTests.swift) runs `trackerkit report` on the bundled sample
# for each set; with TRACKERKIT_REFRESH_GOLDENS=1 it first makes the set's directory hold
# exactly those files, fresh. Review the change with `git status` and `git diff` afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
TRACKERKIT_REFRESH_GOLDENS=1 swift test --filter GoldenReportTests
# The same test without the variable: the sets now match, byte for byte.
swift test --skip-build --filter GoldenReportTests
