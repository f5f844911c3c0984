import TrackerModel

/// `img/NN-<slug>.svg`: one listed tracker's year heatmap and streak timeline, referenced
/// from streaks.md. NN is the tracker's position, the slug its stored name in lower-case
/// ASCII letters and digits (the same in every locale).
public struct TrackerSVGFile: ReportFileRenderer {
    /// Index into `report.trackers`.
    public let index: Int
    public let fileName: String

    public init(index: Int, entry: Report.TrackerEntry) {
        self.index = index
        fileName = "img/" + TrackerSVGFile.baseName(entry)
    }

    /// `01-noalc.svg`.
    public static func baseName(_ entry: Report.TrackerEntry) -> String {
        var slug = ""
        for scalar in entry.tracker.name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let number = entry.position < 10 ? "0" + String(entry.position) : String(entry.position)
        return number + "-" + (slug.isEmpty ? "tracker" : slug) + ".svg"
    }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(TrackerSVGFile.svg(report, index: index, standalone: true).utf8)
    }

    /// The tracker's picture; `standalone` adds the XML prolog and the style.
    static func svg(_ report: Report, index: Int, standalone: Bool) -> String {
        let entry = report.trackers[index]
        let periods = report.periods[index]
        let heatmap = Heatmap(report: report, entry: entry, periods: periods)
        let timeline = StreakTimeline(report: report, entry: entry, history: periods.history, start: heatmap.start)
        let name = entry.tracker.icon.isEmpty ? entry.label : entry.tracker.icon + " " + entry.label
        let svg = HeatmapSVG.render(heatmap, timeline: timeline, name: name, standalone: standalone)
        return standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg : svg
    }
}
