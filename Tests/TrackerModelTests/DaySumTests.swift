import Foundation
import Testing
import TestSupport
import TrackerModel

/// A day's sum is exact and clamped to Int's range, so it does not depend on the order the
/// logs are added (the streaks see a day's logs in time order, daily.csv in another).
@Suite struct DaySumTests {
    private func exactClamped(_ values: [Int]) -> Int {
        let sum = values.reduce(Decimal(0)) { $0 + Decimal($1) }
        if sum > Decimal(Int.max) { return Int.max }
        if sum < Decimal(Int.min) { return Int.min }
        return NSDecimalNumber(decimal: sum).intValue
    }

    @Test func everyOrderGivesTheExactSumClamped() {
        let cases: [[Int]] = [
            [Int.max, 1, -1], [Int.max, Int.max, Int.min, Int.min, 5], [Int.min, -1, 1], [Int.max, Int.max, Int.max, -3],
            [1, 2, 3], [], [Int.min, Int.min, Int.max], [Int.max - 1, 1, 1, -2],
        ]
        for values in cases {
            var orders: [[Int]] = [[]]
            for value in values {
                orders = orders.flatMap { order in (0...order.count).map { var copy = order; copy.insert(value, at: $0); return copy } }
            }
            for order in orders {
                var sum = DaySum()
                order.forEach { sum.add($0) }
                #expect(sum.clamped == exactClamped(values), "\(order)")
            }
        }
    }

    /// The streak engine: one day's logs Int.max at 10:00, 1 at 11:00, −1 at 09:00 (store
    /// order) — a running saturating sum gave Int.max − 1 in store order, Int.max in time order.
    @Test func theStreakEngineSumsADayExactly() {
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: "UTC")!, today: CalendarDay(iso: "2026-11-20")!)
        let tracker = UUID()
        let at = { (hour: Int) in Date(timeIntervalSince1970: 1_795_132_800 + Double(hour) * 3_600) }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "UTC", trackers: [
            Tracker(id: tracker, name: "Steps", icon: "", type: .good, trackingMode: .counter, createdAt: at(-48), dailyGoal: Int.max),
        ], logs: [
            TrackerLog(id: UUID(), trackerId: tracker, timestamp: at(10), value: Int.max),
            TrackerLog(id: UUID(), trackerId: tracker, timestamp: at(11), value: 1),
            TrackerLog(id: UUID(), trackerId: tracker, timestamp: at(9), value: -1),
        ], warnings: [])
        let summary = StreakSummary.summaries(store: store, calendar: calendar)[0]
        #expect(summary.todayEntry == .count(sum: Int.max, goal: Int.max))
        #expect(summary.today.sum == Int.max)
    }
}
