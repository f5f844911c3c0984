extension CatalogStack {
    /// Every translation of `key`, once each, in the order of the locales in use: the values
    /// found for a locale itself or for its language, not the source-language fallback (so
    /// `Mood` gives "Stimmung" for de, and no English value stands in for a missing one).
    public func translations(of key: String) -> [String] {
        var translations: [String] = []
        for locale in localesInUse {
            let result = value(for: key, locale: locale)
            if result.step == .locale || result.step == .language, !translations.contains(result.value) {
                translations.append(result.value)
            }
        }
        return translations
    }
}
