import Testing
@testable import StringCatalog
@testable import CatalogCheck
import CatalogText

/// The fast paths of `QualityText` against the plain ways: its own UTF-8 decoding, the spelled-out
/// whitespace scalars and the table of decimal digits.
@Suite struct QualityTextTests {
    /// The scalars with each specifier replaced, read through `unicodeScalars` and
    /// `FormatSpecifier.parse` — the plain way.
    private func reference(_ text: String) -> [Unicode.Scalar] {
        let ranges = FormatSpecifier.parse(text, argPlaceholder: true).map(\.utf8Range)
        var result: [Unicode.Scalar] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            defer { offset += UTF8.width(scalar) }
            if let range = ranges.first(where: { $0.contains(offset) }) {
                if range.lowerBound == offset { result.append(QualityText.placeholder) }
                continue
            }
            result.append(scalar)
        }
        return result
    }

    @Test func decodingMatchesTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "e\u{301}", "日本", "👨‍👩‍👧", "%@", "%1$lld", "%#@n@", "%arg", "%%", "% d", "\r\n", "\u{2028}", "1", "٣", "(", "）", " ", "\u{A0}", "𝟙"]
        var texts = QualitySupport.hostileTexts
        for _ in 0..<2000 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let analysed = QualityText(text)
            #expect(analysed.scalars == reference(text), "\(text.debugDescription)")
            let plainBreaks = text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.filter { "\n\r\u{2028}\u{2029}".unicodeScalars.contains($0) }.count
            #expect(analysed.lineBreaks == plainBreaks, "\(text.debugDescription)")
            if analysed.scalars.contains(where: { QualityText.digitValue($0) != nil }) { #expect(analysed.hints.contains(.digit)) }
        }
    }

    @Test func whitespaceAndDigitsAsTheUnicodePropertiesSay() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(QualityText.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            let plain: UInt8? = scalar.properties.numericType == .decimal ? scalar.properties.numericValue.map { UInt8($0) } : nil
            #expect(QualityText.digitValue(scalar) == plain, "U+\(String(value, radix: 16))")
        }
    }
}
