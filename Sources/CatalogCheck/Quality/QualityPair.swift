import StringCatalog
import CatalogText

/// A translated string unit and the source text at the same place, as the quality checks see
/// them, with what the entry and the run add: the length limit, the glossary's terms in the
/// source, and — for a translation that is a copy of its source — why the copy may be right.
struct QualityPair: Sendable {
    /// The source text and what was worked out about it, shared by every translation of the
    /// place (one reference to count, not one per array of it).
    var sourceText: SourceText
    /// The translation as written.
    var translation: String
    /// The translation analysed, when the pair was made with it (see `target`).
    private var analysed: QualityText?
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

    /// The translation analysed: made once with the pair, unless only checks that do not read
    /// it (`QualityCheck.readsAnalysedText`) look at the pair — then read here each time.
    var target: QualityText { analysed ?? QualityText(translation) }
    var source: QualityText { sourceText.text }
    var sourceFacts: SourceFacts { sourceText.facts }

    init(
        sourceText: SourceText, target: QualityText, locale: QualityLocale, sourceLocale: QualityLocale, pluralCategory: String?,
        lengthLimit: LengthLimit?
    ) {
        self.init(sourceText: sourceText, translation: target.text, locale: locale, sourceLocale: sourceLocale, pluralCategory: pluralCategory,
                  lengthLimit: lengthLimit)
        analysed = target
    }

    /// A pair whose translation is not analysed.
    init(
        sourceText: SourceText, translation: String, locale: QualityLocale, sourceLocale: QualityLocale, pluralCategory: String?,
        lengthLimit: LengthLimit?
    ) {
        self.sourceText = sourceText
        self.translation = translation
        self.locale = locale
        self.sourceLocale = sourceLocale
        self.pluralCategory = pluralCategory
        self.lengthLimit = lengthLimit
    }

    /// What decides whether a translation identical to its source is right.
    struct CopyFacts: Sendable {
        /// Why a copy of the source may be right in any locale (`SameAsSourceCheck.exemption`:
        /// a name, commonly kept, …), or nil.
        var exemption: String?
    }
}

/// A source text with what the checks read of it and the glossary's terms in it.
final class SourceText: Sendable {
    let text: QualityText
    let facts: SourceFacts
    /// The positions of the glossary's terms that occur in the text.
    let glossaryTerms: [Int]
    /// The text's bytes, outer whitespace trimmed and lower-cased, when they are all ASCII.
    let asciiFolded: [UInt8]?

    init(_ text: QualityText, locale: QualityLocale, glossary: Glossary) {
        self.text = text
        facts = SourceFacts(text, locale: locale)
        glossaryTerms = glossary.isEmpty ? [] : glossary.terms(in: Array(text.text.lowercased().unicodeScalars))
        var bytes = Array(text.text.utf8)
        while let first = bytes.first, first == 0x20 || (0x09...0x0D).contains(first) { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || (0x09...0x0D).contains(last) { bytes.removeLast() }
        asciiFolded = bytes.allSatisfy { $0 < 0x80 } ? bytes.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 } : nil
    }
}

/// What the checks read of a source text, worked out once per entry and place however many
/// translations compare with it.
struct SourceFacts: Sendable {
    var numbers: [NumbersCheck.Number]
    /// The units of measure after a number or placeholder (`%@ MB`).
    var units: [MeasureUnit]
    var links: Set<String>
    var brackets: BracketsCheck.Counts
    var lineBreaks: Int
    var doubleSpaces: Int
    var mark: EndPunctuationCheck.Mark?

    init(_ source: QualityText, locale: QualityLocale) {
        numbers = NumbersCheck.expected(in: source)
        units = MeasureUnit.afterNumbers(in: source, locale: locale)
        links = Links.set(in: source)
        brackets = BracketsCheck.counts(source)
        lineBreaks = source.lineBreaks
        doubleSpaces = DoubleSpaceCheck.runs(source)
        mark = EndPunctuationCheck.mark(source, locale: locale)
    }
}
