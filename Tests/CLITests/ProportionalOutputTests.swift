import Foundation
import Testing
import TestSupport

/// The report in proportion to its input. The bound `report` keeps, per locale:
///
///     bytes written ≤ c × (input bytes + listed trackers × days shown),   c = 2,000
///
/// where the input is the store and the catalogs, and the days shown are the heatmap's 371 days
/// and daily.csv's rows — at most 371 for the last 53 weeks, one per older day with a log and
/// one per run of older days without one: days shown ≤ 743 + 2 × (days with a log). It holds
/// because every text from the store or a catalog is shown shortened (200 characters, 800
/// bytes; escaping makes a byte at most 8), years without logs share one row, and old days
/// without logs share one daily.csv row. c is what adversarial texts need (a 200-character
/// phrase of quotes in every heatmap cell's title); ordinary stores stay below 100.
@Suite(.serialized) struct ProportionalOutputTests {
    static let c = 2_000
    static let catalogPath = TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path

    static func bound(inputBytes: Int, listed: Int, daysWithLogs: Int) -> Int {
        c * (inputBytes + listed * (743 + 2 * daysWithLogs))
    }

    /// Bytes below each locale folder of `out`.
    static func bytesPerLocale(_ out: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for file in HostileInputTests.regularFiles(under: out) {
            let size = (try? FileManager.default.attributesOfItem(atPath: out + "/" + file)[.size] as? Int) ?? nil
            result[String(file.prefix { $0 != "/" }), default: 0] += size ?? 0
        }
        return result
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil) ?? 0
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// A store of `trackers` (name, icon, mode, extra JSON members) and their logs (tracker
    /// index, timestamp, value).
    static func storeJSON(trackers: [(name: String, icon: String, mode: String, extra: String)], logs: [(tracker: Int, timestamp: String, value: Int)]) -> String {
        var text = "{\"format\": \"tracker-store\", \"schemaVersion\": 1, \"timeZone\": \"Europe/Berlin\", \"trackers\": ["
        text += trackers.enumerated().map { index, tracker in
            "{\"id\": \"7A3B1C2D-0000-4000-8000-\(String(format: "%012d", index))\", \"name\": \(jsonString(tracker.name)), \"icon\": \(jsonString(tracker.icon)), "
                + "\"type\": \"good\", \"trackingMode\": \"\(tracker.mode)\", \"createdAt\": \"1900-01-01T08:00:00Z\", \"displayOrder\": \(index)\(tracker.extra)}"
        }.joined(separator: ",\n")
        text += "],\n\"logs\": ["
        text += logs.enumerated().map { index, log in
            "{\"id\": \"8B000000-0000-4000-8000-\(String(format: "%012d", index))\", \"trackerId\": \"7A3B1C2D-0000-4000-8000-\(String(format: "%012d", log.tracker))\", "
                + "\"timestamp\": \"\(log.timestamp)\", \"value\": \(log.value)}"
        }.joined(separator: ",\n")
        return text + "]}\n"
    }

    /// `days` days back from 2026-11-20, one log each at 10:00 UTC.
    static func dailyLogs(tracker: Int, days: Int) -> [(tracker: Int, timestamp: String, value: Int)] {
        let today = ISO8601DateFormatter().date(from: "2026-11-20T10:00:00Z")!
        let formatter = ISO8601DateFormatter()
        return (0..<days).map { (tracker, formatter.string(from: today.addingTimeInterval(-Double($0) * 86_400)), $0 % 3) }
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func report(store: String, out: String, catalog: String = catalogPath, extra: [String] = []) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, [
            "report", "--store", store, "--catalog", catalog, "--out", out, "--as-of", "2026-11-20", "--timezone", "Europe/Berlin", "--quiet",
        ] + extra, timeout: 600)
    }

    // MARK: A tracker name of 10 MB

    /// A 10 MB name with 185 logs used to write 8 GB in 112 s with 7.4 GB of memory (logs.csv
    /// repeated it twice per row). Now the report is the one a short name gives, plus the
    /// 200 characters shown; `streaks --format json` keeps the name whole.
    @Test func aTenMegabyteTrackerNameCostsTheReportAFewHundredBytes() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let logs = Self.dailyLogs(tracker: 0, days: 185) + [(1, "2026-11-20T09:00:00Z", 5)]
        var sizes: [String: [String: Int]] = [:]
        for (label, name) in [("short", "Abstinence"), ("huge", String(repeating: "N", count: 10_000_000))] {
            let store = directory.appendingPathComponent("\(label).json").path
            try Self.write(Self.storeJSON(trackers: [(name, "🍷", "yesNo", ""), ("Drink Water", "💧", "counter", ", \"dailyGoal\": 8")], logs: logs), to: store)
            let out = directory.appendingPathComponent("reports-\(label)").path
            let outcome = try Self.report(store: store, out: out)
            HostileInputTests.expect(outcome, exit: 0, naming: store, pattern: nil)
            HostileInputTests.expectReportSet(in: out, complete: true)
            sizes[label] = Self.bytesPerLocale(out)
            guard label == "huge" else { continue }
            let input = Self.fileSize(store) + Self.fileSize(Self.catalogPath)
            HostileInputTests.expectMemory(outcome, inputBytes: input)
            #expect(outcome.seconds < 30, "\(outcome.seconds) s")
            for (locale, bytes) in sizes[label] ?? [:] {
                #expect(bytes <= Self.bound(inputBytes: input, listed: 2, daysWithLogs: 185), "\(locale): \(bytes) bytes")
                // What the shown name adds: at most 800 bytes (quoted: 1,602) per place — twice a
                // logs.csv row, and some 60 places besides (periods.csv repeats it per period).
                let allowance = 2 * 1_602 * (logs.count + 32)
                #expect(bytes <= (sizes["short"]?[locale] ?? 0) + allowance, "\(locale): \(bytes) bytes against \(sizes["short"]?[locale] ?? 0)")
            }
            // No file shows more than 199 characters of the name.
            let run = Data(String(repeating: "N", count: 200).utf8)
            for file in HostileInputTests.regularFiles(under: out) {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
                #expect(bytes.range(of: run) == nil, "\(file) shows the whole name")
            }
            let json = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, ["streaks", "--store", store, "--format", "json", "--as-of", "2026-11-20"], timeout: 600)
            #expect(json.exitCode == 0 && json.stdout.contains("\"name\": \"" + name + "\""), "JSON keeps the name whole")
        }
    }

    /// `export logs` with the 10 MB name: it used to need 7.3 GB of memory.
    @Test func exportLogsWithATenMegabyteNameWritesAndHoldsNoGigabytes() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = directory.appendingPathComponent("huge.json").path
        try Self.write(Self.storeJSON(trackers: [(String(repeating: "N", count: 10_000_000), "", "yesNo", "")], logs: Self.dailyLogs(tracker: 0, days: 185)), to: store)
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, ["export", "logs", "--store", store, "--as-of", "2026-11-20"], timeout: 600)
        HostileInputTests.expect(outcome, exit: 0, naming: store, pattern: nil)
        // 186 lines of about 600 bytes: the name shown as 199 characters and "…", twice a row.
        #expect(outcome.stdout.utf8.count < 150_000, "\(outcome.stdout.utf8.count) bytes")
        #expect(outcome.stdout.split(separator: "\r\n").count == 186)
        HostileInputTests.expectMemory(outcome, inputBytes: Self.fileSize(store))
    }

    // MARK: 2,000 trackers logged once in 1900

    /// 2,000 trackers logged once on 1900-01-02 used to make 751 MB of report in 29 s: 127 year
    /// rows per tracker and 46,000 daily.csv rows. Now such a store costs what a store logged on
    /// 2025-11-20 costs — both show each tracker's year of days — in bytes and in processor
    /// time (measured on 200 trackers, ten times); a year row for 1900 and one for
    /// "1901–2026: no logs" per tracker.
    @Test func twoThousandTrackersLoggedOnceIn1900CostWhatALogAYearAgoCosts() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        var results: [String: (bytes: Int, cpu: Double, out: String)] = [:]
        for (label, count, timestamp) in [("1900", 2_000, "1900-01-02T10:00:00Z"), ("2025", 200, "2025-11-20T10:00:00Z")] {
            let trackers = (0..<count).map { (name: "Tracker \($0)", icon: "", mode: "yesNo", extra: "") }
            let store = directory.appendingPathComponent("\(label).json").path
            try Self.write(Self.storeJSON(trackers: trackers, logs: (0..<count).map { ($0, timestamp, 1) }), to: store)
            let out = directory.appendingPathComponent("reports-\(label)").path
            let outcome = try Self.report(store: store, out: out, extra: ["--locale", "en"])
            HostileInputTests.expect(outcome, exit: 0, naming: store, pattern: nil)
            let bytes = Self.bytesPerLocale(out)["en"] ?? 0
            let input = Self.fileSize(store) + Self.fileSize(Self.catalogPath)
            #expect(bytes <= Self.bound(inputBytes: input, listed: count, daysWithLogs: 1))
            results[label] = (bytes, outcome.cpuSeconds, out)
        }
        let old = try #require(results["1900"]), recent = try #require(results["2025"])
        #expect(Double(old.bytes) <= 1.1 * 10 * Double(recent.bytes), "\(old.bytes) bytes against 10 × \(recent.bytes)")
        #expect(old.cpu <= 1.5 * 10 * recent.cpu + 1, "\(old.cpu) s of processor time against 10 × \(recent.cpu) s")
        let periods = try String(contentsOfFile: old.out + "/en/periods.md", encoding: .utf8)
        let yearRows = periods.split(separator: "\n").filter { $0.contains(/^\| [0-9]{4}( \||–)/) }
        #expect(yearRows.filter { $0.hasPrefix("| 1900 |") }.count == 2_000)
        #expect(yearRows.filter { $0.hasPrefix("| 1901–2026: no logs |") }.count == 2_000)
        #expect(yearRows.count == 4_000, "no other year rows")
        let daily = try String(contentsOfFile: old.out + "/en/daily.csv", encoding: .utf8)
        #expect(daily.split(separator: "\r\n").count == 1 + 1 + 1 + 371, "header, 1900-01-02, the days up to 53 weeks ago, the last 53 weeks")
        #expect(daily.contains("\r\n1900-01-03/2025-11-14,"))
    }

    // MARK: Adversarial texts

    /// Names, icons, level keys and labels of 200 quotes, ampersands, ESC and RLO; a catalog
    /// whose every phrase is 200 quotes: the texts that escape to the most bytes, in every
    /// place the report repeats them. The bound holds.
    @Test func textsThatEscapeToTheMostBytesStayWithinTheBound() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let evil = String(String(repeating: "\"&\u{1B}\u{202E}<", count: 40).prefix(200))
        let levels = (0..<5).map { level in
            "{\"id\": \(level), \"key\": \(Self.jsonString(evil + String(level))), \"icon\": \(Self.jsonString(evil)), \"labelKey\": \(Self.jsonString(evil + String(level))), \"streakEffect\": \"success\"}"
        }.joined(separator: ", ")
        // Ten level trackers logged daily, and twenty trackers logged once in 1900 (a year of
        // missed days: the catalog's phrase in each cell's title).
        let trackers = (0..<10).map { _ in (name: evil, icon: evil, mode: "levels", extra: ", \"levels\": [\(levels)]") }
            + (0..<20).map { _ in (name: evil, icon: evil, mode: "yesNo", extra: "") }
        let logs = (0..<10).flatMap { Self.dailyLogs(tracker: $0, days: 400) } + (10..<30).map { ($0, "1900-01-02T10:00:00Z", 1) }
        let store = directory.appendingPathComponent("evil.json").path
        try Self.write(Self.storeJSON(trackers: trackers, logs: logs), to: store)
        // The shipped catalog with every phrase without a format specifier made 200 quotes.
        var catalog = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.catalogPath))) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        for (key, value) in strings {
            guard var entry = value as? [String: Any], var localizations = entry["localizations"] as? [String: Any] else { continue }
            for (locale, localization) in localizations {
                guard var localization = localization as? [String: Any], var unit = localization["stringUnit"] as? [String: Any],
                      let text = unit["value"] as? String, !text.contains("%") else { continue }
                unit["value"] = String(repeating: "\"", count: 200)
                localization["stringUnit"] = unit
                localizations[locale] = localization
            }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        let catalogFile = directory.appendingPathComponent("evil.xcstrings").path
        try JSONSerialization.data(withJSONObject: catalog).write(to: URL(fileURLWithPath: catalogFile))
        let out = directory.appendingPathComponent("reports").path
        let outcome = try Self.report(store: store, out: out, catalog: catalogFile)
        // The level label keys have no text in the catalog: the report shows them as they are and says so.
        HostileInputTests.expect(outcome, exit: 0, naming: store, pattern: "^trackerkit: warning: [0-9]+ keys? ha(s|ve) no text in any catalog and shows? as (itself|they are) in the report: ")
        let input = Self.fileSize(store) + Self.fileSize(catalogFile)
        for (locale, bytes) in Self.bytesPerLocale(out) {
            #expect(bytes <= Self.bound(inputBytes: input, listed: 30, daysWithLogs: 401), "\(locale): \(bytes) bytes for \(input) bytes of input")
        }
    }
}
