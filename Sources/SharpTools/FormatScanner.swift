/// The printf grammar (with Apple's `%@`, `%#@name@` and `%arg`), over the raw UTF-8 bytes of
/// a string and without building strings: a token is offsets and small numbers. String
/// catalogs turn tokens into full specifier values; their signature comparison reads them
/// directly, because it runs for every string unit of a catalog and almost always only needs
/// to learn that two strings consume the same arguments.
package enum FormatScanner {
    /// One specifier as found in the bytes.
    package struct Token: Sendable {
        package enum Kind: Sendable {
            case plain
            /// `%#@name@` (the name is `nameRange`).
            case substitution
            /// `%arg` inside a substitution's variations.
            case argPlaceholder
        }

        package var kind: Kind
        /// UTF-8 offsets of the whole token.
        package var range: Range<Int>
        package var flagsRange: Range<Int>
        package var width: Int?
        package var precision: Int?
        /// The length modifier as written; an empty range when there is none.
        package var lengthRange: Range<Int>
        /// The conversion byte (ASCII); `@` for substitutions and `%arg`.
        package var conversion: UInt8
        /// The 1-based argument (0 for `%arg`, which stands for its substitution's own).
        package var argument: Int
        package var isPositional: Bool
        package var nameRange: Range<Int>

        /// The length modifier as a number: 0 for none, then `h`, `hh`, `l`, `ll`, `q`, `z`,
        /// `t`, `j`, `L` → 1 … 9 (the scanner accepts no other).
        package var lengthCode: UInt8
    }

    /// Whether `byte` ends a specifier (`@`, `d`, `i`, `u`, `o`, `x`, `X`, `f`, `F`, `e`, `E`,
    /// `g`, `G`, `a`, `A`, `c`, `C`, `s`, `S`, `p`, `D`, `U`, `O`).
    @inline(__always)
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"),
             UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"),
             UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            return true
        default:
            return false
        }
    }

    /// Calls `body` with every specifier of `bytes`, in order, with argument numbers assigned
    /// (the n-th non-positional specifier is argument n; `%n$…` is argument n). `%%` is no
    /// specifier. A `%` that does not start a valid specifier is left as text, and so is a `%`
    /// followed by a space unless the rest is a specifier and cannot be prose (`% d`, `% lld`;
    /// see `isSpaceFlagSpecifier`).
    /// - Parameter argPlaceholder: recognize `%arg` (inside a substitution's variations).
    package static func scan(_ text: String, argPlaceholder: Bool, _ body: (Token) -> Void) {
        UTF8Access.withBytes(of: text) { scan($0, argPlaceholder: argPlaceholder, body) }
    }

    /// The text of `text` at the UTF-8 offsets `range` (a token's, or one of its parts).
    package static func text(_ text: String, utf8Range range: Range<Int>) -> String {
        UTF8Access.withBytes(of: text) { bytes in
            let clamped = range.clamped(to: 0..<bytes.count)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[clamped]), as: UTF8.self)
        }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, argPlaceholder: Bool, _ body: (Token) -> Void) {
        var sequential = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            var cursor = index + 1
            guard cursor < count else { break }
            if bytes[cursor] == UInt8(ascii: "%") { index = cursor + 1; continue }
            if argPlaceholder, cursor + 3 <= count, bytes[cursor] == UInt8(ascii: "a"),
               bytes[cursor + 1] == UInt8(ascii: "r"), bytes[cursor + 2] == UInt8(ascii: "g") {
                body(Token(
                    kind: .argPlaceholder, range: start..<(cursor + 3), flagsRange: cursor..<cursor, width: nil, precision: nil,
                    lengthRange: cursor..<cursor, conversion: UInt8(ascii: "@"), argument: 0, isPositional: false,
                    nameRange: cursor..<cursor, lengthCode: 0
                ))
                index = cursor + 3
                continue
            }
            // Positional `n$`.
            var positional: Int?
            var digitsEnd = cursor
            var number = 0
            while digitsEnd < count, bytes[digitsEnd] >= 0x30, bytes[digitsEnd] <= 0x39 {
                number = number &* 10 &+ Int(bytes[digitsEnd] - 0x30)
                digitsEnd += 1
            }
            if digitsEnd > cursor, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$"), number > 0 {
                positional = number
                cursor = digitsEnd + 1
            }
            // `%#@name@`
            if cursor + 1 < count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") {
                var nameEnd = cursor + 2
                while nameEnd < count, bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
                if nameEnd < count, nameEnd > cursor + 2 {
                    let argument: Int
                    if let positional { argument = positional } else { sequential += 1; argument = sequential }
                    body(Token(
                        kind: .substitution, range: start..<(nameEnd + 1), flagsRange: cursor..<cursor, width: nil, precision: nil,
                        lengthRange: cursor..<cursor, conversion: UInt8(ascii: "@"), argument: argument,
                        isPositional: positional != nil, nameRange: (cursor + 2)..<nameEnd, lengthCode: 0
                    ))
                    index = nameEnd + 1
                    continue
                }
            }
            // A space flag only where the text cannot be prose ("50% off", "10 % des"): see
            // `isSpaceFlagSpecifier`.
            if bytes[cursor] == UInt8(ascii: " ") && !isSpaceFlagSpecifier(bytes, from: cursor) {
                index = start + 1
                continue
            }
            let parts = scanModifiers(bytes, cursor: &cursor)
            guard cursor < count else { break }
            guard isConversion(bytes[cursor]) else {
                // Not a specifier (e.g. "50%!"): leave the `%` as text.
                index = start + 1
                continue
            }
            let argument: Int
            if let positional { argument = positional } else { sequential += 1; argument = sequential }
            body(Token(
                kind: .plain, range: start..<(cursor + 1), flagsRange: parts.flags, width: parts.width, precision: parts.precision,
                lengthRange: parts.length, conversion: bytes[cursor], argument: argument, isPositional: positional != nil,
                nameRange: cursor..<cursor, lengthCode: parts.lengthCode
            ))
            index = cursor + 1
        }
    }

    /// Flags, width, precision and length modifier from `cursor`, which ends after them.
    private static func scanModifiers(
        _ bytes: UnsafeBufferPointer<UInt8>, cursor: inout Int
    ) -> (flags: Range<Int>, width: Int?, precision: Int?, length: Range<Int>, lengthCode: UInt8) {
        let count = bytes.count
        // Flags (a space only where `scan` let it through: `isSpaceFlagSpecifier`).
        let flagsStart = cursor
        flags: while cursor < count {
            switch bytes[cursor] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"), UInt8(ascii: " "):
                cursor += 1
            default:
                break flags
            }
        }
        let flagsRange = flagsStart..<cursor
        // Width: a number, `*` or `*n$` (the width taken from argument n: `%1$*2$d`).
        var width: Int?
        if cursor < count, bytes[cursor] == UInt8(ascii: "*") {
            cursor += 1
            skipArgumentNumber(bytes, cursor: &cursor)
        } else {
            var value = 0
            let widthStart = cursor
            while cursor < count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
                value = value &* 10 &+ Int(bytes[cursor] - 0x30)
                cursor += 1
            }
            if cursor > widthStart { width = value }
        }
        // Precision.
        var precision: Int?
        if cursor < count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            if cursor < count, bytes[cursor] == UInt8(ascii: "*") {
                cursor += 1
                skipArgumentNumber(bytes, cursor: &cursor)
            } else {
                var value = 0
                while cursor < count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
                    value = value &* 10 &+ Int(bytes[cursor] - 0x30)
                    cursor += 1
                }
                precision = value
            }
        }
        // Length.
        let lengthStart = cursor
        var lengthCode: UInt8 = 0
        if cursor < count {
            switch bytes[cursor] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                let letter = bytes[cursor]
                let doubled = cursor + 1 < count && bytes[cursor + 1] == letter
                lengthCode = (letter == UInt8(ascii: "h") ? 1 : 3) + (doubled ? 1 : 0)
                cursor += doubled ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                lengthCode = singleLengthCode(bytes[cursor])
                cursor += 1
            default:
                break
            }
        }
        let lengthRange = lengthStart..<cursor
        return (flagsRange, width, precision, lengthRange, lengthCode)
    }

    /// After a `*`: the `n$` of a width or precision taken from argument n, skipped when there.
    private static func skipArgumentNumber(_ bytes: UnsafeBufferPointer<UInt8>, cursor: inout Int) {
        var end = cursor
        while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
        if end > cursor, end < bytes.count, bytes[end] == UInt8(ascii: "$") { cursor = end + 1 }
    }

    /// Whether the `%` before `space` (a space) starts a specifier with the space flag. In UI
    /// text "50% off", "100% sure", "10% de remise" or "5% le prix" are prose, so only these
    /// forms are: `% d`, or the space followed by a width, a precision or a length modifier and
    /// then `d`, `i`, `u` or `f` (`% 5d`, `% .1f`, `% lld`) — each followed by no letter,
    /// digit or apostrophe ("5% d'économie" stays prose).
    private static func isSpaceFlagSpecifier(_ bytes: UnsafeBufferPointer<UInt8>, from space: Int) -> Bool {
        var cursor = space + 1
        let count = bytes.count
        let modifiersStart = cursor
        while cursor < count, (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
        while cursor < count, [UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j")].contains(bytes[cursor]) {
            cursor += 1
        }
        guard cursor < count else { return false }
        let conversion = bytes[cursor]
        let allowed: [UInt8] = cursor == modifiersStart ? [UInt8(ascii: "d")] : [UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "f")]
        guard allowed.contains(conversion) else { return false }
        guard cursor + 1 < count else { return true }
        let next = bytes[cursor + 1]
        let isWordByte = (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) || (next >= 0x30 && next <= 0x39) || next == UInt8(ascii: "'") || next >= 0x80
        // A byte of 0x80 or more starts a letter or a typographic apostrophe (’) as often as
        // punctuation: taken as a word going on.
        return !isWordByte
    }

    /// `q`, `z`, `t`, `j`, `L` → 5 … 9.
    private static func singleLengthCode(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "q"): return 5
        case UInt8(ascii: "z"): return 6
        case UInt8(ascii: "t"): return 7
        case UInt8(ascii: "j"): return 8
        default: return 9
        }
    }
}
