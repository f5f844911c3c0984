import SharpTools
import TrackerModel

/// `img/NN-<slug>.svg`: one listed tracker's year heatmap and streak timeline, referenced
/// from streaks.md. NN is the tracker's position, the slug its stored name in lower-case
/// ASCII letters and digits (the same in every locale).
public struct TrackerSVGFile: ReportFileRenderer {
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
        Array(TrackerSVGFile.svg(report, index: index, standalone: true).utf8)
    }

    /// The tracker's picture; `standalone` adds the XML prolog and the style.
    static func svg(_ report: Report, index: Int, standalone: Bool) -> String {
        let entry = report.trackers[index]
        let periods = report.periods[index]
        let heatmap = Heatmap(report: report, entry: entry, periods: periods)
        let timeline = StreakTimeline(report: report, entry: entry, history: periods.history, start: heatmap.start)
        let svg = HeatmapSVG.render(heatmap, timeline: timeline, name: entry.heading, standalone: standalone)
        return standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg : svg
    }
}
