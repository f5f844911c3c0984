/// One printf-style specifier in a string (`%@`, `%lld`, `%1$.2f`, `%#@days@`, …).
public struct FormatSpecifier: Sendable, Equatable, CustomStringConvertible {
    /// The conversion as written (`@`, `d`, `i`, `x`, `X`, `f`, …); `@` for `%#@name@`.
    public var conversion: Character
    /// The length modifier (``, `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`, `L`).
    public var length: String
    /// Flags, width and precision as written (ignored by comparison, used by formatting).
    public var flags: String
    public var width: Int?
    public var precision: Int?
    /// The 1-based argument the specifier consumes.
    public var argument: Int
    /// True when written with `n$`.
    public var isPositional: Bool
    /// The substitution name of a `%#@name@` token.
    public var substitutionName: String?
    /// True for the `%arg` placeholder inside a substitution's variations.
    public var isArgPlaceholder: Bool
    /// UTF-8 offsets of the token in the string it was parsed from.
    public var utf8Range: Range<Int>
    /// The token as written.
    public var text: String

    /// The class used for comparisons: `d`/`i` → `d`, `x`/`X` → `x`, `f e g a` (any case) → `f`,
    /// `C` → `c`, `S` → `s`.
    public var conversionClass: Character {
        switch conversion {
        case "i", "D": return "d"
        case "U": return "u"
        case "O": return "o"
        case "X": return "x"
        case "F", "e", "E", "g", "G", "a", "A": return "f"
        case "C": return "c"
        case "S": return "s"
        default: return conversion
        }
    }

    /// Length as compared: the deprecated `%D`, `%U`, `%O` mean `ld`, `lu`, `lo`.
    public var lengthClass: String {
        switch conversion {
        case "D", "U", "O": return length.isEmpty ? "l" : length
        default: return length
        }
    }

    /// The type signature of the argument, e.g. `%lld`, `%@`, `%d`.
    public var typeDescription: String { "%" + lengthClass + String(conversionClass) }

    public var description: String { text }

    private static let conversions: Set<Character> = [
        "@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "D", "U", "O",
    ]

    /// Every specifier in `string`, with argument numbers assigned (the n-th non-positional
    /// specifier is argument n; `%n$…` is argument n). `%%` is no specifier. A `%` that does
    /// not start a valid specifier is left as text, and so is a `%` followed by a space.
    /// - Parameter argPlaceholder: recognize `%arg` (inside a substitution's variations).
    public static func parse(_ string: String, argPlaceholder: Bool = false) -> [FormatSpecifier] {
        let bytes = Array(string.utf8)
        var result: [FormatSpecifier] = []
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
                result.append(FormatSpecifier(
                    conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: 0,
                    isPositional: false, substitutionName: nil, isArgPlaceholder: true,
                    utf8Range: start..<(cursor + 3), text: "%arg"
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
                    let name = String(decoding: bytes[(cursor + 2)..<nameEnd], as: UTF8.self)
                    let argument: Int
                    if let positional { argument = positional } else { sequential += 1; argument = sequential }
                    result.append(FormatSpecifier(
                        conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: argument,
                        isPositional: positional != nil, substitutionName: name, isArgPlaceholder: false,
                        utf8Range: start..<(nameEnd + 1), text: String(decoding: bytes[start...nameEnd], as: UTF8.self)
                    ))
                    index = nameEnd + 1
                    continue
                }
            }
            // Flags. The space flag is not recognized: in UI text "50% off" or "100% sure" is
            // prose, not `% o` / `% s`, and treating it as a specifier only raises false alarms.
            let flagsStart = cursor
            while cursor < count, [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"),
                                   UInt8(ascii: "0"), UInt8(ascii: "'")].contains(bytes[cursor]) {
                cursor += 1
            }
            let flags = String(decoding: bytes[flagsStart..<cursor], as: UTF8.self)
            // Width.
            var width: Int?
            if cursor < count, bytes[cursor] == UInt8(ascii: "*") {
                cursor += 1
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
            var length = ""
            if cursor < count {
                switch bytes[cursor] {
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    let letter = bytes[cursor]
                    if cursor + 1 < count, bytes[cursor + 1] == letter {
                        length = String(decoding: [letter, letter], as: UTF8.self)
                        cursor += 2
                    } else {
                        length = String(decoding: [letter], as: UTF8.self)
                        cursor += 1
                    }
                case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                    length = String(decoding: [bytes[cursor]], as: UTF8.self)
                    cursor += 1
                default:
                    break
                }
            }
            guard cursor < count else { break }
            let conversion = Character(Unicode.Scalar(bytes[cursor]))
            guard bytes[cursor] < 0x80, conversions.contains(conversion) else {
                // Not a specifier (e.g. "50%!"): leave the `%` as text.
                index = start + 1
                continue
            }
            let argument: Int
            if let positional { argument = positional } else { sequential += 1; argument = sequential }
            result.append(FormatSpecifier(
                conversion: conversion, length: length, flags: flags, width: width, precision: precision,
                argument: argument, isPositional: positional != nil, substitutionName: nil, isArgPlaceholder: false,
                utf8Range: start..<(cursor + 1), text: String(decoding: bytes[start...cursor], as: UTF8.self)
            ))
            index = cursor + 1
        }
        return result
    }
}

/// The arguments a string consumes: argument number → type (conversion class + length).
public struct FormatSignature: Sendable, Equatable {
    public struct ArgumentType: Sendable, Equatable, Hashable, CustomStringConvertible {
        public var conversion: Character
        public var length: String
        public init(conversion: Character, length: String) {
            self.conversion = conversion
            self.length = length
        }
        /// Parses a substitution's `formatSpecifier` (`lld`, `@`, `%d`).
        public init?(formatSpecifier: String) {
            let text = formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
            guard let spec = FormatSpecifier.parse(text).first, spec.substitutionName == nil else { return nil }
            self.init(conversion: spec.conversionClass, length: spec.lengthClass)
        }
        public var description: String { "%" + length + String(conversion) }
    }

    public var arguments: [Int: ArgumentType]

    public init(arguments: [Int: ArgumentType] = [:]) {
        self.arguments = arguments
    }

    /// The signature of `string`.
    /// - Parameters:
    ///   - substitutions: resolves `%#@name@` to its substitution's `(argNum, formatSpecifier)`.
    ///   - argPlaceholder: the argument `%arg` stands for (inside a substitution's variations).
    public init(
        _ string: String,
        substitutions: (String) -> (argNum: Int?, formatSpecifier: String?)? = { _ in nil },
        argPlaceholder: (argument: Int, type: ArgumentType)? = nil
    ) {
        var arguments: [Int: ArgumentType] = [:]
        for spec in FormatSpecifier.parse(string, argPlaceholder: argPlaceholder != nil) {
            if spec.isArgPlaceholder {
                if let argPlaceholder, arguments[argPlaceholder.argument] == nil {
                    arguments[argPlaceholder.argument] = argPlaceholder.type
                }
                continue
            }
            if let name = spec.substitutionName {
                let resolved = substitutions(name)
                let argument = resolved?.argNum ?? spec.argument
                let type = resolved?.formatSpecifier.flatMap(ArgumentType.init(formatSpecifier:))
                    ?? ArgumentType(conversion: "@", length: "")
                if arguments[argument] == nil { arguments[argument] = type }
                continue
            }
            if arguments[spec.argument] == nil {
                arguments[spec.argument] = ArgumentType(conversion: spec.conversionClass, length: spec.lengthClass)
            }
        }
        self.arguments = arguments
    }

    /// Differences between a source signature (`self`) and a translation's, in argument order;
    /// empty when they match. Arguments in `omittable` may be absent from the translation
    /// (the counted argument of a `zero`/`one`/`two` plural form).
    public func differences(from translation: FormatSignature, omittable: Set<Int> = []) -> [String] {
        var result: [String] = []
        let all = Set(arguments.keys).union(translation.arguments.keys).sorted()
        for argument in all {
            switch (arguments[argument], translation.arguments[argument]) {
            case let (source?, target?) where source != target:
                result.append("argument \(argument) is \(source) in the source but \(target) here")
            case (let source?, nil) where !omittable.contains(argument):
                result.append("argument \(argument) (\(source)) is missing")
            case (nil, let target?):
                result.append("argument \(argument) (\(target)) is not in the source")
            default:
                break
            }
        }
        return result
    }
}
