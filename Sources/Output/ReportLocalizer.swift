import SharpTools
import StringCatalog

/// Looks report strings up for one locale — in the app's catalog, then the built-in phrases
/// (`CatalogStack`, whose last layer is the built-in phrases) — and remembers every key that
/// had no translation there (it fell back to a source language or to the key itself), so the
/// Markdown files can list them in a footnote instead of hiding the gap, and the keys no
/// catalog had at all, which the report shows as they are (`rawKeys`).
public struct ReportLocalizer: Sendable {
    public let strings: CatalogStack
    public let locale: String
    /// Keys answered by the source language or by the key itself, sorted on read.
    public private(set) var missingKeys: Set<String> = []
    /// Keys answered by the key itself: no catalog has a text for them in any language.
    public private(set) var rawKeys: Set<String> = []
    private var plainTexts: [String: String] = [:]
    /// Texts with whole-number arguments ("12 days", "3 of 7 days"): the same few recur tracker
    /// after tracker, and the catalog's plural rules are worked out once for each.
    private var countedTexts: [CountedKey: String] = [:]

    private struct CountedKey: Hashable {
        let key: String
        let counts: [Int]
    }

    public init(strings: CatalogStack, locale: String) {
        self.strings = strings
        self.locale = locale
    }

    /// The text of `key` with `arguments` filled in (plural forms chosen by the catalog). An
    /// app catalog's phrase — or a level's label key standing in for a missing one — is
    /// shortened for showing (`DisplayText`): it is repeated per tracker and table, so a long
    /// one must not make the report grow with it. The tool's own phrases are shown whole (their
    /// user text arguments are shortened already): a note must not lose its last sentence.
    public mutating func text(_ key: String, _ arguments: [FormatArgument] = []) -> String {
        if arguments.isEmpty, let cached = plainTexts[key] { return cached }
        let counted = Self.counts(arguments).map { CountedKey(key: key, counts: $0) }
        if let counted, let cached = countedTexts[counted] { return cached }
        let result = strings.formatResult(key, locale: locale, arguments: arguments)
        switch result.step {
        case .locale, .language:
            break
        case .sourceLanguage:
            missingKeys.insert(key)
        case .key:
            missingKeys.insert(key)
            rawKeys.insert(key)
        }
        let shown = result.value.utf8.count > DisplayText.maximumCharacters && !isBuiltInAnswer(key)
            ? DisplayText.shortened(result.value) : result.value
        if arguments.isEmpty { plainTexts[key] = shown }
        if let counted { countedTexts[counted] = shown }
        return shown
    }

    /// The arguments' values when every one is an `.int` and there is at least one; else nil.
    private static func counts(_ arguments: [FormatArgument]) -> [Int]? {
        guard !arguments.isEmpty else { return nil }
        var counts: [Int] = []
        counts.reserveCapacity(arguments.count)
        for argument in arguments {
            guard case .int(let value) = argument else { return nil }
            counts.append(value)
        }
        return counts
    }

    /// Whether the built-in phrases (the stack's last layer) answer `key` in this locale: no
    /// layer above translates it, and they do.
    private func isBuiltInAnswer(_ key: String) -> Bool {
        guard let builtIn = strings.layers.last else { return false }
        func translates(_ layer: StringCatalog) -> Bool {
            guard layer.entry(for: key) != nil else { return false }
            let step = layer.value(for: key, locale: locale).step
            return step == .locale || step == .language
        }
        return !strings.layers.dropLast().contains(where: translates) && translates(builtIn)
    }

    public mutating func text(_ key: ReportText, _ arguments: [FormatArgument] = []) -> String {
        text(key.rawValue, arguments)
    }
}
