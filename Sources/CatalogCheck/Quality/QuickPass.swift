import SharpTools
import StringCatalog
import CatalogText

/// A quick look at a translation that answers, for most units, "this check finds nothing here"
/// without building their `QualityText`: one pass over the UTF-8 bytes (between the
/// placeholders the format scanner finds), nothing allocated. It asks each check's
/// `QuickPassRule` — the source's condition, the bytes that must not occur, what the pass must
/// have found — and gives the checks it could not vouch for; only those run in full. It is
/// conservative, so the checks alone define what is reported (`QuickPassTests` holds every
/// rule to its check on generated pairs, and the checks' findings with and without the pass to
/// each other).
///
/// The checks run for every translation of a catalog; on the 10,000-key × 40-locale benchmark
/// building every translation's scalars cost more than the rest of the check.
struct QuickPass: Sendable {
    /// The rules, with each check's bit (its position in the list the pass was made for).
    private let rules: [(bit: UInt64, rule: QuickPassRule)]
    /// The bits of the checks without a rule: never vouched for.
    private let unknown: UInt64
    /// Every check's bit: the answer when the pass cannot look at all.
    private let all: UInt64
    /// Per byte value: 0, or 1 + the index in `alarmGroups` of the alarms ending in it.
    private let alarmIndex: [UInt8]
    /// The alarms, as bytes, grouped by their last byte, with the bits of their checks.
    private let alarmGroups: [[(bytes: [UInt8], bits: UInt64)]]

    /// The pass for `checks` (at most 64); bit `i` of its answers stands for `checks[i]`.
    init(_ checks: [any QualityCheck.Type]) {
        var rules: [(bit: UInt64, rule: QuickPassRule)] = []
        var unknown: UInt64 = 0
        var index = [UInt8](repeating: 0, count: 256)
        var groups: [[(bytes: [UInt8], bits: UInt64)]] = []
        for (position, check) in checks.prefix(64).enumerated() {
            let bit: UInt64 = 1 << UInt64(position)
            guard let rule = check.quickPass else { unknown |= bit; continue }
            rules.append((bit, rule))
            for alarm in rule.alarms {
                let bytes = Array(alarm.utf8)
                guard let last = bytes.last else { continue }
                if index[Int(last)] == 0 {
                    groups.append([])
                    index[Int(last)] = UInt8(groups.count)
                }
                groups[Int(index[Int(last)]) - 1].append((bytes, bit))
            }
        }
        // A check beyond the 64th is never vouched for (no bit of its own): all run in full.
        self.unknown = checks.count > 64 ? ~0 : unknown
        self.rules = rules
        all = rules.reduce(self.unknown) { $0 | $1.bit }
        alarmIndex = index
        alarmGroups = groups
    }

    /// The bits of the checks whose rule allows the quick pass for `source` (once per source).
    func possible(for source: SourceText) -> UInt64 {
        var bits: UInt64 = 0
        for (bit, rule) in rules where rule.source(source) { bits |= bit }
        return bits
    }

    /// The bits of the checks the pass cannot vouch for on `target` against `source` — 0 when
    /// every check surely passes.
    /// - Parameters:
    ///   - possible: `possible(for: source)`.
    ///   - tokens: scratch space for the placeholders' byte ranges (kept between calls).
    func unsure(
        _ target: String, source: SourceText, possible: UInt64, locale: QualityLocale, lengthLimit: LengthLimit?, tokens: inout [Range<Int>]
    ) -> UInt64 {
        guard possible != 0 else { return all }
        // The facts are read in place: a copy of them would retain each of their arrays.
        // The common placeholders (`%@`, `%d`, `%ld`, `%lld`) are read on the way; any other
        // `%` and the format scanner finds them first.
        let numbers = source.facts.numbers
        let firstScan = target.withUTF8Span { bytes -> Scan? in
            guard let edges = Self.edgeWhitespace(bytes) else { return nil }
            var scan = self.scan(bytes, tokens: [], expected: numbers, readsPlaceholders: true)
            (scan.leading, scan.trailing) = edges
            return scan
        }
        guard var scan = firstScan else { return all }
        if scan.undecided {
            tokens.removeAll(keepingCapacity: true)
            FormatScanner.scan(target, argPlaceholder: true) { tokens.append($0.range) }
            let (leading, trailing) = (scan.leading, scan.trailing)
            scan = target.withUTF8Span { bytes in self.scan(bytes, tokens: tokens, expected: numbers, readsPlaceholders: false) }
            (scan.leading, scan.trailing) = (leading, trailing)
        }
        let look = QuickLook(
            text: target, source: source, locale: locale, lengthLimit: lengthLimit, leadingWhitespace: scan.leading,
            trailingWhitespace: scan.trailing, lineBreaks: scan.lineBreaks, spaceRuns: scan.spaceRuns, numbersFound: scan.numbersFound)
        var unsure = unknown | ~possible & all | scan.alarmed
        for index in rules.indices where unsure & rules[index].bit == 0 {
            if let passes = rules[index].rule.passes, !passes(look) { unsure |= rules[index].bit }
        }
        return unsure
    }

    /// What one pass over the bytes found.
    private struct Scan {
        var leading = false
        var trailing = false
        var lineBreaks = 0
        var spaceRuns = 0
        /// The bits of the checks one of whose alarms occurs.
        var alarmed: UInt64 = 0
        /// Per expected number (up to 64): found as a run of ASCII digits outside placeholders.
        var numbersFound: UInt64 = 0
        /// A `%` the pass does not read itself: the format scanner must find the placeholders.
        var undecided = false
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

    private func scan(_ bytes: Span<UInt8>, tokens: [Range<Int>], expected: [NumbersCheck.Number], readsPlaceholders: Bool) -> Scan {
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
                let length = Self.placeholderLength(bytes, at: index)
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
            case 0x30...0x39:
                if !expected.isEmpty {
                    let end = Self.runEnd(bytes, from: index, tokens: tokens, next: next)
                    let adjacent = (index > 0 && bytes[index - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80)
                    if !adjacent { scan.numbersFound |= Self.matches(bytes, index..<end, expected) }
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
            default: break
            }
            let group = alarmIndex[Int(byte)]
            if group != 0 { scan.alarmed |= alarms(in: bytes, endingAt: index, group: Int(group) - 1) }
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

    /// The bits of the alarms of `alarmGroups[group]` that end at `end` (ASCII letters in
    /// either case).
    private func alarms(in bytes: Span<UInt8>, endingAt end: Int, group: Int) -> UInt64 {
        var bits: UInt64 = 0
        for alarm in alarmGroups[group] where alarm.bytes.count <= end + 1 {
            let start = end + 1 - alarm.bytes.count
            var matches = true
            for offset in alarm.bytes.indices {
                let byte = bytes[start + offset], expected = alarm.bytes[offset]
                if byte != expected, !((expected | 0x20) &- 0x61 < 26 && byte | 0x20 == expected | 0x20) {
                    matches = false
                    break
                }
            }
            if matches { bits |= alarm.bits }
        }
        return bits
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
