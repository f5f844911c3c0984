import Foundation
import Testing

/// Catalogs checked against one code tree in one run share its scan: each still gets the
/// code's uses and its note, and its findings are those of a run that checks it alone.
@Suite struct SharedScanCLITests {
    @Test func everyCatalogOfOneTreeIsCheckedAgainstAllOfIt() throws {
        let app = try SourcesGateCLITests.makeApp()
        let both = try TrackerKitProcess.run(
            ["strings", "check", "--catalog", "App/Localizable.xcstrings", "--catalog", "Widget/Localizable.xcstrings", "--sources", "App",
             "--format", "json"], in: app)
        let notes = both.stderr.split(separator: "\n").filter { $0.contains("scanned") }
        #expect(notes.count == 2, "\(both.stderr)")
        #expect(notes.map { $0.replacingOccurrences(of: "Widget/", with: "App/") }.allSatisfy { $0 == notes[0] }, "\(notes)")
        for catalog in ["App/Localizable.xcstrings", "Widget/Localizable.xcstrings"] {
            // The same settings as the run of both, which reads the first catalog's (App/.trackerkit.json).
            let alone = try TrackerKitProcess.run(
                ["strings", "check", "--catalog", catalog, "--sources", "App", "--config", "App/.trackerkit.json", "--format", "json"], in: app)
            #expect(alone.stderr.contains(notes.first { $0.contains(catalog) }.map(String.init) ?? "none"), "\(alone.stderr)")
            let missingAlone = try SourcesGateCLITests.problems(alone.stdout).filter { $0["kind"] as? String == "missing-key" }.compactMap { $0["key"] as? String }
            #expect(!missingAlone.isEmpty)
            let all = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
            let results = try #require(all["catalogs"] as? [[String: Any]])
            let mine = try #require(results.first { $0["catalog"] as? String == catalog })
            let missingTogether = try #require(mine["problems"] as? [[String: Any]]).filter { $0["kind"] as? String == "missing-key" }.compactMap { $0["key"] as? String }
            #expect(missingTogether == missingAlone, "\(catalog)")
        }
    }
}
