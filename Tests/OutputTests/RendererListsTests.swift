import Testing
@testable import Output

/// The lists the commands iterate: every entry reachable by its name, names unique, in the
/// order the commands write and document them.
@Suite struct RendererListsTests {
    @Test func reportFilesAreListedOnceInWritingOrder() {
        let names = ReportFiles.all.map(\.fileName)
        #expect(names == ["trackers.md", "trackers.csv", "streaks.md", "streaks.csv", "logs.csv", "daily.csv"])
        for name in names { #expect(ReportFiles.named(name)?.fileName == name) }
        #expect(ReportFiles.named("weekly.csv") == nil)
    }

    @Test func formatNamesAreUniqueAndFindTheirFormat() {
        #expect(StreaksFormats.names == ["text", "md", "csv", "json"])
        #expect(OrderFormats.names == ["text", "json"])
        for name in StreaksFormats.names { #expect(StreaksFormats.named(name)?.name == name) }
        for name in OrderFormats.names { #expect(OrderFormats.named(name)?.name == name) }
        #expect(StreaksFormats.named("xml") == nil && OrderFormats.named("md") == nil)
    }
}
