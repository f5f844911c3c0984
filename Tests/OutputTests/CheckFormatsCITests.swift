import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StringCatalog
@testable import Output
import CatalogCheck

@Suite struct CheckFormatsCITests {
    /// A catalog whose keys and messages carry everything the formats must escape.
    static let json = """
    {"sourceLanguage":"en","strings":{
    "Ok":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ok"}}}},
    "100% <sure> & \\"quoted\\", a:b\\nline\\u0001":{},
    "Review":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"R"}}}},
    "%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%d Dateien"}}}}
    },"version":"1.0"}
    """

    static func result(policy: GatePolicy = GatePolicy(), name: String = "App/Local, izable.xcstrings") throws -> CheckResult {
        let catalog = try CheckFormatsSupport.catalog(json)
        let report = CompletenessChecker(catalog: catalog, requiredKeys: [RequiredKey(key: "Mood.Awful", kind: .levelLabel, tracker: "Mood", level: "awful")],
                                         options: CheckOptions(locales: ["en", "de"], catalogName: name)).run()
        return CheckResult(report: report, policy: policy)
    }

    // MARK: GitHub

    @Test func githubWorkflowCommandsAreEscaped() throws {
        let output = try Self.result().render(format: "github")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Every problem is one line; no raw CR/LF inside, and the key's U+0001 shown as `\u{1}`.
        #expect(lines.count == Self.problemCount + 1)
        let missing = try #require(lines.first { $0.contains("missing-translation") })
        #expect(missing.hasPrefix("::error file=App/Local%2C izable.xcstrings,line=3,title=missing-translation%3A 100%25 <sure> & \"quoted\"%2C a%3Ab%0Aline\\u{1} [de]::"))
        #expect(missing.hasSuffix("::\"100%25 <sure> & \"quoted\", a:b%0Aline\\u{1}\" has no de translation — add one"))
        #expect(lines.contains { $0.hasPrefix("::warning file=App/Local%2C izable.xcstrings,line=4,title=needs-review%3A Review [de]::") })
        #expect(lines.contains { $0.hasPrefix("::error file=App/Local%2C izable.xcstrings,title=missing-key%3A Mood.Awful::") })
        #expect(lines.last?.hasPrefix("App/Local, izable.xcstrings: Check failed") == true)
    }

    @Test func githubEscapingRules() {
        #expect(GitHubCheckFormat.escapeData("a%b\r\nc:d,e") == "a%25b%0D%0Ac:d,e")
        #expect(GitHubCheckFormat.escapeProperty("a%b\r\nc:d,e") == "a%25b%0D%0Ac%3Ad%2Ce")
    }

    @Test func githubReportsLocalesBelowTheMinimum() throws {
        let output = try Self.result(policy: GatePolicy(minCoverage: 90)).render(format: "github")
        #expect(output.contains("::error file=App/Local%2C izable.xcstrings,title=coverage [de]::de coverage is 50.0%25 (2 of 4 keys translated), below the minimum of 90%25"))
        // Under a coverage gate a missing translation no longer fails by itself.
        #expect(output.contains("::warning file=App/Local%2C izable.xcstrings,line=3,title=missing-translation"))
    }

    /// missing-key, missing-translation, needs-review, format-mismatch.
    static let problemCount = 4

    // MARK: JUnit

    final class JUnitCollector: NSObject, XMLParserDelegate {
        var suites: [(name: String, tests: Int, failures: Int, cases: Int, failed: Int)] = []
        var root: [String: String] = [:]
        var casesInSuite = 0
        var failuresInSuite = 0
        var texts: [String] = []
        var current = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            switch name {
            case "testsuites": root = attributes
            case "testsuite":
                suites.append((attributes["name"] ?? "", Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1, 0, 0))
                casesInSuite = 0
                failuresInSuite = 0
            case "testcase": casesInSuite += 1; texts.append(attributes["name"] ?? "")
            case "failure": failuresInSuite += 1; texts.append(attributes["message"] ?? "")
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "testsuite", !suites.isEmpty {
                suites[suites.count - 1].cases = casesInSuite
                suites[suites.count - 1].failed = failuresInSuite
            }
        }
    }

    @Test func junitParsesWithTheRightCounts() throws {
        let result = try Self.result(policy: GatePolicy(minCoverage: 90))
        let xml = result.render(format: "junit")
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = JUnitCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.suites.count == 2)
        // 4 catalog keys + 1 missing key + the coverage case, per locale.
        for suite in collector.suites {
            #expect(suite.tests == 6 && suite.cases == 6)
            #expect(suite.failures == suite.failed)
        }
        let en = try #require(collector.suites.first { $0.name.hasSuffix("[en]") })
        let de = try #require(collector.suites.first { $0.name.hasSuffix("[de]") })
        #expect(en.failures == 1)             // Mood.Awful is missing in every locale
        #expect(de.failures == 3)             // Mood.Awful, the format mismatch, coverage (the gap itself no longer fails)
        #expect(Int(collector.root["tests"] ?? "") == 12)
        #expect(Int(collector.root["failures"] ?? "") == en.failures + de.failures)
        // Control characters never reach the XML; the key text survives otherwise.
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(collector.texts.contains("100% <sure> & \"quoted\", a:b\nline\\u{1}"))
    }

    @Test func xmlEscaping() {
        #expect(JUnitCheckFormat.xml("a<b>&\"'\t\n\r\u{0}\u{FFFE}") == "a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;&#13;\\u{0}\\u{fffe}")
        #expect(JUnitCheckFormat.xml("a\"\n\t", attribute: false) == "a\"\n\t")
    }

    // MARK: SARIF

    @Test func sarifHasTheRequiredStructureOf210() throws {
        let text = try Self.result(policy: GatePolicy(minCoverage: 90)).render(format: "sarif", toolVersion: "1.2.3")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        // sarifLog: required version (= "2.1.0") and runs; only known top-level properties.
        #expect(log["version"] as? String == "2.1.0")
        #expect(Set(log.keys).isSubset(of: ["$schema", "version", "runs", "inlineExternalProperties", "properties"]))
        #expect((log["$schema"] as? String)?.hasPrefix("https://") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        // run: required tool; tool: required driver; toolComponent: required name.
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "trackerkit")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count) // reportingDescriptor: required id
        #expect(Set(ruleIDs).count == ruleIDs.count)
        // Every problem kind has its own description (a new kind must not fall back on another's).
        #expect(Set(rules.compactMap { ($0["shortDescription"] as? [String: Any])?["text"] as? String }).count == rules.count)
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.problemCount + 1) // + the de coverage result
        for result in results {
            // result: required message (with text); ruleId/ruleIndex consistent; level in the enum.
            let message = try #require(result["message"] as? [String: Any])
            #expect(message["text"] is String)
            let ruleID = try #require(result["ruleId"] as? String)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[ruleIndex] == ruleID)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri == "App/Local%2C%20izable.xcstrings")
            #expect(URL(string: uri) != nil)
            if let region = physical["region"] as? [String: Any] {
                let startLine = try #require(region["startLine"] as? Int)
                #expect(startLine >= 1)
            } else {
                #expect(ruleID == "missing-key" || ruleID == "coverage")
            }
        }
        #expect(results.contains { $0["ruleId"] as? String == "format-mismatch" && (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] != nil })
    }

    @Test func sarifMarksBaselineState() throws {
        let current = try Self.result().report
        let result = CheckResult(report: current, baseline: Baseline(name: "HEAD", report: current))
        let text = result.render(format: "sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0["baselineState"] as? String == "unchanged" && $0["level"] as? String == "note" })
        #expect(SARIFCheckFormat.uriReference("/tmp/a b/ü.xcstrings") == "file:///tmp/a%20b/%C3%BC.xcstrings")
    }
}
