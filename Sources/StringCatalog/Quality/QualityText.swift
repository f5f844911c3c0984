import SharpTools

/// One side of a quality comparison — a source text or a translation — read once: its Unicode
/// scalars with every placeholder (format specifier, `%#@name@`, `%arg`) as one `placeholder`
/// scalar, so that no check reads a specifier's digits, letters or `@` as text (whether the
/// specifiers match is `format-mismatch`'s business), and where its outer whitespace ends.
struct QualityText: Sendable {
    /// Stands for a placeholder: a private-use scalar no catalog text needs.
    static let placeholder: Unicode.Scalar = "\u{E000}"

    /// The text as written.
    let text: String
    /// The scalars, each placeholder replaced by `placeholder`.
    let scalars: [Unicode.Scalar]
    /// Scalars before `start` and from `end` on are whitespace (`start == end` when all are).
    let start: Int
    let end: Int

    init(_ text: String) {
        self.text = text
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        if text.utf8.contains(UInt8(ascii: "%")) {
            var ranges: [Range<Int>] = []
            FormatScanner.scan(text, argPlaceholder: true) { ranges.append($0.range) }
            var offset = 0
            var next = 0
            for scalar in text.unicodeScalars {
                let here = offset
                offset += UTF8.width(scalar)
                while next < ranges.count, ranges[next].upperBound <= here { next += 1 }
                if next < ranges.count, ranges[next].contains(here) {
                    if here == ranges[next].lowerBound { scalars.append(Self.placeholder) }
                    continue
                }
                scalars.append(scalar)
            }
        } else {
            scalars.append(contentsOf: text.unicodeScalars)
        }
        var start = 0
        while start < scalars.count, Self.isWhitespace(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start, Self.isWhitespace(scalars[end - 1]) { end -= 1 }
        self.scalars = scalars
        self.start = start
        self.end = end
    }

    /// The scalars inside the outer whitespace.
    var trimmed: ArraySlice<Unicode.Scalar> { scalars[start..<end] }

    var hasLeadingWhitespace: Bool { start > 0 }
    var hasTrailingWhitespace: Bool { !scalars.isEmpty && (end < scalars.count || start == end) }

    /// Unicode `White_Space`: spaces of every width, tab, the line breaks, NBSP, U+3000.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// A line break: LF, CR (CR LF counts once), U+2028, U+2029.
    @inline(__always)
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// A letter of any script (not an emoji that happens to be alphabetic).
    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        return scalar != placeholder && scalar.properties.isAlphabetic && !scalar.properties.isEmojiPresentation
    }

    /// The value of a decimal digit of any script (`٣` → 3), or nil.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 { return (0x30...0x39).contains(scalar.value) ? UInt8(scalar.value - 0x30) : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return UInt8(value)
    }

    /// The number of line breaks.
    var lineBreaks: Int {
        var count = 0
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            if Self.isLineBreak(scalar), !(scalar == "\n" && previous == "\r") { count += 1 }
            previous = scalar
        }
        return count
    }

    /// Whether a translator has anything to translate: a word is left once the placeholders
    /// are gone — as the gate decides (`TranslatableText`): a lone `x` or `s` is a symbol.
    var hasWords: Bool {
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
