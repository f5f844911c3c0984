import StringCatalog
import CatalogText

/// `double-space`: a translation with more runs of two or more spaces inside it than its
/// source (spaces at the start and end are `whitespace`'s). Space, no-break space, narrow
/// no-break space and the ideographic space count alike. A double space only the source has is
/// a typo the translator fixed, not a finding.
struct DoubleSpaceCheck: QualityCheck {
    static let kind = ProblemKind.doubleSpace
    static let summary = "A translation has a double space inside it that its source does not have."
    static let reportedWhen = "has more runs of 2+ spaces inside it than the source (space, no-break, narrow no-break, ideographic)"
    static let notReported = "a double space only the source has; spaces at the start or end (`whitespace`'s)"
    static let quickPass: QuickPassRule? = QuickPassRule(passes: { $0.spaceRuns <= $0.source.facts.doubleSpaces })

    static func finding(_ pair: QualityPair) -> String? {
        let found = Self.runs(pair.target)
        guard found > 0, found > pair.sourceFacts.doubleSpaces else { return nil }
        return "has a double space inside it that the source does not have — use one space"
    }

    /// The runs of 2 or more spaces inside the outer whitespace.
    static func runs(_ text: QualityText) -> Int {
        var runs = 0
        var length = 0
        for scalar in text.trimmed {
            if scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "\u{3000}" {
                length += 1
                if length == 2 { runs += 1 }
            } else {
                length = 0
            }
        }
        return runs
    }
}
