import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogCode

/// The scanner on files far longer than its window of tokens (`SwiftTokenWindow`) and on
/// bytes that are no Swift: what it finds must not depend on where the window was cut, and
/// nothing it is given may make it keep more than the window.
@Suite struct SwiftKeyScannerWindowTests {
    static let fixtureFiles = ["App/Views.swift", "App/Literals.swift", "App/Interpolation.swift", "App/Models.swift", "Widget/Widget.swift"]

    static func fixture(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: SwiftKeyScannerTests.root.appendingPathComponent(file)))
    }

    static func scan(_ bytes: [UInt8]) -> SourceScan {
        SwiftKeyScanner(extraNames: ["labelKey", "L10n.tr"]).scan(bytes, file: "Long.swift")
    }

    /// Every fixture file, many times over in one file (hundreds of thousands of tokens, the
    /// window moved on again and again): the uses are those of each copy scanned on its own,
    /// moved down by the lines before it — ternaries, tables and `#if` branches included.
    @Test func aLongFileFindsWhatItsPartsFind() throws {
        var whole: [UInt8] = []
        var expected: [String] = []
        var lines = 0
        var dynamic: [String] = []
        for round in 0..<60 {
            for file in Self.fixtureFiles {
                let part = try Self.fixture(file) + Array("\n// round \(round)\n".utf8)
                let scan = Self.scan(part)
                expected += scan.uses.map { "\($0.key)|\($0.api)|\($0.table ?? "-")|\($0.location.line + lines):\($0.location.column)" }
                dynamic += scan.dynamicKeys
                lines += scan.lines - 1
                whole += part
            }
        }
        let scan = Self.scan(whole)
        #expect(scan.uses.count == expected.count && scan.uses.count > 2_000)
        #expect(scan.uses.map { "\($0.key)|\($0.api)|\($0.table ?? "-")|\($0.location.line):\($0.location.column)" } == expected)
        #expect(scan.lines == lines + 1)
        var seen: Set<String> = []
        #expect(scan.dynamicKeys == dynamic.filter { seen.insert($0).inserted }, "a pattern repeated in one file is kept once")
    }

    /// A file of NUL bytes (a sparse file, a broken download) is one token, not one per byte;
    /// the code around it is read as before.
    @Test func controlBytesAreOneTokenAndTheCodeAroundThemCounts() {
        let nul = [UInt8](repeating: 0, count: 3_000_000)
        let scan = Self.scan(Array("Text(\"Before\")\n".utf8) + nul + Array("\nText(\"After\") Text(\u{1}\u{2}\"Not a key\")".utf8))
        #expect(scan.uses.map(\.key) == ["Before", "After"])
        #expect(scan.uses.map(\.location) == [
            SourceLocation(file: "Long.swift", line: 1, column: 6), SourceLocation(file: "Long.swift", line: 3, column: 6),
        ])
        var lexer = SwiftLexer(bytes: nul[...])
        var tokens: [SwiftLexer.Token] = []
        while lexer.lex(into: &tokens) {}
        #expect(tokens.count == 1 && tokens.first?.kind == .punctuation)
    }

    /// Literals nested in interpolations a million levels deep (the compiler stops at 256): no
    /// stack overflow and no stack the size of the file; a key before them still counts.
    @Test func nestingAMillionLevelsDeepEndsTheFileQuietly() {
        let deep = Array("Text(\"Kept\")\nText(\"".utf8) + Array(repeating: Array("\"\\(".utf8), count: 1_000_000).joined()
        let scan = Self.scan(deep + Array(String(repeating: ")\"", count: 1_000_000).utf8))
        #expect(scan.uses.map(\.key) == ["Kept"])
    }

    /// `specifier:` literals inside `specifier:` literals share the file's bytes at every level
    /// instead of copying them; past eight levels the interpolation's type is not looked for.
    @Test func specifiersNestedInSpecifiersAreBounded() {
        func nested(_ depth: Int) -> String {
            "Text(\"" + String(repeating: "\\(x, specifier: \"", count: depth) + "%.2f" + String(repeating: "\")", count: depth) + " km\")"
        }
        #expect(Self.scan(Array(nested(1).utf8)).uses.map(\.key) == ["%.2f km"])
        #expect(Self.scan(Array(nested(3).utf8)).uses.map(\.key) == ["%.2f km"])
        #expect(Self.scan(Array(nested(20).utf8)).uses.map(\.key) == ["%@ km"])
    }
}
