
extension TranslationTable {
    /// The locales a translator export covers when none are named: every locale the catalogs
    /// have a localization in, except each catalog's own source language, sorted by Unicode
    /// scalars. Empty when the catalogs hold their source language only.
    public static func targetLocales(of catalogs: [StringCatalog]) -> [String] {
        Set(catalogs.flatMap { catalog in catalog.localesInUse.filter { $0 != catalog.sourceLanguage } })
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
