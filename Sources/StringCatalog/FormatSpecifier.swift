import SharpTools

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

    public var description: String { text }

    /// Every specifier in `string`, with argument numbers assigned (the n-th non-positional
    /// specifier is argument n; `%n$…` is argument n). `%%` is no specifier. A `%` that does
    /// not start a valid specifier is left as text, and so is a `%` followed by a space unless
    /// the rest cannot be prose (`% d`, `% lld`; see `FormatScanner.scan`).
    /// - Parameter argPlaceholder: recognize `%arg` (inside a substitution's variations).
    public static func parse(_ string: String, argPlaceholder: Bool = false) -> [FormatSpecifier] {
        var result: [FormatSpecifier] = []
        FormatScanner.scan(string, argPlaceholder: argPlaceholder) { token in
            result.append(FormatSpecifier(token, in: string))
        }
        return result
    }
}

extension FormatSpecifier {
    /// The full value of a scanned token.
    init(_ token: FormatScanner.Token, in string: String) {
        func text(_ range: Range<Int>) -> String {
            FormatScanner.text(string, utf8Range: range)
        }
        switch token.kind {
        case .argPlaceholder:
            self.init(
                conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: 0,
                isPositional: false, substitutionName: nil, isArgPlaceholder: true, utf8Range: token.range, text: "%arg"
            )
        case .substitution:
            self.init(
                conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: token.argument,
                isPositional: token.isPositional, substitutionName: text(token.nameRange), isArgPlaceholder: false,
                utf8Range: token.range, text: text(token.range)
            )
        case .plain:
            self.init(
                conversion: Character(Unicode.Scalar(token.conversion)), length: text(token.lengthRange), flags: text(token.flagsRange),
                width: token.width, precision: token.precision, argument: token.argument, isPositional: token.isPositional,
                substitutionName: nil, isArgPlaceholder: false, utf8Range: token.range, text: text(token.range)
            )
        }
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
