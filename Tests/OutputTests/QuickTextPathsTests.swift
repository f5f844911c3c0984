import Testing
import TestSupport
import TrackerModel
@testable import Output

/// The quick paths of the cards' and pictures' text against the plain ones they stand in
/// for: numbers spelled as bytes (`ByteText`) against `String(_:)` and `ChartSVG.oneDecimal`,
/// medium dates from the table of small numbers against the pieces joined,
/// and the byte checks that let `HTMLText.escape` and `MarkdownText.escape` return text as it
/// is against escaping scalar by scalar — on random text full of what needs escaping.
@Suite struct QuickTextPathsTests {
    @Test func numbersAsBytesAreStringsDigits() {
        var random = SeededGenerator(seed: 43)
        var integers = [0, 1, 9, 10, 99, 100, 2026, -1, -10, -2026, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for _ in 0..<5_000 { integers.append(Int.random(in: Int.min...Int.max, using: &random)) }
        for _ in 0..<5_000 { integers.append(Int.random(in: -100_000...100_000, using: &random)) }
        for value in integers {
            var bytes: [UInt8] = []
            ByteText.appendDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
        var doubles: [Double] = [0, 0.05, -0.05, 0.04, -0.15, 100, 99.95, 12.5, -12.5, 1e9, -1e9, 0.1 + 0.2]
        for _ in 0..<10_000 { doubles.append(Double.random(in: -200...200, using: &random)) }
        for value in doubles {
            var bytes: [UInt8] = []
            ByteText.appendOneDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == ChartSVG.oneDecimal(value), "\(value)")
        }
    }

    @Test func mediumDatesFromTheNumberTableAreThePiecesJoined() {
        for identifier in ["en", "en-GB", "de", "de-CH", "fr", "ja"] {
            let formatter = LocaleFormatter(locale: identifier)
            for dayNumber in stride(from: -800_000, to: 800_000, by: 997) {
                let day = CalendarDay(dayNumber: dayNumber)
                let (year, month, dayOfMonth) = day.components
                let two = { (value: Int) in value < 10 && value >= 0 ? "0" + String(value) : String(value) }
                let expected: String
                switch formatter.locale.profile.mediumDate {
                case .dayDotMonthDotYear: expected = two(dayOfMonth) + "." + two(month) + "." + String(year)
                case .monthDayCommaYear: expected = formatter.monthAbbreviation(month) + " " + String(dayOfMonth) + ", " + String(year)
                case .dayMonthYear: expected = String(dayOfMonth) + " " + formatter.monthAbbreviation(month) + " " + String(year)
                }
                #expect(formatter.mediumDate(day) == expected)
            }
        }
    }

    @Test func htmlTextLeftAsItIsOnlyWhenEscapingKeepsIt() {
        let pieces = ["a", "Z", "0", " ", "·", "–", "💧", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}",
                      "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "¢", "\u{FFFD}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{FF21}", "\u{2068}", "é"]
        var random = SeededGenerator(seed: 4343)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            #expect(HTMLText.escape(text) == HTMLText.escapeEachScalar(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func markdownTextLeftAsItIsOnlyWhenEscapingKeepsIt() {
        let pieces = ["a", "Z", "0", "7", " ", ".", ")", "#", "+", "-", "=", "|", "\\", "`", "*", "_", "[", "]", "<", ">", "~", "&", "$",
                      "!", "(", "%", "\t", "\n", "\r", "\u{7F}", "\u{85}", "\u{2028}", "\u{200F}", "é", "·", "💧"]
        var random = SeededGenerator(seed: 434)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            for (lineBreak, markup, lineStart) in [(" ", true, true), ("\\n", true, false), ("<br>", false, false), (" ", true, false)] {
                #expect(MarkdownText.escape(text, lineBreak: lineBreak, markup: markup, lineStart: lineStart)
                        == MarkdownText.escapeEachScalar(text, lineBreak: lineBreak, markup: markup, lineStart: lineStart),
                        "\(Array(text.unicodeScalars)) \(markup) \(lineStart)")
            }
        }
    }
}
