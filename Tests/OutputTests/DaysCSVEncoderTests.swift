import Foundation
import SharpTools
import Testing
import TestSupport
import TrackerModel
@testable import Output

/// days.csv's in-place rows (`DaysCSVEncoder`) against the plain spelling, cell by cell through
/// `CSVWriter`: the same bytes for any record, in every dialect — counters and level trackers,
/// strengths on and near rounding boundaries, intervals, years without four digits.
@Suite struct DaysCSVEncoderTests {
    /// The row as `CSVWriter` spells its cells.
    static func plainRow(_ days: ClosedRange<CalendarDay>, _ record: DayHistory.Record, entry: Report.TrackerEntry, report: Report,
                         ids: Bool, dialect: CSVDialect) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        writer.appendCell(.text(days.lowerBound == days.upperBound
            ? days.lowerBound.isoString : days.lowerBound.isoString + "/" + days.upperBound.isoString))
        for cell in [CSVCell.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.name), .text(entry.label)] { writer.appendCell(cell) }
        var goal: Int?
        if case .meetsGoal(let value) = entry.rules.successCondition { goal = value }
        writer.appendCell(entry.rules.trackingMode == .counter ? .integer(record.sum) : .text(""))
        writer.appendCell(goal.map(CSVCell.integer) ?? .text(""))
        let level = Int(record.levelIndex)
        let hasLevel = level >= 0 && level < entry.levelKeys.count
        writer.appendCell(.text(hasLevel ? entry.levelKeys[level] : ""))
        writer.appendCell(hasLevel ? .integer(level + 1) : .text(""))
        let word = DayOutcomeWord(record, goal: goal)
        writer.appendCell(.text(ids ? word.rawValue : report.text(word.text)))
        writer.appendCell(.integer(Int(record.streakAfter)))
        writer.appendCell(.decimal(record.strength, fractionDigits: 4))
        writer.endRow()
        return writer.bytes
    }

    @Test func theSameBytesAsThePlainRows() {
        var random = SeededGenerator(seed: 43)
        let strengths: [Double] = [0, 1, 0.5, 0.00005, 0.12345, 0.99995, 0.0519, 1e-9, 0.333333333, 0.66665, 0.86515]
        // A counter with a goal and a yes/no habit; two level trackers.
        let reports = ["en", "de"].flatMap { locale in
            [DaysCSVFileTests.report(locale: locale), InsightTests.report(days: 30, locale: locale, steady: { $0 % 2 == 0 }, mood: { 1 + $0 % 5 })]
        }
        for report in reports {
            let locale = report.locale
            for dialect in [CSVDialect.rfc4180, .excel(decimalComma: true), .excel(decimalComma: false)] {
                for ids in [true, false] {
                    for entry in report.trackers {
                        let encoder = DaysCSVEncoder(report: report, entry: entry, ids: ids, dialect: dialect)
                        for round in 0..<400 {
                            let kinds: [DayOutcome.Kind] = [.success, .needsGrace, .breaksStreak, .noData]
                            let record = DayHistory.Record(
                                kind: kinds[Int.random(in: 0..<4, using: &random)], isWalked: true, isHealed: Bool.random(using: &random),
                                earnedJoker: false, levelIndex: Int32.random(in: -1...3, using: &random),
                                logCount: Int32.random(in: 0...3, using: &random), streakAfter: Int32.random(in: 0...5_000, using: &random),
                                sum: Int.random(in: -20...1_000, using: &random),
                                strength: round < strengths.count ? strengths[round] : Double.random(in: 0...1, using: &random))
                            let first = CalendarDay(dayNumber: [Int.random(in: -800_000...3_000_000, using: &random), 20_000, -719_529][round % 3])
                            let days = first...first.advanced(by: round % 2 == 0 ? 0 : Int.random(in: 1...9_000, using: &random))
                            var chunk = OutputChunk()
                            encoder.append(days, record, to: &chunk)
                            let plain = Self.plainRow(days, record, entry: entry, report: report, ids: ids, dialect: dialect)
                            #expect(chunk.bytes == plain, "\(locale) \(dialect) \(days) \(record)")
                        }
                    }
                }
            }
        }
    }
}
