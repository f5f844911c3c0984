import Foundation
import StringCatalog
import CatalogCheck

/// `trackerkit-bench catalog FILE`: parsing and checking a catalog in the library, timed
/// apart (the CLI's `strings check` adds reading and rendering). Was a timing assertion in
/// `swift test`; the counts it checked are an ordinary test now (GeneratedCatalogTests).
enum CatalogBenchmark {
    static func run(path: String) {
        let clock = ContinuousClock()
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            fail("\(path): \(error)")
        }
        var parsed: Result<StringCatalog, CatalogError>?
        let parsing = clock.measure { parsed = Result { () throws(CatalogError) in try StringCatalog(bytes: bytes, fileName: path) } }
        guard case .success(let catalog) = parsed else {
            fail("\(path): \(parsed.map { "\($0)" } ?? "not parsed")")
        }
        var report: CompletenessReport?
        let checking = clock.measure { report = CompletenessChecker(catalog: catalog).run() }
        let problems = report?.problems.count ?? 0
        print("catalog of \(catalog.entries.count) keys (\(bytes.count / 1_000_000) MB): parse \(seconds(parsing)) s + check \(seconds(checking)) s, \(problems) problems")
    }

    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        return String(format: "%.3f", Double(whole) + Double(attoseconds) / 1e18)
    }
}
