import Foundation
import Testing
import TrackerModel
import TrackerStore

/// The zone and the day a store is reported at: asked for > the store's > the system's; the
/// sample store's export day stands in for today.
@Suite struct StoreReportTimeTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-20T23:30:00Z: already the 21st in Berlin and Tokyo.
    static let now = Date(timeIntervalSince1970: 1_795_217_400)
    static let exported = Date(timeIntervalSince1970: 1_790_000_000)

    static func store(zone: String?) -> Store {
        Store(exportedAt: exported, timeZoneIdentifier: zone, trackers: [], logs: [], warnings: [])
    }

    static func time(_ store: Store, sample: Bool = false, zone: TimeZone? = nil, day: CalendarDay? = nil) -> StoreReportTime {
        StoreReportTime(store: store, isBundledSample: sample, requestedZone: zone, requestedDay: day, systemZone: utc, now: now)
    }

    @Test func theRequestedZoneWinsOverTheStoresAndTheSystems() {
        let time = Self.time(Self.store(zone: "Europe/Berlin"), zone: Self.tokyo)
        #expect(time.timeZone == Self.tokyo && !time.isSystemZoneFallback)
        #expect(time.today == ReportCalendar.today(in: Self.tokyo, now: Self.now))
    }

    @Test func theStoresZoneWinsOverTheSystems() {
        let time = Self.time(Self.store(zone: "Europe/Berlin"))
        #expect(time.timeZone == Self.berlin && !time.isSystemZoneFallback)
        #expect(time.today.isoString == "2026-11-21")
    }

    @Test func aStoreWithoutAZoneFallsBackToTheSystemsAndSaysSo() {
        let time = Self.time(Self.store(zone: nil))
        #expect(time.timeZone == Self.utc && time.isSystemZoneFallback)
        #expect(time.today.isoString == "2026-11-20")
        // An unknown zone name is no fallback to warn about: the store names its zone.
        let unknown = Self.time(Self.store(zone: "Mars/Olympus"))
        #expect(unknown.timeZone == Self.utc && !unknown.isSystemZoneFallback)
    }

    @Test func theDayAskedForWinsThenTheSamplesExportDay() throws {
        let day = try #require(CalendarDay(iso: "2026-01-02"))
        #expect(Self.time(Self.store(zone: "Europe/Berlin"), sample: true, day: day).today == day)
        let sample = Self.time(Self.store(zone: "Europe/Berlin"), sample: true)
        #expect(sample.today == ReportCalendar.today(in: Self.berlin, now: Self.exported))
        #expect(Self.time(Self.store(zone: "Europe/Berlin")).today == ReportCalendar.today(in: Self.berlin, now: Self.now))
    }

    /// Stale data is said: the newest data (newest log or export time) more than a day before
    /// today, and no day asked for.
    @Test func anOldCopyIsStaleAFreshOneIsNot() throws {
        let tracker = Tracker(id: UUID(), name: "T", type: .good, trackingMode: .yesNo, createdAt: Self.exported)
        func store(exported: Date?, logs: [Date]) -> Store {
            Store(exportedAt: exported, timeZoneIdentifier: "Europe/Berlin", trackers: [tracker],
                  logs: logs.map { TrackerLog(id: UUID(), trackerId: tracker.id, timestamp: $0) }, warnings: [])
        }
        let day: TimeInterval = 86_400
        // Exported six days ago (and logged before that): stale since the export day.
        let old = Self.time(store(exported: Self.now - 6 * day, logs: [Self.now - 7 * day]))
        #expect(old.staleSince == ReportCalendar.today(in: Self.berlin, now: Self.now - 6 * day))
        // Yesterday's export (a nightly job before midnight) is fresh.
        #expect(Self.time(store(exported: Self.now - day, logs: [])).staleSince == nil)
        // A log newer than the export counts; a store without either is not stale.
        #expect(Self.time(store(exported: Self.now - 9 * day, logs: [Self.now - 3600])).staleSince == nil)
        #expect(Self.time(store(exported: nil, logs: [Self.now - 3 * day])).staleSince != nil)
        #expect(Self.time(store(exported: nil, logs: [])).staleSince == nil)
        // --as-of says which day is meant: nothing to warn about; nor for the bundled sample.
        let asOf = try #require(CalendarDay(iso: "2026-11-30"))
        #expect(Self.time(store(exported: Self.now - 6 * day, logs: []), day: asOf).staleSince == nil)
        #expect(Self.time(store(exported: Self.now - 6 * day, logs: []), sample: true).staleSince == nil)
    }
}
