import StringCatalog
import CatalogCheck

/// The coverage table and the baseline comparison of a check, built once for every format
/// that shows them: the text format renders them aligned for a terminal, the Markdown format
/// as Markdown. `locale` gives a locale's label cell, each format in its own style.
enum CheckTables {
    static func coverage(_ report: CompletenessReport, locale label: (String) -> MarkdownCell) -> MarkdownTable {
        var table = MarkdownTable(columns: columns(["Locale", "Keys", "Translated", "Missing", "Needs review", "New", "Stale", "Coverage"]))
        for summary in report.summaries {
            table.appendRow([label(summary.locale)] + [
                String(summary.keys), String(summary.translated), String(summary.missing),
                String(summary.needsReview), String(summary.new), String(summary.stale), CheckPhrases.percent(summary),
            ].map(MarkdownCell.markdown))
        }
        return table
    }

    static func baseline(_ result: CheckResult, locale label: (String) -> MarkdownCell) -> MarkdownTable {
        var table = MarkdownTable(columns: columns(["Locale", "New", "Fixed", "Open", "Coverage before", "After", "Change"]))
        for outcome in result.localeOutcomes {
            let counts = [String(outcome.new), String(outcome.fixed), String(outcome.open)]
            // The catalog-wide row (no locale) has counts but no coverage.
            if outcome.locale.isEmpty {
                table.appendRow([MarkdownCell.markdown("(catalog)")] + (counts + ["", "", ""]).map(MarkdownCell.markdown))
                continue
            }
            let before = outcome.coverageBeforeTenths
            let coverage = [
                before.map { CheckResult.percent(tenths: $0) } ?? "–",
                CheckResult.percent(tenths: outcome.coverageTenths),
                before.map { CheckPhrases.change(tenths: outcome.coverageTenths - $0) } ?? "–",
            ]
            table.appendRow([label(outcome.locale)] + (counts + coverage).map(MarkdownCell.markdown))
        }
        return table
    }

    /// The locale column, then numbers aligned right.
    private static func columns(_ titles: [String]) -> [MarkdownTable.Column] {
        titles.enumerated().map { index, title in MarkdownTable.Column(title, alignment: index == 0 ? .unspecified : .right) }
    }
}
