import Foundation
import StringCatalog
import Testing
import TestSupport
import TrackerModel
@testable import Output

/// The report's single pass over the logs (`LogRows`) against naive references written here:
/// a dictionary lookup and a full stable sort for logs.csv, `StreakSummary.summaries` for the
/// streaks, per-day dictionaries for daily.csv — on seeded random stores with shuffled logs,
/// timestamp ties, cutoff hours, inactive trackers and --from/--to.
@Suite struct LogRowsTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!
    static let catalog = ReportBuilderTests.shippedCatalog

    static func uuid(_ generator: inout SeededGenerator) -> UUID {
        let a = generator.next(), b = generator.next()
        // The two words' bytes, least significant first.
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * index)) }
        return UUID(uuid: (byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5), byte(a, 6), byte(a, 7),
                           byte(b, 0), byte(b, 1), byte(b, 2), byte(b, 3), byte(b, 4), byte(b, 5), byte(b, 6), byte(b, 7)))
    }

    /// A random store: trackers of every kind, logs over ~60 days in nearly (not quite) time
    /// order per tracker, some on the same second, some of trackers the store does not have.
    static func randomStore(seed: UInt64, logCount: Int) -> Store {
        var generator = SeededGenerator(seed: seed)
        let created = Date(timeIntervalSince1970: 1_750_000_000)
        var trackers: [Tracker] = []
        for index in 0..<7 {
            let id = uuid(&generator)
            switch index % 7 {
            case 0: trackers.append(Tracker(id: id, name: "NoAlc", type: .saboteur, trackingMode: .levels, createdAt: created, displayOrder: 3, dayAssignmentRaw: "cutoffHour:18"))
            case 1: trackers.append(Tracker(id: id, name: "Water", type: .good, trackingMode: .counter, createdAt: created, displayOrder: 1, dailyGoal: 3))
            case 2: trackers.append(Tracker(id: id, name: "Steps", type: .good, trackingMode: .counter, createdAt: created, displayOrder: 2))
            case 3: trackers.append(Tracker(id: id, name: "Smoke", type: .saboteur, trackingMode: .avoidance, createdAt: created, displayOrder: 0))
            case 4: trackers.append(Tracker(id: id, name: "Mood", type: .good, trackingMode: .levels, createdAt: created, displayOrder: 5, dayAssignmentRaw: "cutoffHour:4"))
            case 5: trackers.append(Tracker(id: id, name: "Walk", type: .good, trackingMode: .yesNo, createdAt: created, displayOrder: 4))
            default: trackers.append(Tracker(id: id, name: "Old", type: .good, trackingMode: .yesNo, createdAt: created, isActive: false, displayOrder: 6))
            }
        }
        let start = Double(today.dayNumber - 60) * 86_400
        var logs: [TrackerLog] = []
        var time = start
        for _ in 0..<logCount {
            // Mostly forward in time, sometimes back a little, sometimes the same second.
            switch generator.next() % 10 {
            case 0: time -= Double(generator.next() % 20_000)
            case 1: break
            default: time += Double(generator.next() % (120 * 86_400 / UInt64(max(logCount, 1))))
            }
            let trackerID = generator.next() % 50 == 0 ? uuid(&generator) : trackers[Int(generator.next() % 7)].id
            let value: Int? = generator.next() % 8 == 0 ? nil : Int(generator.next() % 8)
            logs.append(TrackerLog(id: uuid(&generator), trackerId: trackerID, timestamp: Date(timeIntervalSince1970: time), value: value))
        }
        return Store(exportedAt: nil, timeZoneIdentifier: nil, trackers: trackers, logs: logs, warnings: [])
    }

    static func build(_ store: Store, from: CalendarDay? = nil, to: CalendarDay? = nil, includeInactive: Bool = false) -> Report {
        ReportBuilder.build(store: store, strings: CatalogStack([catalog]), options: ReportOptions(
            locale: "en", calendar: ReportCalendar(timeZone: berlin, today: today), includeInactive: includeInactive, from: from, to: to))
    }

    static let ranges: [(from: CalendarDay?, to: CalendarDay?)] = [
        (nil, nil), (CalendarDay(iso: "2026-10-01"), nil), (nil, CalendarDay(iso: "2026-11-01")),
        (CalendarDay(iso: "2026-10-10"), CalendarDay(iso: "2026-10-20")), (CalendarDay(iso: "2027-01-01"), nil),
    ]

    /// 30,000 logs take the two-part path, 300 the one-part path.
    @Test(arguments: [(UInt64(1), 300), (2, 30_000), (3, 1)])
    func matchesTheNaiveReference(seed: UInt64, logCount: Int) {
        let store = Self.randomStore(seed: seed, logCount: logCount)
        let calendar = ReportCalendar(timeZone: Self.berlin, today: Self.today)
        for range in Self.ranges {
            for includeInactive in [false, true] {
                let report = Self.build(store, from: range.from, to: range.to, includeInactive: includeInactive)
                let trackers = report.allTrackers.map(\.tracker)
                var indexByID: [UUID: Int] = [:]
                for (index, tracker) in trackers.enumerated() { indexByID[tracker.id] = index }
                let rules = trackers.map(TrackerRules.init(tracker:))

                // logs.csv: every log in range, stable-sorted by position, time, id.
                var expected: [(tracker: Int, store: Int, day: Int)] = []
                for (index, log) in store.logs.enumerated() {
                    guard let tracker = indexByID[log.trackerId] else { continue }
                    let day = calendar.assignedDay(of: log.timestamp, rules[tracker].dayAssignment)
                    if let from = range.from, day < from { continue }
                    if let to = range.to, day > to { continue }
                    expected.append((tracker, index, day.dayNumber))
                }
                expected = expected.enumerated().sorted { a, b in
                    let (x, y) = (a.element, b.element)
                    if x.tracker != y.tracker { return x.tracker < y.tracker }
                    let (p, q) = (store.logs[x.store], store.logs[y.store])
                    if p.timestamp != q.timestamp { return p.timestamp < q.timestamp }
                    if p.id != q.id { return p.id.uuidString < q.id.uuidString }
                    return a.offset < b.offset
                }.map(\.element)
                #expect(report.logs.map { Int($0.storeIndex) } == expected.map(\.store))
                #expect(report.logs.map { Int($0.trackerIndex) } == expected.map(\.tracker))
                #expect(report.logs.map(\.day.dayNumber) == expected.map(\.day))
                #expect(report.logs.map { report.level($0)?.key } == report.logs.map { entry in
                    rules[Int(entry.trackerIndex)].level(forValue: report.log(entry).value).level?.key
                })

                // Streaks: all logs up to today, whatever the range.
                #expect(report.allTrackers.map(\.summary) == StreakSummary.summaries(for: trackers, logs: store.logs, calendar: calendar))

                // daily.csv: per listed tracker and day, the latest log (later in the store on
                // equal times) and the sum of values.
                let listed = report.trackers.count
                var latest: [Int: [Int: Int]] = [:]
                var sums: [Int: [Int: Int]] = [:]
                for row in expected where row.tracker < listed {
                    sums[row.tracker, default: [:]][row.day, default: 0] += store.logs[row.store].value ?? 0
                    if let current = latest[row.tracker]?[row.day] {
                        let (a, b) = (store.logs[current].timestamp, store.logs[row.store].timestamp)
                        if b > a || (b == a && row.store > current) { latest[row.tracker]![row.day] = row.store }
                    } else {
                        latest[row.tracker, default: [:]][row.day] = row.store
                    }
                }
                let lastDay = min(range.to?.dayNumber ?? Int.max, Self.today.dayNumber)
                let firstDay = range.from?.dayNumber ?? expected.filter { $0.tracker < listed }.map(\.day).min()
                if let firstDay, firstDay <= lastDay {
                    #expect(report.daily.rows.map(\.lowerBound.dayNumber) == Array(firstDay...lastDay))
                } else {
                    #expect(report.daily.rows.isEmpty)
                }
                for (row, day) in report.daily.rows.map(\.lowerBound).enumerated() {
                    for (column, entry) in report.trackers.enumerated() {
                        let cell = report.daily.cells[row][column]
                        let store = latest[column]?[day.dayNumber]
                        let sum = sums[column]?[day.dayNumber] ?? 0
                        switch entry.tracker.name {
                        case "Water": #expect(cell == (store == nil ? .empty : .number(sum)))
                        case "Steps": #expect(cell == (store == nil ? .empty : .number(sum)))
                        case "Walk": #expect(cell == (store == nil ? .empty : .text("✓")))
                        case "Smoke" where store != nil: #expect(cell == .text("✗"))
                        case "NoAlc", "Mood":
                            let label = store.flatMap { entry.rules.levelIndex(forValue: self.value(report, $0)) }.map { entry.levelLabels[$0] }
                            #expect(cell == (label.map(Report.DailyCell.text) ?? .empty))
                        default: break
                        }
                    }
                }
            }
        }
    }

    private func value(_ report: Report, _ storeIndex: Int) -> Int? { report.storeLogs[storeIndex].value }

    @Test func sortByTimeOrdersNearlySortedAndReversedKeysLikeAFullSort() {
        var generator = SeededGenerator(seed: 7)
        let logs = (0..<2_000).map { index in
            TrackerLog(id: Self.uuid(&generator), trackerId: UUID(), timestamp: Date(timeIntervalSince1970: Double(index / 3 + Int(generator.next() % 4))))
        }
        func reference(_ keys: [LogRows.SortKey]) -> [Int32] {
            keys.sorted { a, b in
                let (x, y) = (logs[Int(a.storeIndex)], logs[Int(b.storeIndex)])
                return x.timestamp != y.timestamp ? x.timestamp < y.timestamp : x.id.uuidString < y.id.uuidString
            }.map(\.storeIndex)
        }
        let nearly = logs.indices.map { LogRows.SortKey(time: logs[$0].timestamp.timeIntervalSince1970, storeIndex: Int32($0), day: 0) }
        // Reversed: far more moves than the insertion sort's budget, so the fallback sorts.
        for input in [nearly, nearly.reversed(), nearly.shuffled(using: &generator), [], Array(nearly.prefix(1))] {
            var keys = input
            LogRows.sortByTime(&keys, keys.indices, logs: logs)
            #expect(keys.map(\.storeIndex) == reference(input))
        }
    }
}
