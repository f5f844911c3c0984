/// What `trackers.md` and `streaks.md` share: GitHub-flavoured Markdown, a heading with the
/// as-of line, and a footnote naming any missing translation.
enum ReportMarkdown {
    static func heading(_ title: String, _ report: Report) -> String {
        "# " + MarkdownText.escapeInline(title) + "\n\n" + MarkdownText.escapeInline(report.asOfLine) + "\n\n"
            + (report.staleLine.map { "**" + MarkdownText.escapeInline($0) + "**\n\n" } ?? "")
            + (report.zoneNote.map { "**" + MarkdownText.escapeInline($0) + "**\n\n" } ?? "")
    }

    /// Lists the keys the catalog could not translate into this locale, so a report never
    /// silently shows a source-language text or a raw key.
    static func footnote(_ report: Report) -> String {
        guard !report.missingTranslations.isEmpty else { return "" }
        return "\n---\n\n" + MarkdownText.escapeInline(report.missingTranslationsTitle) + ": "
            + report.missingTranslations.map(MarkdownText.escapeInline).joined(separator: ", ") + "\n"
    }
}
