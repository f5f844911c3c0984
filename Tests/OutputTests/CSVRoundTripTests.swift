import Testing
import TestSupport
@testable import Output

@Suite("CSV round trip through an independent RFC 4180 parser")
struct CSVRoundTripTests {
    /// Pieces chosen to break naive writers: delimiters, quotes, line breaks of every kind,
    /// formula triggers, spaces at the edges, multi-byte and multi-scalar characters.
    static let pieces: [String] = [
        ",", ";", "\"", "\"\"", "\r", "\n", "\r\n", "\n\r", " ", "\t", "=", "+", "-", "@", "'",
        "a", "Z", "0", "9", ".", "|", "\\", "é", "ß", "„", "“", "😀", "🏳️‍🌈", "e\u{301}", "\u{2028}",
        "\u{00A0}", "中", "SUM(A1)", "=HYPERLINK(\"x\")", "NoAlc",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...8, using: &generator)
        var text = ""
        for _ in 0..<length {
            text += pieces.randomElement(using: &generator)!
        }
        return text
    }

    static func randomNumber(_ generator: inout SeededGenerator) -> String {
        let integer = Int.random(in: -100_000...100_000, using: &generator)
        if Bool.random(using: &generator) { return String(integer) }
        return String(integer) + "." + String(Int.random(in: 0...999, using: &generator))
    }

    /// What a reader must see for `cell` written in `dialect`.
    static func expected(_ cell: CSVCell, _ dialect: CSVDialect) -> String {
        switch cell {
        case .header(let header):
            return header
        case .number(let number):
            return dialect.decimalSeparator == UInt8(ascii: ",")
                ? String(number.map { $0 == "." ? "," : $0 }) : number
        case .text(let text):
            guard let first = text.unicodeScalars.first else { return text }
            return ["=", "+", "-", "@", "\t", "\r"].contains(first) ? "'" + text : text
        }
    }

    @Test(arguments: [
        (CSVDialect.rfc4180, UInt64(1)), (.excel(decimalComma: true), 2), (.excel(decimalComma: false), 3),
    ])
    func randomHostileCellsSurvive(dialect: CSVDialect, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var rows: [[CSVCell]] = [[.header("id"), .header("=note"), .header("value"), .header(" x ")]]
        for _ in 0..<3_000 {
            let width = Int.random(in: 1...6, using: &generator)
            var row: [CSVCell] = []
            for _ in 0..<width {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: row.append(.number(Self.randomNumber(&generator)))
                case 1: row.append(.header(Self.randomText(&generator)))
                default: row.append(.text(Self.randomText(&generator)))
                }
            }
            rows.append(row)
        }
        var bytes = CSVWriter.bytes(rows, dialect: dialect)
        if dialect.writesByteOrderMark {
            #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
            bytes.removeFirst(3)
        }
        let parsed = try parseCSV(bytes, delimiter: dialect.delimiter)
        let expected = rows.map { row in row.map { Self.expected($0, dialect) } }
        #expect(parsed.count == expected.count)
        for (index, (got, want)) in zip(parsed, expected).enumerated() where got != want {
            Issue.record("row \(index): got \(got.debugDescription), want \(want.debugDescription)")
            break
        }
    }

    @Test func notesWithQuotesCommasLineBreaksAndEmojiSurvive() throws {
        let note = "Er sagte: \"Nie wieder\", dann 🍺🍺\r\nund dann\nnoch eins\r– ok?"
        let bytes = CSVWriter.bytes([[.header("note")], [.text(note)], [.text(" \(note) ")]])
        #expect(try parseCSV(bytes) == [["note"], [note], [" \(note) "]])
    }
}
