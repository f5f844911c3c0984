import StringCatalog

/// `length`: a translation longer than its limit — `[max N]` in the entry's comment, or a
/// `maxLength` pattern of the settings (`LengthLimit`). Length is counted in grapheme clusters,
/// as a reader counts characters (`👍🏽` and `é` written with a combining accent are one each);
/// placeholders count as written. Every plural and device form is measured; the pieces of a
/// substitution are not, since they are only part of a string.
struct LengthCheck: QualityCheck {
    static let kind = ProblemKind.length
    static let summary = "A translation is longer than its limit ([max N] in the comment or maxLength in the settings)."
    static let reportedWhen = "is longer than its limit: `[max N]` in the entry's comment, or `maxLength` for keys matching a glob in `.trackerkit.json`; the smallest limit that applies holds"
    static let notReported = "— length counts grapheme clusters (what a reader calls characters: `👍🏽` and `é` written with a combining accent are one each); placeholders count as written; substitution pieces are not measured"
    /// A text has at least as many UTF-8 bytes as grapheme clusters.
    static let helpNote: String? = "[max N] in the comment, \"maxLength\" in the settings"
    static let quickPass: QuickPassRule? = QuickPassRule(passes: { look in look.lengthLimit.map { look.text.utf8.count <= $0.maximum } ?? true })
    static let readsAnalysedText = false

    static func finding(_ pair: QualityPair) -> String? {
        guard let limit = pair.lengthLimit else { return nil }
        let length = pair.translation.count
        guard length > limit.maximum else { return nil }
        return "has \(length) characters, more than the \(limit.maximum) of \(limit.origin) — shorten it"
    }
}
