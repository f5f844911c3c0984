import Foundation
import TrackerModel
import TrackerStore

/// A store read for a command, with where it came from.
struct LoadedStore {
    let store: Store
    let path: String
    let isBundledSample: Bool
}

/// The one way a command gets its store: the path it names (or the bundled sample) read by
/// `StoreReaders` (one open, format by content), the store's warnings printed once each on
/// stderr; and the report time zone and "today" settled.
enum StoreLoader {
    static func load(path: String?, context: CommandContext) throws -> LoadedStore {
        let resolvedPath: String
        let isSample: Bool
        if let path {
            resolvedPath = path
            isSample = false
        } else {
            guard let samplePath = context.bundledData.locate(BundledData.sampleStorePath) else {
                throw UsageError("no --store given and the bundled sample store \(BundledData.sampleStorePath) was not found; pass --store PATH")
            }
            resolvedPath = samplePath
            isSample = true
        }
        let started = Date()
        let store = try StoreReaders.read(path: resolvedPath, limit: context.maxInputSize)
        context.console.verbose(String(format: "read %@: %d trackers, %d logs in %.2f s", resolvedPath, store.trackers.count, store.logs.count, Date().timeIntervalSince(started)))
        for warning in store.warnings {
            context.console.warning("\(resolvedPath): \(warning)")
        }
        return LoadedStore(store: store, path: resolvedPath, isBundledSample: isSample)
    }

    /// The report time zone and today (`StoreReportTime`): a warning when the system's zone
    /// had to be taken, and with the sample store a note, since its fixed day is not the real
    /// today.
    static func reportTime(
        for loaded: LoadedStore, timeZone requestedZone: TimeZone?, asOf requestedDay: CalendarDay?, context: CommandContext
    ) throws -> StoreReportTime {
        let time = StoreReportTime(
            store: loaded.store, isBundledSample: loaded.isBundledSample, requestedZone: requestedZone, requestedDay: requestedDay,
            systemZone: TimeZone.current, now: context.now)
        if time.isSystemZoneFallback {
            // A warning, so that --quiet (cron) still shows it until the zone is set.
            context.console.warning(
                "\(loaded.path) records no time zone; reporting in \(time.timeZone.identifier), this system's zone. "
                    + "Set the user's zone with --timezone or \"report\": {\"timeZone\": …} in .trackerkit.json"
            )
        }
        if loaded.isBundledSample {
            context.console.note("no --store given: using the bundled sample store \(loaded.path) (as of \(time.today.isoString), \(time.timeZone.identifier))")
        }
        if let newest = time.staleSince {
            // A warning (cron's --quiet still shows it): an old copy of a store would otherwise
            // report every day since as missed, every streak 0, without a word.
            let gap = newest.distance(to: time.today)
            let exported = time.exportedAt.map { ReportCalendar.today(in: time.timeZone, now: $0) == newest } ?? false
            let what = exported ? "was exported on \(newest.isoString)" : "has no log after \(newest.isoString)"
            context.console.warning(
                "\(loaded.path) \(what), \(gap) days before today (\(time.today.isoString)): every day since counts as not logged. "
                    + "If it is an old copy, report as of its \(exported ? "export day" : "last day") with --as-of \(newest.isoString)")
        }
        return time
    }
}
