import Testing
import TestSupport
@testable import Output

/// The percentages the pictures spell in place (`DecimalDigits.plainPercent`) against the
/// digit-by-digit rounding of the shortest decimal representation they stand in for.
@Suite struct PlainPercentTests {
    @Test func theSameTextAsTheDigitByDigitRounding() {
        var random = SeededGenerator(seed: 7)
        var values: [Double] = [0, 1, 0.5, 0.855, 0.005, 0.015, 0.125, 0.9995, 9.99, 10, 12.345, 0.1 + 0.2, 1e-12, 0.8652]
        for _ in 0..<20_000 { values.append(Double.random(in: 0...1.2, using: &random)) }
        for _ in 0..<2_000 { values.append(Double(Int.random(in: 0...100_000, using: &random)) / 100_000) }
        for value in values {
            for digits in 0...4 {
                for separator in [".", ","] {
                    guard let plain = DecimalDigits.plainPercent(value, fractionDigits: digits, decimalSeparator: separator) else { continue }
                    let expected = DecimalDigits(value).shifted(by: 2).formatted(fractionDigits: digits, decimalSeparator: separator, groupingSeparator: "'")
                    #expect(plain == expected, "\(value) with \(digits) digits")
                }
            }
        }
        // On a rounding boundary, and at 1,000 % (grouped), the digit-by-digit path decides.
        #expect(DecimalDigits.plainPercent(0.855, fractionDigits: 0, decimalSeparator: ".") == nil)
        #expect(DecimalDigits.plainPercent(10, fractionDigits: 0, decimalSeparator: ".") == nil)
        #expect(DecimalDigits.plainPercent(-0.5, fractionDigits: 0, decimalSeparator: ".") == nil)
    }
}
