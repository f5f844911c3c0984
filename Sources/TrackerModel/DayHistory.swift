/// One tracker's days, judged and walked exactly as `StreakCalculator` walks them (contract §4.2),
/// for the pictures and the period summaries: what each day did — success or not, healed by a
/// joker, a joker earned, the streak after it.
///
/// Bounded on purpose: the days of the recent window (`windowStart(today:)` through today —
/// the heatmap's 53 weeks, the last 12 months and weeks, the weekday rates) are kept one by
/// one; older days only add to their calendar year's tally (`years`). A gap before the window
/// is walked day by day only while a joker can still heal it; the rest of it — days that all
/// break, or (avoidance) all succeed — is added in closed form. So a tracker logged once in
/// 1900 costs a few hundred records and a tally per year, not 46,000 walked days.
public struct DayHistory: Sendable, Hashable {
    /// The first logged day on or before today; nil without such a log.
    public let firstDay: CalendarDay?
    /// The first recorded day: the later of the habit strength's first day (the tracker's
    /// creation, or `firstDay` when earlier) and the window's start.
    public let recordStart: CalendarDay
    /// `records[i]` is the day `recordStart + i`; the last is today. Days before `firstDay`
    /// are not walked (`isWalked` false) but may be in the strength walk (`inStrengthWalk`).
    /// Empty when the tracker was made after today.
    public let records: [Record]
    /// Every calendar year from `firstDay`'s through today's, oldest first.
    public let years: [PeriodSummary]
    /// The walked days before `recordStart`, when asked for (`OlderDays`): each day with a log
    /// on a row of its own, days in a row without one and alike (`Record.isAlike`) on one row
    /// with the record of its last day. Empty unless asked for.
    public let olderDays: [OlderDay]

    /// One or more days before the window: `days`, and the record of the last of them.
    public struct OlderDay: Sendable, Hashable {
        public var days: ClosedRange<CalendarDay>
        public var record: Record
    }

    /// Whether and how to keep `olderDays`: rows never reach across a day of `cuts` (a row
    /// starts there), so rows can be cut at `--from` and after `--to` without splitting one.
    public struct OlderDays: Sendable, Hashable {
        public var cuts: [CalendarDay]

        public init(cuts: [CalendarDay] = []) {
            self.cuts = cuts
        }
    }

    public struct Record: Sendable, Hashable {
        /// The day judged by the success condition alone (before any joker).
        public var kind: DayOutcome.Kind
        /// The streak walk covered the day (false before the first log and for a today still
        /// running).
        public var isWalked: Bool
        /// A joker healed the day (a needsGrace day, or an empty day of a joker tracker).
        public var isHealed: Bool
        /// The day earned a joker that was still there after it.
        public var earnedJoker: Bool
        /// Index into the tracker's levels of the deciding log's level; -1 for none.
        public var levelIndex: Int32
        /// The number of logs of the day.
        public var logCount: Int32
        /// The current streak after the day.
        public var streakAfter: Int32
        /// The day's total of values (clamped).
        public var sum: Int
        /// The habit strength after the day (`HabitStrength`); a day not walked keeps the
        /// strength of the day before it.
        public var strength: Double
        /// The habit strength covers the day: a walked day, or one of the tracker's days
        /// before its first log (from its creation on) up to the walk's last day.
        public var inStrengthWalk: Bool

        /// The day made the streak grow (a success or a healed day).
        public var extendsStreak: Bool { isWalked && (kind == .success || isHealed) }

        /// Two days without a log that a row of `olderDays` may join: the same outcome.
        func isAlike(_ other: Record) -> Bool {
            logCount == 0 && other.logCount == 0 && kind == other.kind && isHealed == other.isHealed && isWalked == other.isWalked
        }

        public init(
            kind: DayOutcome.Kind, isWalked: Bool, isHealed: Bool, earnedJoker: Bool, levelIndex: Int32,
            logCount: Int32, streakAfter: Int32, sum: Int, strength: Double = 0, inStrengthWalk: Bool? = nil
        ) {
            self.kind = kind
            self.isWalked = isWalked
            self.isHealed = isHealed
            self.earnedJoker = earnedJoker
            self.levelIndex = levelIndex
            self.logCount = logCount
            self.streakAfter = streakAfter
            self.sum = sum
            self.strength = strength
            self.inStrengthWalk = inStrengthWalk ?? isWalked
        }

        /// A day of the tracker before its first log (or of a tracker without logs): no streak,
        /// judged only for the strength.
        static func beforeFirstLog(kind: DayOutcome.Kind, strength: Double, inStrengthWalk: Bool) -> Record {
            Record(kind: kind, isWalked: false, isHealed: false, earnedJoker: false, levelIndex: -1, logCount: 0, streakAfter: 0, sum: 0,
                   strength: strength, inStrengthWalk: inStrengthWalk)
        }
    }

    /// The records from the first logged day on: the days the streak walk may judge (empty
    /// without logs).
    public var recordsFromFirstLog: ArraySlice<Record> {
        guard let firstDay else { return records[records.endIndex...] }
        return records.dropFirst(max(0, min(records.count, recordStart.distance(to: firstDay))))
    }

    /// The record of `day`; nil outside `recordStart`…today (or without logs).
    public func record(_ day: CalendarDay) -> Record? {
        let index = day.dayNumber - recordStart.dayNumber
        return index >= 0 && index < records.count ? records[index] : nil
    }

    /// The first day the history keeps one by one: the earlier of the first day of the month
    /// eleven months before today's (the 12 months of the period tables) and 370 days before
    /// today (the heatmap's 53 weeks, whatever day the week starts on, and 52 weeks of
    /// weekday rates).
    public static func windowStart(today: CalendarDay) -> CalendarDay {
        let (year, month, _) = today.components
        let monthIndex = year * 12 + (month - 1) - 11
        let firstMonth = CalendarDay.daysFromCivil(year: monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12,
                                                   month: ((monthIndex % 12) + 12) % 12 + 1, day: 1)
        return CalendarDay(dayNumber: min(firstMonth, today.dayNumber - 370))
    }

    /// The history of one tracker from its days with logs (in day order, all on or before
    /// today), walked as the calculator walks them; the strength from `habitStart` (the day
    /// the tracker was created; nil: its first logged day) or the first logged day, whichever
    /// is earlier.
    /// - Parameter skipped: the days the zone skipped (`ReportCalendar.skippedDays`): no day of
    ///   the walk; in the window each is a record not walked.
    static func history(
        days: [StreakCalculator.DayFacts], rules: TrackerRules, today: Int, olderDays: OlderDays? = nil, habitStart: Int? = nil,
        skipped: [Int] = []
    ) -> DayHistory {
        let windowStart = DayHistory.windowStart(today: CalendarDay(dayNumber: today)).dayNumber
        let judge = StreakCalculator.DayJudge(rules: rules)
        // The walk ends today, or yesterday while today has no deciding data (as in the calculator).
        var todayFacts = StreakCalculator.DayFacts(day: today, logCount: 0, sum: 0, latestValue: nil)
        if let last = days.last, last.day == today { todayFacts = last }
        let end = StreakCalculator.walkEnd(rules: rules, today: today, todayKind: judge.outcome(todayFacts).kind)
        let first = days.first?.day
        let start = StreakCalculator.strengthStart(habitStart: habitStart ?? first ?? today + 1, firstLogged: first)
        guard let first else {
            // No log: only the strength of the days since the tracker was made.
            var strength = HabitStrength()
            var records: [Record] = []
            let recordStart = max(start, windowStart)
            if start <= today {
                strength.addEmptyDays(min(recordStart, end + 1) - start, succeed: judge.emptyDayKind == .success)
                for day in recordStart...today {
                    if day <= end { strength.addEmptyDays(1, succeed: judge.emptyDayKind == .success) }
                    records.append(Record.beforeFirstLog(kind: judge.emptyDayKind, strength: strength.value, inStrengthWalk: day <= end))
                }
            }
            return DayHistory(
                firstDay: nil, recordStart: CalendarDay(dayNumber: start <= today ? recordStart : max(windowStart, today)), records: records,
                years: [], olderDays: [])
        }
        let recordStart = max(start, windowStart)
        var walker = Walker(rules: rules, judge: judge, end: end, recordStart: recordStart, firstDay: first, olderDays: olderDays, skipped: skipped)
        walker.records.reserveCapacity(today - recordStart + 1)
        walker.beforeFirstLog(start..<first)
        var cursor = first
        for facts in days {
            walker.emptyDays(cursor..<facts.day)
            walker.step(facts)
            cursor = facts.day + 1
        }
        walker.emptyDays(cursor..<(today + 1))
        walker.tally.close(into: &walker.years)
        return DayHistory(
            firstDay: CalendarDay(dayNumber: first), recordStart: CalendarDay(dayNumber: recordStart),
            records: walker.records, years: walker.years, olderDays: walker.older)
    }

    /// The walk, recording each day of the window and tallying every day into its year.
    private struct Walker {
        let rules: TrackerRules
        let judge: StreakCalculator.DayJudge
        let end: Int
        let recordStart: Int
        var walk: StreakCalculator.Walk
        var records: [Record] = []
        var years: [PeriodSummary] = []
        var tally: YearTally
        /// `olderDays`, when kept; `cuts` the day numbers no row reaches across, ascending.
        let keepsOlder: Bool
        let cuts: [Int]
        var older: [OlderDay] = []
        /// The days the zone skipped, ascending.
        let skipped: [Int]

        init(rules: TrackerRules, judge: StreakCalculator.DayJudge, end: Int, recordStart: Int, firstDay: Int, olderDays: OlderDays?, skipped: [Int]) {
            self.skipped = skipped
            self.rules = rules
            self.judge = judge
            self.end = end
            self.recordStart = recordStart
            walk = StreakCalculator.Walk(rewards: rules.rewardConfig)
            tally = YearTally(containing: firstDay)
            keepsOlder = olderDays != nil
            cuts = (olderDays?.cuts ?? []).map(\.dayNumber).sorted()
        }

        /// The habit's days before its first log: not walked for the streak, only for the
        /// strength (successes for an avoidance tracker, 0 for any other). Before the window in
        /// one step; recorded from the window on.
        mutating func beforeFirstLog(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let succeed = judge.emptyDayKind == .success
            walk.strength.addEmptyDays(min(range.upperBound, recordStart) - range.lowerBound, succeed: succeed)
            for _ in min(max(range.lowerBound, recordStart), range.upperBound)..<range.upperBound {
                walk.strength.addEmptyDays(1, succeed: succeed)
                records.append(Record.beforeFirstLog(kind: judge.emptyDayKind, strength: walk.strength.value, inStrengthWalk: true))
            }
        }

        /// Days without logs. Before the window, runs of alike days go in one step: an
        /// avoidance tracker's empty days all succeed; any other tracker's empty days all break
        /// once the streak is 0 with no joker left (contract §4.2: nothing is left to heal them).
        /// Such a run stops at the end of a year (whose tally keeps the strength there) and at
        /// the cuts of `olderDays`.
        mutating func emptyDays(_ range: Range<Int>) {
            var start = range.lowerBound
            for day in skipped where range.contains(day) {
                emptyRun(start..<day)
                // No day of the walk; in the window a record that was not walked.
                if day >= recordStart {
                    records.append(Record(
                        kind: .noData, isWalked: false, isHealed: false, earnedJoker: false, levelIndex: -1, logCount: 0,
                        streakAfter: Int32(clamping: walk.current), sum: 0, strength: walk.strength.value))
                }
                start = day + 1
            }
            emptyRun(start..<range.upperBound)
        }

        private mutating func emptyRun(_ range: Range<Int>) {
            var day = range.lowerBound
            while day < range.upperBound && day < recordStart && day <= end {
                let count = min(range.upperBound, recordStart, end + 1, nextCut(after: day)) - day
                let before = walk
                if judge.emptyDayKind == .success {
                    walk.emptyDays(count, from: day, kind: .success)
                    tally.addSuccessRun(day..<(day + count), into: &years, before: before, after: walk)
                } else if walk.current == 0 && walk.earned == walk.used {
                    walk.emptyDays(count, from: day, kind: .noData)
                    tally.addBreakRun(day..<(day + count), into: &years, strength: walk.strength.value)
                } else {
                    // While a joker may heal: one day at a time (each heals or ends the streak).
                    step(StreakCalculator.DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil))
                    day += 1
                    continue
                }
                if keepsOlder {
                    let record = Record(
                        kind: judge.emptyDayKind, isWalked: true, isHealed: false, earnedJoker: walk.earned > before.earned,
                        levelIndex: -1, logCount: 0, streakAfter: Int32(clamping: walk.current), sum: 0, strength: walk.strength.value)
                    keepOlder(day..<(day + count), record)
                }
                day += count
            }
            while day < range.upperBound {
                step(StreakCalculator.DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil))
                day += 1
            }
        }

        /// The first day after `day` that ends a closed-form run: a new year, or a cut.
        private func nextCut(after day: Int) -> Int {
            let year = CalendarDay(dayNumber: day).components.year
            var next = CalendarDay.daysFromCivil(year: year + 1, month: 1, day: 1)
            if let cut = cuts.first(where: { $0 > day }) { next = min(next, cut) }
            return next
        }

        mutating func step(_ facts: StreakCalculator.DayFacts) {
            let kind = judge.outcome(facts).kind
            let walked = facts.day <= end
            let before = walk
            if walked { walk.apply(kind, on: facts.day, credit: judge.credit(facts, kind: kind)) }
            let record = Record(
                kind: kind, isWalked: walked, isHealed: walk.used > before.used,
                earnedJoker: walk.earned > before.earned && walk.current > 0,
                levelIndex: Int32(clamping: facts.logCount > 0 ? rules.levelIndex(forValue: facts.latestValue) ?? -1 : -1),
                logCount: Int32(clamping: facts.logCount), streakAfter: Int32(clamping: walk.current), sum: facts.sum,
                strength: walk.strength.value)
            tally.add(record, day: facts.day, into: &years)
            if facts.day >= recordStart {
                records.append(record)
            } else if keepsOlder {
                keepOlder(facts.day..<(facts.day + 1), record)
            }
        }

        /// Adds `days` to `older`: onto the last row when both are alike days without a log
        /// and no cut lies between (`isAlike`), else as a row of their own.
        private mutating func keepOlder(_ days: Range<Int>, _ record: Record) {
            if let last = older.last, last.record.isAlike(record), last.days.upperBound.dayNumber + 1 == days.lowerBound,
               !cuts.contains(days.lowerBound) {
                older[older.count - 1] = OlderDay(days: last.days.lowerBound...CalendarDay(dayNumber: days.upperBound - 1), record: record)
            } else {
                older.append(OlderDay(days: CalendarDay(dayNumber: days.lowerBound)...CalendarDay(dayNumber: days.upperBound - 1), record: record))
            }
        }
    }

    /// The figures of the calendar year being walked; runs are cut at the year's edges.
    struct YearTally {
        var summary: PeriodSummary
        var run = 0
        var breakRun = 0

        init(containing day: Int) {
            let year = CalendarDay(dayNumber: day).components.year
            summary = PeriodSummary(
                kind: .year, first: CalendarDay(dayNumber: CalendarDay.daysFromCivil(year: year, month: 1, day: 1)),
                last: CalendarDay(dayNumber: CalendarDay.daysFromCivil(year: year + 1, month: 1, day: 1) - 1))
        }

        /// Moves on to the year of `day`, closing the years before it.
        private mutating func reach(_ day: Int, into years: inout [PeriodSummary]) {
            while day > summary.last.dayNumber {
                close(into: &years)
                self = YearTally(containing: summary.last.dayNumber + 1)
            }
        }

        func close(into years: inout [PeriodSummary]) { years.append(summary) }

        mutating func add(_ record: Record, day: Int, into years: inout [PeriodSummary]) {
            reach(day, into: &years)
            summary.add(record, run: &run, breakRun: &breakRun)
        }

        /// `days` that all broke (or stayed broken), the last of them leaving the habit
        /// strength at `strength` (a run ends at the end of a year: see `Walker.emptyDays`).
        mutating func addBreakRun(_ days: Range<Int>, into years: inout [PeriodSummary], strength: Double) {
            var day = days.lowerBound
            while day < days.upperBound {
                reach(day, into: &years)
                let count = min(days.upperBound, summary.last.dayNumber + 1) - day
                if summary.leadingBreak == summary.addedDays { summary.leadingBreak += count }
                summary.addedDays += count
                summary.decidedDays += count
                run = 0
                breakRun += count
                summary.longestBreak = max(summary.longestBreak, breakRun)
                (summary.trailingStreak, summary.trailingBreak) = (run, breakRun)
                summary.strengthAtEnd = strength
                day += count
            }
        }

        /// `days` that all succeeded, the walk going from `before` to `after`: a joker is
        /// earned on each day whose streak reaches a multiple of the reward period, the first
        /// `after.earned - before.earned` of them (then the hand is full).
        mutating func addSuccessRun(
            _ days: Range<Int>, into years: inout [PeriodSummary], before: StreakCalculator.Walk, after: StreakCalculator.Walk
        ) {
            let earnedCount = after.earned - before.earned
            let period = before.rewards?.earnEveryDays ?? 1
            // Offset (from days.lowerBound) of the first day whose streak is a multiple of the period.
            let firstEarn = (period - (before.current + 1) % period) % period
            let lastEarn = firstEarn + (earnedCount - 1) * period
            var day = days.lowerBound
            while day < days.upperBound {
                reach(day, into: &years)
                let count = min(days.upperBound, summary.last.dayNumber + 1) - day
                if summary.leadingStreak == summary.addedDays { summary.leadingStreak += count }
                summary.addedDays += count
                summary.decidedDays += count
                summary.successes += count
                breakRun = 0
                run += count
                summary.longestStreak = max(summary.longestStreak, run)
                (summary.trailingStreak, summary.trailingBreak) = (run, breakRun)
                summary.strengthAtEnd = after.strength.value
                if earnedCount > 0 {
                    // Earn offsets firstEarn, firstEarn + period, … lastEarn inside this piece.
                    let low = max(day - days.lowerBound, firstEarn), high = min(day - days.lowerBound + count - 1, lastEarn)
                    if low <= high {
                        // Rounded up without `+ period - 1`: a period near Int.max must not overflow.
                        let firstIndex = (low - firstEarn) / period + ((low - firstEarn) % period == 0 ? 0 : 1)
                        let lastIndex = (high - firstEarn) / period
                        summary.jokersEarned += max(0, lastIndex - firstIndex + 1)
                    }
                }
                day += count
            }
        }
    }
}
