import TrackerModel

/// `streaks.md`: first the summary of every listed tracker — yesterday and today, streaks,
/// jokers, habit strength with its raw counts and trend, success rates, the last 14 days —
/// what strength is, then the insight sentences and each tracker's picture.
package struct StreaksMarkdownFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "streaks.md" }
    public var format: ReportFormat { .md }
    public var needs: ReportParts { [.history, .insights] }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(markdown(report, images: TrackerSVGFile.directory).utf8)
    }

    /// The file as text; `images` is the directory the pictures' links lead into (`img` beside
    /// the report's streaks.md), nil for none.
    public func markdown(_ report: Report, images: String? = TrackerSVGFile.directory) -> String {
        let formatter = LocaleFormatter(locale: report.locale)
        var output = ReportMarkdown.heading(report.text(.streaksTitle), report)
        output += MarkdownText.escapeInline(report.summaryLine) + "\n\n"
        if report.trackers.isEmpty {
            output += MarkdownText.escapeInline(report.text(.noTrackers)) + "\n"
        } else {
            var table = MarkdownTable(columns: [
                .init(report.text(.columnPosition), alignment: .right), .init(report.text(.columnTracker)),
                .init(report.text(.columnCurrentStreak), alignment: .right), .init(report.text(.columnLongestStreak), alignment: .right),
                .init(report.text(.columnRewardsAvailable), alignment: .right), .init(report.text(.columnYesterday)), .init(report.text(.columnToday)),
                .init(report.text(.columnStrength), alignment: .right),
                .init(report.text(.columnRate7), alignment: .right), .init(report.text(.columnRate30), alignment: .right),
                .init(report.text(.columnLast14Days)),
            ])
            for entry in report.trackers {
                table.appendRow([
                    formatter.integer(entry.position), entry.heading, entry.currentStreakText, entry.longestStreakText,
                    entry.availableRewardsText, entry.yesterday.text, entry.todayText,
                    ([entry.strengthText, entry.strengthCountsText] + (entry.strengthTrendText.map { [$0] } ?? [])).joined(separator: " · "),
                    entry.rate7Text, entry.rate30Text, entry.recentDaysText,
                ])
            }
            output += table.render()
            output += "\n" + ReportBuilder.stripSymbols.map { $0.symbol + " " + MarkdownText.escapeInline(report.text($0.text)) }.joined(separator: " · ") + "\n"
            output += "\n" + MarkdownText.escapeInline(report.text(.strengthExplained)) + "\n"
            output += insights(report)
            // The pictures of each tracker (img/NN-<slug>.svg).
            for entry in report.trackers {
                guard let images else { break }
                let alt = MarkdownText.escapeInline(entry.heading + " — " + report.text(.heatmapTitle))
                output += "\n![" + alt + "](" + MarkdownText.linkDestination(images + "/" + TrackerSVGFile.baseName(entry)) + ")\n"
            }
        }
        return output + ReportMarkdown.footnote(report)
    }

    /// The insight sentences as a list, each about one tracker after its name.
    private func insights(_ report: Report) -> String {
        if let withheld = report.insightsWithheld {
            return "\n## " + MarkdownText.escapeInline(report.text(.insightsTitle)) + "\n\n" + MarkdownText.escapeInline(withheld) + "\n"
        }
        guard !report.insights.isEmpty else { return "" }
        var output = "\n## " + MarkdownText.escapeInline(report.text(.insightsTitle)) + "\n\n"
        for insight in report.insights {
            let name = insight.trackerIndex.map { "**" + MarkdownText.escapeInline(report.trackers[$0].heading) + ":** " } ?? ""
            output += "- " + name + MarkdownText.escapeInline(insight.sentence.text) + "\n"
        }
        if let note = report.insightsNote { output += "\n" + MarkdownText.escapeInline(note) + "\n" }
        return output
    }
}
