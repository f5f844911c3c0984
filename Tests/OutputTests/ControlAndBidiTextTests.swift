import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output
import CatalogCheck

/// Control characters and bidi controls in user text: in Markdown and terminal output they
/// are shown as `\u{1b}` and never act (no escape sequence runs on `cat streaks.md`, no RLO
/// reverses "16 days"); in index.html and the pictures the user text is isolated from the
/// report's own words.
@Suite struct ControlAndBidiTextTests {
    static let catalog = try! StringCatalog(contentsOfFile: ReportBuilderTests.root.appendingPathComponent("Strings/Localizable.xcstrings").path)

    static let controlName = "Bad\u{0}Name\u{7}\u{1B}[31mRED\u{B}\u{C}\u{7F}\u{9B}"
    static let bidiName = "NoAlc \u{202E}"

    /// What must never reach Markdown or a terminal as itself: C0 controls but LF (and tab),
    /// DEL, C1 controls and the bidi controls.
    static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar == "\n" || scalar == "\t" { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value) || [0x061C, 0x200E, 0x200F].contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    static func report(names: [String], locale: String = "en") -> Report {
        let created = ISO8601DateFormatter().date(from: "2026-10-01T08:00:00Z")!
        let trackers = names.enumerated().map { index, name in
            Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!, name: name, icon: "\u{1B}]0;x\u{7}",
                    type: .good, trackingMode: .yesNo, createdAt: created, displayOrder: index)
        }
        let logs = trackers.enumerated().flatMap { index, tracker in
            (0..<16).map { day in
                TrackerLog(id: UUID(uuidString: String(format: "AAAAAAAA-0000-0000-%04d-%012d", index, day))!, trackerId: tracker.id,
                           timestamp: created.addingTimeInterval(Double(day + 35) * 86_400), value: 1, note: nil)
            }
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: trackers, logs: logs, warnings: [])
        return ReportBuilder.build(store: store, strings: CatalogStack([catalog]), options: ReportOptions(
            locale: locale, calendar: ReportCalendar(timeZone: ReportBuilderTests.berlin, today: ReportBuilderTests.today)))
    }

    @Test func markdownShowsControlCharactersAsVisibleEscapes() {
        #expect(MarkdownText.escapeInline(Self.controlName) == "Bad\\u{0}Name\\u{7}\\u{1b}\\[31mRED\\u{b}\\u{c}\\u{7f}\\u{9b}")
        #expect(MarkdownCell.text("a\u{1B}b\tc").escaped == "a\\u{1b}b\tc")
        #expect(MarkdownText.codeSpan("K\u{0}\u{1B}\u{7}\u{7F}") == "`K\\u{0}\\u{1b}\\u{7}\\u{7f}`")
    }

    @Test func terminalTextShowsBidiControlsAsVisibleEscapes() {
        #expect(TerminalText.oneLine(Self.bidiName + ": 16 days") == "NoAlc \\u{202e}: 16 days")
        #expect(TerminalText.oneLine("\u{061C}\u{200E}\u{200F}\u{202A}\u{2066}\u{2069}") == "\\u{61c}\\u{200e}\\u{200f}\\u{202a}\\u{2066}\\u{2069}")
        #expect(MarkdownText.escapeInline(Self.bidiName + " x") == "NoAlc \\u{202e} x")
        // Right-to-left letters are text, not controls.
        #expect(TerminalText.oneLine("שלום") == "שלום")
    }

    @Test(arguments: ["en", "de"])
    func aHostileNameReachesNoMarkdownOrTerminalOutputAsItself(locale: String) throws {
        let report = Self.report(names: [Self.bidiName, Self.controlName], locale: locale)
        let files: [any ReportFileRenderer] = [TrackersMarkdownFile(), StreaksMarkdownFile(), PeriodsMarkdownFile()]
        var outputs: [(String, String)] = []
        for file in files {
            outputs.append((file.fileName, String(decoding: file.render(report), as: UTF8.self)))
        }
        for format in StreaksFormats.all where format.name == "text" || format.name == "md" {
            outputs.append(("streaks --format " + format.name, format.render(report, csv: CSVOptions())))
        }
        for (name, text) in outputs {
            let raw = text.unicodeScalars.filter(Self.forbidden)
            #expect(raw.isEmpty, "\(name) holds \(raw.map { String($0.value, radix: 16) })")
            #expect(text.contains("\\u{202e}"), "\(name) does not show the RLO")
            #expect(text.contains("\\u{1b}"), "\(name) does not show the ESC")
        }
    }

    @Test func indexHTMLIsolatesTheNameFromTheSummaryLine() throws {
        let report = Self.report(names: [Self.bidiName])
        let html = HTMLReportFile().html(report)
        #expect(html.contains("<p class=\"summary\">") && html.contains("1 tracker logged today · <bdi>NoAlc \u{202E}</bdi>: 16 days</p>"))
        let svg = String(decoding: TrackerSVGFile(index: 0, position: 1, name: Self.bidiName).render(report), as: UTF8.self)
        // An attribute cannot hold an element: the name sits between FSI and PDI.
        #expect(svg.contains("aria-label=\"\u{2068}\u{FFFD}]0;x\u{FFFD} NoAlc \u{202E}\u{2069} — "))
    }

    @Test func aStrayIsolateEndInANameCannotEndTheIsolation() {
        #expect(HTMLText.isolated("a\u{2069}\u{202E}b") == "<bdi>a\u{FFFD}\u{202E}b</bdi>")
        #expect(HTMLText.isolated("\u{2067}ab\u{2069}\u{2069}") == "<bdi>\u{2067}ab\u{2069}\u{FFFD}</bdi>")
        #expect(HTMLText.isolatedPlain("x\u{2069}") == "\u{2068}x\u{FFFD}\u{2069}")
        #expect(HTMLText.isolated("<NoAlc>") == "<bdi>&lt;NoAlc&gt;</bdi>")
    }

    /// A catalog key with NUL, ESC, BEL and DEL: the Markdown and GitHub check formats show
    /// them as `\u{…}` (they used to pass them through).
    @Test func checkMarkdownAndGitHubShowAKeysControlsVisibly() throws {
        let key = "K\u{0}\u{1B}[2J\u{7}\u{7F}\u{202E}"
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"\(key.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? String(format: "\\u%04x", $0.value) : String($0) }.joined())": {
          "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello world"}}, "de": {"stringUnit": {"state": "new", "value": ""}}}}}}
        """
        let catalog = try CheckFormatsSupport.catalog(json)
        #expect(catalog.entries.map(\.key) == [key])
        let report = CompletenessChecker(catalog: catalog, requiredKeys: [], options: CheckOptions(locales: ["en", "de"])).run()
        for format in ["md", "github", "text", "xcode"] {
            let output = report.render(format: format)
            let raw = output.unicodeScalars.filter(Self.forbidden)
            #expect(raw.isEmpty, "\(format) holds \(raw.map { String($0.value, radix: 16) })")
            #expect(output.contains("K\\u{0}\\u{1b}[2J\\u{7}\\u{7f}\\u{202e}"), "\(format): \(output)")
        }
    }
}
