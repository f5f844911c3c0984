import SharpTools

/// A `FormatSignature` packed into four words, built straight from the bytes of a string and
/// compared without allocating.
///
/// The checker compares the signature of every translated string unit with its source's — a
/// dictionary per string in `FormatSignature`, for 400,000 units of which nearly all match.
/// Packed signatures decide the common case; only when they differ (or cannot be packed) does
/// the checker build the full signatures, which word the differences exactly as before.
///
/// Each slot is `argument << 16 | conversion class << 8 | length code`, slots sorted by
/// argument, so equal packed signatures mean equal argument → type maps.
package struct PackedFormatSignature {
    private var slots: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private(set) var count = 0
    /// True when the signature does not fit (more than four arguments, an argument number of
    /// 2^40 or more, or a type outside the printf grammar): only the full signature can tell.
    private(set) var overflowed = false

    static let capacity = 4
    private static let largestArgument = 1 << 40

    /// Adds `argument` with the packed `type` unless the argument already has a type (the
    /// first specifier of an argument decides its type, as in `FormatSignature`).
    mutating func add(argument: Int, type: UInt16?) {
        guard !overflowed else { return }
        guard let type, argument >= 0, argument < Self.largestArgument else { overflowed = true; return }
        var position = 0
        while position < count {
            let existing = Int(truncatingIfNeeded: slot(position) >> 16)
            if existing == argument { return }
            if existing > argument { break }
            position += 1
        }
        guard count < Self.capacity else { overflowed = true; return }
        var index = count
        while index > position {
            setSlot(index, slot(index - 1))
            index -= 1
        }
        setSlot(position, UInt64(argument) << 16 | UInt64(type))
        count += 1
    }

    /// True or false when both signatures are packed; nil when either overflowed.
    package func matches(_ other: PackedFormatSignature) -> Bool? {
        if overflowed || other.overflowed { return nil }
        return count == other.count && slots == other.slots
    }

    /// The argument numbers in increasing order (for tests and diagnostics).
    var arguments: [Int] {
        (0..<count).map { Int(truncatingIfNeeded: slot($0) >> 16) }
    }

    private func slot(_ index: Int) -> UInt64 {
        switch index {
        case 0: return slots.0
        case 1: return slots.1
        case 2: return slots.2
        default: return slots.3
        }
    }

    private mutating func setSlot(_ index: Int, _ value: UInt64) {
        switch index {
        case 0: slots.0 = value
        case 1: slots.1 = value
        case 2: slots.2 = value
        default: slots.3 = value
        }
    }

    // MARK: Types

    /// The packed type of a scanned plain specifier: its conversion class and length class,
    /// as `FormatSpecifier.conversionClass` and `lengthClass` define them.
    static func type(of token: FormatScanner.Token) -> UInt16 {
        let conversion = token.conversion
        var length = token.lengthCode
        switch conversion {
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            // The deprecated `%D`, `%U`, `%O` mean `ld`, `lu`, `lo`.
            if length == 0 { length = 3 }
        default:
            break
        }
        return UInt16(conversionClass(conversion)) << 8 | UInt16(length)
    }

    /// The packed form of a full argument type; nil when it has no packed form.
    static func type(of argumentType: FormatSignature.ArgumentType) -> UInt16? {
        guard let conversion = argumentType.conversion.asciiValue, let length = lengthCode(ofClass: argumentType.length) else { return nil }
        return UInt16(conversion) << 8 | UInt16(length)
    }

    /// `%@` — the type of a substitution without a usable `formatSpecifier`.
    static let objectType: UInt16 = UInt16(UInt8(ascii: "@")) << 8

    /// `d`/`i`/`D` → `d`, `U` → `u`, `O` → `o`, `X` → `x`, `f F e E g G a A` → `f`, `C` → `c`,
    /// `S` → `s`; any other conversion is its own class.
    static func conversionClass(_ conversion: UInt8) -> UInt8 {
        switch conversion {
        case UInt8(ascii: "i"), UInt8(ascii: "D"): return UInt8(ascii: "d")
        case UInt8(ascii: "U"): return UInt8(ascii: "u")
        case UInt8(ascii: "O"): return UInt8(ascii: "o")
        case UInt8(ascii: "X"): return UInt8(ascii: "x")
        case UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"):
            return UInt8(ascii: "f")
        case UInt8(ascii: "C"): return UInt8(ascii: "c")
        case UInt8(ascii: "S"): return UInt8(ascii: "s")
        default: return conversion
        }
    }

    /// 0 for no modifier, then `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`, `L` → 1 … 9 (the codes
    /// of `FormatScanner.Token.lengthCode`).
    static func lengthCode(ofClass length: String) -> UInt8? {
        switch length {
        case "": return 0
        case "h": return 1
        case "hh": return 2
        case "l": return 3
        case "ll": return 4
        case "q": return 5
        case "z": return 6
        case "t": return 7
        case "j": return 8
        case "L": return 9
        default: return nil
        }
    }
}

extension PackedFormatSignature {
    /// Packed types of substitutions' `formatSpecifier`s, worked out once per distinct text
    /// (a catalog repeats the same few, `lld` above all, in every locale).
    package struct TypeMemo: Sendable {
        private var types: [String: UInt16?] = [:]

        package init() {}

        /// The packed type of an argument with this `formatSpecifier` (`%@` when there is
        /// none or it does not parse, as in `FormatSignature`); nil when it cannot be packed.
        mutating func type(ofFormatSpecifier formatSpecifier: String?) -> UInt16? {
            guard let formatSpecifier else { return PackedFormatSignature.objectType }
            // Only ASCII texts are remembered: String keys compare by canonical equivalence,
            // and "é" and "e\u{301}" are equal keys that scan differently (no specifier, %e).
            let isASCII = formatSpecifier.utf8.allSatisfy { $0 < 0x80 }
            if isASCII, let known = types[formatSpecifier] { return known }
            let full = FormatSignature.ArgumentType(formatSpecifier: formatSpecifier)
            let packed = full.map { PackedFormatSignature.type(of: $0) } ?? PackedFormatSignature.objectType
            if isASCII { types[formatSpecifier] = packed }
            return packed
        }
    }

    /// The packed form of `CompletenessChecker.mainSignature(text, localization)`: `%#@name@`
    /// stands for the substitution `name` of `localization` (its `argNum` and type).
    package static func main(_ text: String, substitutions localization: CatalogLocalization?, memo: inout TypeMemo) -> PackedFormatSignature {
        var packed = PackedFormatSignature()
        FormatScanner.scan(text, argPlaceholder: false) { token in
            switch token.kind {
            case .plain:
                packed.add(argument: token.argument, type: type(of: token))
            case .substitution:
                let name = FormatScanner.text(text, utf8Range: token.nameRange)
                let resolved = localization?.substitution(named: name)
                packed.add(argument: resolved?.argNum ?? token.argument, type: memo.type(ofFormatSpecifier: resolved?.formatSpecifier))
            case .argPlaceholder:
                break // not recognized outside substitutions
            }
        }
        return packed
    }

    /// The packed form of `CompletenessChecker.substitutionSignature(text, substitution)`:
    /// `%arg` and non-positional specifiers are the substitution's own argument.
    static func substitution(_ text: String, _ substitution: Substitution, memo: inout TypeMemo) -> PackedFormatSignature {
        var packed = PackedFormatSignature()
        let own = substitution.argNum ?? 1
        FormatScanner.scan(text, argPlaceholder: true) { token in
            switch token.kind {
            case .argPlaceholder:
                packed.add(argument: own, type: memo.type(ofFormatSpecifier: substitution.formatSpecifier))
            case .substitution:
                break
            case .plain:
                packed.add(argument: token.isPositional ? token.argument : own, type: type(of: token))
            }
        }
        return packed
    }
}
