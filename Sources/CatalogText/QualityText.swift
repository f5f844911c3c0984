import SharpTools
import StringCatalog

/// One side of a quality comparison — a source text or a translation — read once: its Unicode
/// scalars with every placeholder (format specifier, `%#@name@`, `%arg`, `${name}`) as one `placeholder`
/// scalar, so that no check reads a specifier's digits, letters or `@` as text (whether the
/// specifiers match is `format-mismatch`'s business), and where its outer whitespace ends.
package struct QualityText: Sendable {
    /// Stands for a placeholder: a private-use scalar no catalog text needs.
    package static let placeholder: Unicode.Scalar = "\u{E000}"

    /// The text as written.
    package let text: String
    /// The scalars, each placeholder replaced by `placeholder`.
    package let scalars: [Unicode.Scalar]
    /// Scalars before `start` and from `end` on are whitespace (`start == end` when all are).
    package let start: Int
    package let end: Int
    /// The number of line breaks: LF, CR (CR LF counts once), U+2028, U+2029.
    package let lineBreaks: Int
    /// What a quick look found, so that checks can skip texts without what they look for.
    package let hints: Hints

    /// What the text may hold: each is false only when the text surely has none.
    package struct Hints: OptionSet, Sendable {
        package let rawValue: UInt8
        /// A decimal digit (of any script).
        package static let digit = Hints(rawValue: 1)
        /// A URL or an e-mail address: a `:`, an `@` or `www.`.
        package static let link = Hints(rawValue: 2)
        /// A bracket, ASCII or full-width.
        package static let bracket = Hints(rawValue: 4)

        package init(rawValue: UInt8) {
            self.rawValue = rawValue
        }
    }

    /// Reads the UTF-8 bytes once (texts are checked by the hundred thousand): scalars decoded
    /// by hand between the placeholders the format scanner finds, hints and line breaks noted
    /// on the way, nothing allocated but the scalars.
    package init(_ text: String) {
        self.text = text
        var reading = Reading(text)
        let variables = text.utf8.contains(UInt8(ascii: "$")) ? AppShortcutVariable.ranges(in: text) : []
        if variables.isEmpty {
            FormatScanner.scan(text, argPlaceholder: true) { token in
                reading.decode(upTo: token.range.lowerBound)
                reading.placeholder(upTo: token.range.upperBound)
            }
        } else {
            // `${name}` variables are placeholders too; a specifier inside one is part of it.
            var ranges = variables
            FormatScanner.scan(text, argPlaceholder: true) { token in ranges.append(token.range) }
            var end = 0
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= end {
                reading.decode(upTo: range.lowerBound)
                reading.placeholder(upTo: range.upperBound)
                end = range.upperBound
            }
        }
        reading.decode(upTo: Int.max)
        let scalars = reading.scalars
        var start = 0
        while start < scalars.count, Self.isWhitespace(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start, Self.isWhitespace(scalars[end - 1]) { end -= 1 }
        self.scalars = scalars
        self.start = start
        self.end = end
        self.lineBreaks = reading.lineBreaks
        self.hints = reading.hints
    }

    /// The state of `init`'s one pass over the UTF-8 bytes.
    private struct Reading {
        var bytes: String.UTF8View.Iterator
        var offset = 0
        var scalars: [Unicode.Scalar] = []
        var hints: Hints = []
        var lineBreaks = 0
        var previous: UInt32 = 0

        init(_ text: String) {
            bytes = text.utf8.makeIterator()
            scalars.reserveCapacity(text.utf8.count)
        }

        /// Skips a placeholder's bytes, noting it as one scalar.
        mutating func placeholder(upTo end: Int) {
            while offset < end, bytes.next() != nil { offset += 1 }
            scalars.append(QualityText.placeholder)
            previous = QualityText.placeholder.value
        }

        /// Decodes the scalars whose first byte is before `end` (the text is valid UTF-8).
        mutating func decode(upTo end: Int) {
            while offset < end, let lead = bytes.next() {
                offset += 1
                var value = UInt32(lead)
                if lead >= 0xC0 {
                    let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    value = UInt32(lead) & (width == 4 ? 0x07 : width == 3 ? 0x0F : 0x1F)
                    for _ in 1..<width {
                        guard let next = bytes.next() else { break }
                        offset += 1
                        value = value << 6 | UInt32(next & 0x3F)
                    }
                }
                note(value)
            }
        }

        private mutating func note(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            scalars.append(scalar)
            switch value {
            case 0x30...0x39: hints.insert(.digit)
            case 0x3A, 0x40: hints.insert(.link)
            case 0x2E where scalars.count >= 4 && scalars[scalars.count - 4..<scalars.count - 1].allSatisfy({ $0 == "w" || $0 == "W" }):
                hints.insert(.link)
            case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0xFF5B, 0xFF5D: hints.insert(.bracket)
            case 0x0A: if previous != 0x0D { lineBreaks += 1 }
            case 0x0D, 0x2028, 0x2029: lineBreaks += 1
            case 0x80...: if QualityText.digitValue(scalar) != nil { hints.insert(.digit) }
            default: break
            }
            previous = value
        }
    }

    /// The scalars inside the outer whitespace.
    package var trimmed: ArraySlice<Unicode.Scalar> { scalars[start..<end] }

    package var hasLeadingWhitespace: Bool { start > 0 }
    package var hasTrailingWhitespace: Bool { !scalars.isEmpty && (end < scalars.count || start == end) }

    /// Unicode `White_Space`: spaces of every width, tab, the line breaks, NBSP, U+3000.
    @inline(__always)
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // The property's 25 scalars, spelled out: asked for every text's edges, and a property
        // lookup is slow.
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A line break: LF, CR (CR LF counts once), U+2028, U+2029.
    @inline(__always)
    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// A letter, digit, mark or `_` (regular expressions' `\w`).
    package static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return QualityText.isLetter(scalar) || (0x30...0x39).contains(scalar.value) || scalar == "_"
        }
        if scalar == QualityText.placeholder { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic
        }
    }

    /// A letter of any script (not an emoji that happens to be alphabetic).
    @inline(__always)
    package static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        return scalar != placeholder && scalar.properties.isAlphabetic && !scalar.properties.isEmojiPresentation
    }

    /// The value of a decimal digit of any script (`٣` → 3), or nil.
    @inline(__always)
    package static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if value < 0x80 { return (0x30...0x39).contains(value) ? UInt8(value - 0x30) : nil }
        switch value {
        case 0x80..<0x660, 0x1C5A..<0xA620, 0xAC00..<0xFF10, 0xFF1A..<0x10000:
            return nil
        case 0x660..<0xFF1A:
            // The zeros of the decimal digits of the Basic Multilingual Plane (its set has not
            // changed since Unicode 6): asked for most non-ASCII scalars of every text, where a
            // property lookup would be slow.
            guard let zero = bmpDigitZeros.last(where: { $0 <= value }), value - zero < 10 else { return nil }
            return UInt8(value - zero)
        default:
            guard scalar.properties.numericType == .decimal, let number = scalar.properties.numericValue else { return nil }
            return UInt8(number)
        }
    }

    private static let bmpDigitZeros: [UInt32] = [
        0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0, 0xF20, 0x1040,
        0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0,
        0xA9F0, 0xAA50, 0xABF0, 0xFF10,
    ]

    /// Whether a translator has anything to translate: a word is left once the placeholders
    /// are gone — as the gate decides (`TranslatableText`): a lone `x` or `s` is a symbol.
    package var hasWords: Bool {
        var length = 0
        var symbolLetter = false
        for scalar in scalars {
            if Self.isLetter(scalar) {
                if length == 0 { symbolLetter = scalar == "x" || scalar == "X" || scalar == "s" }
                length += 1
            } else {
                if length > 1 || (length == 1 && !symbolLetter) { return true }
                length = 0
            }
        }
        return length > 1 || (length == 1 && !symbolLetter)
    }
}
