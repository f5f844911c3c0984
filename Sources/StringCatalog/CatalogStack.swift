/// Several catalogs looked up as one: the app's catalog over the tool's built-in phrases.
///
/// A key is answered, in this order, by the first layer that has it in the requested locale
/// or its language, then by the first layer that has it in its source language, then by the
/// key itself. So a layer above overrides a built-in phrase where it translates it (a team can
/// reword a heading), while a translation below still beats an untranslated layer above (an
/// app catalog holding a key only in English does not turn a German heading English).
public struct CatalogStack: Sendable {
    /// Top first.
    public let layers: [StringCatalog]

    public init(_ layers: [StringCatalog]) {
        self.layers = layers
    }

    /// Like `StringCatalog.formatResult`, over all layers.
    public func formatResult(_ key: String, locale: String, arguments: [FormatArgument], device: CatalogDevice = .other) -> LookupResult {
        answer(key) { $0.formatResult(key, locale: locale, arguments: arguments, device: device) }
            ?? LookupResult(value: StringCatalog.fill(key, arguments: arguments), step: .key, locale: nil)
    }

    /// Like `StringCatalog.value(for:locale:)`, over all layers (no arguments filled in).
    public func value(for key: String, locale: String) -> LookupResult {
        answer(key) { $0.value(for: key, locale: locale) } ?? LookupResult(value: key, step: .key, locale: nil)
    }

    /// The first locale or language answer of the layers that have `key`, else the first
    /// source-language answer; nil when no layer has it.
    private func answer(_ key: String, _ lookup: (StringCatalog) -> LookupResult) -> LookupResult? {
        var sourceLanguageAnswer: LookupResult?
        for layer in layers where layer.entry(for: key) != nil {
            let result = lookup(layer)
            switch result.step {
            case .locale, .language:
                return result
            case .sourceLanguage:
                if sourceLanguageAnswer == nil { sourceLanguageAnswer = result }
            case .key:
                continue
            }
        }
        return sourceLanguageAnswer
    }

    /// Every locale any layer has a localization in, first-seen order, without repeats.
    public var localesInUse: [String] {
        var seen = Set<String>()
        return layers.flatMap(\.localesInUse).filter { seen.insert($0).inserted }
    }

    /// Whether every key in `keys` has a non-empty value in `locale` itself (not through a
    /// fallback) in some layer: the test for "this locale can be reported in".
    public func translatesAll<Keys: Sequence>(_ keys: Keys, locale: String) -> Bool where Keys.Element == String {
        keys.allSatisfy { key in
            layers.contains { layer in
                guard layer.entry(for: key) != nil else { return false }
                let result = layer.value(for: key, locale: locale)
                return result.step == .locale && !result.value.isEmpty
            }
        }
    }
}
