import StringCatalog

/// The catalog's unit states in XLIFF 1.2's words and back.
package enum XLIFFState {
    /// The `state` attribute Xcode writes for a catalog state.
    package static func xliff(_ catalogState: String) -> String {
        switch catalogState {
        case "needs_review": return "needs-review-translation"
        case "new": return "new"
        default: return "translated"
        }
    }

    /// The catalog state for an XLIFF 1.2 state; nil for a value XLIFF 1.2 does not define
    /// (custom `x-…` states included: their meaning is the sender's).
    package static func catalog(_ xliffState: String) -> String? {
        switch xliffState {
        case "translated", "final", "signed-off": return "translated"
        case "new", "needs-translation": return "new"
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-l10n", "needs-adaptation":
            return "needs_review"
        default: return nil
        }
    }
}
