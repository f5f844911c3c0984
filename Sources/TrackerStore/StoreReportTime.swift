import Foundation
import TrackerModel

/// The time zone and the day a store is reported at. The zone: the one asked for
/// (`--timezone`, or the settings file's `timeZone`), else the store's own, else the system's.
/// Today: the day asked for (`--as-of`), else — for the bundled sample store, whose data end on
/// the day it was exported — its export day, else today in that zone.
public struct StoreReportTime: Sendable, Equatable {
    public var timeZone: TimeZone
    public var today: CalendarDay
    /// No zone was asked for and the store records none, so the system's zone was taken: it
    /// may not be the user's (a SwiftData store on a server in UTC moves day boundaries).
    public var isSystemZoneFallback: Bool
    /// When no day was asked for and the store's newest data — its newest log, or its export
    /// time when later — is from more than a day before today: that day. Every day since then
    /// counts as not logged, which is right for a live store and wrong for an old copy, so the
    /// tool says so (`StoreLoader`) instead of reporting zeros silently.
    public var staleSince: CalendarDay?
    /// The store's export time, when it records one.
    public var exportedAt: Date?

    public init(
        store: Store, isBundledSample: Bool, requestedZone: TimeZone?, requestedDay: CalendarDay?, systemZone: TimeZone, now: Date
    ) {
        var zone = requestedZone ?? systemZone
        if requestedZone == nil, let identifier = store.timeZoneIdentifier, let storeZone = TimeZone(identifier: identifier) {
            zone = storeZone
        }
        timeZone = zone
        if let requestedDay {
            today = requestedDay
        } else if isBundledSample, let exportedAt = store.exportedAt {
            today = ReportCalendar.today(in: zone, now: exportedAt)
        } else {
            today = ReportCalendar.today(in: zone, now: now)
        }
        isSystemZoneFallback = requestedZone == nil && store.timeZoneIdentifier == nil
        exportedAt = store.exportedAt
        staleSince = nil
        if requestedDay == nil, let newest = Self.newestData(store) {
            let newestDay = ReportCalendar.today(in: zone, now: newest)
            if newestDay.distance(to: today) > 1 { staleSince = newestDay }
        }
    }

    /// The later of the newest log's time and the export time; nil for a store with neither.
    static func newestData(_ store: Store) -> Date? {
        var newest = store.exportedAt
        for index in store.logs.indices {
            let time = store.logs[index].timestamp
            if newest.map({ time > $0 }) ?? true { newest = time }
        }
        return newest
    }
}
