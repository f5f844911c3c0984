import Foundation
import SampleData
import TrackerModel
import TrackerStore

/// A store read for a command, with where it came from.
package struct LoadedStore {
    package let store: Store
    /// How messages name the store: its path as given, or "the bundled sample store".
    package let name: String
    /// The file read; nil for the bundled sample, which is compiled into the binary.
    package let file: String?

    package var isBundledSample: Bool { file == nil }
}

/// The one way a command gets its store: the path it names read by `StoreReaders` (one open,
/// format by content), or with no path the sample compiled into the binary (`BundledSample`);
/// the store's warnings printed once each on stderr; and the report time zone and "today"
/// settled.
package enum StoreLoader {
    package static func load(path: String?, context: CommandContext) throws -> LoadedStore {
        let started = Date()
        let loaded: LoadedStore
        if let path {
            loaded = LoadedStore(store: try StoreReaders.read(path: path, limit: context.maxInputSize), name: path, file: path)
        } else {
            // Read like any export; an error in it (the tests read it) would name the file it was compiled from.
            let store = try JSONStoreReader.read(bytes: BundledSample.storeBytes, file: BundledSample.storeSource)
            loaded = LoadedStore(store: store, name: BundledSample.storeName, file: nil)
        }
        let store = loaded.store
        context.console.verbose(String(format: "read %@: %d trackers, %d logs in %.2f s", loaded.name, store.trackers.count, store.logs.count, Date().timeIntervalSince(started)))
        for warning in store.warnings {
            context.console.warning("\(loaded.name): \(warning)")
        }
        return loaded
    }

    /// Says that the sample is used: a warning, so that --quiet (a cron line that lost its
    /// --store) still shows it. `detail` follows the sample's name; `reason` says what was not given.
    package static func warnAboutSample(_ loaded: LoadedStore, detail: String = "", reason: String = "no --store given", context: CommandContext) {
        guard loaded.isBundledSample else { return }
        context.console.warning("using \(BundledSample.storeName)\(detail): \(reason)")
    }

    /// The report time zone and today (`StoreReportTime`): a warning when the system's zone
    /// had to be taken, and with the sample store a warning, since it is not the user's data
    /// and its fixed day is not the real today.
    package static func reportTime(
        for loaded: LoadedStore, timeZone requestedZone: TimeZone?, asOf requestedDay: CalendarDay?, context: CommandContext
    ) throws -> StoreReportTime {
        let time = StoreReportTime(
            store: loaded.store, isBundledSample: loaded.isBundledSample, requestedZone: requestedZone, requestedDay: requestedDay,
            systemZone: TimeZone.current, now: context.now)
        if time.isSystemZoneFallback {
            // A warning, so that --quiet (cron) still shows it until the zone is set.
            context.console.warning(
                "\(loaded.name) records no time zone; reporting in \(time.timeZone.identifier), this system's zone. "
                    + "Set the user's zone with --timezone or \"report\": {\"timeZone\": …} in .trackerkit.json"
            )
        }
        warnAboutSample(
            loaded, detail: " (as of \(time.today.isoString), \(time.timeZone.identifier))",
            reason: "no --store given and no report.store in a settings file", context: context)
        if let newest = time.staleSince {
            // A warning (cron's --quiet still shows it): an old copy of a store would otherwise
            // report every day since as missed, every streak 0, without a word.
            let gap = newest.distance(to: time.today)
            let exported = time.exportedAt.map { ReportCalendar.today(in: time.timeZone, now: $0) == newest } ?? false
            let what = exported ? "was exported on \(newest.isoString)" : "has no log after \(newest.isoString)"
            context.console.warning(
                "\(loaded.name) \(what), \(gap) days before today (\(time.today.isoString)): every day since counts as not logged. "
                    + "If it is an old copy, report as of its \(exported ? "export day" : "last day") with --as-of \(newest.isoString)")
        }
        return time
    }
}
