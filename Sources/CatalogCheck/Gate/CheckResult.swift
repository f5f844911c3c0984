import StringCatalog

/// What makes `strings check` fail (contract §5; a baseline and a coverage gate decide too).
package struct GatePolicy: Sendable, Equatable {
    /// Warnings fail too.
    package var strict: Bool
    /// `--min-coverage N`: a locale whose translated/keys is below N % fails, and
    /// `missing-translation` / `untranslated` no longer fail one by one.
    package var minCoverage: Double?

    package init(strict: Bool = false, minCoverage: Double? = nil) {
        self.strict = strict
        self.minCoverage = minCoverage
    }
}

/// A problem as the baseline comparison sees it: by kind, key and locale — not by message
/// or line, so moving or rewording an entry does not make its problem "new".
package struct ProblemIdentity: Sendable, Hashable {
    package var kind: ProblemKind
    package var key: String
    package var locale: String?

    package init(kind: ProblemKind, key: String, locale: String?) {
        self.kind = kind
        self.key = key
        self.locale = locale
    }
}

extension CatalogProblem {
    package var identity: ProblemIdentity { ProblemIdentity(kind: kind, key: key, locale: locale) }
}

/// The check of an older version of the catalog (`--baseline REF` or `--baseline-file`),
/// run with the same options and locales as the current one.
package struct Baseline: Sendable {
    /// How the baseline was named: the git revision or the file.
    package var name: String
    package var report: CompletenessReport

    package init(name: String, report: CompletenessReport) {
        self.name = name
        self.report = report
    }
}

/// One locale's verdict: coverage (and before, with a baseline), problem counts against the
/// baseline, and whether it is below `--min-coverage`.
package struct LocaleOutcome: Sendable, Equatable {
    package var locale: String
    package var summary: LocaleSummary
    /// The same locale in the baseline (nil without one).
    package var before: LocaleSummary?
    /// Problems of this locale absent from the baseline / present only there / in both.
    package var new = 0
    package var fixed = 0
    package var open = 0
    package var belowMinimum = false

    /// Coverage in tenths of a percent, rounded down (what the reports print).
    static func tenths(_ summary: LocaleSummary) -> Int {
        summary.keys == 0 ? 1000 : summary.translated * 1000 / summary.keys
    }

    package var coverageTenths: Int { Self.tenths(summary) }
    package var coverageBeforeTenths: Int? { before.map(Self.tenths) }
}

/// A completeness report judged by a gate policy and, optionally, a baseline: which problems
/// are new, which fail, which locales are below the minimum coverage, and the exit code.
package struct CheckResult: Sendable {
    package let report: CompletenessReport
    package let policy: GatePolicy
    package let baseline: Baseline?
    /// Per problem of `report.problems`: absent from the baseline (always true without one).
    package let isNew: [Bool]
    /// Per problem: decides the exit code.
    package let fails: [Bool]
    /// Baseline problems that the current catalog no longer has.
    package let fixed: [CatalogProblem]
    /// One per locale of the report, in its order; a last row with locale `""` holds the
    /// problems that belong to no locale (missing keys, stale entries) when a baseline is given.
    package let localeOutcomes: [LocaleOutcome]

    package init(report: CompletenessReport, policy: GatePolicy = GatePolicy(), baseline: Baseline? = nil) {
        self.report = report
        self.policy = policy
        self.baseline = baseline
        let known = Set(baseline?.report.problems.map(\.identity) ?? [])
        // Only a baseline needs the identities of the current problems (for `fixed`).
        let current = baseline == nil ? [] : Set(report.problems.map(\.identity))
        let isNew = baseline == nil ? [Bool](repeating: true, count: report.problems.count) : report.problems.map { !known.contains($0.identity) }
        self.isNew = isNew
        let coverageKinds: Set<ProblemKind> = [.missingTranslation, .untranslated]
        fails = report.problems.indices.map { index in
            let problem = report.problems[index]
            guard isNew[index], problem.severity == .error || policy.strict else { return false }
            return policy.minCoverage == nil || !coverageKinds.contains(problem.kind)
        }
        var seenFixed = Set<ProblemIdentity>()
        fixed = (baseline?.report.problems ?? []).filter { !current.contains($0.identity) && seenFixed.insert($0.identity).inserted }

        var outcomes: [LocaleOutcome] = report.summaries.map { summary in
            var outcome = LocaleOutcome(locale: summary.locale, summary: summary)
            outcome.before = baseline?.report.summaries.first { $0.locale == summary.locale }
            if let minimum = policy.minCoverage, summary.keys > 0 {
                outcome.belowMinimum = Double(summary.translated) * 100 < minimum * Double(summary.keys)
            }
            return outcome
        }
        if baseline != nil {
            var catalogWide = LocaleOutcome(locale: "", summary: LocaleSummary(locale: ""))
            var index: [String: Int] = [:]
            for (position, outcome) in outcomes.enumerated() { index[outcome.locale] = position }
            var counted = Set<ProblemIdentity>()
            for (position, problem) in report.problems.enumerated() where counted.insert(problem.identity).inserted {
                let slot = problem.locale.flatMap { index[$0] }
                if isNew[position] {
                    if let slot { outcomes[slot].new += 1 } else { catalogWide.new += 1 }
                } else {
                    if let slot { outcomes[slot].open += 1 } else { catalogWide.open += 1 }
                }
            }
            for problem in fixed {
                if let slot = problem.locale.flatMap({ index[$0] }) { outcomes[slot].fixed += 1 } else { catalogWide.fixed += 1 }
            }
            if catalogWide.new + catalogWide.fixed + catalogWide.open > 0 { outcomes.append(catalogWide) }
        }
        localeOutcomes = outcomes
    }

    /// The locales below `--min-coverage`.
    package var localesBelowMinimum: [LocaleOutcome] { localeOutcomes.filter(\.belowMinimum) }

    package var failingCount: Int { fails.lazy.filter { $0 }.count }

    package var passed: Bool { failingCount == 0 && localesBelowMinimum.isEmpty }

    /// 0 when the check passed, 1 otherwise.
    package var exitCode: Int32 { passed ? 0 : 1 }

    /// True when the result says more than the plain report (a baseline or a coverage gate).
    package var hasGateDetails: Bool { baseline != nil || policy.minCoverage != nil }

    /// How an annotation-style output ranks a problem: failing → error; new (or no
    /// baseline) → warning; already in the baseline → note.
    package enum Level: String, Sendable { case error, warning, note }

    package func level(of index: Int) -> Level {
        if fails[index] { return .error }
        return isNew[index] ? .warning : .note
    }

    /// `12.5%` from tenths.
    package static func percent(tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)%" }

    /// The minimum as written: `90`, `92.5`.
    package static func minimumText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// One line saying why the check passed or failed.
    package var verdict: String {
        var reasons: [String] = []
        let failing = failingCount
        if failing > 0 {
            reasons.append("\(failing) \(baseline == nil ? "" : "new ")problem\(failing == 1 ? "" : "s") fail\(failing == 1 ? "s" : "")")
        }
        let below = localesBelowMinimum
        if !below.isEmpty, let minimum = policy.minCoverage {
            reasons.append(below.map { "\($0.locale) at \(Self.percent(tenths: $0.coverageTenths))" }.joined(separator: ", ")
                + " below the minimum coverage of \(Self.minimumText(minimum))%")
        }
        if reasons.isEmpty {
            var text = "Check passed"
            let known = isNew.lazy.filter { !$0 }.count
            if let baseline, known > 0 { text += " (\(known) problem\(known == 1 ? " is" : "s are") already in the baseline \(baseline.name))" }
            return text + "."
        }
        return "Check failed: " + reasons.joined(separator: "; ") + "."
    }
}
