import SharpTools
import TrackerModel

/// `index.html`: one self-contained page — no script, no font, no link, no image file. At the
/// top the as-of header and an overview: a tile per listed tracker (today, streak, jokers,
/// strength and its trend, the 7-day rate) linking to its card; then the insight sentences;
/// then a card per tracker: its facts, its year heatmap and streak timeline (scrolling inside
/// their box on a phone, the recent weeks first in view), the heatmap's legend (always in
/// view), its charts (as wide as the card) and its period tables, folded (`<details>`). Light
/// and dark by `prefers-color-scheme`, a print style; user text isolated (`<bdi>`).
public struct HTMLReportFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "index.html" }
    public var format: ReportFormat { .html }
    public var needs: ReportParts { [.history, .insights] }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(html(report).utf8)
    }

    static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--card:#f6f8fa;--line:#d1d9e0;--link:#0969da;--warn:#9a6700}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--card:#151b23;--line:#3d444d;--link:#4493f8;--warn:#d29922}}
    *{box-sizing:border-box}body{margin:0;padding:16px;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,sans-serif}
    main,header{max-width:1200px;margin:0 auto}h1{font-size:1.5em;margin:0 0 4px}h2{font-size:1.2em;margin:0 0 8px}
    h3{font-size:1em;margin:12px 0 6px}header p{margin:2px 0;color:var(--muted)}h1,h2,h3,p,dd,li,a,summary{overflow-wrap:break-word}
    header p.stale{color:var(--warn);font-weight:600}a{color:var(--link)}
    .card,.panel{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px;margin:16px 0;break-inside:avoid}
    .facts{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0 0 10px;padding:0}.facts div{min-width:0}
    .facts dt,.tile dt{font-size:.8em;color:var(--muted)}.facts dd{margin:0;font-weight:600}
    .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,230px),1fr));gap:10px;list-style:none;margin:0;padding:0}
    .tile a{display:block;height:100%;padding:8px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:inherit;text-decoration:none}
    .tile a:hover,.tile a:focus{border-color:var(--link)}.tile .name{display:block;font-weight:600;color:var(--link);margin-bottom:4px}
    .tile dl{display:grid;grid-template-columns:8em minmax(0,1fr);gap:0 10px;margin:0}.tile dt{overflow-wrap:break-word}.tile dd{margin:0;min-width:0;overflow-wrap:break-word}
    .trend{color:var(--muted);font-weight:400}.insights ul{margin:0;padding-left:20px}.insights li{margin:2px 0}.note{color:var(--muted);font-size:.85em}
    svg.heatmap{display:block;width:100%;height:auto}.wide{overflow-x:auto;max-width:100%}
    @media (max-width:760px){.heat{direction:rtl}.heat>svg{direction:ltr}}svg.charts{display:block;margin-top:10px}
    .legend{display:flex;flex-wrap:wrap;gap:2px 14px;list-style:none;margin:6px 0 0;padding:0;font-size:.8em;color:var(--muted)}
    .legend li{display:flex;align-items:center;gap:4px;min-width:0}.legend svg{flex:none}
    details{margin-top:10px}summary{cursor:pointer;font-weight:600}
    table{border-collapse:collapse;font-size:.85em;font-variant-numeric:tabular-nums;margin-bottom:6px}th,td{padding:3px 8px;border-bottom:1px solid var(--line);white-space:nowrap}
    th{text-align:left;font-weight:600}thead th{white-space:normal;vertical-align:bottom;font-size:.9em}td.n,thead th.n{text-align:right}
    @media (max-width:700px){table.pt,table.pt tbody{display:block}table.pt thead{display:none}
    table.pt tr{display:flex;flex-wrap:wrap;gap:0 14px;padding:4px 0;border-bottom:1px solid var(--line)}
    table.pt th,table.pt td{border:0;padding:0}table.pt th{flex-basis:100%}table.pt td::before{content:attr(data-label) " ";color:var(--muted)}}
    @media (max-width:480px){body{padding:8px}.card{padding:8px}table{font-size:.8em}th,td{padding:2px 4px}}
    @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--card:#fff}body{padding:0}.card{border-color:#999}.wide{overflow:visible}
    .heat{direction:ltr}svg.heatmap{min-width:0!important}}
    """

    /// What index.html sets on top of the pictures' style: the pictures take the card's colour.
    static let pictureStyle = ".bg{fill:var(--card)}.plot{fill:var(--bg)}"

    /// The page as text (tests, small reports).
    public func html(_ report: Report) -> String {
        var out = ""
        write(report, csv: CSVOptions()) { (chunk) throws(Never) in out += String(decoding: chunk.bytes, as: UTF8.self) }
        return out
    }

    /// The page piece by piece — the head with the overview, each card, the end — so a store
    /// with thousands of trackers never holds the whole page (it can reach 150 MB) in memory.
    public func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let formatter = LocaleFormatter(locale: report.locale)
        var out = "<!DOCTYPE html>\n<html lang=\"" + HTMLText.escape(report.locale) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>" + HTMLText.escape(report.text(.htmlTitle)) + "</title>\n"
        out += "<style>\n" + HTMLReportFile.style + "\n" + HeatmapSVG.style + "\n" + HTMLReportFile.pictureStyle + "\n</style>\n</head>\n<body>\n<header>\n"
        out += "<h1>" + HTMLText.escape(report.text(.htmlTitle)) + "</h1>\n"
        // The first tracker's name in the summary is user text: isolated from the words around it.
        let summary = report.summary
        let summaryHTML = HTMLText.escape(summary.lead) + (summary.user.isEmpty ? "" : HTMLText.isolated(summary.user)) + HTMLText.escape(summary.tail)
        out += "<p>" + HTMLText.escape(report.asOfLine) + "</p>\n"
        if let stale = report.staleLine { out += "<p class=\"stale\">" + HTMLText.escape(stale) + "</p>\n" }
        out += "<p>" + summaryHTML + "</p>\n</header>\n<main>\n"
        if report.trackers.isEmpty { out += "<p>" + HTMLText.escape(report.text(.noTrackers)) + "</p>\n" }
        try output(OutputChunk(Array(out.utf8)))
        try HTMLOverview.write(report, formatter: formatter, to: output)
        for index in report.trackers.indices {
            try output(OutputChunk(Array(HTMLCard.card(report, index: index, formatter: formatter).utf8)))
        }
        out = ""
        if !report.missingTranslations.isEmpty {
            out += "<footer><p>" + HTMLText.escape(report.missingTranslationsTitle + ": ")
                + report.missingTranslations.map(HTMLText.isolated).joined(separator: ", ") + "</p></footer>\n"
        }
        try output(OutputChunk(Array((out + "</main>\n</body>\n</html>\n").utf8)))
    }

    /// A sentence with its user text isolated.
    static func sentence(_ sentence: Report.Sentence) -> String {
        sentence.pieces.map { $0.isUser ? HTMLText.isolated($0.text) : HTMLText.escape($0.text) }.joined()
    }
}
