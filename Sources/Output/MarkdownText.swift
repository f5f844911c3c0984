/// Escaping of plain text (tracker names, level labels, catalog phrases) for GitHub-flavoured
/// Markdown, so that it shows exactly as written.
///
/// The rule is deliberately simple and conservative: a backslash goes in front of every ASCII
/// character that can start or end Markdown syntax anywhere in a line —
/// `\` `` ` `` `*` `_` `[` `]` `<` `>` `|` `~` `&` `$` —
/// (`&` for entities, `$` for GitHub's math, `|` for tables). A backslash before ASCII
/// punctuation always renders as that character, so escaping too much is harmless. At the
/// start of inline text (not in table cells, which never begin a line), `#`, `+`, `-` and `=`
/// are escaped too, and so is the `.` or `)` after leading digits (`2026.` would start an
/// ordered list). Line breaks (LF, CR, CRLF, U+0085,
/// U+2028, U+2029) become a space (inline) or `<br>` (table cells); surrounding whitespace
/// is trimmed. The other control characters (C0 but tab, DEL, C1) and the bidi controls are
/// shown as `\u{1b}`, as in a terminal (`TerminalText`): `cat streaks.md` runs no escape
/// sequence, and no name reverses the text after it. Not handled: bare URLs are still auto-linked by GitHub, and `:name:` may be
/// shown as an emoji.
public enum MarkdownText {
    /// Text for a heading or paragraph: escaped, on one line, trimmed.
    public static func escapeInline(_ text: String) -> String {
        escape(text, lineBreak: " ", markup: true, lineStart: true)
    }

    /// Text inside a list item or paragraph where line breaks must stay visible (a catalog
    /// key or message that contains one): escaped like `escapeInline`, line breaks as `\n`.
    public static func escapeShowingLineBreaks(_ text: String) -> String {
        escape(text, lineBreak: "\\n", markup: true)
    }

    /// `text` as a code span that survives backticks in it (the fence is one backtick longer
    /// than the longest run inside, padded when needed); line breaks are shown as `\n` / `\r`,
    /// and the empty text is a zero-width space so that the span is not empty.
    public static func codeSpan(_ text: String) -> String {
        if text.isEmpty { return "`\u{200B}`" }
        let shown = TerminalText.showingLineBreaks(text)
        // Without a backtick the fence is one backtick and there is no padding.
        if !text.utf8.contains(UInt8(ascii: "`")) { return "`" + shown + "`" }
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") || longestRun > 0 ? " " : ""
        return fence + pad + shown + pad + fence
    }

    /// A file path as a link destination (`![…](DESTINATION)`): every byte but ASCII letters,
    /// digits and `/ . - _ ~` percent-encoded, so a space, a parenthesis or a name in any
    /// script stays one destination that viewers resolve to the file.
    public static func linkDestination(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/.-_~".unicodeScalars.contains(scalar)) {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    // Scalars, not Characters: a `|` followed by a combining mark is one Character but still
    // a pipe to a Markdown parser.
    static let markupScalars: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$"]
    static let lineStartScalars: Set<Unicode.Scalar> = ["#", "+", "-", "="]

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0085}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// - Parameters:
    ///   - lineBreak: what a line break becomes (CRLF counts as one).
    ///   - markup: escape Markdown syntax (plain text); when false only `|` is escaped (the
    ///     text is the tool's own inline Markdown and goes into a table cell).
    ///   - lineStart: the text may begin a line, so block markers at its start are escaped
    ///     too (not needed in table cells, which never begin a line).
    static func escape(_ text: String, lineBreak: String, markup: Bool, lineStart: Bool = false) -> String {
        // Most cells (numbers, dates, words) are printable ASCII with nothing to escape: one
        // pass over the bytes decides, and the text is returned as it is.
        isPlain(text, markup: markup, lineStart: lineStart) ? text : escapeEachScalar(text, lineBreak: lineBreak, markup: markup, lineStart: lineStart)
    }

    /// `escape` scalar by scalar, without the quick look at the bytes.
    static func escapeEachScalar(_ text: String, lineBreak: String, markup: Bool, lineStart: Bool) -> String {
        let scalars = trim(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var atStart = lineStart
        var leadingDigitsOnly = lineStart
        var previousWasCR = false
        for scalar in scalars {
            if isLineBreak(scalar) {
                if !(scalar == "\n" && previousWasCR) {
                    result.append(contentsOf: lineBreak.unicodeScalars)
                }
                previousWasCR = scalar == "\r"
                atStart = false
                leadingDigitsOnly = false
                continue
            }
            previousWasCR = false
            if scalar != "\t" && TerminalText.mustNotAct(scalar) {
                // A control or bidi control never acts: shown as in a terminal, `\u{1b}` (a
                // backslash before a letter is a backslash in Markdown).
                result.append(contentsOf: TerminalText.escape(scalar).unicodeScalars)
                leadingDigitsOnly = false
                atStart = false
                continue
            }
            if markup {
                if markupScalars.contains(scalar)
                    || (atStart && lineStartScalars.contains(scalar))
                    || (!atStart && leadingDigitsOnly && (scalar == "." || scalar == ")")) {
                    result.append("\\")
                }
            } else if scalar == "|" {
                result.append("\\")
            }
            result.append(scalar)
            if !("0"..."9").contains(scalar) { leadingDigitsOnly = false }
            atStart = false
        }
        return String(result)
    }

    /// Whether `escape` leaves `text` as it is, decided on its bytes (conservatively): printable
    /// ASCII without a space at either end, no markup character (only `|` without `markup`), no
    /// block marker first when the text may begin a line, no `.` or `)` after leading digits.
    static func isPlain(_ text: String, markup: Bool, lineStart: Bool) -> Bool {
        text.withUTF8Span { bytes in
            guard bytes.count > 0 else { return true }
            if bytes[0] == 0x20 || bytes[bytes.count - 1] == 0x20 { return false }
            var leadingDigits = lineStart
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x00..<0x20, 0x7F...0xFF:
                    return false
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    break
                case UInt8(ascii: "."), UInt8(ascii: ")"):
                    if leadingDigits && index > 0 { return false }
                    leadingDigits = false
                case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                     UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"), UInt8(ascii: "&"), UInt8(ascii: "$"):
                    if markup { return false }
                    leadingDigits = false
                case UInt8(ascii: "|"):
                    return false
                case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
                    if markup && lineStart && index == 0 { return false }
                    leadingDigits = false
                default:
                    leadingDigits = false
                }
                index += 1
            }
            return true
        }
    }

    /// Trims white space and line breaks (Unicode `White_Space`) at both ends.
    static func trim(_ scalars: String.UnicodeScalarView) -> Substring.UnicodeScalarView {
        var slice = scalars[...]
        while let first = slice.first, first.properties.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.properties.isWhitespace { slice.removeLast() }
        return slice
    }
}
