import Foundation

/// A device a `device` variation can be chosen for.
public enum CatalogDevice: String, Sendable, CaseIterable {
    case iphone, ipad, mac, watch, appletv, vision, other
}

/// Which step of the fallback chain answered a lookup.
public enum LookupStep: String, Sendable, Equatable {
    /// The requested locale itself (`de-AT`).
    case locale
    /// Its language (`de` for `de-AT`, or `zh-Hant` then `zh` for `zh-Hant-TW`).
    case language
    /// The catalog's source language.
    case sourceLanguage
    /// Nothing answered: the key itself is the text.
    case key
}

/// The text found for a key and the step (and locale) that provided it.
public struct LookupResult: Sendable, Equatable {
    public var value: String
    public var step: LookupStep
    /// The catalog locale that answered; nil when the key itself was used.
    public var locale: String?

    public init(value: String, step: LookupStep, locale: String?) {
        self.value = value
        self.step = step
        self.locale = locale
    }
}

/// An argument for `StringCatalog.format`.
public enum FormatArgument: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByFloatLiteral {
    case int(Int)
    case double(Double)
    case string(String)

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .double(value) }

    var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return value.isFinite && value == value.rounded() ? Int(exactly: value) : nil
        case .string(let text): return Int(text)
        }
    }

    var doubleValue: Double {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .string(let text): return Double(text) ?? 0
        }
    }

    var stringValue: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let text): return text
        }
    }
}

extension StringCatalog {
    /// The locales tried for `locale`, in order: the locale, its shorter language tags
    /// (`zh-Hant-TW` → `zh-Hant` → `zh`; `_` is read as `-`), then the source language.
    /// Duplicates are dropped.
    public func fallbackChain(for locale: String) -> [(locale: String, step: LookupStep)] {
        var chain: [(String, LookupStep)] = [(locale, .locale)]
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            chain.append((parts.joined(separator: "-"), .language))
        }
        chain.append((sourceLanguage, .sourceLanguage))
        var seen = Set<String>()
        return chain.filter { seen.insert($0.0).inserted }.map { (locale: $0.0, step: $0.1) }
    }

    /// The text of `key` for `locale` with the fallback chain locale → language → source
    /// language → the key itself. A localization answers when it yields a non-empty value
    /// (whatever its state, as a compiled app would show it).
    /// - Parameters:
    ///   - count: chooses the plural form (CLDR rules of the answering locale; an explicit
    ///     `zero` form is used for 0, as Apple's runtime does); nil takes `other`.
    ///   - device: chooses a device variation, falling back to `other`.
    public func value(for key: String, locale: String, count: Int? = nil, device: CatalogDevice = .other) -> LookupResult {
        guard let entry = entry(for: key) else { return LookupResult(value: key, step: .key, locale: nil) }
        for (candidate, step) in fallbackChain(for: locale) {
            guard let localization = entry.localization(for: candidate) else { continue }
            if let text = Self.resolve(localization.content, locale: candidate, count: count, device: device) {
                return LookupResult(value: text, step: step, locale: candidate)
            }
        }
        return LookupResult(value: key, step: .key, locale: nil)
    }

    /// The text of `key` for `locale` with its arguments filled in: plural and device
    /// variations chosen, `%#@name@` replaced by its substitution (whose plural form is chosen
    /// by the argument at its `argNum`), printf specifiers (`%@`, `%d`, `%lld`, `%1$@`,
    /// `%.1f`, …) formatted. A top-level plural variation is chosen by the first integer
    /// argument. Example: `format("%lld days", locale: "de", arguments: [5])` → `"5 Tage"`.
    public func format(_ key: String, locale: String, arguments: [FormatArgument], device: CatalogDevice = .other) -> String {
        formatResult(key, locale: locale, arguments: arguments, device: device).value
    }

    /// Like `format`, but also says which step of the fallback chain answered.
    public func formatResult(_ key: String, locale: String, arguments: [FormatArgument], device: CatalogDevice = .other) -> LookupResult {
        let count = arguments.lazy.compactMap { argument -> Int? in
            if case .int(let value) = argument { return value }
            return nil
        }.first
        guard let entry = entry(for: key) else {
            return LookupResult(value: Self.fill(key, arguments: arguments), step: .key, locale: nil)
        }
        for (candidate, step) in fallbackChain(for: locale) {
            guard let localization = entry.localization(for: candidate),
                  let template = Self.resolve(localization.content, locale: candidate, count: count, device: device)
            else { continue }
            let text = Self.expand(template, localization: localization, locale: candidate, arguments: arguments, device: device)
            return LookupResult(value: text, step: step, locale: candidate)
        }
        return LookupResult(value: Self.fill(key, arguments: arguments), step: .key, locale: nil)
    }

    // MARK: Choosing a form

    static func resolve(_ content: LocalizedContent, locale: String, count: Int?, device: CatalogDevice) -> String? {
        if let variations = content.variations {
            let chosen: VariationCase?
            switch variations.kind {
            case .plural:
                if let count {
                    let category = PluralRules.category(for: count, locale: locale)
                    chosen = (count == 0 ? variations.case("zero") : nil)
                        ?? variations.case(category.rawValue) ?? variations.case("other")
                } else {
                    chosen = variations.case("other")
                }
            case .device:
                chosen = variations.case(device.rawValue) ?? variations.case("other")
            case .other:
                chosen = nil
            }
            if let chosen, let text = resolve(chosen.content, locale: locale, count: count, device: device) {
                return text
            }
        }
        if let unit = content.stringUnit, !unit.value.isEmpty { return unit.value }
        return nil
    }

    // MARK: Filling in arguments

    static func expand(
        _ template: String, localization: CatalogLocalization, locale: String, arguments: [FormatArgument], device: CatalogDevice
    ) -> String {
        var output = ""
        let utf8 = Array(template.utf8)
        var cursor = 0
        for spec in FormatSpecifier.parse(template) {
            output += literal(utf8[cursor..<spec.utf8Range.lowerBound])
            cursor = spec.utf8Range.upperBound
            if let name = spec.substitutionName, let substitution = localization.substitution(named: name) {
                let argumentNumber = substitution.argNum ?? spec.argument
                let argument = arguments.indices.contains(argumentNumber - 1) ? arguments[argumentNumber - 1] : nil
                let inner = resolve(substitution.content, locale: locale, count: argument?.intValue, device: device) ?? ""
                output += fillSubstitution(inner, substitution: substitution, argumentNumber: argumentNumber, arguments: arguments)
            } else if spec.substitutionName != nil {
                output += spec.text
            } else {
                output += render(spec, arguments.indices.contains(spec.argument - 1) ? arguments[spec.argument - 1] : nil)
            }
        }
        output += literal(utf8[cursor...])
        return output
    }

    /// Inside a substitution, `%arg` and non-positional specifiers stand for the substitution's
    /// own argument; positional ones name the outer arguments.
    private static func fillSubstitution(_ text: String, substitution: Substitution, argumentNumber: Int, arguments: [FormatArgument]) -> String {
        var output = ""
        let utf8 = Array(text.utf8)
        var cursor = 0
        let own = arguments.indices.contains(argumentNumber - 1) ? arguments[argumentNumber - 1] : nil
        let ownSpec = FormatSpecifier.parse("%" + (substitution.formatSpecifier ?? "@")).first
        for spec in FormatSpecifier.parse(text, argPlaceholder: true) {
            output += literal(utf8[cursor..<spec.utf8Range.lowerBound])
            cursor = spec.utf8Range.upperBound
            if spec.isArgPlaceholder {
                output += ownSpec.map { render($0, own) } ?? (own?.stringValue ?? spec.text)
            } else if spec.isPositional {
                output += render(spec, arguments.indices.contains(spec.argument - 1) ? arguments[spec.argument - 1] : nil)
            } else {
                output += render(spec, own)
            }
        }
        output += literal(utf8[cursor...])
        return output
    }

    /// Formats a key used as its own text (no catalog entry answered).
    static func fill(_ text: String, arguments: [FormatArgument]) -> String {
        var output = ""
        let utf8 = Array(text.utf8)
        var cursor = 0
        for spec in FormatSpecifier.parse(text) {
            output += literal(utf8[cursor..<spec.utf8Range.lowerBound])
            cursor = spec.utf8Range.upperBound
            output += spec.substitutionName == nil
                ? render(spec, arguments.indices.contains(spec.argument - 1) ? arguments[spec.argument - 1] : nil)
                : spec.text
        }
        output += literal(utf8[cursor...])
        return output
    }

    static let maximumWidthOrPrecision = 64

    /// Literal text between specifiers, with `%%` turned into `%`.
    private static func literal(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "%%", with: "%")
    }

    private static func render(_ spec: FormatSpecifier, _ argument: FormatArgument?) -> String {
        guard let argument else { return spec.text }
        // A catalog is outside input: `%.999999999f` asked for gigabytes (and a width that
        // wrapped around while parsing is negative). No translation needs more than 64.
        var spec = spec
        spec.width = spec.width.map { min(max($0, 0), maximumWidthOrPrecision) }
        spec.precision = spec.precision.map { min(max($0, 0), maximumWidthOrPrecision) }
        var prefix = "%" + spec.flags.replacingOccurrences(of: "'", with: "")
        if let width = spec.width { prefix += String(width) }
        switch spec.conversionClass {
        case "@", "s":
            let text = argument.stringValue
            guard let width = spec.width, text.count < width else { return text }
            let padding = String(repeating: " ", count: width - text.count)
            return spec.flags.contains("-") ? text + padding : padding + text
        case "d", "u", "o", "x":
            guard let value = argument.intValue else { return argument.stringValue }
            if let precision = spec.precision { prefix += "." + String(precision) }
            let conversion = spec.conversion == "X" ? "X" : String(spec.conversionClass)
            return String(format: prefix + "ll" + conversion, Int64(value))
        case "f":
            if let precision = spec.precision { prefix += "." + String(precision) }
            return String(format: prefix + String(spec.conversion), argument.doubleValue)
        case "c":
            if let value = argument.intValue, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) {
                return String(Character(scalar))
            }
            return argument.stringValue
        default:
            return argument.stringValue
        }
    }
}
