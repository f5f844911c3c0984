import CatalogCheck
import StringCatalog

/// Holds a machine translation to the checks `strings check` applies before it may be written:
/// its tokens put back (`ProtectedText.restore`: every placeholder once, in order where the
/// order matters), then the gate's format check (the placeholders' types and numbers, as
/// `strings check` and `strings import` compare them) and every quality check the settings
/// leave on — glossary, length, brackets, URLs, newlines, numbers, same-as-source, whitespace,
/// end punctuation, double spaces — run by `CompletenessChecker` on the entry with this one
/// unit in the locale (and, beside a main text, the substitutions it will have), so the answer
/// is judged alone, by exactly the checks that would report it later.
package struct AnswerReview: Sendable {
    package let catalog: StringCatalog
    package let quality: QualityOptions
    /// Kinds the settings switch off (`--severity KIND=off`, `"severity"`).
    package let off: Set<ProblemKind>

    package init(catalog: StringCatalog, quality: QualityOptions, off: Set<ProblemKind> = []) {
        self.catalog = catalog
        self.quality = quality
        self.off = off
    }

    /// A failed check: its name (`placeholders`, `format-mismatch`, `glossary`, …) and why.
    package struct Failure: Sendable, Equatable {
        package var check: String
        package var reason: String

        package init(check: String, reason: String) {
            self.check = check
            self.reason = reason
        }
    }

    /// An answer's outcome: the translation to write, or every check it fails.
    package enum Verdict: Sendable, Equatable {
        case accepted(String)
        case rejected([Failure])
    }

    /// The kinds that reject an answer: the format and plural checks and every quality check.
    static func rejects(_ kind: ProblemKind) -> Bool {
        kind == .formatMismatch || kind == .pluralExtraCategory || kind == .invalidEntry || kind.order >= ProblemKind.sameAsSource.order
    }

    /// The translation to write for `answer`, or every check it fails.
    package func review(_ answer: String, for request: TranslationRequest) -> Verdict {
        guard !answer.isEmpty else { return .rejected([Failure(check: "empty", reason: "the translation is empty")]) }
        let restored: String
        switch request.protected.restore(answer) {
        case .success(let text): restored = text
        case .failure(let problems): return .rejected(problems.messages.map { Failure(check: "placeholders", reason: $0) })
        }
        guard var entry = catalog.entry(for: request.key) else { return .rejected([Failure(check: "key", reason: "the key is not in the catalog")]) }
        let source = entry.localization(for: catalog.sourceLanguage)
        entry.localizations = source.map { [$0] } ?? []
        if let problem = TranslationImporter.pluralProblem(request.path, locale: request.locale) {
            return .rejected([Failure(check: ProblemKind.pluralExtraCategory.rawValue, reason: problem)])
        }
        do {
            try TranslationImporter.set(value: restored, state: "needs_review", at: request.path, locale: request.locale, in: &entry, source: source)
        } catch {
            return .rejected([Failure(check: "structure", reason: error.reason)])
        }
        // A main text's `%#@name@` is typed by the substitutions it will have: the target's, else the source's.
        if request.path.substitution == nil, let index = entry.localizations.lastIndex(where: { $0.locale == request.locale }) {
            let own = catalog.entry(for: request.key)?.localization(for: request.locale)?.substitutions ?? []
            for substitution in own + (source?.substitutions ?? []) where entry.localizations[index].substitution(named: substitution.name) == nil {
                entry.localizations[index].substitutions.append(substitution)
            }
        }
        let options = CheckOptions(
            locales: [request.locale], severityOverrides: Dictionary(uniqueKeysWithValues: off.map { ($0, ProblemSeverity?.none) }), quality: quality)
        let report = CompletenessChecker(catalog: StringCatalog(sourceLanguage: catalog.sourceLanguage, entries: [entry]), options: options).run()
        // Problems of this unit: those of its path, and those of the whole localization (format).
        let path = request.path.description
        let failures = report.problems.filter { Self.rejects($0.kind) && $0.locale == request.locale && ($0.path ?? path) == path }.map {
            Failure(check: $0.kind.rawValue, reason: $0.message)
        }
        return failures.isEmpty ? .accepted(restored) : .rejected(failures)
    }
}
