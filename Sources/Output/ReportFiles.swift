import TrackerModel

/// The report set: the one list of report files. `report` (which files, `--format` and its
/// help), `export` (its kinds, help and completions), the report data a run works out, and the
/// tests' expected sets and goldens all come from this list and what each file declares.
public enum ReportFiles {
    /// Every file `trackerkit report` writes per locale, in the order they are written; the
    /// pictures (`TrackerSVGFile`, one per listed tracker) follow them.
    package static let all: [any ReportFileRenderer] = [
        TrackersMarkdownFile(), TrackersCSVFile(), StreaksMarkdownFile(), StreaksCSVFile(), LogsCSVFile(), DailyCSVFile(),
        DaysCSVFile(), PeriodsMarkdownFile(), PeriodsCSVFile(), HTMLReportFile(),
    ]

    /// Every file of a report whose listed trackers are `listed` (position and stored name, in
    /// display order): `all`, then one picture per listed tracker (`img/NN-<slug>.svg`) —
    /// only the files of `formats`.
    package static func files(listed: [(position: Int, name: String)], formats: Set<ReportFormat> = Set(ReportFormat.allCases)) -> [any ReportFileRenderer] {
        let pictures = formats.contains(TrackerSVGFile.format)
            ? listed.enumerated().map { TrackerSVGFile(index: $0.offset, position: $0.element.position, name: $0.element.name) }
            : []
        return all.filter { formats.contains($0.format) } + pictures
    }

    /// `files(listed:formats:)` for the trackers `report` lists.
    package static func files(for report: Report, formats: Set<ReportFormat> = Set(ReportFormat.allCases)) -> [any ReportFileRenderer] {
        files(listed: report.trackers.map { ($0.position, $0.tracker.name) }, formats: formats)
    }

    /// The parts of the report the files of `formats` read — what a run writing them must
    /// work out, whichever trackers it lists.
    public static func parts(formats: Set<ReportFormat>) -> ReportParts {
        var parts = ReportParts.needed(by: all.filter { formats.contains($0.format) })
        if formats.contains(TrackerSVGFile.format) { parts.formUnion(TrackerSVGFile.needs) }
        return parts
    }

    // MARK: report --format

    /// The kinds of file the set has, in `ReportFormat` order: the values of `report --format`.
    public static var formats: [ReportFormat] {
        let present = Set(all.map(\.format) + [TrackerSVGFile.format])
        return ReportFormat.allCases.filter(present.contains)
    }

    /// The kinds as the `--format` help explains them, in the order the set first writes a file
    /// of each: "md (Markdown and its SVG pictures), csv, html".
    public static var formatHelpList: String {
        var seen: [ReportFormat] = []
        for format in all.map(\.format) + [TrackerSVGFile.format] where !seen.contains(format) {
            seen.append(format)
        }
        return seen.map { format in format.helpNote.map { "\(format.rawValue) (\($0))" } ?? format.rawValue }.joined(separator: ", ")
    }

    // MARK: export

    /// The files `trackerkit export` writes, in list order.
    package static var exported: [any ReportFileRenderer] {
        all.filter { $0.exportName != nil }
    }

    /// The words `export` takes, in list order.
    public static var exportNames: [String] {
        exported.compactMap(\.exportName)
    }

    /// The file `export` writes under `name` (`logs`).
    package static func exported(named name: String) -> (any ReportFileRenderer)? {
        all.first { $0.exportName == name }
    }
}
