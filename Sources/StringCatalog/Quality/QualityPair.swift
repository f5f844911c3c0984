/// A translated string unit and the source text at the same place, as the quality checks see
/// them, with what the entry and the run add: the length limit, the glossary's terms in the
/// source, and — for a translation that is a copy of its source — why the copy may be right.
struct QualityPair: Sendable {
    var source: QualityText
    var sourceFacts: SourceFacts
    var target: QualityText
    var locale: QualityLocale
    var sourceLocale: QualityLocale
    /// The plural category of the unit (`one`), when it is a plural form.
    var pluralCategory: String?
    /// The smallest length limit that applies to the unit, and where it was set.
    var lengthLimit: LengthLimit?
    /// The glossary's rules for this locale whose term occurs in the source.
    var glossaryRules: [Glossary.Rule] = []
    /// Set only when the translation is a copy of the source (`SameAsSourceCheck.isCopy`).
    var copy: CopyFacts?

    /// What decides whether a translation identical to its source is right.
    struct CopyFacts: Sendable {
        /// Why the source reads as a name that stays as is (`"a brand or glossary term"`), or nil.
        var nameReason: String?
        /// Of the other translations of this unit (not the source language's variants, not
        /// pseudo-locales) with a value: how many keep the source, out of how many.
        var keptIn: Int
        var translatedIn: Int
    }
}

/// What the checks read of a source text, worked out once per entry and place however many
/// translations compare with it.
struct SourceFacts: Sendable {
    var numbers: [NumbersCheck.Number]
    var links: Set<String>
    var brackets: BracketsCheck.Counts

    init(_ source: QualityText) {
        numbers = NumbersCheck.expected(in: source)
        links = Links.set(in: source.scalars)
        brackets = BracketsCheck.counts(source)
    }
}
