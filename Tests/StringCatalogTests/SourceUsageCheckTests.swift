import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// The checker with a source scan: missing-key at the source location, unused-key,
/// stale-but-used, dynamic keys, patterns and tables.
@Suite struct SourceUsageCheckTests {
    static func use(_ key: String, parts: [String]? = nil, table: String? = nil, line: Int) -> SourceKeyUse {
        SourceKeyUse(key: key, patternParts: parts, api: "Text", table: table, location: SourceLocation(file: "App/View.swift", line: line, column: 5))
    }

    static let catalogJSON = """
    {"sourceLanguage":"en","strings":{
      "Mood.Awful":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Furchtbar"}}}},
      "Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Sichern"}}}},
      "%lld days":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}},
      "Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}},
      "Gone":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Weg"}}}},
      "Workout.Squats":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kniebeugen"}}}},
      "Nobody":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Niemand"}}}}
    }}
    """

    static func check(_ scan: SourceScan?) throws -> CompletenessReport {
        CompletenessChecker(catalog: try Support.catalog(catalogJSON), options: CheckOptions(sources: scan)).run()
    }

    @Test func findingsFromTheCode() throws {
        let scan = SourceScan(uses: [
            Self.use("Awful", line: 3), Self.use("Save", line: 4), Self.use("%@ days", parts: ["", " days"], line: 5),
            Self.use("Old", line: 6), Self.use("Awful", line: 7), Self.use("•", line: 8), Self.use("Elsewhere", table: "Widget", line: 9),
            Self.use("%@ left", parts: ["", " left"], line: 10),
        ], dynamicKeys: ["Workout.*"])
        let report = try Self.check(scan)
        let rows = report.problems.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.key) \($0.source.map { "\($0.file):\($0.line)" } ?? "-")" }
        #expect(rows == [
            "missing-key error %@ left App/View.swift:10",
            "missing-key error Awful App/View.swift:3",
            "stale warning Gone -",
            // The code uses "Awful", not "Mood.Awful".
            "unused-key warning Mood.Awful -",
            "unused-key warning Nobody -",
            "stale-but-used warning Old App/View.swift:6",
        ])
        let awful = try #require(report.problems.first { $0.key == "Awful" })
        #expect(awful.suggestion == "Mood.Awful")
        #expect(awful.message == "the code uses \"Awful\" (Text at App/View.swift:3:5 and 1 more place) but the catalog has no entry for it — use the existing key \"Mood.Awful\" or add \"Awful\" to the catalog")
        // Missing keys are test cases of their own (JUnit), in the order the code uses them.
        #expect(report.keys.suffix(2) == ["Awful", "%@ left"])
    }

    @Test func withoutSourcesNothingChanges() throws {
        let report = try Self.check(nil)
        #expect(report.problems.map(\.kind) == [.stale, .stale])
    }

    @Test func unusedKeyCanGate() throws {
        var options = CheckOptions(severityOverrides: [.unusedKey: .error], sources: SourceScan())
        options.ignoredKeys = KeyFilter(globs: ["Mood.*", "Workout.*", "%*", "Save"])
        let report = CompletenessChecker(catalog: try Support.catalog(Self.catalogJSON), options: options).run()
        #expect(report.problems.filter { $0.kind == .unusedKey }.map { "\($0.key) \($0.severity.rawValue)" } == ["Nobody error"])
    }
}

extension SourceUsageCheckTests {
    @Test func patternsWithTheSameKeyAreMatchedByTheirParts() throws {
        let catalog = try StringCatalog(bytes: Array(#"{"sourceLanguage":"en","strings":{"%lld of %@":{}}}"#.utf8), fileName: "Localizable.xcstrings")
        // `\(a) of \(String(b))` fits "%lld of %@"; `\(String(a)) of \(b)` does not, though both show as "%@ of %@".
        let scan = SourceScan(uses: [Self.use("%@ of %@", parts: ["", " of %@"], line: 1), Self.use("%@ of %@", parts: ["%@ of ", ""], line: 2)])
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(sources: scan)).run()
        #expect(report.problems.map { "\($0.kind.rawValue) \($0.source?.line ?? 0)" } == ["missing-key 2"])
    }
}
