/// The decimal digits of a finite `Double` taken from its shortest round-trip representation
/// (Swift's `description`, the same on every platform), so that formatting never depends on
/// the platform's number formatter and `0.855` rounds like the `0.855` a person reads.
///
/// value = ±0.d₁d₂d₃… × 10^exponent
struct DecimalDigits {
    var negative: Bool
    /// ASCII digits without leading zeros (empty for zero).
    var digits: [UInt8]
    /// Position of the decimal point relative to the first digit.
    var exponent: Int

    init(_ value: Double) {
        precondition(value.isFinite, "DecimalDigits needs a finite value")
        negative = value < 0
        digits = []
        exponent = 0
        var mantissaExponent = 0
        var seenPoint = false
        var exponentText: Substring = ""
        let text = value.magnitude.description // e.g. "12.5", "1e-05", "1.2345e+20", "100.0"
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "e" || character == "E" {
                exponentText = text[text.index(after: index)...]
                break
            }
            if character == "." {
                seenPoint = true
            } else if let ascii = character.asciiValue, ascii >= 48, ascii <= 57 {
                if digits.isEmpty && ascii == 48 {
                    // A leading zero: only moves the point when it is after the point.
                    if seenPoint { mantissaExponent -= 1 }
                } else {
                    digits.append(ascii)
                    if !seenPoint { mantissaExponent += 1 }
                }
            }
            index = text.index(after: index)
        }
        while digits.last == 48 { digits.removeLast() }
        let power = exponentText.isEmpty ? 0 : (Int(exponentText.drop(while: { $0 == "+" })) ?? 0)
        exponent = digits.isEmpty ? 0 : mantissaExponent + power
    }

    /// `DecimalDigits(value).formatted(fractionDigits:decimalSeparator: ".", groupingSeparator: nil)`
    /// of a non-negative `value` without taking its digits apart, where the result cannot
    /// differ: `value × 10^fractionDigits` below 10^9 (so the product is within 2.2e-7 of the
    /// shortest representation's) and more than 10^-6 away from a half (where rounding the one
    /// or the other could go different ways). Nil otherwise: the caller takes the digits.
    static func plainFixed(_ value: Double, fractionDigits: Int) -> String? {
        guard value >= 0, (0...6).contains(fractionDigits) else { return nil }
        let scaled = value * plainScales[fractionDigits]
        guard scaled < 1e9, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
        let units = String(Int(scaled.rounded()))
        guard fractionDigits > 0 else { return units }
        let padded = units.utf8.count > fractionDigits ? units : String(repeating: "0", count: fractionDigits + 1 - units.utf8.count) + units
        let split = padded.utf8.index(padded.utf8.endIndex, offsetBy: -fractionDigits)
        return String(padded[..<split]) + "." + String(padded[split...])
    }

    private static let plainScales: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `value` × 100 with `fractionDigits` digits after `decimalSeparator`, as
    /// `DecimalDigits(value).shifted(by: 2).formatted(…)` spells it, by the rounding of
    /// `plainFixed` (the same digits as `plainFixed(value, fractionDigits: fractionDigits + 2)`,
    /// the point two places on); nil when that does not apply or a grouping separator would be
    /// needed (1,000 % and more). The report's pictures spell a percentage per day.
    static func plainPercent(_ value: Double, fractionDigits: Int, decimalSeparator: String) -> String? {
        guard value >= 0, (0...4).contains(fractionDigits) else { return nil }
        let scaled = value * plainScales[fractionDigits + 2]
        guard scaled < 1e9, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
        let units = Int(scaled.rounded())
        guard Double(units) < 1_000 * plainScales[fractionDigits] else { return nil }
        let text = String(units)
        guard fractionDigits > 0 else { return text }
        let padded = text.utf8.count > fractionDigits ? text : String(repeating: "0", count: fractionDigits + 1 - text.utf8.count) + text
        let split = padded.utf8.index(padded.utf8.endIndex, offsetBy: -fractionDigits)
        return String(padded[..<split]) + decimalSeparator + String(padded[split...])
    }

    /// Multiplies by 10^places exactly (used for percentages).
    func shifted(by places: Int) -> DecimalDigits {
        var copy = self
        if !copy.digits.isEmpty { copy.exponent += places }
        return copy
    }

    /// Formats with exactly `fractionDigits` digits after the separator, rounding half away
    /// from zero; a result that rounds to zero has no minus sign.
    func formatted(fractionDigits: Int, decimalSeparator: String, groupingSeparator: String?) -> String {
        let fractionDigits = max(0, fractionDigits)
        // The kept places as a fixed-point digit string: place 0 is 10^(integerCount-1), the
        // last place 10^-fractionDigits; place p holds digits[p - (integerCount - exponent)].
        let integerCount = max(exponent, 0)
        let totalPlaces = integerCount + fractionDigits
        var fixed: [UInt8] = []
        fixed.reserveCapacity(totalPlaces + 1)
        for place in 0..<totalPlaces {
            let digitIndex = place - (integerCount - exponent)
            fixed.append(digitIndex >= 0 && digitIndex < digits.count ? digits[digitIndex] : 48)
        }
        // The first dropped digit decides the rounding.
        let droppedIndex = totalPlaces - (integerCount - exponent)
        let roundUp = droppedIndex >= 0 && droppedIndex < digits.count && digits[droppedIndex] >= 53
        if roundUp {
            var position = fixed.count - 1
            var carry = true
            while carry && position >= 0 {
                if fixed[position] == 57 {
                    fixed[position] = 48
                    position -= 1
                } else {
                    fixed[position] += 1
                    carry = false
                }
            }
            if carry { fixed.insert(49, at: 0) }
        }
        let integerDigitCount = fixed.count - fractionDigits
        var integerPart = Array(fixed[0..<integerDigitCount])
        while integerPart.count > 1 && integerPart.first == 48 { integerPart.removeFirst() }
        if integerPart.isEmpty { integerPart = [48] }
        let fractionPart = fixed[integerDigitCount...]
        let isZero = integerPart == [48] && fractionPart.allSatisfy { $0 == 48 }

        var result = negative && !isZero ? "-" : ""
        result += DecimalDigits.grouped(String(decoding: integerPart, as: UTF8.self), separator: groupingSeparator)
        if fractionDigits > 0 {
            result += decimalSeparator
            result += String(decoding: fractionPart, as: UTF8.self)
        }
        return result
    }

    /// Inserts `separator` every three digits from the right (minimum grouping digits 1, as in
    /// CLDR for de and en: `1.234`).
    static func grouped(_ digits: String, separator: String?) -> String {
        guard let separator, digits.utf8.count > 3 else { return digits }
        var result = ""
        result.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 * separator.utf8.count)
        let count = digits.utf8.count
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (count - offset) % 3 == 0 {
                result += separator
            }
            result.append(character)
        }
        return result
    }
}
