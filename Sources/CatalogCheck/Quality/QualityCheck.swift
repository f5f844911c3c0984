import StringCatalog

/// One quality check of `strings check`: it compares a translated string unit with the source
/// text at the same place and says what is wrong, as a problem kind of its own (a warning by
/// default). Each check is a type of its own, listed once in `QualityChecks.all`; the problem
/// kinds, SARIF's rule descriptions and the table of docs/strings.md follow that list.
///
/// A check sees only units worth checking (`EntryQualityChecker` decides): translations (not
/// the source language, not a pseudo-locale) in state `translated` or `needs_review` with a
/// value, whose source has something to translate. A translation that is a copy of its source
/// is left to `same-as-source` alone, so that one defect is reported once.
///
/// The requirements are static: a check holds no state, and the pass calls each check for
/// every translation through its type, with nothing to copy.
protocol QualityCheck: Sendable {
    /// The problem kind the check reports.
    static var kind: ProblemKind { get }
    /// What the check finds, in one sentence (SARIF's rule description).
    static var summary: String { get }
    /// When it reports, in the words of the table in docs/strings.md ("reported when the
    /// translation …"; Markdown).
    static var reportedWhen: String { get }
    /// What it leaves alone and why (the table's "not reported" column; Markdown).
    static var notReported: String { get }
    /// Where its input comes from, when not from the catalog alone, in the words of
    /// `strings check --help` (`--glossary or "glossary"`); nil for none.
    static var helpNote: String? { get }
    /// When the check surely passes, told without reading the translation's scalars
    /// (`QuickPassRule`: a condition on the source, byte sequences the translation must not
    /// have, a condition on what one pass over its bytes found), or nil when the check cannot
    /// tell: then it runs in full for every unit — correct, but slower (measure the benchmark
    /// catalog before leaving it nil).
    static var quickPass: QuickPassRule? { get }
    /// Whether `finding(_:)` reads the analysed translation (`QualityPair.target`); a check that
    /// reads only the text as written (`QualityPair.translation`) says false, and a unit only
    /// such checks must look at in full is never analysed.
    static var readsAnalysedText: Bool { get }
    /// What is wrong with the translation of `pair`, worded to follow "the de text … of KEY"
    /// (`"lacks the source's trailing whitespace"`), or nil when nothing is.
    static func finding(_ pair: QualityPair) -> String?
}

extension QualityCheck {
    static var quickPass: QuickPassRule? { nil }
    static var readsAnalysedText: Bool { true }
    static var helpNote: String? { nil }
}

/// The quality checks, in report order (the order of their problem kinds).
enum QualityChecks {
    static let all: [any QualityCheck.Type] = [
        SameAsSourceCheck.self, WhitespaceCheck.self, EndPunctuationCheck.self, NewlinesCheck.self, DoubleSpaceCheck.self,
        NumbersCheck.self, URLsCheck.self, BracketsCheck.self, LengthCheck.self, GlossaryCheck.self,
    ]

    /// The kinds the quality checks report.
    static let kinds: Set<ProblemKind> = Set(all.map { $0.kind })
}

extension ProblemKind {
    /// True for the kinds of the quality checks (`same-as-source`, `glossary`, …).
    package var isQualityCheck: Bool { QualityChecks.kinds.contains(self) }

    /// The quality checks' kinds in report order, as `strings check --help` lists them: each
    /// with its `helpNote` in parentheses, the last after "and".
    package static var qualityChecksListed: String {
        let names = QualityChecks.all.map { check in check.kind.rawValue + (check.helpNote.map { " (\($0))" } ?? "") }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The same in Markdown, each kind as code (the list of docs/strings.md).
    package static var qualityChecksListedInMarkdown: String {
        let names = QualityChecks.all.map { "`\($0.kind.rawValue)`" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// What a quality check finds, in one sentence; nil for the other kinds.
    package var qualitySummary: String? { QualityChecks.all.first { $0.kind == self }?.summary }
}
