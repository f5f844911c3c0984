import StringCatalog

/// `newlines`: a translation with more or fewer line breaks than its source — a lost break in a
/// two-line label, or a sentence dropped with its line. CR LF, LF, CR, U+2028 and U+2029 each
/// count as one break, so a translation that writes another kind of break is fine.
struct NewlinesCheck: QualityCheck {
    static let kind = ProblemKind.newlines
    static let summary = "A translation has more or fewer line breaks than its source."
    static let reportedWhen = "has more or fewer line breaks"
    static let notReported = "CR LF, LF, CR, U+2028 and U+2029 all count as one break"
    static let quickPass: QuickPassRule? = QuickPassRule(passes: { $0.lineBreaks == $0.source.facts.lineBreaks })

    static func finding(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.lineBreaks
        let found = pair.target.lineBreaks
        guard expected != found else { return nil }
        return "has \(Self.breaks(found)) where the source has \(expected) — break the lines as the source does"
    }

    private static func breaks(_ count: Int) -> String {
        count == 1 ? "1 line break" : "\(count) line breaks"
    }
}
