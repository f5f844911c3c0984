import TrackerModel

/// Draws a tracker's year heatmap, its streak timeline and the legends as SVG: pieces that
/// `TrackerSVGFile` stacks into the standalone picture (`img/NN-<slug>.svg`, with its own
/// background and light/dark style) and that index.html shows inline (the page's style colours
/// them). No scripts, fonts or links: nothing outside the file. Text is 12 px and the grid is
/// never drawn smaller than its natural size, so no label shrinks below 12 px on a phone.
enum HeatmapSVG {
    static let pitch = 13
    static let cellSize = 11
    /// What follows a cell's position, up to its tooltip.
    private static let cellTail = "\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"><title>"
    /// The width of the weekday labels left of the grid.
    static let left = 40
    static let top = 34
    /// A picture is at least this wide, whatever its weeks: its titles and legend need the room.
    static let minimumWidth = 400
    /// Text is drawn at this size (px), and a character taken as this wide where the picture
    /// must guess (it cannot measure text).
    static let fontSize = 12
    static let characterWidth = 7.4

    /// The width of the grid's picture.
    static func gridWidth(_ heatmap: Heatmap) -> Int { left + heatmap.weeks * pitch + 4 }
    /// The width of a standalone picture.
    static func width(_ heatmap: Heatmap) -> Int { max(gridWidth(heatmap), minimumWidth) }
    /// The grid with its labels, then the timeline (a label row and a bar).
    static let gridHeight = top + 7 * pitch + 40

    /// The fills of every class, light and dark; shared with index.html. Every colour a heatmap
    /// cell can have — each success, scale, needs-a-joker and breaking shade, the healed blue,
    /// below the goal, and the outline of a day not judged — has a contrast of at least 3:1
    /// against the missed grey in both schemes (WCAG non-text contrast;
    /// `Scripts/check-html-in-chromium.py` measures it): light shades are dark enough on the
    /// light grey, dark shades bright enough on the dark one. A scale's shades (`q0`…`q4`) are
    /// one violet from light to dark (dark mode: dark to light), low to high; a tracker's two
    /// needs-a-joker levels differ in hue and lightness (amber, rust).
    static let style = """
    .bg{fill:#fff}.s0{fill:#3a8b4f}.s1{fill:#2b7742}.s2{fill:#1e6135}.s3{fill:#134d28}.s4{fill:#08381a}\
    .q0{fill:#8250df}.q1{fill:#6f3fc4}.q2{fill:#5a2ea6}.q3{fill:#452287}.q4{fill:#2f1666}\
    .g0{fill:#a87400}.g1{fill:#953800}.g2{fill:#6b2600}.b0{fill:#d1242f}.b1{fill:#a40e26}.b2{fill:#82071e}\
    .j{fill:#1f6feb}.m{fill:#e1e4e8}.c1{fill:#5e7a66}\
    .o{fill:none;stroke:#6e7781;stroke-dasharray:2 1}.today{stroke:#111;stroke-width:2}.t{fill:#24292f;font:12px sans-serif}\
    .th{font-weight:bold}.run{fill:#3a8b4f}.run-cur{fill:#1e6135}.run-long{fill:none;stroke:#a87400;stroke-width:2}.axis{stroke:#8b949e}\
    .plot{fill:#f6f8fa}.grid{stroke:#d1d9e0;stroke-width:1}.base{stroke:#59636e;stroke-width:1}\
    .sl{fill:none;stroke:#1f6feb;stroke-width:2}.sa{fill:#1f6feb;fill-opacity:.12}\
    .goal{fill:none;stroke:#59636e;stroke-width:1.5;stroke-dasharray:4 3}.hit{fill:transparent}.yr{fill:#1f6feb}\
    @media (prefers-color-scheme:dark){.bg{fill:#0d1117}.s0{fill:#2ea043}.s1{fill:#3fb950}.s2{fill:#56d364}.s3{fill:#85e89d}\
    .s4{fill:#b8f5c8}.q0{fill:#9a6ff0}.q1{fill:#b08cf5}.q2{fill:#c5a8fa}.q3{fill:#dac6fd}.q4{fill:#eee4ff}\
    .g0{fill:#c28a12}.g1{fill:#ffa657}.g2{fill:#ffd8a8}.b0{fill:#f85149}.b1{fill:#ff7b72}.b2{fill:#ffa198}\
    .j{fill:#58a6ff}.m{fill:#2d333b}.c1{fill:#6e9b78}.o{stroke:#8b949e}.today{stroke:#f0f6fc}.t{fill:#c9d1d9}.run{fill:#2ea043}\
    .run-cur{fill:#56d364}.run-long{stroke:#c28a12}.plot{fill:#151b23}.grid{stroke:#3d444d}.base{stroke:#9198a1}.sl{stroke:#58a6ff}\
    .sa{fill:#58a6ff}.goal{stroke:#9198a1}.yr{fill:#58a6ff}}
    """

    /// The opening tag of an `<svg>` with its text alternative.
    static func open(class name: String, width: String, height: Int, viewBox: String?, label: String, extra: String = "") -> String {
        "<svg class=\"\(name)\" xmlns=\"http://www.w3.org/2000/svg\"" + (viewBox.map { " viewBox=\"\($0)\"" } ?? "")
            + " width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"" + HTMLText.escape(label) + "\"" + extra + ">\n"
    }

    /// The weekday labels of rows 0, 2, 4 and 6, right-aligned before `left`.
    static func weekdayLabels(_ heatmap: Heatmap, y: Int) -> String {
        [0, 2, 4, 6].map { row in
            "<text class=\"t\" x=\"\(left - 6)\" y=\"\(y + top + row * pitch + 10)\" text-anchor=\"end\">"
                + HTMLText.escape(heatmap.weekdayLabels[row]) + "</text>\n"
        }.joined()
    }

    /// The grid with its month labels from `y` down, its first column at `x` (`gridHeight`
    /// with the timeline).
    static func grid(_ heatmap: Heatmap, x: Int, y: Int) -> String {
        var out = ""
        for (column, label) in heatmap.yearLabels {
            out += "<text class=\"t th\" x=\"\(x + column * pitch)\" y=\"\(y + top - 22)\">" + HTMLText.escape(label) + "</text>\n"
        }
        for (column, label) in heatmap.monthLabels {
            out += "<text class=\"t\" x=\"\(x + column * pitch)\" y=\"\(y + top - 8)\">" + HTMLText.escape(label) + "</text>\n"
        }
        // Appended piece by piece: 371 cells per picture, two pictures per tracker and locale;
        // each column's and row's coordinate spelled once.
        out.reserveCapacity(out.utf8.count + heatmap.cells.count * 110)
        let columnXs = (0..<heatmap.weeks).map { "\" x=\"" + String(x + $0 * pitch) + "\" y=\"" }
        let rowYs = (0..<7).map { String(y + top + $0 * pitch) + cellTail }
        for cell in heatmap.cells {
            guard let cellStyle = cell.style else { continue }
            out += "<rect class=\""
            out += cellStyle
            if cell.isToday { out += " today" }
            out += columnXs.indices.contains(cell.column) ? columnXs[cell.column] : "\" x=\"" + String(x + cell.column * pitch) + "\" y=\""
            out += rowYs.indices.contains(cell.row) ? rowYs[cell.row] : String(y + top + cell.row * pitch) + cellTail
            out += HTMLText.escape(cell.title)
            out += "</title></rect>\n"
        }
        return out
    }

    /// The runs of the heatmap's weeks as bars on its time axis from `x`, below the grid at `y`.
    static func timeline(_ timeline: StreakTimeline, _ heatmap: Heatmap, x: Int, y: Int) -> String {
        let heading = timeline.longestBeforeAxis.map { timeline.title + " · " + $0 } ?? timeline.title
        let axisWidth = heatmap.weeks * pitch
        // Over the axis's right end where it fits: a phone shows the grid scrolled to its end.
        let rightAligned = Double(heading.count) * characterWidth < Double(axisWidth)
        var out = "<text class=\"t\" x=\"\(rightAligned ? x + axisWidth : 0)\" y=\"\(y + 12)\"" + (rightAligned ? " text-anchor=\"end\"" : "") + ">"
            + HTMLText.escape(heading) + "</text>\n"
        let barY = y + 18
        let scale = Double(axisWidth) / Double(timeline.days)
        out += "<line class=\"axis\" x1=\"\(x)\" x2=\"\(x + axisWidth)\" y1=\"\(barY + 5)\" y2=\"\(barY + 5)\"/>\n"
        for run in timeline.runs {
            let runX = x + Int((Double(run.startOffset) * scale).rounded())
            let w = max(2, Int((Double(run.length) * scale).rounded()))
            let cls = run.isCurrent ? "run-cur" : "run"
            out += "<rect class=\"\(cls)\" x=\"\(runX)\" y=\"\(barY)\" width=\"\(w)\" height=\"10\"><title>" + HTMLText.escape(run.title) + "</title></rect>\n"
            if run.isLongest {
                out += "<rect class=\"run-long\" x=\"\(runX - 1)\" y=\"\(barY - 1)\" width=\"\(w + 2)\" height=\"12\"/>\n"
            }
        }
        return out
    }

    /// A legend item's width in the picture: its marks and words.
    static func itemWidth(_ item: LegendItem) -> Int {
        let marks = item.styles.count * 13 + 4
        let words = Double(item.text.count + (item.high?.count ?? 0)) * characterWidth + (item.high == nil ? 0 : 6)
        return marks + Int(words.rounded(.up))
    }

    /// Where each legend item goes within `width`: items left to right, a new row when the
    /// next would pass the right edge.
    static func legendLayout(_ legend: [LegendItem], width: Int) -> [(item: LegendItem, x: Int, row: Int)] {
        var items: [(item: LegendItem, x: Int, row: Int)] = []
        var x = 0
        var row = 0
        for item in legend {
            let itemWidth = itemWidth(item)
            if x > 0 && x + itemWidth > width {
                x = 0
                row += 1
            }
            items.append((item, x, row))
            x += itemWidth + 14
        }
        return items
    }

    /// One mark of a legend at (`x`, `y`), 11 px high.
    static func mark(_ style: String, _ mark: LegendItem.Mark, x: Int, y: Int) -> String {
        switch mark {
        case .square:
            return "<rect class=\"\(style)\" x=\"\(x)\" y=\"\(y)\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"/>"
        case .outline:
            return "<rect class=\"\(style)\" x=\"\(x + 1)\" y=\"\(y + 1)\" width=\"\(cellSize - 2)\" height=\"\(cellSize - 2)\" rx=\"1\" fill=\"none\"/>"
        case .line:
            return "<line class=\"\(style)\" x1=\"\(x)\" x2=\"\(x + cellSize)\" y1=\"\(y + 6)\" y2=\"\(y + 6)\"/>"
        }
    }

    /// The legend's rows at `y` (18 px each).
    static func legend(_ items: [(item: LegendItem, x: Int, row: Int)], y: Int) -> String {
        var out = ""
        for (item, x, row) in items {
            let rowY = y + 18 * row
            var cursor = x
            if item.high != nil {
                out += "<text class=\"t\" x=\"\(cursor)\" y=\"\(rowY + 10)\">" + HTMLText.escape(item.text) + "</text>"
                cursor += Int((Double(item.text.count) * characterWidth).rounded(.up)) + 4
            }
            for style in item.styles {
                out += mark(style, item.mark, x: cursor, y: rowY)
                cursor += 13
            }
            out += "<text class=\"t\" x=\"\(cursor + 2)\" y=\"\(rowY + 10)\">" + HTMLText.escape(item.high ?? item.text) + "</text>\n"
        }
        return out
    }

    /// The legend as an HTML list (index.html), each mark a small picture of its own.
    static func htmlLegend(_ items: [LegendItem], class name: String = "legend") -> String {
        "<ul class=\"\(name)\">" + items.map { item in
            let marks = item.styles.map { style in
                "<svg width=\"11\" height=\"11\" viewBox=\"0 0 11 11\" aria-hidden=\"true\">" + mark(style, item.mark, x: 0, y: 0) + "</svg>"
            }.joined()
            guard let high = item.high else { return "<li>" + marks + HTMLText.escape(item.text) + "</li>" }
            return "<li>" + HTMLText.escape(item.text) + "<span class=\"scale\">" + marks + "</span>" + HTMLText.escape(high) + "</li>"
        }.joined() + "</ul>\n"
    }

    /// The grid and the timeline for index.html, at their natural size (a phone scrolls them
    /// inside their box, the recent weeks in view), the weekday labels in a picture of their
    /// own beside the box, so they stay in view while the grid scrolls.
    static func inline(_ heatmap: Heatmap, timeline line: StreakTimeline, label: String) -> (days: String, grid: String) {
        // A few weeks still leave room for the timeline's heading.
        let width = max(heatmap.weeks * pitch + 4, minimumWidth - left)
        let days = "<svg class=\"days\" width=\"\(left)\" height=\"\(gridHeight)\" viewBox=\"0 0 \(left) \(gridHeight)\" aria-hidden=\"true\">\n"
            + weekdayLabels(heatmap, y: 0) + "</svg>"
        let grid = open(class: "heatmap", width: String(width), height: gridHeight, viewBox: "0 0 \(width) \(gridHeight)", label: label)
            + self.grid(heatmap, x: 0, y: 0) + timeline(line, heatmap, x: 0, y: top + 7 * pitch + 6) + "</svg>\n"
        return (days, grid)
    }
}
