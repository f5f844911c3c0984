import SharpTools
import StringCatalog

/// A quick look at a translation that answers "no quality check finds anything here" for most
/// units without building their `QualityText`: one pass over the UTF-8 bytes (between the
/// placeholders the format scanner finds) and the last few scalars, nothing allocated. It is
/// conservative — it answers true only where each check surely passes, and everything else
/// goes to the checks themselves — so the checks alone define what is reported.
/// (`QuickPassTests` holds it to that: wherever it answers true, the checks find nothing.)
///
/// The checks run for every translation of a catalog; on the 10,000-key × 40-locale benchmark
/// building every translation's scalars cost more than the rest of the check.
enum QuickPass {
    /// The checks whose "surely passes" the quick pass knows (each says so itself:
    /// `QualityCheck.clearedByQuickPass`). A check not among them switches it off (every unit
    /// goes to the checks), until the pass learns when that check passes.
    static let covered: Set<ProblemKind> = Set(QualityChecks.all.filter { $0.clearedByQuickPass }.map { $0.kind })

    /// What one pass over the bytes found.
    private struct Scan {
        var lineBreaks = 0
        var spaceRuns = 0
        var link = false
        var bracket = false
        /// Per expected number (up to 64): found as a run of ASCII digits outside placeholders.
        var numbersFound: UInt64 = 0
        /// A `%` the pass does not read itself: the format scanner must find the placeholders.
        var undecided = false
    }

    /// Whether every quality check surely passes for `target` against `source`.
    /// - Parameter tokens: scratch space for the placeholders' byte ranges (kept between calls).
    static func allClear(
        _ target: String, source: SourceText, locale: QualityLocale, lengthLimit: LengthLimit?, tokens: inout [Range<Int>]
    ) -> Bool {
        // The facts are read in place: a copy of them would retain each of their arrays.
        // Units of measure are read by the check alone (rare: not worth a byte-level reading);
        // a link or a bracket in the source needs the checks too.
        guard source.facts.numbers.count < 64, source.facts.units.isEmpty, source.facts.links.isEmpty,
              source.facts.brackets == BracketsCheck.Counts() else { return false }
        if let lengthLimit, target.utf8.count > lengthLimit.maximum { return false }
        // The edges: whitespace on the same sides as the source. Then the common placeholders
        // (`%@`, `%d`, `%ld`, `%lld`) are read on the way; any other `%` and the format scanner
        // finds them first.
        let leading = source.text.hasLeadingWhitespace, trailing = source.text.hasTrailingWhitespace
        let numbers = source.facts.numbers
        let firstScan = target.withUTF8Span { bytes -> Scan? in
            guard let edges = Self.edgeWhitespace(bytes), edges.leading == leading, edges.trailing == trailing else { return nil }
            return Self.scan(bytes, tokens: [], expected: numbers, readsPlaceholders: true)
        }
        guard var scan = firstScan else { return false }
        if scan.undecided {
            tokens.removeAll(keepingCapacity: true)
            FormatScanner.scan(target, argPlaceholder: true) { tokens.append($0.range) }
            scan = target.withUTF8Span { bytes in Self.scan(bytes, tokens: tokens, expected: numbers, readsPlaceholders: false) }
        }
        guard scan.lineBreaks == source.facts.lineBreaks, scan.spaceRuns <= source.facts.doubleSpaces, !scan.link, !scan.bracket,
              scan.numbersFound == (1 << UInt64(numbers.count)) - 1 else { return false }
        guard let mark = EndPunctuationCheck.tailMark(target, greek: locale.isGreek) else { return false }
        return mark == source.facts.mark || (source.facts.mark == nil && mark == .colon)
    }

    /// Whether the first and the last scalar are whitespace, read from the bytes (a `String`'s
    /// scalar view costs more per call than the rest of a short text's pass); nil when empty.
    private static func edgeWhitespace(_ bytes: Span<UInt8>) -> (leading: Bool, trailing: Bool)? {
        guard !bytes.isEmpty else { return nil }
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return (QualityText.isWhitespace(scalar(bytes, at: 0)), QualityText.isWhitespace(scalar(bytes, at: start)))
    }

    /// The scalar whose first byte is at `index` (the bytes are a `String`'s: valid UTF-8).
    private static func scalar(_ bytes: Span<UInt8>, at index: Int) -> Unicode.Scalar {
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var value = UInt32(lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F))
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static func scan(_ bytes: Span<UInt8>, tokens: [Range<Int>], expected: [NumbersCheck.Number], readsPlaceholders: Bool) -> Scan {
        var scan = Scan()
        var index = 0
        var next = 0
        // Where the next of `tokens` starts (none left: never).
        var tokenStart = tokens.first?.lowerBound ?? Int.max
        var spaces = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            if index >= tokenStart {
                index = max(index, tokens[next].upperBound)
                next += 1
                tokenStart = next < tokens.count ? tokens[next].lowerBound : Int.max
                (spaces, previous) = (0, 0)
                continue
            }
            let byte = bytes[index]
            // ASCII letters, most of a text, matter to no check but ending a run of spaces, and a
            // space only counts towards a run: both are taken before the switch.
            // (Two branches: merged into one, the benchmark catalog took more instructions.)
            if (byte & 0xDF) &- 0x41 < 26 {
                (spaces, previous, index) = (0, byte, index + 1)
                continue
            }
            if byte == 0x20 {
                spaces += 1
                if spaces == 2 { scan.spaceRuns += 1 }
                (previous, index) = (byte, index + 1)
                continue
            }
            if readsPlaceholders, byte == UInt8(ascii: "%") {
                // As the format scanner reads them: `%%` is text, `%` at the end is text.
                let length = placeholderLength(bytes, at: index)
                if length < 0 { scan.undecided = true; return scan }
                if length > 0 {
                    index += length
                    (spaces, previous) = (0, 0)
                    continue
                }
                if index + 1 < bytes.count { index += 1 }
            }
            var isSpace = false
            switch byte {
            case 0x0A: if previous != 0x0D { scan.lineBreaks += 1 }
            case 0x0D: scan.lineBreaks += 1
            case 0x3A, 0x40: scan.link = true
            case 0x2E where index >= 3 && (bytes[index - 3] | 0x20) == 0x77 && (bytes[index - 2] | 0x20) == 0x77 && (bytes[index - 1] | 0x20) == 0x77:
                scan.link = true
            case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: scan.bracket = true
            case 0x30...0x39:
                if !expected.isEmpty {
                    let end = runEnd(bytes, from: index, tokens: tokens, next: next)
                    let adjacent = (index > 0 && bytes[index - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80)
                    if !adjacent { scan.numbersFound |= matches(bytes, index..<end, expected) }
                    index = end
                    spaces = 0
                    previous = bytes[end - 1]
                    continue
                }
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0: isSpace = true
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                scan.lineBreaks += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xAF: isSpace = true
            case 0xE3 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80: isSpace = true
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC
                && (bytes[index + 2] == 0x88 || bytes[index + 2] == 0x89 || bytes[index + 2] == 0xBB || bytes[index + 2] == 0xBD):
                scan.bracket = true
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBD && (bytes[index + 2] == 0x9B || bytes[index + 2] == 0x9D):
                scan.bracket = true
            default: break
            }
            if isSpace {
                spaces += 1
                if spaces == 2 { scan.spaceRuns += 1 }
            } else if byte < 0x80 || byte >= 0xC0 {
                spaces = 0
            }
            previous = byte
            index += 1
        }
        return scan
    }

    /// The length of the placeholder at `index` (a `%`) when it is `%@`, `%d`, `%ld` or `%lld`;
    /// 0 for `%%` (text, and the next `%` with it) or a `%` at the end; -1 for anything else.
    private static func placeholderLength(_ bytes: Span<UInt8>, at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch (byte(1), byte(2), byte(3)) {
        case (0, _, _), (UInt8(ascii: "%"), _, _): return 0
        case (UInt8(ascii: "@"), _, _), (UInt8(ascii: "d"), _, _): return 2
        case (UInt8(ascii: "l"), UInt8(ascii: "d"), _): return 3
        case (UInt8(ascii: "l"), UInt8(ascii: "l"), UInt8(ascii: "d")): return 4
        default: return -1
        }
    }

    /// The end of the run of ASCII digits (with `.` or `,` between digits) starting at `start`,
    /// stopping at a placeholder.
    private static func runEnd(_ bytes: Span<UInt8>, from start: Int, tokens: [Range<Int>], next: Int) -> Int {
        let limit = next < tokens.count ? tokens[next].lowerBound : bytes.count
        var end = start
        while end < limit {
            let byte = bytes[end]
            if (0x30...0x39).contains(byte) {
                end += 1
            } else if byte == 0x2E || byte == 0x2C, end + 1 < limit, (0x30...0x39).contains(bytes[end + 1]) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// The expected numbers (as bits) the run reads as, with its separators as `.` or without them.
    private static func matches(_ bytes: Span<UInt8>, _ run: Range<Int>, _ expected: [NumbersCheck.Number]) -> UInt64 {
        var found: UInt64 = 0
        for (position, number) in expected.enumerated() {
            if reads(bytes, run, as: number.normalized, separators: true) || number.grouped.map({ reads(bytes, run, as: $0, separators: false) }) == true {
                found |= 1 << UInt64(position)
            }
        }
        return found
    }

    private static func reads(_ bytes: Span<UInt8>, _ run: Range<Int>, as expected: [UInt8], separators: Bool) -> Bool {
        var position = 0
        for index in run {
            var byte = bytes[index]
            if byte == 0x2C || byte == 0x2E {
                guard separators else { continue }
                byte = 0x2E
            }
            guard position < expected.count, expected[position] == byte else { return false }
            position += 1
        }
        return position == expected.count
    }
}
