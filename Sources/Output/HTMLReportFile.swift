import SharpTools
import TrackerModel

/// `index.html`: one self-contained page — no script, no font, no link, no image file. At the
/// top the as-of header (with a banner when the data is old or the time zone the system's) and
/// the morning summary; then the overview (`HTMLOverview`: yesterday, the streak, today, the
/// strength per tracker, as tiles or rows) and the insight sentences; then a card per tracker:
/// its facts, its year heatmap and streak timeline (scrolling inside their box on a phone, the
/// recent weeks first in view, the weekday labels beside it), the legend (always in view), its
/// charts (as wide as the card) and its period tables, folded (`<details>`). Light and dark by
/// `prefers-color-scheme`, a print style; user text isolated (`<bdi>`); no text under 12 px.
public struct HTMLReportFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "index.html" }
    public var format: ReportFormat { .html }
    public var needs: ReportParts { [.history, .insights] }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(html(report).utf8)
    }

    static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--card:#f6f8fa;--line:#d1d9e0;--link:#0969da;--warn:#9a6700;\
    --ok:#3a8b4f;--ok-bg:#dafbe1;--ok-fg:#116329;--jk:#1f6feb;--jk-bg:#ddf4ff;--jk-fg:#0a3069;--no:#d1242f;--no-bg:#ffebe9;--no-fg:#a40e26;\
    --na:#8b949e;--na-bg:#eaeef2;--na-fg:#424a53}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--card:#151b23;--line:#3d444d;--link:#4493f8;--warn:#d29922;\
    --ok:#2ea043;--ok-bg:#0f3d1f;--ok-fg:#7ee787;--jk:#58a6ff;--jk-bg:#0c2d6b;--jk-fg:#a5d6ff;--no:#f85149;--no-bg:#5c1a1b;--no-fg:#ffb3ad;\
    --na:#6e7681;--na-bg:#2d333b;--na-fg:#c9d1d9}}
    .st-done{--st:var(--ok);--st-bg:var(--ok-bg);--st-fg:var(--ok-fg)}.st-joker{--st:var(--jk);--st-bg:var(--jk-bg);--st-fg:var(--jk-fg)}
    .st-missed{--st:var(--no);--st-bg:var(--no-bg);--st-fg:var(--no-fg)}.st-none{--st:var(--na);--st-bg:var(--na-bg);--st-fg:var(--na-fg)}
    *{box-sizing:border-box}body{margin:0;padding:16px;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,sans-serif}
    main,header{max-width:1200px;margin:0 auto}h1{font-size:1.5em;margin:0 0 4px}h2{font-size:1.2em;margin:0 0 8px}
    h3{font-size:1em;margin:12px 0 6px}header p{margin:2px 0;color:var(--muted)}h1,h2,h3,p,dd,li,a,summary{overflow-wrap:break-word}
    header p.stale{color:var(--warn);font-weight:600}header p.summary{color:var(--fg);font-weight:600}a{color:var(--link)}
    .card,.panel{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px;margin:16px 0;break-inside:avoid}
    .card{border-left:6px solid var(--st,var(--line))}.ch{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 12px}
    .ch h2{margin:0 0 8px;min-width:0}.back{font-size:.85em}
    .facts{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0 0 10px;padding:0}.facts div{min-width:0}
    .facts dt,.tile dt,.k{font-size:.8em;color:var(--muted)}.facts dd{margin:0;font-weight:600}
    .badge{display:inline-block;max-width:100%;padding:0 8px;border-radius:10px;background:var(--st-bg);color:var(--st-fg);font-weight:600}
    .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr));gap:10px;list-style:none;margin:0;padding:0}
    .tile a{display:block;height:100%;padding:8px 10px;border:1px solid var(--line);border-left:6px solid var(--st);border-radius:8px;background:var(--bg);color:inherit;text-decoration:none}
    .tile a:hover,.tile a:focus{border-color:var(--link);border-left-color:var(--st)}.tile .name{display:block;font-weight:600;color:var(--link);margin-bottom:2px}
    .tile .k{display:block;margin-top:4px}.tile .big{display:block;font-size:1.9em;font-weight:700;line-height:1.15}
    .tile dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 10px;margin:6px 0 0}.tile dt{overflow-wrap:break-word}.tile dd{margin:0;min-width:0;overflow-wrap:break-word}
    svg.strip{display:block;margin-top:8px}.trend,.counts{color:var(--muted);font-weight:400}
    .rows{display:none;list-style:none;margin:0;padding:0}.rows.only{display:block}
    .rows li{position:relative;display:grid;grid-template-columns:minmax(8em,1.3fr) minmax(9em,1.5fr) minmax(5em,.7fr) minmax(8em,1.2fr) minmax(4em,.6fr);\
    gap:2px 12px;align-items:center;padding:5px 8px;border-bottom:1px solid var(--line);border-left:5px solid var(--st,transparent)}
    .rows .rh{font-size:.8em;color:var(--muted)}.rows .k{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}.rows .name{font-weight:600;min-width:0}.rows .streak{font-weight:700}.rows .yday{justify-self:start}
    .rows li>span{min-width:0;overflow-wrap:break-word}
    .insights ul{margin:0;padding-left:20px}.insights li{margin:2px 0}.note{color:var(--muted);font-size:.85em}
    .heatwrap{display:flex;align-items:flex-start;max-width:100%}.heatwrap>svg{flex:none}.heatwrap .wide{flex:0 1 auto}
    svg.heatmap{display:block}.wide{overflow-x:auto;max-width:100%;min-width:0}.hint{display:none;margin:2px 0 0;font-size:.8em;color:var(--muted)}
    .charts{margin-top:6px}.chart{margin:8px 0 0}.ct{margin:0;font-weight:600;font-size:.85em}.cr{display:flex}.cr>svg{display:block}
    .cr>svg.ya{flex:none}.cr>svg.cp{flex:1 1 auto;min-width:0}
    .legend{display:flex;flex-wrap:wrap;gap:2px 14px;list-style:none;margin:6px 0 0;padding:0;font-size:.8em;color:var(--muted)}
    .legend li{display:flex;align-items:center;gap:4px;min-width:0}.legend svg{flex:none}.legend .scale{display:flex;gap:2px}
    details{margin-top:10px}summary{cursor:pointer;font-weight:600}
    table{border-collapse:collapse;font-size:.85em;font-variant-numeric:tabular-nums;margin-bottom:6px}th,td{padding:3px 8px;border-bottom:1px solid var(--line);white-space:nowrap}
    th{text-align:left;font-weight:600}thead th{white-space:normal;vertical-align:bottom}td.n,thead th.n{text-align:right}
    @media (max-width:780px){.heat{direction:rtl}.heat>svg{direction:ltr}.hint{display:block}}
    @media (max-width:700px){table.pt,table.pt tbody{display:block}table.pt thead{display:none}
    table.pt tr{display:flex;flex-wrap:wrap;gap:0 14px;padding:4px 0;border-bottom:1px solid var(--line)}
    table.pt th,table.pt td{border:0;padding:0}table.pt th{flex-basis:100%}table.pt td::before{content:attr(data-label) " ";color:var(--muted)}}
    @media (max-width:600px){.tiles,.strip-legend{display:none}.rows{display:block}.rows .rh{display:none}
    .rows li{grid-template-columns:minmax(0,1fr) auto;padding:6px 4px 6px 8px}.rows .k{position:static;width:auto;height:auto;overflow:visible;clip-path:none}.rows .streak .k{display:none}
    .rows .streak{grid-row:1;grid-column:2;font-size:1.15em}.rows .yday{grid-row:2;grid-column:1/-1;justify-self:start}
    .rows .today{grid-row:3;grid-column:1}.rows .str{grid-row:3;grid-column:2;text-align:right}}
    @media (max-width:480px){body{padding:8px}.card{padding:8px}table{font-size:.8em}th,td{padding:2px 4px}}
    @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--card:#fff}body{padding:0}.card{border-color:#999}.wide{overflow:visible}
    .heat{direction:ltr}.hint,.back{display:none}}
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
    package func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
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
        for banner in [report.staleLine, report.zoneNote].compactMap({ $0 }) {
            out += "<p class=\"stale\" role=\"note\">" + HTMLText.escape(banner) + "</p>\n"
        }
        out += "<p class=\"summary\">" + summaryHTML + "</p>\n</header>\n<main>\n"
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
