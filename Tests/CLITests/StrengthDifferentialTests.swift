import Foundation
import Testing
import TestSupport
import TrackerModel
import TrackerStore

/// Habit strength end to end: `trackerkit report` on the sample store and on generated
/// benchmark stores (`Benchmarks/generate-stores.py`, small and medium), its streaks.csv,
/// periods.csv and days.csv against `ReferenceWalk` — the definition recomputed day by day
/// from the store's logs, for every tracker. (The million-log store is checked the same way,
/// outside the suite, by `Scripts/check-strength.py`.)
@Suite(.serialized) struct StrengthDifferentialTests {
    static let zone = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!

    @Test func theSampleStore() throws {
        try Self.check(store: TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json"))
    }

    @Test(arguments: ["small", "medium"]) func aGeneratedStore(size: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        #expect(try TrackerKitProcess.generateStores(size: size, seed: 29, into: directory) == 0, "python3 Benchmarks/generate-stores.py failed")
        try Self.check(store: directory.appendingPathComponent("\(size).json"))
    }

    static func check(store: URL) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.appendingPathComponent("out")
        let result = try TrackerKitProcess.run([
            "report", "--store", store.path, "--out", out.path, "--format", "csv", "--locale", "en", "--include-inactive",
            "--csv-dialect", "rfc4180", "--csv-headers", "ids", "--as-of", today.isoString, "--timezone", zone.identifier, "--quiet",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let parsed = try StoreReaders.read(path: store.path)
        var logsByTracker: [UUID: [TrackerLog]] = [:]
        for log in parsed.logs { logsByTracker[log.trackerId, default: []].append(log) }
        var walks: [String: [ReferenceWalk.Day]] = [:]
        var strengths: [String: Double] = [:]
        var trackers: [String: Tracker] = [:]
        for tracker in parsed.trackers {
            let id = UUIDText.string(tracker.id)
            trackers[id] = tracker
            walks[id] = ReferenceWalk.walk(tracker: tracker, logs: logsByTracker[tracker.id] ?? [], zone: zone, today: today)
            strengths[id] = ReferenceWalk.strength(tracker: tracker, logs: logsByTracker[tracker.id] ?? [], zone: zone, today: today)
        }
        #expect(!walks.isEmpty)

        let streaks = try table(out.appendingPathComponent("en/streaks.csv"))
        #expect(streaks.count == trackers.count)
        for row in streaks {
            let strength = try #require(strengths[row["tracker_id"] ?? ""])
            #expect(row["strength"] == ReferenceWalk.fourDecimals(strength), "streaks.csv, \(row["tracker"] ?? "")")
        }

        var checkedPeriods = 0
        for row in try table(out.appendingPathComponent("en/periods.csv")) {
            let walk = try #require(walks[row["tracker_id"] ?? ""])
            let first = try #require(CalendarDay(iso: row["start"] ?? "")), last = try #require(CalendarDay(iso: row["end"] ?? ""))
            let lastWalked = walk.last { $0.day >= first && $0.day <= last }
            #expect(row["strength_at_end"] == lastWalked.map { ReferenceWalk.fourDecimals($0.strength) } ?? "",
                    "periods.csv, \(row["tracker"] ?? "") \(row["period"] ?? "")")
            checkedPeriods += 1
        }
        #expect(checkedPeriods > 0)

        var covered: [String: Int] = [:]
        for row in try table(out.appendingPathComponent("en/days.csv")) {
            let id = row["tracker_id"] ?? ""
            let walk = try #require(walks[id]), tracker = try #require(trackers[id])
            let dates = (row["day"] ?? "").split(separator: "/").compactMap { CalendarDay(iso: String($0)) }
            let days = walk.filter { $0.day >= dates[0] && $0.day <= dates[dates.count - 1] }
            // Every day of the row was walked; a row of several days is alike days without a log.
            #expect(days.count == dates[0].distance(to: dates[dates.count - 1]) + 1, "days.csv \(row["day"] ?? "") \(row["tracker"] ?? "")")
            let last = try #require(days.last)
            #expect(days.count == 1 || days.allSatisfy { $0.logCount == 0 && word($0, tracker) == word(last, tracker) })
            #expect(row["streak"] == String(last.streak) && row["strength"] == ReferenceWalk.fourDecimals(last.strength)
                    && row["outcome"] == word(last, tracker), "days.csv \(row["day"] ?? "") \(row["tracker"] ?? "")")
            covered[id, default: 0] += days.count
        }
        for (id, walk) in walks {
            #expect(covered[id, default: 0] == walk.count, "days.csv covers every walked day of \(trackers[id]?.name ?? id)")
        }
    }

    /// The `--csv-headers ids` word of a day's outcome.
    static func word(_ day: ReferenceWalk.Day, _ tracker: Tracker) -> String {
        if day.healed { return "healed" }
        switch day.outcome {
        case .success: return "success"
        case .needsGrace: return "needs_joker"
        case .breaks: return "broken"
        case .noData:
            let goal = tracker.trackingMode == .counter && (tracker.dailyGoal ?? 0) > 0 && tracker.levels == nil
            return goal && day.logCount > 0 ? "below_goal" : "missed"
        }
    }

    /// An RFC 4180 file as rows keyed by its header.
    static func table(_ url: URL) throws -> [[String: String]] {
        let records = parseCSV(try String(contentsOf: url, encoding: .utf8))
        guard let header = records.first else { return [] }
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, afterQuote = false
        for character in text {
            if quoted {
                if character == "\"" { quoted = false; afterQuote = true } else { field.append(character) }
                continue
            }
            switch character {
            case "\"":
                if afterQuote { field.append("\"") }
                quoted = true
                afterQuote = false
            case ",":
                record.append(field); field = ""; afterQuote = false
            case "\r\n", "\n":
                record.append(field); records.append(record); record = []; field = ""; afterQuote = false
            default:
                field.append(character); afterQuote = false
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
