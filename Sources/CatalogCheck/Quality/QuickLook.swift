import CatalogText
/// What `QuickPass` found in one pass over a translation's UTF-8 bytes (between placeholders),
/// for the checks' `QuickPassRule.passes`, with the unit's context.
struct QuickLook {
    /// The translation as written.
    var text: String
    /// The source text; rules read its facts in place (`source.facts.lineBreaks`): a copy of
    /// `facts` would retain each of its arrays, once per unit and rule.
    var source: SourceText
    var locale: QualityLocale
    /// The smallest length limit that applies to the unit.
    var lengthLimit: LengthLimit?
    /// Whether the first and the last scalar are whitespace.
    var leadingWhitespace: Bool
    var trailingWhitespace: Bool
    /// Line breaks: LF, CR (CR LF once), U+2028, U+2029.
    var lineBreaks: Int
    /// Runs of two or more spaces (space, no-break, narrow no-break, ideographic).
    var spaceRuns: Int
    /// Per number of `source.facts.numbers` (up to 64, as bits): found as a run of ASCII digits,
    /// not next to a non-ASCII scalar.
    var numbersFound: UInt64
}
