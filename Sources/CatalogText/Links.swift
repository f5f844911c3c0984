import StringCatalog

/// URLs and e-mail addresses in a text, found as a translator writes around them: a URL is
/// ASCII only (RFC 3986), so it ends at the first CJK letter, space or quote — pofilter's
/// pattern runs on into `https://x.com)를`; a `)` without its `(` and trailing sentence
/// punctuation are not part of it (`(see https://x.com).`, Finnish `(url)n`).
package enum Links {
    private static let schemes: [[Unicode.Scalar]] = ["https:", "http:", "ftp:", "mailto:", "file:"].map { Array($0.unicodeScalars) }

    /// Where the URLs and e-mail addresses are, in order (the whole match, before cleaning).
    package static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        found(in: scalars).map(\.range)
    }

    /// The URLs (cleaned) and e-mail addresses of `scalars`, each once.
    package static func set(in scalars: [Unicode.Scalar]) -> Set<String> {
        Set(found(in: scalars).map(\.text))
    }

    /// The same for an analysed text, answered at once for one without a `:`, `@` or `www.`.
    package static func set(in text: QualityText) -> Set<String> {
        text.hints.contains(.link) ? set(in: text.scalars) : []
    }

    package static func ranges(in text: QualityText) -> [Range<Int>] {
        text.hints.contains(.link) ? ranges(in: text.scalars) : []
    }

    /// A quick test that `scalars` may hold a link at all: a `:`, an `@` or `www.`.
    package static func mayContain(_ scalars: [Unicode.Scalar]) -> Bool {
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == ":" || scalar == "@" { return true }
            if scalar == ".", index >= 3, scalars[(index - 3)..<index].allSatisfy({ $0 == "w" || $0 == "W" }) { return true }
        }
        return false
    }

    private static func found(in scalars: [Unicode.Scalar]) -> [(range: Range<Int>, text: String)] {
        guard mayContain(scalars) else { return [] }
        var result: [(range: Range<Int>, text: String)] = []
        var index = 0
        while index < scalars.count {
            if let end = urlEnd(scalars, at: index) {
                result.append((index..<end, cleanedURL(scalars[index..<end])))
                index = end
            } else {
                index += 1
            }
        }
        var mails: [(range: Range<Int>, text: String)] = []
        var covered = 0
        for at in scalars.indices where scalars[at] == "@" && at >= covered && !result.contains(where: { $0.range.contains(at) }) {
            if let match = email(scalars, at: at, notBefore: max(covered, result.last { $0.range.upperBound <= at }?.range.upperBound ?? 0)) {
                mails.append(match)
                covered = match.range.upperBound
            }
        }
        return (result + mails).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The end of a URL starting at `index` (a scheme or `www.` at a word start), or nil.
    private static func urlEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var bodyStart: Int?
        for scheme in schemes where index + scheme.count <= scalars.count {
            if zip(scalars[index..<(index + scheme.count)], scheme).allSatisfy({ lower($0) == $1 }) {
                bodyStart = index + scheme.count
                break
            }
        }
        if bodyStart == nil, index + 4 <= scalars.count, scalars[index..<(index + 4)].map(lower) == ["w", "w", "w", "."],
           index == 0 || !QualityText.isWordCharacter(scalars[index - 1]) {
            bodyStart = index + 4
        }
        guard let start = bodyStart else { return nil }
        var end = start
        while end < scalars.count, isURLCharacter(scalars[end]) { end += 1 }
        return end > start ? end : nil
    }

    private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    private static func isURLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        if QualityText.isLetter(scalar) || (0x30...0x39).contains(scalar.value) { return true }
        return "-._~:/?#@!$&*+,;=%()".unicodeScalars.contains(scalar)
    }

    /// A URL without a `)` that has no `(` (and what follows it), without trailing sentence
    /// punctuation, and without closing parentheses it does not open.
    private static func cleanedURL(_ url: ArraySlice<Unicode.Scalar>) -> String {
        var text = url
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                if depth == 0 { text = text[..<index]; break }
                depth -= 1
            }
        }
        while let last = text.last, ".,;:!?".unicodeScalars.contains(last) { text = text.dropLast() }
        while text.last == ")", text.filter({ $0 == "(" }).count < text.filter({ $0 == ")" }).count { text = text.dropLast() }
        return String(String.UnicodeScalarView(text))
    }

    /// An e-mail address around the `@` at `at`: `[\w.+-]+@label(.label)+`, labels of ASCII
    /// letters, digits and `-`.
    private static func email(_ scalars: [Unicode.Scalar], at: Int, notBefore: Int) -> (range: Range<Int>, text: String)? {
        var start = at
        while start > notBefore, isLocalPart(scalars[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1
        func label(from index: Int) -> Int {
            var cursor = index
            while cursor < scalars.count, isLabelCharacter(scalars[cursor]) { cursor += 1 }
            return cursor
        }
        let first = label(from: end)
        guard first > end else { return nil }
        end = first
        var labels = 0
        while end < scalars.count, scalars[end] == "." {
            let next = label(from: end + 1)
            guard next > end + 1 else { break }
            end = next
            labels += 1
        }
        guard labels > 0 else { return nil }
        return (start..<end, String(String.UnicodeScalarView(scalars[start..<end])))
    }

    private static func isLocalPart(_ scalar: Unicode.Scalar) -> Bool {
        QualityText.isWordCharacter(scalar) || scalar == "." || scalar == "+" || scalar == "-"
    }

    private static func isLabelCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (QualityText.isLetter(scalar) || (0x30...0x39).contains(scalar.value) || scalar == "-")
    }
}
