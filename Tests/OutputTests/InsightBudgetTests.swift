import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// The insights' pair tests stay within their budget of drawn values, and trackers that
/// cannot make a pair are never paired.
@Suite struct InsightBudgetTests {
    /// The statistics of the correlated NoAlc–Mood store of `InsightTests` with `budget`.
    static func statistics(budget: Int) -> InsightStatistics {
        let report = InsightTests.report(days: 120, steady: { $0 % 3 != 0 }, mood: { $0 % 3 != 0 ? 5 : 2 + $0 % 2 })
        let trackers = report.trackers.map(\.tracker)
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: trackers, logs: report.storeLogs, warnings: [])
        var options = ReportOptions(locale: "en", calendar: report.calendar)
        options.parts = .all
        let basis = ReportBuilder.basis(store: store, options: options)
        return InsightStatistics(ids: trackers.map(\.id), rules: Array(basis.rules.prefix(basis.listedCount)),
                                 histories: basis.logRows.histories, today: report.asOf, shuffleBudget: budget)
    }

    @Test func anEmptyBudgetTestsNoPair() {
        // The store has one pair, found on the same day and on the next.
        let full = Self.statistics(budget: InsightStatistics.shuffleBudget).correlations
        #expect(full.count == 2 && full.contains { $0.nextDay } && full.contains { !$0.nextDay })
        #expect(Self.statistics(budget: 0).correlations.isEmpty)
        // Any budget left starts the next pair's tests, whatever they cost.
        #expect(Self.statistics(budget: 1).correlations.count == full.count)
    }

    @Test func trackersLoggedOnceAreNeverPaired() {
        // 300 trackers with one log each: no condition with 20 successes, no value tracker
        // with 40 days — nothing to test, and nothing looked at per pair.
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!, today: InsightTests.today)
        let trackers = (0..<300).map { InsightTests.tracker("T\($0)", [.yesNo, .counter, .levels][$0 % 3], order: $0) }
        let logs = trackers.enumerated().map { index, tracker in
            TrackerLog(id: UUID(), trackerId: tracker.id, timestamp: Date(timeIntervalSince1970: 1_790_000_000 - Double(index) * 86_400), value: 1)
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: trackers, logs: logs, warnings: [])
        var options = ReportOptions(locale: "en", calendar: calendar)
        options.parts = .all
        let basis = ReportBuilder.basis(store: store, options: options)
        #expect(basis.statistics.correlations.isEmpty)
    }
}
