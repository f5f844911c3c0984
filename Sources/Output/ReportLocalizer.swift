import SharpTools
import StringCatalog

/// Looks report strings up for one locale — in the app's catalog, then the built-in phrases
/// (`CatalogStack`) — and remembers every key that had no translation there (it fell back to
/// a source language or to the key itself), so the Markdown files can list them in a footnote
/// instead of hiding the gap.
public struct ReportLocalizer: Sendable {
    public let strings: CatalogStack
    public let locale: String
    /// Keys answered by the source language or by the key itself, sorted on read.
    public private(set) var missingKeys: Set<String> = []
    private var plainTexts: [String: String] = [:]

    public init(strings: CatalogStack, locale: String) {
        self.strings = strings
        self.locale = locale
    }

    /// The text of `key` with `arguments` filled in (plural forms chosen by the catalog),
    /// shortened for showing (`DisplayText`): a catalog's phrase — or a level's label key
    /// standing in for a missing one — is repeated per tracker and table, so a long one must
    /// not make the report grow with it.
    public mutating func text(_ key: String, _ arguments: [FormatArgument] = []) -> String {
        if arguments.isEmpty, let cached = plainTexts[key] { return cached }
        let result = strings.formatResult(key, locale: locale, arguments: arguments)
        switch result.step {
        case .locale, .language:
            break
        case .sourceLanguage, .key:
            missingKeys.insert(key)
        }
        let shown = DisplayText.shortened(result.value)
        if arguments.isEmpty { plainTexts[key] = shown }
        return shown
    }

    public mutating func text(_ key: ReportText, _ arguments: [FormatArgument] = []) -> String {
        text(key.rawValue, arguments)
    }
}
