import TrackerModel

/// `trackers.md` and `streaks.md`: GitHub-flavoured Markdown, dates in the locale's medium
/// style, numbers in the locale's style, and a footnote naming any missing translation.
public enum MarkdownReportRenderer {
    public static func trackers(_ report: Report) -> String {
        let formatter = LocaleFormatter(locale: report.locale)
        var output = heading(report.text(.trackersTitle), report)
        if report.trackers.isEmpty {
            output += MarkdownText.escapeInline(report.text(.noTrackers)) + "\n"
        } else {
            var table = MarkdownTable(columns: [
                .init(report.text(.columnPosition), alignment: .right), .init(report.text(.columnIcon)),
                .init(report.text(.columnTracker)), .init(report.text(.columnType)), .init(report.text(.columnTrackingMode)),
                .init(report.text(.columnLevels)), .init(report.text(.columnGoal), alignment: .right),
                .init(report.text(.columnRewards)), .init(report.text(.columnDayAssignment)),
                .init(report.text(.columnCreated)), .init(report.text(.columnActive)),
            ])
            for entry in report.trackers {
                table.appendRow([
                    formatter.integer(entry.position), entry.tracker.icon, entry.label, entry.typeText, entry.trackingModeText,
                    entry.levelsText, entry.tracker.dailyGoal.map(formatter.integer) ?? "", entry.rewardText,
                    entry.dayAssignmentText, formatter.mediumDate(entry.createdDay), entry.activeText,
                ])
            }
            output += table.render()
        }
        return output + footnote(report)
    }

    public static func streaks(_ report: Report) -> String {
        let formatter = LocaleFormatter(locale: report.locale)
        var output = heading(report.text(.streaksTitle), report)
        output += MarkdownText.escapeInline(report.summaryLine) + "\n\n"
        if report.trackers.isEmpty {
            output += MarkdownText.escapeInline(report.text(.noTrackers)) + "\n"
        } else {
            var table = MarkdownTable(columns: [
                .init(report.text(.columnPosition), alignment: .right), .init(report.text(.columnTracker)),
                .init(report.text(.columnCurrentStreak), alignment: .right), .init(report.text(.columnLongestStreak), alignment: .right),
                .init(report.text(.columnRewardsAvailable), alignment: .right), .init(report.text(.columnToday)),
                .init(report.text(.columnRate7), alignment: .right), .init(report.text(.columnRate30), alignment: .right),
                .init(report.text(.columnLast14Days)),
            ])
            for entry in report.trackers {
                let tracker = entry.tracker.icon.isEmpty ? entry.label : "\(entry.tracker.icon) \(entry.label)"
                table.appendRow([
                    formatter.integer(entry.position), tracker, entry.currentStreakText, entry.longestStreakText,
                    entry.availableRewardsText, entry.todayText,
                    entry.summary.last7Days.fraction.map { formatter.percent($0) } ?? "–",
                    entry.summary.last30Days.fraction.map { formatter.percent($0) } ?? "–",
                    entry.recentDaysText,
                ])
            }
            output += table.render()
        }
        return output + footnote(report)
    }

    private static func heading(_ title: String, _ report: Report) -> String {
        "# " + MarkdownText.escapeInline(title) + "\n\n" + MarkdownText.escapeInline(report.asOfLine) + "\n\n"
    }

    /// Lists the keys the catalog could not translate into this locale, so a report never
    /// silently shows a source-language text or a raw key.
    private static func footnote(_ report: Report) -> String {
        guard !report.missingTranslations.isEmpty else { return "" }
        return "\n---\n\n" + MarkdownText.escapeInline(report.missingTranslationsTitle) + ": "
            + report.missingTranslations.map(MarkdownText.escapeInline).joined(separator: ", ") + "\n"
    }
}
