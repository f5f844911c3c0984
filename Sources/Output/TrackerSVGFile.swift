import SharpTools
import TrackerModel

/// `img/NN-<slug>.svg`: one listed tracker's year heatmap, streak timeline and charts,
/// referenced from streaks.md. NN is the tracker's position, the slug its stored name in lower-case
/// ASCII letters and digits (the same in every locale).
package struct TrackerSVGFile: ReportFileRenderer {
    /// Index into `report.trackers`.
    public let index: Int
    public let fileName: String

    /// The pictures go with the Markdown that shows them.
    public static let format = ReportFormat.md
    /// A picture draws the tracker's recent days and its streaks over the years.
    public static let needs = ReportParts.history
    /// The subdirectory of the locale folder the pictures lie in.
    public static let directory = "img"
    /// How the help names the pictures.
    public static let namePattern = directory + "/NN-<slug>.svg"

    public var format: ReportFormat { Self.format }
    public var needs: ReportParts { Self.needs }

    /// - Parameters:
    ///   - index: the tracker's index in the listed trackers (`report.trackers`).
    ///   - position: its position (1-based, pinned trackers counted); `name` its stored name.
    public init(index: Int, position: Int, name: String) {
        self.index = index
        fileName = TrackerSVGFile.directory + "/" + TrackerSVGFile.baseName(position: position, name: name)
    }

    /// `01-noalc.svg`.
    public static func baseName(_ entry: Report.TrackerEntry) -> String {
        baseName(position: entry.position, name: entry.tracker.name)
    }

    /// Whether `name` is the name of such a picture (`01-noalc.svg`), so an earlier run's
    /// picture of a tracker no longer listed can be told from a file of the user's.
    public static func isPictureName(_ name: String) -> Bool {
        guard name.hasSuffix(".svg"), let dash = name.firstIndex(of: "-") else { return false }
        let number = name[..<dash], slug = name[name.index(after: dash)...].dropLast(4)
        return number.count >= 2 && number.allSatisfy { $0.isASCII && $0.isNumber }
            && !slug.isEmpty && slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    /// The slug: lower-case ASCII letters and digits of the name (accents dropped by canonical
    /// decomposition, the same on every platform: "Überstunden" → "uberstunden"), anything
    /// else one dash, at most 40 characters — taken from the name as shown (`DisplayText`), so
    /// a name of megabytes is not lower-cased whole.
    static func baseName(position: Int, name: String) -> String {
        var slug = ""
        for scalar in DisplayText.shortened(name).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let number = position < 10 ? "0" + String(position) : String(position)
        return number + "-" + (slug.isEmpty ? "tracker" : slug) + ".svg"
    }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(TrackerSVGFile.svg(report, index: index).utf8)
    }

    /// The tracker's picture, self-contained: its heatmap, streak timeline, legend and charts
    /// on a background of its own (so a dark page does not show its dark labels on nothing),
    /// light or dark as the viewer prefers.
    static func svg(_ report: Report, index: Int) -> String {
        let parts = Parts(report, index: index)
        let width = HeatmapSVG.width(parts.heatmap)
        let legend = HeatmapSVG.legendLayout(parts.heatmap.legend + parts.timeline.legend, width: width)
        // The grid below the picture's title.
        let gridY = 18
        let legendY = gridY + HeatmapSVG.gridHeight + 4
        let chartsY = legendY + 18 * ((legend.last?.row ?? -1) + 1) + 8
        let axisEnd = HeatmapSVG.left + parts.heatmap.weeks * HeatmapSVG.pitch
        let plotWidth = axisEnd - HeatmapSVG.left
        let frame = ChartSVG.Frame(x: HeatmapSVG.left, width: String(plotWidth), end: String(axisEnd))
        let (charts, chartsHeight) = ChartSVG.charts(parts.charts, frame: frame, plotWidth: plotWidth, y: chartsY)
        let height = chartsY + chartsHeight + 4
        let name = parts.entry.heading
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += HeatmapSVG.open(class: "heatmap", width: String(width), height: height, viewBox: "0 0 \(width) \(height)",
                               label: HTMLText.isolatedPlain(name) + " — " + parts.heatmapLabel + " " + parts.charts.summary)
        out += "<title>" + HTMLText.escape(name) + "</title>\n<style>" + HeatmapSVG.style + "</style>\n"
        out += "<rect class=\"bg\" width=\"100%\" height=\"100%\" rx=\"6\"/>\n"
        out += "<text class=\"t th\" x=\"0\" y=\"13\">" + HTMLText.escape(name) + "</text>\n"
        out += HeatmapSVG.weekdayLabels(parts.heatmap, y: gridY) + HeatmapSVG.grid(parts.heatmap, x: HeatmapSVG.left, y: gridY)
        out += HeatmapSVG.timeline(parts.timeline, parts.heatmap, x: HeatmapSVG.left, y: gridY + HeatmapSVG.top + 7 * HeatmapSVG.pitch + 6)
        out += HeatmapSVG.legend(legend, y: legendY)
        return out + charts + "</svg>\n"
    }

    /// A listed tracker's pictures as data, on one axis.
    struct Parts {
        let entry: Report.TrackerEntry
        let heatmap: Heatmap
        let timeline: StreakTimeline
        let charts: TrackerCharts

        init(_ report: Report, index: Int) {
            entry = report.trackers[index]
            let periods = report.periods[index]
            heatmap = Heatmap(report: report, entry: entry, periods: periods)
            timeline = StreakTimeline(report: report, entry: entry, history: periods.history, start: heatmap.start)
            charts = TrackerCharts(report: report, entry: entry, periods: periods, heatmap: heatmap)
        }

        /// The heatmap and the timeline in words.
        var heatmapLabel: String { heatmap.summary + ". " + timeline.summary + "." }
    }
}
