import Testing
import TestSupport
@testable import Output

/// `DecimalDigits.plainFixed`, the shortcut `CSVCell.decimal` takes, against the digit-by-digit
/// rounding it stands for: the same text whenever it answers, and no answer at the halves.
@Suite struct PlainFixedTests {
    @Test func theShortcutAgreesWithTheDigitsWheneverItAnswers() {
        var random = SeededGenerator(seed: 0xF1ED)
        var answered = 0
        let ties: [Double] = [0.12345, 0.00005, 0.5, 1.00005, 0.99995, 2.675, 1e-20, 0, 1, 0.1 + 0.2, 123.4567, 999_999.99995]
        let randoms = (0..<20_000).map { index -> Double in
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            return index % 3 == 0 ? unit : index % 3 == 1 ? (unit * 10_000).rounded() / 10_000 + 0.00005 : unit * 1_000
        }
        for value in ties + randoms {
            for digits in 0...6 {
                let plain = DecimalDigits(value).formatted(fractionDigits: digits, decimalSeparator: ".", groupingSeparator: nil)
                guard let fast = DecimalDigits.plainFixed(value, fractionDigits: digits) else { continue }
                answered += 1
                #expect(fast == plain, "\(value) with \(digits) digits: \(fast), not \(plain)")
            }
        }
        #expect(answered > 100_000)
        #expect(DecimalDigits.plainFixed(0.12345, fractionDigits: 4) == nil && DecimalDigits.plainFixed(-0.5, fractionDigits: 1) == nil)
        #expect(DecimalDigits.plainFixed(0.8652, fractionDigits: 4) == "0.8652" && DecimalDigits.plainFixed(0.05, fractionDigits: 4) == "0.0500")
    }
}
