import StringCatalog
import CatalogText

/// `numbers`: a number of the source that the translation lacks — `Xcode 15.2` become
/// `Xcode 15`. Numbers of any script count (`٣٠` is 30), and `1,5` = `1.5`, `1 000` (a no-break
/// space) = `1,000` = `1000`. Only numbers a translator must copy are expected:
/// - not the digits of placeholders (`%1$@`, `%#@arg1@`: `format-mismatch`'s) or of links
///   (`urls`');
/// - not numbers glued to Latin letters (`GPLv2`, `x86`, `3rd`), which are names and ordinals;
/// - not the whole numbers 0 to 10, which translators write as words (`2 hours` → `zwei Stunden`).
/// A number only the translation has is fine (`three months` → `3 месяца`), and so is
/// repeating or dropping a repeat: presence is compared, not how often.
///
/// With its numbers there, a translation must not change the unit of measure after one
/// (`MeasureUnit`: `%@ MB` → `%@ GB`); it may localize it (`%@ Mo`, `%@ МБ`) or spell it out.
struct NumbersCheck: QualityCheck {
    static let kind = ProblemKind.numbers
    static let summary = "A translation lacks a number of its source, or changes the unit of measure after one (MB to GB)."
    static let reportedWhen = "lacks a number of the source (`Xcode 15.2` → `Xcode 15`), or changes the unit of measure after a number or placeholder (`%@ MB` → `%@ GB`; data sizes and frequencies)"
    static let notReported = "digits of placeholders and links; numbers glued to Latin letters (`GPLv2`, `x86`, `3rd`); whole numbers 0–10 (written as words); another notation of the same number (`1,5` = `1.5`, `1,000` = `1000`, `٣٠` = `30`); numbers only the translation has; a unit localized (`Mo`, `МБ`) or spelled out"
    /// Units of measure are read by the check alone (rare: not worth a byte-level reading);
    /// digits in a link are not a number, so a possible link (`URLsCheck`'s alarms) leaves the
    /// unit to the check too.
    static let quickPass: QuickPassRule? = QuickPassRule(
        source: { $0.facts.numbers.count < 64 && $0.facts.units.isEmpty }, alarms: URLsCheck.quickPass?.alarms ?? [":", "@", "www."],
        passes: { $0.numbersFound == (1 << UInt64($0.source.facts.numbers.count)) - 1 })

    /// A number as compared: ASCII digits with every separator a `.`.
    struct Number: Sendable, Equatable {
        var normalized: [UInt8]
        /// The digits alone, when every separator is followed by a group of 3 (`1,000`).
        var grouped: [UInt8]?
        /// As the source writes it.
        var shown: String
    }

    static func finding(_ pair: QualityPair) -> String? {
        if let lacking = lackingNumbers(pair) { return lacking }
        guard !pair.sourceFacts.units.isEmpty,
              let changed = MeasureUnit.changed(pair.sourceFacts.units, MeasureUnit.afterNumbers(in: pair.target, locale: pair.locale)) else { return nil }
        return "has \"\(changed.found.shown)\" where the source has \"\(changed.expected.shown)\" after a number — keep the unit of the source"
    }

    private static func lackingNumbers(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.numbers
        guard !expected.isEmpty else { return nil }
        // Compared in place, run by run, the numbers found marked in a bit set: this runs for
        // every translation whose source has a number, and must not allocate. (A source with
        // more than 64 numbers is compared on its first 64.)
        let compared = min(expected.count, 64)
        var found: UInt64 = 0
        var left = compared
        let scalars = pair.target.scalars
        Self.forEachNumber(in: pair.target, glued: true) { range in
            for index in 0..<compared where found & (1 << index) == 0 {
                let number = expected[index]
                if Self.reads(scalars[range], as: number.normalized, separators: true)
                    || (number.grouped.map { Self.reads(scalars[range], as: $0, separators: false) } ?? false) {
                    found |= 1 << index
                    left -= 1
                }
            }
            return left > 0
        }
        guard left > 0 else { return nil }
        let missing = (0..<compared).filter { found & (1 << $0) == 0 }.map { "\"" + expected[$0].shown + "\"" }
        return "lacks the number\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) of the source — copy the numbers of the source"
    }

    /// The numbers of a source text a translation must have.
    static func expected(in source: QualityText) -> [Number] {
        var result: [Number] = []
        let scalars = source.scalars
        forEachNumber(in: source, glued: false) { range in
            let run = scalars[range]
            var normalized: [UInt8] = []
            var digits: [UInt8] = []
            var grouped = run.contains { isSeparator($0) }
            var sinceSeparator = -1
            for scalar in run {
                if let digit = QualityText.digitValue(scalar) {
                    normalized.append(48 + digit)
                    digits.append(48 + digit)
                    if sinceSeparator >= 0 { sinceSeparator += 1 }
                } else {
                    if sinceSeparator >= 0, sinceSeparator != 3 { grouped = false }
                    sinceSeparator = 0
                    normalized.append(UInt8(ascii: "."))
                }
            }
            if sinceSeparator >= 0, sinceSeparator != 3 { grouped = false }
            let small = !normalized.contains(UInt8(ascii: ".")) && normalized.count <= 2 && (Int(String(decoding: normalized, as: UTF8.self)) ?? 11) <= 10
            if !small {
                result.append(Number(normalized: normalized, grouped: grouped ? digits : nil, shown: String(String.UnicodeScalarView(run))))
            }
            return true
        }
        return result
    }

    /// Calls `body` with the range of every number of `text` outside links (digits of any
    /// script, separated by `.`, `,` or a no-break space), in order, until it returns false;
    /// with `glued` false only those not touching a Latin letter or digit.
    static func forEachNumber(in text: QualityText, glued: Bool, _ body: (Range<Int>) -> Bool) {
        guard text.hints.contains(.digit) else { return }
        let scalars = text.scalars
        let links = Links.ranges(in: text)
        var index = 0
        while index < scalars.count {
            if let link = links.first(where: { $0.contains(index) }) { index = link.upperBound; continue }
            guard QualityText.digitValue(scalars[index]) != nil else { index += 1; continue }
            let start = index
            index += 1
            while index < scalars.count {
                if QualityText.digitValue(scalars[index]) != nil {
                    index += 1
                } else if isSeparator(scalars[index]), index + 1 < scalars.count, QualityText.digitValue(scalars[index + 1]) != nil {
                    index += 1
                } else {
                    break
                }
            }
            if !glued, isLatinOrDigit(start > 0 ? scalars[start - 1] : " ") || isLatinOrDigit(index < scalars.count ? scalars[index] : " ") { continue }
            guard body(start..<index) else { return }
        }
    }

    /// Whether the number `run` reads as `expected` (with separators as `.`, or without them).
    private static func reads(_ run: ArraySlice<Unicode.Scalar>, as expected: [UInt8], separators: Bool) -> Bool {
        var position = 0
        for scalar in run {
            let byte: UInt8
            if let digit = QualityText.digitValue(scalar) {
                byte = 48 + digit
            } else if separators {
                byte = UInt8(ascii: ".")
            } else {
                continue
            }
            guard position < expected.count, expected[position] == byte else { return false }
            position += 1
        }
        return position == expected.count
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "," || scalar == "\u{A0}" || scalar == "\u{202F}"
    }

    private static func isLatinOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (QualityText.isLetter(scalar) || (0x30...0x39).contains(scalar.value))
    }
}
