import Foundation
import SharpTools
import TrackerModel

/// The report's one pass over the store's logs, shared by the streaks, `logs.csv` and
/// `daily.csv`: every log's tracker is looked up and its day assigned once; then, tracker by
/// tracker, its logs are put in timestamp order, its streak summary computed and its
/// `logs.csv` rows and `daily.csv` totals filled in.
///
/// Why this shape: a million logs. The lookup is a `UUIDTable` (no SipHash per log);
/// the logs are grouped per tracker by counting (no comparison sort of the whole store) as
/// compact keys read from the store once, in store order — later steps never go back to the
/// store, whose logs in a scattered order would each be a cache miss; a tracker's keys —
/// stored nearly in time order by the app — are ordered by an insertion sort that falls back
/// to the standard sort when they are far from ordered. Every big array is allocated once at
/// its final size; no String is touched. One core: splitting the work between two saved
/// about 0.1 s on the million-log store, not worth the code it took.
struct LogRows: Sendable {
    /// The logs in range (`--from`/`--to` by assigned day), ordered by tracker position,
    /// timestamp and log id.
    let entries: [Report.LogEntry]
    /// One per tracker, from all its logs up to today (not limited by `--from`/`--to`).
    let summaries: [StreakSummary]
    /// Per listed tracker: its recent days and yearly tallies (empty unless
    /// `ReportOptions.includesHistory`).
    let histories: [DayHistory]
    /// What `daily.csv` shows, per listed tracker and day.
    let daily: DailyTotals

    /// The deciding (latest) log and the sum of values of each listed tracker's LOGGED days in
    /// `firstDay ..< firstDay + dayCount`. Sparse: only days with logs are kept, so memory is
    /// linear in the logs, not in days × trackers (2,000 trackers logged once in 1900 would be
    /// 92 million cells); `daily.csv` walks the days and fills the rest as it writes.
    struct DailyTotals: Sendable {
        let firstDay: Int
        let dayCount: Int
        let trackerCount: Int
        /// Tracker `t`'s logged days are `loggedDays[starts[t] ..< starts[t + 1]]`, in day order.
        let loggedDays: [LoggedDay]
        let starts: [Int]

        struct LoggedDay: Sendable {
            var day: Int32
            /// Store index of the deciding log.
            var latest: Int32
            /// The deciding log's value (kept here: looking it up in the store is a cache miss
            /// per cell).
            var latestValue: Int?
            var sum: DaySum
        }
    }

    /// A log reduced to what ordering and the per-tracker work need, so that work reads
    /// these keys in order instead of the store's logs in a scattered order.
    struct SortKey {
        /// Seconds since 1970.
        var time: Double
        var value: Int?
        var storeIndex: Int32
        /// The assigned day number (day numbers of clamped timestamps fit in 32 bits).
        var day: Int32
    }

    init(store: Store, trackers: [Tracker], rules: [TrackerRules], listedCount: Int, options: ReportOptions) {
        let fromDay = options.from?.dayNumber ?? Int.min
        let toDay = options.to?.dayNumber ?? Int.max
        var grouped = GroupedKeys(store: store, trackers: trackers, rules: rules, calendar: options.calendar, days: fromDay...toDay)
        let window = DailyWindow(
            from: options.from, toDay: toDay, today: options.calendar.today, earliestListed: grouped.earliestInRange.prefix(listedCount).min(),
            listedCount: options.includesDaily ? listedCount : 0)
        var totals = DailyTotals.Builder(window: window, trackerCount: listedCount)
        var entries: [Report.LogEntry] = []
        entries.reserveCapacity(grouped.inRangeCount)
        var summaries: [StreakSummary] = []
        summaries.reserveCapacity(trackers.count)
        var histories: [DayHistory] = []
        // days.csv's rows before the window: never across --from or the day after --to.
        let olderDays = options.parts.contains(.dayRows)
            ? DayHistory.OlderDays(cuts: [options.from, options.to.map { $0.advanced(by: 1) }].compactMap { $0 }) : nil
        for tracker in trackers.indices {
            let range = grouped.starts[tracker]..<grouped.starts[tracker + 1]
            LogRows.sortByTime(&grouped.keys, range, logs: store.logs)
            let trackerRules = rules[tracker]
            for position in range {
                let key = grouped.keys[position]
                guard Int(key.day) >= fromDay && Int(key.day) <= toDay else { continue }
                entries.append(Report.LogEntry(
                    trackerIndex: Int32(tracker), storeIndex: key.storeIndex, dayNumber: key.day,
                    levelIndex: Int32(trackerRules.levelIndex(forValue: key.value) ?? -1)))
                if tracker < listedCount {
                    // Equal times are adjacent (keys are in time order) and fall on the same day.
                    let sameTimeAsPrevious = position > range.lowerBound && grouped.keys[position - 1].time == key.time
                    totals.add(key, tracker: tracker, sameTimeAsPrevious: sameTimeAsPrevious)
                }
            }
            let log = { (index: Int) -> (day: Int, time: Double, order: Int, value: Int?) in
                let key = grouped.keys[range.lowerBound + index]
                return (day: Int(key.day), time: key.time, order: Int(key.storeIndex), value: key.value)
            }
            if tracker < listedCount && options.includesHistory {
                let (summary, history) = StreakSummary.summaryAndHistory(
                    rules: trackerRules, calendar: options.calendar, logCount: range.count, olderDays: olderDays, log: log)
                summaries.append(summary)
                histories.append(history)
            } else {
                summaries.append(StreakSummary.summary(rules: trackerRules, calendar: options.calendar, logCount: range.count, log: log))
            }
        }
        self.entries = entries
        self.summaries = summaries
        self.histories = histories
        self.daily = totals.totals
    }
}

extension LogRows {
    /// Every log of a listed or unlisted tracker as a key, grouped per tracker (tracker `t`'s
    /// keys are `keys[starts[t] ..< starts[t + 1]]`, in store order), with the count and the
    /// earliest assigned day of the logs in `days`.
    struct GroupedKeys {
        var keys: [SortKey]
        let starts: [Int]
        let inRangeCount: Int
        let earliestInRange: [Int]

        init(store: Store, trackers: [Tracker], rules: [TrackerRules], calendar: ReportCalendar, days: ClosedRange<Int>) {
            let table = UUIDTable(indexing: trackers.map(\.id))
            let assignments = rules.map(\.dayAssignment)
            let logs = store.logs
            // How many logs each tracker has, so that each gets its own stretch of `keys`.
            var starts = [Int](repeating: 0, count: trackers.count + 1)
            // Fields read in place (`logs[index].field`): copying whole logs would retain
            // and release their texts a million times.
            for index in logs.indices {
                if let tracker = table.value(for: logs[index].trackerId) { starts[tracker + 1] += 1 }
            }
            for tracker in trackers.indices { starts[tracker + 1] += starts[tracker] }
            var next = Array(starts.dropLast())
            var keys = [SortKey](repeating: SortKey(time: 0, value: nil, storeIndex: 0, day: 0), count: starts[trackers.count])
            var inRangeCount = 0
            var earliest = [Int](repeating: Int.max, count: trackers.count)
            var assigner = ReportCalendar.DayAssigner(calendar: calendar)
            for index in logs.indices {
                guard let tracker = table.value(for: logs[index].trackerId) else { continue }
                let timestamp = logs[index].timestamp
                let day = Int32(clamping: assigner.dayNumber(of: timestamp, assignments[tracker]))
                if days.contains(Int(day)) {
                    inRangeCount += 1
                    earliest[tracker] = min(earliest[tracker], Int(day))
                }
                keys[next[tracker]] = SortKey(time: timestamp.timeIntervalSince1970, value: logs[index].value, storeIndex: Int32(index), day: day)
                next[tracker] += 1
            }
            self.keys = keys
            self.starts = starts
            self.inRangeCount = inRangeCount
            self.earliestInRange = earliest
        }
    }

    /// The days daily.csv covers: from --from (or the first logged day of a listed tracker)
    /// to --to or today, whichever is earlier (later days have no decided outcome). Any span:
    /// its old days without a log share rows (`Report.DailyTable`), so a log in 1900 costs a
    /// row, not the 46,000 days since.
    struct DailyWindow {
        var firstDay = 0
        var dayCount = 0

        init(from: CalendarDay?, toDay: Int, today: CalendarDay, earliestListed: Int?, listedCount: Int) {
            let lastDay = min(toDay, today.dayNumber)
            let earliest = earliestListed.flatMap { $0 < Int.max ? $0 : nil }
            if listedCount > 0, let first = from?.dayNumber ?? earliest, first <= lastDay {
                firstDay = first
                dayCount = lastDay - firstDay + 1
            }
        }
    }
}

extension LogRows.DailyTotals {
    /// Fills the totals key by key, tracker by tracker in increasing order, each tracker's keys
    /// in time order (so its days come in order: day assignment never goes back in time).
    struct Builder {
        let window: LogRows.DailyWindow
        let trackerCount: Int
        private var loggedDays: [LoggedDay] = []
        private var starts: [Int] = []

        init(window: LogRows.DailyWindow, trackerCount: Int) {
            self.window = window
            self.trackerCount = window.dayCount > 0 ? trackerCount : 0
        }

        mutating func add(_ key: LogRows.SortKey, tracker: Int, sameTimeAsPrevious: Bool) {
            let day = Int(key.day)
            guard tracker < trackerCount, day >= window.firstDay && day < window.firstDay + window.dayCount else { return }
            while starts.count <= tracker { starts.append(loggedDays.count) }
            let trackerStart = starts[tracker]
            var slot = loggedDays.count - 1
            if slot < trackerStart || loggedDays[slot].day < key.day {
                loggedDays.append(LoggedDay(day: key.day, latest: key.storeIndex, latestValue: key.value, sum: DaySum()))
                slot = loggedDays.count - 1
            } else if loggedDays[slot].day != key.day {
                // Not reached with the calendar's day assignment; kept correct all the same.
                var (low, high) = (trackerStart, loggedDays.count)
                while low < high {
                    let middle = (low + high) / 2
                    if loggedDays[middle].day < key.day { low = middle + 1 } else { high = middle }
                }
                slot = low
                if slot == loggedDays.count || loggedDays[slot].day != key.day {
                    loggedDays.insert(LoggedDay(day: key.day, latest: key.storeIndex, latestValue: key.value, sum: DaySum()), at: slot)
                }
            }
            loggedDays[slot].sum.add(key.value ?? 0)
            // The latest log decides; on equal timestamps the later one in the store. Keys
            // come in time order, so this log is at least as late as the day's current one,
            // and equally late only when the previous key has its time.
            if !sameTimeAsPrevious || key.storeIndex > loggedDays[slot].latest {
                loggedDays[slot].latest = key.storeIndex
                loggedDays[slot].latestValue = key.value
            }
        }

        var totals: LogRows.DailyTotals {
            var starts = starts
            while starts.count <= trackerCount { starts.append(loggedDays.count) }
            return LogRows.DailyTotals(
                firstDay: window.firstDay, dayCount: trackerCount > 0 ? window.dayCount : 0, trackerCount: trackerCount,
                loggedDays: loggedDays, starts: starts)
        }
    }
}

extension LogRows {
    /// Orders one tracker's keys (`keys[range]`) by timestamp, then log id (then store
    /// position, for ids a store built in code may repeat). Insertion sort: linear on the
    /// nearly ordered logs an app writes; when the moves exceed a few per key, the standard
    /// sort takes over.
    static func sortByTime(_ keys: inout [SortKey], _ range: Range<Int>, logs: [TrackerLog]) {
        func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
            if a.time != b.time { return a.time < b.time }
            let (idA, idB) = (logs[Int(a.storeIndex)].id, logs[Int(b.storeIndex)].id)
            if idA != idB { return UUIDText.precedes(idA, idB) }
            return a.storeIndex < b.storeIndex
        }
        var budget = 8 * range.count + 64
        var position = range.lowerBound + 1
        while position < range.upperBound {
            let key = keys[position]
            var slot = position
            while slot > range.lowerBound && precedes(key, keys[slot - 1]) {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = key
            budget -= position - slot
            if budget < 0 {
                keys[range].sort(by: precedes)
                return
            }
            position += 1
        }
    }
}
