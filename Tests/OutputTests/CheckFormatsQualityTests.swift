import Foundation
import Testing
import StringCatalog
@testable import Output
import CatalogCheck

/// The quality checks in every `strings check` format: the glossary and `[max N]` above all,
/// which a team configures and expects to see wherever its CI reads the check.
@Suite struct CheckFormatsQualityTests {
    /// A catalog with a glossary term translated another way, a translation over its `[max N]`,
    /// and a plural form with a lost question mark — each a warning of its own.
    static func result() throws -> CheckResult {
        let catalog = try CheckFormatsSupport.catalog("""
        {"sourceLanguage":"en","strings":{
          "joker.use":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Use a Joker"}},
                                        "de":{"stringUnit":{"state":"translated","value":"Verwende eine Wildcard"}}}},
          "tab.settings":{"comment":"Tab title [max 10]","localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}},
                                        "de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}},
          "files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file?"}},
                                                                  "other":{"stringUnit":{"state":"translated","value":"%lld files?"}}}}},
                                    "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Datei?"}},
                                                                  "other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}}
        }}
        """)
        let glossary = try Glossary.read(Array("term,locale,translation\nJoker,de,Joker\n".utf8), file: "glossary.csv")
        let options = CheckOptions(quality: QualityOptions(glossary: glossary))
        return CheckResult(report: CompletenessChecker(catalog: catalog, options: options).run())
    }

    @Test func theCheckFindsThem() throws {
        let problems = try Self.result().report.problems
        #expect(problems.map { "\($0.kind.rawValue) \($0.key) \($0.path ?? "-") \($0.severity.rawValue)" }
                == ["end-punctuation files plural.other warning", "length tab.settings - warning", "glossary joker.use - warning"])
    }

    @Test(arguments: CheckFormats.names)
    func glossaryAndLengthShowInEveryFormat(_ name: String) throws {
        let output = try Self.result().render(format: name)
        for expected in ["glossary", "length", "end-punctuation", "joker.use", "tab.settings", "files"] {
            #expect(output.contains(expected), "\(name) lacks \(expected):\n\(output)")
        }
        #expect(output.contains("Wildcard") && output.contains("13 characters"), "\(name): the messages:\n\(output)")
    }

    @Test func jsonAndSARIFNameTheUnitAndDescribeEveryRule() throws {
        let result = try Self.result()
        let json = try JSONSerialization.jsonObject(with: Data(result.render(format: "json").utf8)) as! [String: Any]
        let problems = json["problems"] as! [[String: Any]]
        #expect(problems.map { $0["path"] as? String } == ["plural.other", nil, nil])
        let sarif = try JSONSerialization.jsonObject(with: Data(result.render(format: "sarif").utf8)) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let descriptions = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as! String, ($0["shortDescription"] as! [String: Any])["text"] as! String) })
        for kind in ProblemKind.allCases {
            let description = try #require(descriptions[kind.rawValue], "no SARIF rule for \(kind.rawValue)")
            if let summary = kind.qualitySummary { #expect(description == summary) }
            #expect(!description.hasPrefix("A problem of the kind"))
        }
        let levels = rules.filter { ProblemKind(rawValue: $0["id"] as! String)?.isQualityCheck == true }
            .map { ($0["defaultConfiguration"] as! [String: Any])["level"] as! String }
        #expect(levels.count == ProblemKind.allCases.filter(\.isQualityCheck).count && levels.allSatisfy { $0 == "warning" })
        let results = run["results"] as! [[String: Any]]
        #expect(results.map { $0["ruleId"] as! String } == ["end-punctuation", "length", "glossary"])
        #expect((results[0]["properties"] as! [String: Any])["path"] as? String == "plural.other")
    }

    @Test(arguments: CheckFormats.names)
    func aHostileTranslationInAMessageStaysInItsPlace(_ name: String) throws {
        let catalog = try CheckFormatsSupport.catalog("""
        {"sourceLanguage":"en","strings":{"k":{"comment":"[max 3]","localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Name"}},
          "de":{"stringUnit":{"state":"translated","value":"Na\\r\\n::error file=x::forged\\u001b[2J\\u202e </failure>]]>"}}}}}}
        """)
        let output = CheckResult(report: CompletenessChecker(catalog: catalog).run()).render(format: name)
        #expect(!output.unicodeScalars.contains("\r"), "\(name):\n\(output)")
        #expect(!output.unicodeScalars.contains("\u{1B}"), "\(name):\n\(output)")
        #expect(output.contains("length"), "\(name):\n\(output)")
    }
}
