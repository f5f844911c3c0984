import StringCatalog
import CatalogCheck

/// Coverage over every catalog of a run (`strings check` with several catalogs): per locale,
/// the counts of all catalogs that check it, added up.
public struct CheckTotals: Sendable {
    public let catalogs: [String]
    /// Locales in the order they first appear in the catalogs' reports.
    package let summaries: [LocaleSummary]
    public let passed: Bool

    package init(_ results: [CheckResult]) {
        catalogs = results.map(\.report.catalog)
        var order: [String] = []
        var sums: [String: LocaleSummary] = [:]
        for summary in results.flatMap(\.report.summaries) {
            if sums[summary.locale] == nil { order.append(summary.locale) }
            var total = sums[summary.locale] ?? LocaleSummary(locale: summary.locale)
            total.keys += summary.keys
            total.translated += summary.translated
            total.missing += summary.missing
            total.needsReview += summary.needsReview
            total.new += summary.new
            total.stale += summary.stale
            sums[summary.locale] = total
        }
        summaries = order.compactMap { sums[$0] }
        passed = results.allSatisfy(\.passed)
    }

    /// The coverage table of the totals (the per-catalog tables' columns).
    var table: MarkdownTable {
        let report = CompletenessReport(catalog: "", sourceLanguage: "", locales: summaries.map(\.locale), summaries: summaries, problems: [])
        return CheckTables.coverage(report, locale: { .text($0) })
    }

    /// "Total over 3 catalogs: passed." — the run's verdict.
    var verdictLine: String {
        "Total over \(catalogs.count) catalogs: " + (passed ? "passed" : "failed") + "."
    }
}
