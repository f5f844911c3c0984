import Testing
@testable import Output

/// The lists the commands iterate: every entry reachable by its name, names unique, in the
/// order the commands write and document them.
@Suite struct RendererListsTests {
    @Test func reportFilesAreListedOnceInWritingOrder() {
        let names = ReportFiles.all.map(\.fileName)
        #expect(names == [
            "trackers.md", "trackers.csv", "streaks.md", "streaks.csv", "logs.csv", "daily.csv", "periods.md", "periods.csv", "index.html",
        ])
        for name in names { #expect(ReportFiles.named(name)?.fileName == name) }
        #expect(ReportFiles.named("weekly.csv") == nil)
    }

    /// The pictures follow the listed trackers (position, stored name as a slug) and belong
    /// to the Markdown files; `--format` picks the kinds of file.
    @Test func picturesAreNamedAfterTheListedTrackersAndGoWithTheMarkdown() {
        let listed = [(position: 1, name: "NoAlc"), (position: 2, name: "Drink Water"), (position: 12, name: "Überstunden! 💼"), (position: 13, name: "🔥")]
        let all = ReportFiles.files(listed: listed).map(\.fileName)
        #expect(all.suffix(4) == ["img/01-noalc.svg", "img/02-drink-water.svg", "img/12-uberstunden.svg", "img/13-tracker.svg"])
        #expect(ReportFiles.files(listed: listed, formats: [.csv]).map(\.fileName) == ["trackers.csv", "streaks.csv", "logs.csv", "daily.csv", "periods.csv"])
        #expect(ReportFiles.files(listed: listed, formats: [.html]).map(\.fileName) == ["index.html"])
        #expect(ReportFiles.files(listed: listed, formats: [.md]).count == 3 + 4)
        for name in all where name.hasPrefix("img/") { #expect(TrackerSVGFile.isPictureName(String(name.dropFirst(4)))) }
        for name in ["notes.svg", "1-a.svg", "01-.svg", "01-Noalc.svg", "01-noalc.png", "ab-noalc.svg"] { #expect(!TrackerSVGFile.isPictureName(name), "\(name)") }
    }

    @Test func formatNamesAreUniqueAndFindTheirFormat() {
        #expect(StreaksFormats.names == ["text", "md", "csv", "json"])
        #expect(OrderFormats.names == ["text", "json"])
        for name in StreaksFormats.names { #expect(StreaksFormats.named(name)?.name == name) }
        for name in OrderFormats.names { #expect(OrderFormats.named(name)?.name == name) }
        #expect(StreaksFormats.named("xml") == nil && OrderFormats.named("md") == nil)
    }
}
