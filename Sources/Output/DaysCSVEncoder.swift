import SharpTools
import TrackerModel

/// Writes one tracker's `days.csv` rows straight into an `OutputChunk` (a million-log store:
/// 160,000 rows a locale; 2,000 trackers logged once: 360,000). What repeats is encoded once
/// per tracker — its position, id, name and label, its goal, each level's key and number, each
/// outcome's word, with the delimiters around them — by the rules every CSV cell follows
/// (`CSVWriter`); dates, totals, streaks and strengths are spelled in place. The bytes are the
/// ones `CSVWriter` writes for the same cells (a test holds them to it).
struct DaysCSVEncoder {
    private let delimiter: UInt8
    private let decimalComma: Bool
    /// `;position;id;name;label;` after the day.
    private let leading: [UInt8]
    /// `;goal;` after the total.
    private let goalPiece: [UInt8]
    private let isCounter: Bool
    private let goal: Int?
    /// Per level index + 1 (0: no level): `key;number;`.
    private let levelPieces: [[UInt8]]
    /// Per outcome (`DayOutcomeWord.allCases` order): `word;`.
    private let outcomePieces: [[UInt8]]

    init(report: Report, entry: Report.TrackerEntry, ids: Bool, dialect: CSVDialect) {
        delimiter = dialect.delimiter
        decimalComma = dialect.decimalSeparator == UInt8(ascii: ",")
        let delimiter = dialect.delimiter
        func fields(_ cells: [CSVCell]) -> [UInt8] { CSVWriter.encodedFields(cells, dialect: dialect) }
        leading = [delimiter] + fields([.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.name), .text(entry.label)]) + [delimiter]
        if case .meetsGoal(let goal) = entry.rules.successCondition { self.goal = goal } else { goal = nil }
        goalPiece = [delimiter] + (goal.map { fields([.integer($0)]) } ?? []) + [delimiter]
        isCounter = entry.rules.trackingMode == .counter
        // 1 = the tracker's first level: what a chart of the "average level" plots.
        levelPieces = [[delimiter, delimiter]] + entry.levelKeys.indices.map { level in
            fields([.text(entry.levelKeys[level]), .integer(level + 1)]) + [delimiter]
        }
        outcomePieces = DayOutcomeWord.allCases.map { word in
            fields([.text(ids ? word.rawValue : report.text(word.text))]) + [delimiter]
        }
    }

    /// The row of `days` (one day, or several alike as an ISO 8601 interval) ending with `record`.
    func append(_ days: ClosedRange<CalendarDay>, _ record: DayHistory.Record, to chunk: inout OutputChunk) {
        appendDay(days, to: &chunk)
        chunk.append(contentsOf: leading)
        if isCounter { chunk.appendDecimal(record.sum) }
        chunk.append(contentsOf: goalPiece)
        let level = Int(record.levelIndex)
        chunk.append(contentsOf: levelPieces[level >= 0 && level + 1 < levelPieces.count ? level + 1 : 0])
        chunk.append(contentsOf: outcomePieces[DayOutcomeWord(record, goal: goal).order])
        chunk.appendDecimal(Int(record.streakAfter))
        chunk.append(delimiter)
        appendStrength(record.strength, to: &chunk)
        chunk.append(0x0D, 0x0A)
    }

    /// `2026-05-01`, or `1900-01-03/2025-11-14` for several days; a year outside 0–9999 (no
    /// fixed width, perhaps a sign) as the text cell the plain rules make of it.
    private func appendDay(_ days: ClosedRange<CalendarDay>, to chunk: inout OutputChunk) {
        let first = days.lowerBound.components, last = days.upperBound.components
        if (0...9999).contains(first.year) && (0...9999).contains(last.year) {
            chunk.appendISODate(year: first.year, month: first.month, day: first.day)
            guard days.lowerBound != days.upperBound else { return }
            chunk.append(UInt8(ascii: "/"))
            chunk.appendISODate(year: last.year, month: last.month, day: last.day)
            return
        }
        let text = days.lowerBound == days.upperBound ? days.lowerBound.isoString : days.lowerBound.isoString + "/" + days.upperBound.isoString
        CSVField.append(text, kind: .text, delimiter: delimiter, decimalComma: decimalComma, to: &chunk)
    }

    /// The strength with four decimals, as `CSVCell.decimal(_:fractionDigits: 4)` spells it:
    /// in place when the value is clearly on one side of a rounding boundary (always, but for
    /// one value in a million), else through the cell.
    private func appendStrength(_ strength: Double, to chunk: inout OutputChunk) {
        let scaled = strength * 10_000
        if strength >= 0, scaled < 1e9, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6, !(decimalComma && delimiter == UInt8(ascii: ",")) {
            let units = Int(scaled.rounded())
            chunk.appendDecimal(units / 10_000)
            chunk.append(decimalComma ? UInt8(ascii: ",") : UInt8(ascii: "."))
            let fraction = units % 10_000
            chunk.append(0x30 + UInt8(fraction / 1_000), 0x30 + UInt8(fraction / 100 % 10))
            chunk.append(0x30 + UInt8(fraction / 10 % 10), 0x30 + UInt8(fraction % 10))
            return
        }
        guard case .number(let text) = CSVCell.decimal(strength, fractionDigits: 4) else { return }
        CSVField.append(text, kind: .number, delimiter: delimiter, decimalComma: decimalComma, to: &chunk)
    }
}

extension DayOutcomeWord {
    /// Its place in `allCases`.
    var order: Int {
        switch self {
        case .success: return 0
        case .healed: return 1
        case .needsJoker: return 2
        case .broken: return 3
        case .belowGoal: return 4
        case .missed: return 5
        }
    }
}
