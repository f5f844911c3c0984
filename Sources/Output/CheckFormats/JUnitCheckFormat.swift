import SharpTools
import StringCatalog
import CatalogCheck

/// `--format junit`: one `<testsuite>` per locale, one `<testcase>` per checked key in it (a
/// problem with no locale — missing key, stale entry — belongs to the key's case in every
/// locale); a case fails when one of its problems fails the check, and lists its other
/// problems in `<system-out>`. With `--min-coverage` each suite has one more case, `coverage`.
public struct JUnitCheckFormat: CheckFormat {
    public let name = "junit"
    public let helpNote: String? = "XML"

    public init() {}

    /// What the cases of every suite share, worked out once for all locales.
    private struct Cases {
        /// The keys checked, then keys with problems that were not checked.
        var keys: [String]
        /// Per key: the indices of its problems.
        var problemsOfKey: [[Int]]
        /// Per key: its name as XML.
        var keyNames: [String]
        var file: String
    }

    private struct Suite {
        var locale: String
        var outcome: LocaleOutcome
        var classname: String
        var tests = 0
        var failures = 0
    }

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        render([result], name: result.report.catalog)
    }

    /// Several catalogs: one `<testsuites>` with every catalog's suites (`CATALOG [locale]`).
    package func render(_ results: [CheckResult], toolVersion: String) -> String {
        render(results, name: results.map(\.report.catalog).joined(separator: ", "))
    }

    private func render(_ results: [CheckResult], name: String) -> String {
        var body = ReportBuffer(capacity: 4096)
        var tests = 0
        var failures = 0
        for result in results {
            let report = result.report
            let cases = self.cases(report)
            let suites = self.suites(result, cases)
            tests += suites.map(\.tests).reduce(0, +)
            failures += suites.map(\.failures).reduce(0, +)
            for suite in suites {
                body.append("  <testsuite name=\"\(Self.xml(report.catalog + " [" + suite.locale + "]"))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">\n")
                for keyIndex in cases.keyNames.indices {
                    appendCase(keyIndex, of: cases, in: suite, result, to: &body)
                }
                if let minimum = result.policy.minCoverage {
                    appendCoverageCase(suite, minimum: minimum, file: cases.file, to: &body)
                }
                body.append("  </testsuite>\n" as StaticString)
            }
        }
        var out = ReportBuffer(capacity: 256)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" as StaticString)
        out.append("<testsuites name=\"\(Self.xml("trackerkit strings check " + name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n")
        return out.text + body.text + "</testsuites>\n"
    }

    private func cases(_ report: CompletenessReport) -> Cases {
        var keys = report.keys
        var known = Set(keys)
        for problem in report.problems where known.insert(problem.key).inserted { keys.append(problem.key) }
        var byKey: [String: [Int]] = [:]
        for (index, problem) in report.problems.enumerated() { byKey[problem.key, default: []].append(index) }
        return Cases(keys: keys, problemsOfKey: keys.map { byKey[$0] ?? [] }, keyNames: keys.map { Self.xml($0) }, file: Self.xml(report.catalog))
    }

    /// The suites with their counts: the totals head the document.
    private func suites(_ result: CheckResult, _ cases: Cases) -> [Suite] {
        let coverageCase = result.policy.minCoverage != nil
        return result.localeOutcomes.filter { !$0.locale.isEmpty }.map { outcome in
            var suite = Suite(locale: outcome.locale, outcome: outcome, classname: Self.xml(result.report.catalog + "." + outcome.locale))
            for indices in cases.problemsOfKey where !indices.isEmpty {
                if relevant(indices, to: suite.locale, result.report).contains(where: { result.fails[$0] }) { suite.failures += 1 }
            }
            if coverageCase && outcome.belowMinimum { suite.failures += 1 }
            suite.tests = cases.keys.count + (coverageCase ? 1 : 0)
            return suite
        }
    }

    private func relevant(_ indices: [Int], to locale: String, _ report: CompletenessReport) -> [Int] {
        indices.filter { report.problems[$0].locale == nil || report.problems[$0].locale == locale }
    }

    private func appendCase(_ keyIndex: Int, of cases: Cases, in suite: Suite, _ result: CheckResult, to out: inout ReportBuffer) {
        let report = result.report
        let indices = cases.problemsOfKey[keyIndex].isEmpty ? [] : relevant(cases.problemsOfKey[keyIndex], to: suite.locale, report)
        out.append("    <testcase classname=\"" as StaticString)
        out.append(suite.classname)
        out.append("\" name=\"" as StaticString)
        out.append(cases.keyNames[keyIndex])
        out.append("\" file=\"" as StaticString)
        out.append(cases.file)
        out.append(byte: UInt8(ascii: "\""))
        if indices.isEmpty {
            out.append("/>\n" as StaticString)
            return
        }
        if let firstLine = indices.compactMap({ report.problems[$0].line }).first(where: { $0 > 0 }) {
            out.append(" line=\"" as StaticString)
            out.append(firstLine)
            out.append(byte: UInt8(ascii: "\""))
        }
        out.append(">\n" as StaticString)
        let failing = indices.filter { result.fails[$0] }
        let others = indices.filter { !result.fails[$0] }
        if let first = failing.first {
            let problem = report.problems[first]
            let text = failing.map { Self.describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
            out.append("      <failure type=\"\(Self.xml(problem.kind.rawValue))\" message=\"\(Self.xml(problem.message))\">\(Self.xml(text, attribute: false))</failure>\n")
        }
        if !others.isEmpty {
            let text = others.map { "\(result.level(of: $0).rawValue): " + Self.describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
            out.append("      <system-out>\(Self.xml(text, attribute: false))</system-out>\n")
        }
        out.append("    </testcase>\n" as StaticString)
    }

    private func appendCoverageCase(_ suite: Suite, minimum: Double, file: String, to out: inout ReportBuffer) {
        let coverage = CheckResult.percent(tenths: suite.outcome.coverageTenths)
        let testcase = "    <testcase classname=\"\(suite.classname)\" name=\"coverage\" file=\"\(file)\""
        if suite.outcome.belowMinimum {
            let message = "\(suite.locale) coverage is \(coverage), below the minimum of \(CheckResult.minimumText(minimum))%"
            out.append(testcase + ">\n      <failure type=\"coverage\" message=\"\(Self.xml(message))\">\(Self.xml(message, attribute: false))</failure>\n    </testcase>\n")
        } else {
            out.append(testcase + "/>\n")
        }
    }

    static func describe(_ problem: CatalogProblem, catalog: String) -> String {
        var place = catalog
        if let source = problem.source {
            place = "\(source.file):\(source.line):\(source.column)"
        } else if let line = problem.line, line > 0 {
            place += ":\(line)"
        }
        return "\(place): \(problem.severity.rawValue): [\(problem.kind.rawValue)] \(problem.message)"
    }

    /// XML 1.0 text: `&`, `<`, `>` (and in attributes `"`, `'`, TAB, LF, CR as character
    /// references) escaped; characters XML 1.0 cannot carry at all (other C0 controls,
    /// U+FFFE, U+FFFF) written as a visible `\u{…}`.
    static func xml(_ text: String, attribute: Bool = true) -> String {
        // Most text has nothing to escape: no new string for it. (U+FFFE and U+FFFF start
        // with the byte EF.)
        let plain = !text.utf8.contains { byte in
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF
        }
        if plain { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
