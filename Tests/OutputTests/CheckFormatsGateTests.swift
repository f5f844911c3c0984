import Foundation
import Testing
import TestSupport
import StringCatalog
@testable import Output
import CatalogCheck

/// The JSON format with a baseline and a coverage gate.
@Suite struct CheckFormatsGateTests {
    static let old = BaselineCatalogs.old
    static let new = BaselineCatalogs.new

    static func report(_ json: String, options: CheckOptions = CheckOptions(locales: ["en", "de"])) throws -> CompletenessReport {
        CompletenessChecker(catalog: try CheckFormatsSupport.catalog(json), options: options).run()
    }

    @Test func jsonKeepsTheSpecShapeAndAddsGateDetails() throws {
        let result = CheckResult(report: try Self.report(Self.new), policy: GatePolicy(minCoverage: 50),
                                 baseline: Baseline(name: "HEAD", report: try Self.report(Self.old)))
        let json = result.render(format: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for key in ["catalog", "sourceLanguage", "locales", "summary", "problems", "gate", "coverage", "baseline"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let problems = try #require(object["problems"] as? [[String: Any]])
        for problem in problems {
            for key in ["severity", "kind", "key", "locale", "tracker", "level", "message", "suggestion", "line", "status", "fails"] {
                #expect(problem.keys.contains(key), "problem lacks \(key)")
            }
        }
        let gate = try #require(object["gate"] as? [String: Any])
        #expect(gate["passed"] as? Bool == false)
        #expect(gate["localesBelowMinimum"] as? [String] == ["de"])
        let baseline = try #require(object["baseline"] as? [String: Any])
        let de = try #require((baseline["locales"] as? [String: Any])?["de"] as? [String: Any])
        #expect(de["new"] as? Int == 1 && de["fixed"] as? Int == 1 && de["open"] as? Int == 2)
        #expect(de["coverageBefore"] as? Double == 25.0 && de["coverageAfter"] as? Double == 40.0 && de["coverageChange"] as? Double == 15.0)
    }

    /// Each format once, found by its name and named in the help with its note.
    @Test func theListGivesEveryFormatOnceWithItsHelp() {
        let names = CheckFormats.names
        #expect(!names.isEmpty && Set(names).count == names.count, "\(names)")
        for format in CheckFormats.all {
            #expect(CheckFormats.named(format.name)?.name == format.name)
            let entry = format.helpNote.map { "\(format.name) (\($0))" } ?? format.name
            #expect(CheckFormats.helpList.components(separatedBy: ", ").contains(entry), "the help lists \(entry)")
        }
        #expect(CheckFormats.helpList.components(separatedBy: ", ").count == names.count)
        #expect(CheckFormats.named("no-such-format") == nil)
    }

    /// `--format xcode`: compiler-style lines an Xcode Run Script phase shows inline.
    @Test func xcodeLinesPointAtTheCatalogOrTheSwiftLine() {
        let report = CompletenessReport(
            catalog: "App/Localizable.xcstrings", sourceLanguage: "en", locales: ["en", "de"],
            summaries: [LocaleSummary(locale: "en", keys: 1, translated: 1), LocaleSummary(locale: "de", keys: 1)],
            problems: [
                CatalogProblem(severity: .error, kind: .missingTranslation, key: "Start", locale: "de", message: "no de translation", line: 7),
                CatalogProblem(severity: .warning, kind: .stale, key: "Old", message: "stale\nsecond line"),
            ])
        let text = XcodeCheckFormat(directory: "/src").render(CheckResult(report: report), toolVersion: "1")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "/src/App/Localizable.xcstrings:7:1: error: Start [de]: no de translation [missing-translation]")
        #expect(lines[1] == "/src/App/Localizable.xcstrings:1:1: warning: Old: stale\\nsecond line [stale]")
        #expect(lines.count == 3 && lines[2].hasPrefix("App/Localizable.xcstrings: Check failed"))
    }
}