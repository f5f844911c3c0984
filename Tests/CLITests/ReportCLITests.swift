import Foundation
import Testing
import TestSupport

@Suite struct ReportCLITests {
    private let root = TrackerKitProcess.packageRoot
    private let fixedTime = ["--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]
    private var sample: String { root.appendingPathComponent("Samples/tracker-store.json").path }

    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func data(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// Every report file is kept as a golden in `Reports/` (GoldenReportTests); the quick-start
    /// run, with no --store, --as-of or --timezone, writes the same bytes.
    @Test func theQuickStartCommandRegeneratesTheCommittedReports() throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--out", out.path])
            #expect(result.exitCode == 0)
            #expect(result.stderrLines == [BundledSampleCLITests.reportWarning])
            let listed = try ExpectedReportSet.listed(store: sample)
            let expected = ExpectedReportSet.paths(listed: listed)
            // The count is of the report files; the marker is not one.
            #expect(result.stdout.hasPrefix("Wrote \(expected.count - 1) files for de, en to \(out.path)"))
            #expect(HostileInputTests.regularFiles(under: out.path) == expected)
            for path in GoldenReportSet.standard.paths(listed: listed) {
                #expect(try data(out.appendingPathComponent(path)) == data(root.appendingPathComponent("Reports/\(path)")), "\(path)")
            }
        }
    }

    @Test func excelDialectWritesAByteOrderMarkAndTheLocalesSeparators() throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings", "--csv-dialect", "excel", "--out", out.path, "--quiet"] + fixedTime)
            #expect(result.exitCode == 0)
            #expect(result.stdout.isEmpty, "--quiet prints nothing")
            let csvFiles = ExpectedReportSet.pathsWithoutPictures(formats: ["csv"]).filter { $0 != ExpectedReportSet.marker }
            #expect(!csvFiles.isEmpty)
            for path in csvFiles {
                #expect(try data(out.appendingPathComponent(path)).starts(with: [0xEF, 0xBB, 0xBF]), "\(path)")
            }
            let germanHeader = String(decoding: try data(out.appendingPathComponent("de/streaks.csv")), as: UTF8.self)
            #expect(germanHeader.contains(";Aktuelle Serie;"), "German Excel CSV uses ';'")
            #expect(germanHeader.contains(";0,"), "and a decimal comma in number cells")
        }
    }

    @Test func refusesAnOutputDirectoryThatWouldOverwriteAnInput() throws {
        try withTemporaryDirectory { directory in
            let store = directory.appendingPathComponent("en/logs.csv")
            try FileManager.default.createDirectory(at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
            let original = try data(root.appendingPathComponent("Samples/tracker-store.json"))
            try original.write(to: store)
            let result = try TrackerKitProcess.run(["report", "--store", store.path, "--out", directory.path] + fixedTime)
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("would overwrite \(directory.path)/en/logs.csv, an input of this run"))
            #expect(try data(store) == original, "the store is untouched")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("de").path), "nothing was written")
        }
    }

    @Test func anOutputPathThatIsAFileIsAnError() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: file)
            let result = try TrackerKitProcess.run(["report", "--out", file.path])
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.last == "trackerkit: error: --out \(file.path) is a file, not a directory; see 'trackerkit report --help'")
        }
    }

    @Test func aBlockedLocaleDirectoryStopsTheRunBeforeAnyFileIsWritten() throws {
        try withTemporaryDirectory { out in
            try Data("x".utf8).write(to: out.appendingPathComponent("en"))
            let result = try TrackerKitProcess.run(["report", "--out", out.path] + fixedTime)
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.last == "trackerkit: error: --out \(out.path): \(out.path)/en is a file, not a directory; see 'trackerkit report --help'")
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("de").path), "de was not written either")
        }
    }

    @Test func exportWritesTheReportsCSVToStdoutOrAFile() throws {
        let result = try TrackerKitProcess.run(["export", "logs", "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings"] + fixedTime)
        #expect(result.exitCode == 0)
        #expect(Data(result.stdout.utf8) == (try data(root.appendingPathComponent("Reports/en/logs.csv"))))
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("daily.csv")
            let written = try TrackerKitProcess.run(["export", "daily", "--locale", "de", "--out", target.path, "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings"] + fixedTime)
            #expect(written.exitCode == 0)
            #expect(try data(target) == data(root.appendingPathComponent("Reports/de/daily.csv")))
        }
        let bad = try TrackerKitProcess.run(["export", "habits"])
        #expect(bad.exitCode == 2)
        #expect(bad.stderrLines.count == 1 && bad.stderr.hasPrefix("trackerkit: error: cannot export \"habits\"; choose "), "\(bad.stderr)")
        #expect(bad.stderr.hasSuffix("; see 'trackerkit export --help'\n"), "\(bad.stderr)")
        for name in ExpectedReportSet.exportNames { #expect(bad.stderr.contains(name), "the error offers \(name)") }
        // One kind of period, with stable ids: the rows of periods.csv of that kind.
        let weeks = try TrackerKitProcess.run(["export", "periods", "--period", "week", "--csv-headers", "ids", "--store", "Samples/tracker-store.json"] + fixedTime)
        #expect(weeks.exitCode == 0)
        let lines = weeks.stdout.split(separator: "\r\n")
        #expect(lines.first?.hasPrefix("position,tracker_id,tracker,tracker_label,period_kind,period,start,end,days_judged") == true)
        #expect(lines.count == 1 + 8 * 12 && lines.dropFirst().allSatisfy { $0.contains(",week,2026-W") })
        let wrongPeriod = try TrackerKitProcess.run(["export", "periods", "--period", "day"])
        #expect(wrongPeriod.exitCode == 2 && wrongPeriod.stderrLines.first?.contains("--period \"day\" is not one of week, month, year") == true)
        let periodElsewhere = try TrackerKitProcess.run(["export", "logs", "--period", "week"])
        #expect(periodElsewhere.exitCode == 2 && periodElsewhere.stderrLines.first?.contains("--period goes with 'export periods'") == true)
    }

    /// Each --format writes its files, and only those; together they are the whole set.
    @Test func formatChoosesTheKindsOfFileWritten() throws {
        let listed = try ExpectedReportSet.listed(store: sample)
        var union: Set<String> = []
        for format in ExpectedReportSet.formats {
            try withTemporaryDirectory { out in
                let result = try TrackerKitProcess.run(["report", "--out", out.path, "--format", format, "--locale", "en"])
                #expect(result.exitCode == 0, "\(result.stderr)")
                let written = HostileInputTests.regularFiles(under: out.path)
                #expect(!written.isEmpty && written == ExpectedReportSet.paths(locales: ["en"], formats: [format], listed: listed), "--format \(format)")
                union.formUnion(written)
            }
        }
        #expect(union.sorted() == ExpectedReportSet.paths(locales: ["en"], listed: listed))
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--out", out.path, "--format", "csv", "--format", "html", "--locale", "de"])
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(HostileInputTests.regularFiles(under: out.path) == ExpectedReportSet.paths(locales: ["de"], formats: ["csv", "html"], listed: listed))
        }
        let bad = try TrackerKitProcess.run(["report", "--format", "pdf"])
        #expect(bad.exitCode == 2 && bad.stderrLines.first?.contains("--format \"pdf\" is not one of ") == true, "\(bad.stderr)")
        for format in ExpectedReportSet.formats { #expect(bad.stderr.contains(format), "the error offers \(format)") }
    }

    @Test func streaksJSONHasTheSpecShapeAndAgreesWithStreaksCSV() throws {
        let json = try TrackerKitProcess.run(["streaks", "--format", "json", "--store", "Samples/tracker-store.json"] + fixedTime)
        #expect(json.exitCode == 0)
        let root = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect(root["asOf"] as? String == "2026-11-20")
        #expect(root["timeZone"] as? String == "Europe/Berlin")
        let trackers = root["trackers"] as! [[String: Any]]
        #expect(trackers.first?["name"] as? String == "NoAlc")
        for key in ["position", "id", "name", "label", "currentStreak", "longestStreak", "availableRewards", "totalRewardsEarned", "totalRewardsUsed"] {
            #expect(trackers.allSatisfy { $0[key] != nil }, "every tracker has \(key)")
        }
        let csv = try TrackerKitProcess.run(["streaks", "--format", "csv", "--csv-headers", "ids", "--store", "Samples/tracker-store.json"] + fixedTime)
        let lines = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].components(separatedBy: ",")
        #expect(Array(header.prefix(9)) == ["position", "tracker_id", "tracker", "tracker_label", "current_streak", "longest_streak", "jokers_available", "jokers_earned", "jokers_used"])
        #expect(lines.count - 1 == trackers.count)
        for (line, tracker) in zip(lines.dropFirst(), trackers) {
            let cells = line.components(separatedBy: ",")
            #expect(Int(cells[0]) == tracker["position"] as? Int)
            #expect(cells[1] == tracker["id"] as? String)
            #expect(Int(cells[4]) == tracker["currentStreak"] as? Int)
            #expect(Int(cells[5]) == tracker["longestStreak"] as? Int)
            #expect(Int(cells[6]) == tracker["availableRewards"] as? Int)
            #expect(Int(cells[7]) == tracker["totalRewardsEarned"] as? Int)
            #expect(Int(cells[8]) == tracker["totalRewardsUsed"] as? Int)
        }
    }

    /// One naming scheme in every file's ids: a tracker's place is `position` (logs.csv too),
    /// jokers are `jokers_…` (never `rewards`, a word the reports do not use).
    @Test func theIdHeadersNameTheSameThingTheSameWayInEveryFile() throws {
        var headers: [String: [String]] = [:]
        for kind in ExpectedReportSet.exportNames {
            let csv = try TrackerKitProcess.run(["export", kind, "--csv-headers", "ids", "--store", "Samples/tracker-store.json"] + fixedTime)
            #expect(csv.exitCode == 0, "\(kind): \(csv.stderr)")
            headers[kind] = csv.stdout.components(separatedBy: "\r\n")[0].components(separatedBy: ",")
        }
        #expect(Array(headers["logs"]?.prefix(5) ?? []) == ["position", "tracker_id", "tracker", "tracker_label", "log_id"])
        #expect(headers["trackers"]?.contains("jokers") == true)
        for (kind, ids) in headers {
            #expect(!ids.contains { $0.contains("reward") || $0 == "tracker_position" }, "\(kind): \(ids)")
        }
    }

    @Test func reportsAreByteIdenticalWhicheverReaderReadTheStore() throws {
        try withTemporaryDirectory { directory in
            #expect(try TrackerKitProcess.generateStores(size: "small", seed: 7, into: directory) == 0, "python3 Benchmarks/generate-stores.py failed")
            for format in ["json", "sqlite"] {
                let result = try TrackerKitProcess.run(["report", "--store", directory.appendingPathComponent("small.\(format)").path,
                                                        "--out", directory.appendingPathComponent("out-\(format)").path, "--include-inactive"] + fixedTime)
                #expect(result.exitCode == 0, "\(result.stderr)")
            }
            // Every file, the pictures of this store's trackers included.
            let expected = try ExpectedReportSet.paths(store: directory.appendingPathComponent("small.json").path, includeInactive: true)
            #expect(HostileInputTests.regularFiles(under: directory.appendingPathComponent("out-json").path) == expected)
            #expect(HostileInputTests.regularFiles(under: directory.appendingPathComponent("out-sqlite").path) == expected)
            for file in expected {
                let fromJSON = try data(directory.appendingPathComponent("out-json/\(file)"))
                let fromSQLite = try data(directory.appendingPathComponent("out-sqlite/\(file)"))
                #expect(fromJSON == fromSQLite, "\(file) differs between the JSON and the SQLite store")
                #expect(fromJSON.count > 100)
            }
        }
    }

    @Test func stringsCheckPassesOnTheShippedCatalogAndFailsOnGaps() throws {
        let shipped = try TrackerKitProcess.run(["strings", "check", "--catalog", "Samples/Localizable.xcstrings", "--store", "Samples/tracker-store.json"])
        #expect(shipped.exitCode == 0, "\(shipped.stdout)")
        try withTemporaryDirectory { directory in
            // The Mood tracker of this store keeps bare label keys; the catalog has Mood.Awful….
            let store = directory.appendingPathComponent("store.json")
            let levels = ["Awful", "Bad", "Okay", "Good", "Great"].enumerated().map { index, name in
                "{\"id\": \(index + 1), \"key\": \"\(name.lowercased())\", \"labelKey\": \"\(name)\", \"streakEffect\": \"success\"}"
            }.joined(separator: ",")
            try Data("""
            {"format": "tracker-store", "schemaVersion": 1, "logs": [], "trackers": [
              {"id": "11111111-0000-0000-0000-000000000000", "name": "Mood", "type": "good", "trackingMode": "levels",
               "createdAt": "2026-01-01T00:00:00Z", "levels": [\(levels)]}]}
            """.utf8).write(to: store)
            let result = try TrackerKitProcess.run(["strings", "check", "--catalog", "Strings/Localizable.xcstrings", "--store", store.path, "--format", "json"])
            #expect(result.exitCode == 1)
            let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
            let problems = report["problems"] as! [[String: Any]]
            let missing = problems.filter { $0["kind"] as? String == "missing-key" }
            #expect(missing.compactMap { $0["key"] as? String }.sorted() == ["Awful", "Bad", "Good", "Great", "Okay"])
            #expect(missing.first { $0["key"] as? String == "Awful" }?["suggestion"] as? String == "Mood.Awful")
            #expect(!problems.contains { ($0["key"] as? String)?.hasPrefix("NoAlc.") == true })

            let broken = directory.appendingPathComponent("broken.xcstrings")
            try Data("{\"sourceLanguage\": \"en\", \"strings\": [1, 2]}".utf8).write(to: broken)
            let unreadable = try TrackerKitProcess.run(["strings", "check", "--catalog", broken.path])
            #expect(unreadable.exitCode == 2)
            #expect(unreadable.stderrLines.count == 1)
            #expect(unreadable.stderr.hasPrefix("trackerkit: error: \(broken.path):1:"))
        }
    }
}
