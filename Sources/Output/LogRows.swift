import Foundation
import SharpTools
import TrackerModel

/// The report's one pass over the store's logs, shared by the streaks, `logs.csv` and
/// `daily.csv`: every log's tracker is looked up and its day assigned once; then, tracker by
/// tracker (split between the cores), its logs are put in timestamp order, its streak summary
/// computed and its `logs.csv` rows and `daily.csv` totals filled in.
///
/// Why this shape: a million logs. The lookup is a `UUIDTable` (no SipHash per log);
/// the logs are grouped per tracker by counting (no comparison sort of the whole store) as
/// compact keys read from the store once, in store order — later steps never go back to the
/// store, whose logs in a scattered order would each be a cache miss; a tracker's keys —
/// stored nearly in time order by the app — are ordered by an insertion sort that falls back
/// to the standard sort when they are far from ordered. Every big array is allocated once at
/// its final size and written in place; no String is touched.
struct LogRows: Sendable {
    /// The logs in range (`--from`/`--to` by assigned day), ordered by tracker position,
    /// timestamp and log id.
    let entries: [Report.LogEntry]
    /// One per tracker, from all its logs up to today (not limited by `--from`/`--to`).
    let summaries: [StreakSummary]
    /// What `daily.csv` shows, per listed tracker and day.
    let daily: DailyTotals

    /// The deciding (latest) log and the sum of values per day of each listed tracker, over
    /// `firstDay ..< firstDay + dayCount`; stored tracker by tracker (`cell(tracker:day:)`),
    /// so the cores fill disjoint parts.
    struct DailyTotals: Sendable {
        let firstDay: Int
        let dayCount: Int
        let trackerCount: Int
        /// Store index of the deciding log, -1 for none.
        let latest: [Int32]
        /// The deciding log's value (kept here: looking it up in the store is a cache miss
        /// per cell).
        let latestValues: [Int?]
        let sums: [DaySum]

        @inline(__always)
        func cell(tracker: Int, day: Int) -> Int { tracker * dayCount + (day - firstDay) }
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

    /// Fewer logs than this are done on one core: starting a second costs more than it saves.
    static let parallelThreshold = 20_000

    init(store: Store, trackers: [Tracker], rules: [TrackerRules], listedCount: Int, options: ReportOptions) {
        let calendar = options.calendar
        let logs = store.logs
        let trackerCount = trackers.count
        let table = UUIDTable(indexing: trackers.map(\.id))
        let assignments = rules.map(\.dayAssignment)
        let fromDay = options.from?.dayNumber ?? Int.min
        let toDay = options.to?.dayNumber ?? Int.max
        // Large stores in two halves of the store at once, then two halves of the trackers.
        let parts = logs.count >= LogRows.parallelThreshold ? 2 : 1
        let storeParts = (0...parts).map { logs.count * $0 / parts }

        // 1. How many logs each tracker has in each part of the store, so that each tracker
        // gets its own stretch of `keys`, in store order.
        let partCounts = ParallelWork.map(parts) { part in
            var counts = [Int](repeating: 0, count: trackerCount)
            logs.withUnsafeBufferPointer { logs in
                for index in storeParts[part]..<storeParts[part + 1] {
                    if let tracker = table.value(for: logs[index].trackerId) { counts[tracker] += 1 }
                }
            }
            return counts
        }
        var starts = [Int](repeating: 0, count: trackerCount + 1)
        for tracker in 0..<trackerCount {
            starts[tracker + 1] = starts[tracker] + partCounts.reduce(0) { $0 + $1[tracker] }
        }
        let keyCount = starts[trackerCount]
        var partStarts: [[Int]] = []
        var next = Array(starts.dropLast())
        for counts in partCounts {
            partStarts.append(next)
            for tracker in 0..<trackerCount { next[tracker] += counts[tracker] }
        }
        let scatterStarts = partStarts

        // 2. Each tracker's logs as keys, with their assigned days; per tracker the count and
        // the earliest day of the logs in range.
        var inRangeCounts = [Int](repeating: 0, count: trackerCount)
        var earliestInRange = [Int](repeating: Int.max, count: trackerCount)
        var keys = [SortKey](unsafeUninitializedCapacity: keyCount) { buffer, initialized in
            let output = SharedMutableBuffer(buffer)
            let partRanges = ParallelWork.map(parts) { part in
                var next = scatterStarts[part]
                var inRange = [Int](repeating: 0, count: trackerCount)
                var earliest = [Int](repeating: Int.max, count: trackerCount)
                var days = ReportCalendar.DayAssigner(calendar: calendar)
                logs.withUnsafeBufferPointer { logs in
                    for index in storeParts[part]..<storeParts[part + 1] {
                        guard let tracker = table.value(for: logs[index].trackerId) else { continue }
                        let timestamp = logs[index].timestamp
                        let day = Int32(clamping: days.dayNumber(of: timestamp, assignments[tracker]))
                        if Int(day) >= fromDay && Int(day) <= toDay {
                            inRange[tracker] += 1
                            earliest[tracker] = min(earliest[tracker], Int(day))
                        }
                        output.initialize(at: next[tracker], to: SortKey(
                            time: timestamp.timeIntervalSince1970, value: logs[index].value, storeIndex: Int32(index), day: day))
                        next[tracker] += 1
                    }
                }
                return (inRange, earliest)
            }
            for (inRange, earliest) in partRanges {
                for tracker in 0..<trackerCount {
                    inRangeCounts[tracker] += inRange[tracker]
                    earliestInRange[tracker] = min(earliestInRange[tracker], earliest[tracker])
                }
            }
            initialized = keyCount
        }

        // daily.csv: from --from (or the first logged day of a listed tracker) to --to or
        // today, whichever is earlier (later days have no decided outcome); at most
        // `maximumDailyDays`, so absurd dates cannot make the table grow without bound.
        let lastDay = min(toDay, calendar.today.dayNumber)
        let earliestListed = earliestInRange.prefix(listedCount).min() ?? Int.max
        var firstDay = 0
        var dayCount = 0
        if listedCount > 0, let first = options.from?.dayNumber ?? (earliestListed < Int.max ? earliestListed : nil), first <= lastDay {
            firstDay = max(first, lastDay - ReportBuilder.maximumDailyDays + 1)
            dayCount = lastDay - firstDay + 1
        }
        var latest = [Int32](repeating: -1, count: dayCount * listedCount)
        var latestValues = [Int?](repeating: nil, count: dayCount * listedCount)
        var sums = [DaySum](repeating: DaySum(), count: dayCount * listedCount)

        var entryStarts = [Int](repeating: 0, count: trackerCount + 1)
        for tracker in 0..<trackerCount { entryStarts[tracker + 1] = entryStarts[tracker] + inRangeCounts[tracker] }
        let entryCount = entryStarts[trackerCount]

        // 3. Tracker by tracker, in parts of about equal log counts.
        var bounds = [0]
        if parts > 1 {
            for tracker in 0..<trackerCount where starts[tracker + 1] * 2 >= keyCount {
                bounds.append(tracker + 1)
                break
            }
        }
        bounds.append(trackerCount)
        let trackerParts = bounds
        let work = PerTracker(
            rules: rules, calendar: calendar, fromDay: fromDay, toDay: toDay, listedCount: listedCount,
            firstDay: firstDay, dayCount: dayCount, starts: starts, entryStarts: entryStarts
        )
        var summaries: [StreakSummary] = []
        summaries.reserveCapacity(trackerCount)
        let entries = [Report.LogEntry](unsafeUninitializedCapacity: entryCount) { entryBuffer, initialized in
            keys.withUnsafeMutableBufferPointer { keyBuffer in
                latest.withUnsafeMutableBufferPointer { latestBuffer in
                    latestValues.withUnsafeMutableBufferPointer { latestValueBuffer in
                        sums.withUnsafeMutableBufferPointer { sumBuffer in
                            let output = PerTracker.Output(
                                keys: SharedMutableBuffer(keyBuffer), entries: SharedMutableBuffer(entryBuffer),
                                latest: SharedMutableBuffer(latestBuffer), latestValues: SharedMutableBuffer(latestValueBuffer),
                                sums: SharedMutableBuffer(sumBuffer)
                            )
                            let results = ParallelWork.map(trackerParts.count - 1) { part in
                                logs.withUnsafeBufferPointer { logs in
                                    work.run(trackers: trackerParts[part]..<trackerParts[part + 1], logs: logs, output: output)
                                }
                            }
                            for part in results { summaries += part }
                        }
                    }
                }
            }
            initialized = entryCount
        }
        self.entries = entries
        self.summaries = summaries
        self.daily = DailyTotals(
            firstDay: firstDay, dayCount: dayCount, trackerCount: listedCount, latest: latest, latestValues: latestValues, sums: sums)
    }
}

extension LogRows {
    /// The per-tracker step: read-only inputs, and the shared outputs each tracker writes
    /// only its own part of (its stretch of keys and entries, its daily column).
    struct PerTracker: Sendable {
        let rules: [TrackerRules]
        let calendar: ReportCalendar
        let fromDay: Int
        let toDay: Int
        let listedCount: Int
        let firstDay: Int
        let dayCount: Int
        let starts: [Int]
        let entryStarts: [Int]

        struct Output: Sendable {
            let keys: SharedMutableBuffer<SortKey>
            let entries: SharedMutableBuffer<Report.LogEntry>
            let latest: SharedMutableBuffer<Int32>
            let latestValues: SharedMutableBuffer<Int?>
            let sums: SharedMutableBuffer<DaySum>
        }

        func run(trackers: Range<Int>, logs: UnsafeBufferPointer<TrackerLog>, output: Output) -> [StreakSummary] {
            var summaries: [StreakSummary] = []
            summaries.reserveCapacity(trackers.count)
            let lastDay = firstDay + dayCount - 1
            for tracker in trackers {
                let keys = output.keys.slice(starts[tracker], count: starts[tracker + 1] - starts[tracker])
                LogRows.sortByTime(keys, logs: logs)
                let rules = self.rules[tracker]
                let isListed = tracker < listedCount
                var entry = entryStarts[tracker]
                for position in keys.indices {
                    let key = keys[position]
                    let value = key.value
                    let day = Int(key.day)
                    guard day >= fromDay && day <= toDay else { continue }
                    output.entries.initialize(at: entry, to: Report.LogEntry(
                        trackerIndex: Int32(tracker), storeIndex: key.storeIndex, dayNumber: key.day,
                        levelIndex: Int32(rules.levelIndex(forValue: value) ?? -1)
                    ))
                    entry += 1
                    guard isListed && day >= firstDay && day <= lastDay else { continue }
                    let cell = tracker * dayCount + (day - firstDay)
                    output.sums[cell].add(value ?? 0)
                    // The latest log decides; on equal timestamps the later one in the store.
                    // Keys are in time order, so this log is at least as late as the cell's
                    // current one, and equally late only when the previous key has its time
                    // (equal times are adjacent and fall on the same day).
                    let sameTimeAsPrevious = position > 0 && keys[position - 1].time == key.time
                    if output.latest[cell] < 0 || !sameTimeAsPrevious || key.storeIndex > output.latest[cell] {
                        output.latest[cell] = key.storeIndex
                        output.latestValues[cell] = value
                    }
                }
                summaries.append(StreakSummary.summary(rules: rules, calendar: calendar, logCount: keys.count) { position in
                    let key = keys[position]
                    return (day: Int(key.day), time: key.time, order: Int(key.storeIndex), value: key.value)
                })
            }
            return summaries
        }
    }

    /// Orders one tracker's keys by timestamp, then log id (then store position, for ids a
    /// store built in code may repeat). Insertion sort: linear on the nearly ordered logs an
    /// app writes; when the moves exceed a few per key, the standard sort takes over.
    static func sortByTime(_ keys: UnsafeMutableBufferPointer<SortKey>, logs: UnsafeBufferPointer<TrackerLog>) {
        @inline(__always)
        func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
            if a.time != b.time { return a.time < b.time }
            let (idA, idB) = (logs[Int(a.storeIndex)].id, logs[Int(b.storeIndex)].id)
            if idA != idB { return UUIDText.precedes(idA, idB) }
            return a.storeIndex < b.storeIndex
        }
        var budget = 8 * keys.count + 64
        var position = 1
        while position < keys.count {
            let key = keys[position]
            var slot = position
            while slot > 0 && precedes(key, keys[slot - 1]) {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = key
            budget -= position - slot
            if budget < 0 {
                var keys = keys
                keys.sort(by: precedes)
                return
            }
            position += 1
        }
    }
}
