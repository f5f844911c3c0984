/// `numbers`: a number of the source that the translation lacks — `Xcode 15.2` become
/// `Xcode 15`. Numbers of any script count (`٣٠` is 30), and `1,5` = `1.5`, `1 000` (a no-break
/// space) = `1,000` = `1000`. Only numbers a translator must copy are expected:
/// - not the digits of placeholders (`%1$@`, `%#@arg1@`: `format-mismatch`'s) or of links
///   (`urls`');
/// - not numbers glued to Latin letters (`GPLv2`, `x86`, `3rd`), which are names and ordinals;
/// - not the whole numbers 0 to 10, which translators write as words (`2 hours` → `zwei Stunden`).
/// A number only the translation has is fine (`three months` → `3 месяца`), and so is
/// repeating or dropping a repeat: presence is compared, not how often.
struct NumbersCheck: QualityCheck {
    let kind = ProblemKind.numbers
    let summary = "A translation lacks a number of its source."

    /// A number as compared: ASCII digits with every separator a `.`.
    struct Number: Sendable, Equatable {
        var normalized: String
        /// The digits alone, when every separator is followed by a group of 3 (`1,000`).
        var grouped: String?
        /// As the source writes it.
        var shown: String
    }

    func finding(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.numbers
        guard !expected.isEmpty else { return nil }
        let found = Self.numbers(in: pair.target.scalars, glued: true)
        let missing = expected.filter { number in
            !found.contains { $0.normalized == number.normalized || (number.grouped != nil && $0.normalized == number.grouped) }
        }
        guard !missing.isEmpty else { return nil }
        let list = missing.map { "\"" + $0.shown + "\"" }.joined(separator: ", ")
        return "lacks the number\(missing.count == 1 ? "" : "s") \(list) of the source — copy the numbers of the source"
    }

    /// The numbers of a source text a translation must have.
    static func expected(in source: QualityText) -> [Number] {
        numbers(in: source.scalars, glued: false).filter { number in
            number.normalized.contains(".") || (Int(number.normalized) ?? Int.max) > 10
        }
    }

    /// The numbers of `scalars`, outside links; with `glued` false only those not touching a
    /// Latin letter or digit.
    static func numbers(in scalars: [Unicode.Scalar], glued: Bool) -> [Number] {
        guard scalars.contains(where: { QualityText.digitValue($0) != nil }) else { return [] }
        var text = scalars
        for range in Links.ranges(in: scalars).reversed() { text.replaceSubrange(range, with: [" "]) }
        var result: [Number] = []
        var index = 0
        while index < text.count {
            guard let first = QualityText.digitValue(text[index]) else { index += 1; continue }
            let start = index
            var normalized = String(first)
            var digits = normalized
            var grouped = true
            var groupLength = -1
            index += 1
            while index < text.count {
                if let digit = QualityText.digitValue(text[index]) {
                    normalized.append(Character(Unicode.Scalar(48 + digit)))
                    digits.append(Character(Unicode.Scalar(48 + digit)))
                    if groupLength >= 0 { groupLength += 1 }
                    index += 1
                } else if isSeparator(text[index]), index + 1 < text.count, QualityText.digitValue(text[index + 1]) != nil {
                    if groupLength >= 0, groupLength != 3 { grouped = false }
                    groupLength = 0
                    normalized.append(".")
                    index += 1
                } else {
                    break
                }
            }
            if groupLength >= 0, groupLength != 3 { grouped = false }
            if !glued, isLatinOrDigit(start > 0 ? text[start - 1] : " ") || isLatinOrDigit(index < text.count ? text[index] : " ") { continue }
            result.append(Number(normalized: normalized, grouped: groupLength >= 0 && grouped ? digits : nil,
                                 shown: String(String.UnicodeScalarView(text[start..<index]))))
        }
        return result
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "," || scalar == "\u{A0}" || scalar == "\u{202F}"
    }

    private static func isLatinOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (QualityText.isLetter(scalar) || (0x30...0x39).contains(scalar.value))
    }
}
