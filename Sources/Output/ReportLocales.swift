import StringCatalog

/// The locales a report can be written in, and the locales a run asks for matched to them.
///
/// Available are the locales of the built-in phrases and any locale an app catalog translates
/// every phrase key into (so an app can add a language without a new tool). A request is
/// matched as `ReportLocaleMatch` matches it (`DE`, `de_DE`, `de-AT` → `de`); a request
/// without report phrases, or two that would write one folder, is refused.
public struct ReportLocales: Sendable, Equatable {
    /// In the order the built-in phrases list them, then the app catalog's.
    public let available: [String]
    /// Whether an app catalog was read (a missing language's message says how to add one).
    public let hasAppCatalog: Bool

    /// Why requested locales cannot be written.
    public enum Failure: Error, Sendable, Equatable {
        /// No report phrases in the language of `locale`.
        case noPhrases(locale: String)
        /// `first` and `second` both match the available locale `folder`.
        case sameFolder(first: String, second: String, folder: String)
    }

    /// - Parameters:
    ///   - app: the app's catalog, when one is read.
    ///   - strings: the strings the report is written with (`app` over the built-in phrases).
    public init(app: StringCatalog?, strings: CatalogStack) throws(CatalogError) {
        var available = try BuiltInStrings.locales()
        for locale in app?.localesInUse ?? [] where !available.contains(locale) {
            if strings.translatesAll(BuiltInStrings.phraseKeys, locale: locale) { available.append(locale) }
        }
        self.init(available: available, hasAppCatalog: app != nil)
    }

    public init(available: [String], hasAppCatalog: Bool) {
        self.available = available
        self.hasAppCatalog = hasAppCatalog
    }

    /// Every requested locale matched, in the order requested.
    public func match(_ requested: [String]) -> Result<[ReportLocaleMatch], Failure> {
        var matches: [ReportLocaleMatch] = []
        for locale in requested {
            guard let match = ReportLocaleMatch.match(locale, available: available) else {
                return .failure(.noPhrases(locale: locale))
            }
            if let earlier = matches.first(where: { $0.folder == match.folder }) {
                return .failure(.sameFolder(first: earlier.requested, second: locale, folder: match.folder))
            }
            matches.append(match)
        }
        return .success(matches)
    }

    /// The failure in one line, naming `option` (`--locale`) and, without an app catalog,
    /// how one could add the language.
    public func message(for failure: Failure, option: String) -> String {
        switch failure {
        case .noPhrases(let locale):
            let extra = hasAppCatalog ? "" : " (an app catalog given with --catalog can add one by translating every Report.* key)"
            return "\(option) \(locale): no report phrases in this language; available: \(available.joined(separator: ", "))\(extra)"
        case .sameFolder(let first, let second, let folder):
            return "\(option): \(first) and \(second) both write \(folder)/; give one of them"
        }
    }
}

extension ReportLocales.Failure: CustomStringConvertible {
    /// The failure in words (`ReportLocales.message(for:option:)` also lists what is available).
    public var description: String {
        switch self {
        case .noPhrases(let locale): return "\(locale): no report phrases in this language"
        case .sameFolder(let first, let second, let folder): return "\(first) and \(second) both write \(folder)/; give one of them"
        }
    }
}
