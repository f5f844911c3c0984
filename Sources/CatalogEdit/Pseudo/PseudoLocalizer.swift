import SharpTools
import StringCatalog
import CatalogCheck
import CatalogText

/// The text of a pseudo-locale, made from the source text, as Android's pseudo-locales make
/// theirs:
/// - `accented` (`en-XA`): every letter accented (`Settings` → `Šéţţîñĝš`), the text expanded as
///   translations run longer — by half for up to 10 characters, 40 % up to 20, 30 % beyond — with
///   words (`one two three`) so that it can still wrap, and wrapped in `[` `]` so that a cut-off
///   end shows (`[Šéţţîñĝš one]`);
/// - `mirrored` (`ar-XB`): every word shown right to left (right-to-left override, then pop,
///   each between right-to-left marks), so that a layout that does not mirror shows.
/// Untouched in both: format specifiers (every form the format scanner knows: `%1$*2$d`,
/// `% d`…), `%#@name@` and `%arg`, App Shortcuts variables (`${applicationName}`), Markdown links (`[text](url)`,
/// `^[text](inflect: true)`), URLs and e-mail addresses, backslash escapes (`\n` written as
/// two characters) and the whitespace at the start and end.
package enum PseudoLocalizer {
    /// How a pseudo-locale changes text.
    package enum Method: String, Sendable, CaseIterable {
        case accented, mirrored

        /// The method of a pseudo-locale tag: region `XA` accented, `XB` mirrored; nil for
        /// another tag.
        package init?(locale: String) {
            let regions = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().map { $0.uppercased() }
            if regions.contains("XA") { self = .accented } else if regions.contains("XB") { self = .mirrored } else { return nil }
        }
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
    private static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// `text` as the pseudo-locale of `method` shows it.
    package static func pseudo(_ text: String, method: Method) -> String {
        let scalars = Array(text.unicodeScalars)
        let kept = protectedRanges(text, scalars)
        var start = 0
        while start < scalars.count, QualityText.isWhitespace(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start, QualityText.isWhitespace(scalars[end - 1]) { end -= 1 }
        guard start < end else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[..<start])
        switch method {
        case .accented: accented(scalars, start..<end, kept: kept, into: &out)
        case .mirrored: mirrored(scalars, start..<end, kept: kept, into: &out)
        }
        out.append(contentsOf: scalars[end...])
        return String(out)
    }

    /// Whether `text` is what `pseudo` makes of some text with `method` — a pseudo-localized
    /// text made by this tool, as opposed to one a person wrote (which is kept). The text is
    /// taken back (accents and padding words off, or the right-to-left marks) and made again.
    package static func isPseudo(_ text: String, method: Method) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, QualityText.isWhitespace(scalars[start]) { start += 1 }
        var end = scalars.count
        while end > start, QualityText.isWhitespace(scalars[end - 1]) { end -= 1 }
        guard start < end else { return true }
        let (leading, trailing) = (String(String.UnicodeScalarView(scalars[..<start])), String(String.UnicodeScalarView(scalars[end...])))
        var body = String.UnicodeScalarView(scalars[start..<end])
        switch method {
        case .mirrored:
            var plain = String(body)
            for mark in ["\u{200F}\u{202E}", "\u{202C}\u{200F}"] { plain = plain.replacingOccurrences(of: mark, with: "") }
            return pseudo(leading + plain + trailing, method: method) == text
        case .accented:
            guard body.first == "[", body.last == "]" else { return false }
            body.removeFirst()
            body.removeLast()
            var inner = String(body)
            // Without padding words, then with one, two, … of them taken off the end (a plain
            // word there is one: every letter of the text itself is accented).
            while true {
                let source = String(String.UnicodeScalarView(inner.unicodeScalars.map { plainLetters[$0] ?? $0 }))
                if pseudo(leading + source + trailing, method: method) == text { return true }
                guard let word = padding.first(where: { inner.hasSuffix(" " + $0) }) else { return false }
                inner.removeLast(word.count + 1)
            }
        }
    }

    /// The accented letters back to the plain ones.
    private static let plainLetters: [Unicode.Scalar: Unicode.Scalar] = Dictionary(accents.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    private static func accented(_ scalars: [Unicode.Scalar], _ body: Range<Int>, kept: [Bool], into out: inout String.UnicodeScalarView) {
        out.append("[")
        var visible = 0
        for index in body {
            if kept[index] {
                out.append(scalars[index])
            } else {
                out.append(accents[scalars[index]] ?? scalars[index])
                visible += 1
            }
        }
        let rate = visible <= 10 ? 50 : visible <= 20 ? 40 : 30
        let wanted = (visible * rate + 99) / 100
        var added = 0
        var word = 0
        while visible > 0, added < wanted {
            let next = padding[word % padding.count]
            out.append(" ")
            out.append(contentsOf: next.unicodeScalars)
            added += 1 + next.unicodeScalars.count
            word += 1
        }
        out.append("]")
    }

    private static func mirrored(_ scalars: [Unicode.Scalar], _ body: Range<Int>, kept: [Bool], into out: inout String.UnicodeScalarView) {
        var index = body.lowerBound
        while index < body.upperBound {
            guard !kept[index], !QualityText.isWhitespace(scalars[index]) else {
                out.append(scalars[index])
                index += 1
                continue
            }
            out.append(contentsOf: "\u{200F}\u{202E}".unicodeScalars)
            while index < body.upperBound, !kept[index], !QualityText.isWhitespace(scalars[index]) {
                out.append(scalars[index])
                index += 1
            }
            out.append(contentsOf: "\u{202C}\u{200F}".unicodeScalars)
        }
    }

    /// Per scalar: whether it belongs to something that must stay as written.
    static func protectedRanges(_ text: String, _ scalars: [Unicode.Scalar]) -> [Bool] {
        var kept = [Bool](repeating: false, count: scalars.count)
        if text.utf8.contains(UInt8(ascii: "%")) {
            // Specifier offsets are UTF-8 offsets: map them to scalar positions.
            let scalarAt = scalarPositions(scalars)
            FormatScanner.scan(text, argPlaceholder: true) { token in
                for position in scalarAt[token.range.lowerBound]..<scalarAt[token.range.upperBound] { kept[position] = true }
            }
            // `%%` is a percent sign, and stays one.
            for index in scalars.indices.dropLast() where scalars[index] == "%" && scalars[index + 1] == "%" {
                kept[index] = true
                kept[index + 1] = true
            }
        }
        if text.utf8.contains(UInt8(ascii: "$")) {
            let scalarAt = scalarPositions(scalars)
            for range in AppShortcutVariable.ranges(in: text) {
                for position in scalarAt[range.lowerBound]..<scalarAt[range.upperBound] { kept[position] = true }
            }
        }
        for range in Links.ranges(in: scalars) { for position in range { kept[position] = true } }
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 1 < scalars.count {
                kept[index] = true
                kept[index + 1] = true
                index += 2
                continue
            }
            if scalars[index] == "[", let end = markdownLinkEnd(scalars, from: index) {
                let start = index > 0 && scalars[index - 1] == "^" ? index - 1 : index
                for position in start..<end { kept[position] = true }
                index = end
                continue
            }
            index += 1
        }
        return kept
    }

    /// Per UTF-8 offset of the text of `scalars` (and its end): the scalar's position.
    private static func scalarPositions(_ scalars: [Unicode.Scalar]) -> [Int] {
        var scalarAt: [Int] = []
        for (position, scalar) in scalars.enumerated() { for _ in 0..<UTF8.width(scalar) { scalarAt.append(position) } }
        scalarAt.append(scalars.count)
        return scalarAt
    }

    /// The end of `[text](target)` starting at `start`.
    private static func markdownLinkEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count, scalars[index] != "]", !QualityText.isLineBreak(scalars[index]) { index += 1 }
        guard index + 1 < scalars.count, scalars[index] == "]", scalars[index + 1] == "(" else { return nil }
        index += 2
        while index < scalars.count, scalars[index] != ")", !QualityText.isLineBreak(scalars[index]) { index += 1 }
        return index < scalars.count ? index + 1 : nil
    }
}
