import SharpTools
import StringCatalog
import CatalogCheck

/// `--format json`, the contract's shape: `{"catalog","sourceLanguage","locales","summary":{locale:
/// {keys,translated,missing,needsReview,new,stale}},"problems":[{severity,kind,key,locale,
/// tracker,level,message,suggestion,line}]}`, keys in that order, absent values as `null`,
/// 2-space indentation; `needNoTranslation` (the keys with nothing to translate) and
/// `cannotTell` (keys a text built at run time may be: `key`, `pattern`, `line`) after the
/// summary when there are any; `consequence` on a `format-mismatch` (`crash`, `build-error`,
/// `wrong-output`, `harmless`) and `reason` on an `unused-key`; with a baseline or a coverage gate also `status`/`fails` per problem
/// and the `gate`, `coverage` and `baseline` members.
public struct JSONCheckFormat: CheckFormat {
    public let name = "json"
    public let helpNote: String? = nil

    public init() {}

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        let details = result.hasGateDetails ? result : nil
        // About 300 bytes per problem; reserving avoids copying a large report as it grows.
        var out = ReportBuffer(capacity: 1024 + report.problems.count * 320 + report.summaries.count * 128)
        out.append("{\n  \"catalog\": " as StaticString)
        out.appendJSONString(report.catalog)
        out.append(",\n  \"sourceLanguage\": " as StaticString)
        out.appendJSONString(report.sourceLanguage)
        out.append(",\n  \"locales\": [" as StaticString)
        for (index, locale) in report.locales.enumerated() {
            if index > 0 { out.append(", " as StaticString) }
            out.appendJSONString(locale)
        }
        out.append("],\n  \"summary\": {" as StaticString)
        appendSummaries(report.summaries, to: &out)
        if !report.needNoTranslation.isEmpty {
            // Only when there are some, so that reports of other catalogs keep their shape.
            out.append("  \"needNoTranslation\": [" as StaticString)
            for (index, key) in report.needNoTranslation.enumerated() {
                if index > 0 { out.append(", " as StaticString) }
                out.appendJSONString(key)
            }
            out.append("],\n" as StaticString)
        }
        if !report.cannotTell.isEmpty {
            // Keys a text built at run time may be: neither used nor unused, outside the verdict.
            out.append("  \"cannotTell\": [" as StaticString)
            for (index, item) in report.cannotTell.enumerated() {
                out.append(index == 0 ? "\n    {\"key\": " as StaticString : ",\n    {\"key\": " as StaticString)
                out.appendJSONString(item.key)
                out.append(", \"pattern\": " as StaticString)
                out.appendJSONString(item.pattern)
                out.append(", \"line\": " as StaticString)
                out.append(item.line)
                out.append(byte: UInt8(ascii: "}"))
            }
            out.append("\n  ],\n" as StaticString)
        }
        out.append("  \"problems\": [" as StaticString)
        if report.problems.isEmpty {
            out.append(details == nil ? "]\n" as StaticString : "],\n" as StaticString)
        } else {
            for (index, problem) in report.problems.enumerated() {
                out.append(index == 0 ? "\n    {\"severity\": " as StaticString : ",\n    {\"severity\": " as StaticString)
                appendProblem(problem, to: &out)
                if let details {
                    if details.baseline != nil {
                        out.append(details.isNew[index] ? ", \"status\": \"new\"" as StaticString : ", \"status\": \"open\"" as StaticString)
                    }
                    out.append(details.fails[index] ? ", \"fails\": true" as StaticString : ", \"fails\": false" as StaticString)
                }
                out.append(byte: UInt8(ascii: "}"))
            }
            out.append(details == nil ? "\n  ]\n" as StaticString : "\n  ],\n" as StaticString)
        }
        if let details { out.append(gateJSON(details)) }
        out.append("}\n" as StaticString)
        return out.text
    }

    /// Several catalogs: `{"catalogs": [each catalog's report as above], "total": {"passed",
    /// "summary"}}` (one catalog keeps the contract's shape).
    package func render(_ results: [CheckResult], toolVersion: String) -> String {
        if results.count == 1 { return render(results[0], toolVersion: toolVersion) }
        let totals = CheckTotals(results)
        var out = ReportBuffer(capacity: 4096)
        out.append("{\n\"catalogs\": [\n" as StaticString)
        for (index, result) in results.enumerated() {
            if index > 0 { out.append(",\n" as StaticString) }
            var text = render(result, toolVersion: toolVersion)
            text.removeLast()  // the newline every render ends with
            out.append(text)
        }
        out.append("\n],\n\"total\": {\n  \"passed\": " as StaticString)
        out.append(totals.passed ? "true" as StaticString : "false" as StaticString)
        out.append(",\n  \"summary\": {" as StaticString)
        appendSummaries(totals.summaries, to: &out)
        out.append("  \"catalogs\": \(totals.catalogs.count)\n}\n}\n")
        return out.text
    }

    private func appendSummaries(_ summaries: [LocaleSummary], to out: inout ReportBuffer) {
        if summaries.isEmpty {
            out.append("},\n" as StaticString)
            return
        }
        for (index, summary) in summaries.enumerated() {
            out.append(index == 0 ? "\n    " as StaticString : ",\n    " as StaticString)
            out.appendJSONString(summary.locale)
            out.append(": {\"keys\": " as StaticString)
            out.append(summary.keys)
            out.append(", \"translated\": " as StaticString)
            out.append(summary.translated)
            out.append(", \"missing\": " as StaticString)
            out.append(summary.missing)
            out.append(", \"needsReview\": " as StaticString)
            out.append(summary.needsReview)
            out.append(", \"new\": " as StaticString)
            out.append(summary.new)
            out.append(", \"stale\": " as StaticString)
            out.append(summary.stale)
            out.append(byte: UInt8(ascii: "}"))
        }
        out.append("\n  },\n" as StaticString)
    }

    /// A problem's members from the severity's value on, up to `line`.
    private func appendProblem(_ problem: CatalogProblem, to out: inout ReportBuffer) {
        out.appendJSONString(problem.severity.rawValue)
        out.append(", \"kind\": " as StaticString)
        out.appendJSONString(problem.kind.rawValue)
        out.append(", \"key\": " as StaticString)
        out.appendJSONString(problem.key)
        out.append(", \"locale\": " as StaticString)
        out.appendJSONString(orNull: problem.locale)
        out.append(", \"tracker\": " as StaticString)
        out.appendJSONString(orNull: problem.tracker)
        out.append(", \"level\": " as StaticString)
        out.appendJSONString(orNull: problem.level)
        out.append(", \"message\": " as StaticString)
        out.appendJSONString(problem.message)
        out.append(", \"suggestion\": " as StaticString)
        out.appendJSONString(orNull: problem.suggestion)
        out.append(", \"line\": " as StaticString)
        if let line = problem.line, line > 0 { out.append(line) } else { out.append("null" as StaticString) }
        if let path = problem.path {
            // Only for problems about one string unit (the quality checks).
            out.append(", \"path\": " as StaticString)
            out.appendJSONString(path)
        }
        if let consequence = problem.consequence {
            // Only for format-mismatch: what the mismatch does when the app runs.
            out.append(", \"consequence\": " as StaticString)
            out.appendJSONString(consequence.rawValue)
        }
        if let reason = problem.reason {
            // Only for unused-key: why the key counts as unused.
            out.append(", \"reason\": " as StaticString)
            out.appendJSONString(reason)
        }
        if let source = problem.source {
            // Only for problems found in the code, so that other reports keep their shape.
            out.append(", \"source\": {\"file\": " as StaticString)
            out.appendJSONString(source.file)
            out.append(", \"line\": " as StaticString)
            out.append(source.line)
            out.append(", \"column\": " as StaticString)
            out.append(source.column)
            out.append(byte: UInt8(ascii: "}"))
        }
    }

    /// The `gate`, `coverage` and (with a baseline) `baseline` members, each on its own lines.
    func gateJSON(_ result: CheckResult) -> String {
        var members: [String] = []
        let minimum = result.policy.minCoverage.map { CheckResult.minimumText($0) } ?? "null"
        members.append("  \"gate\": {\"passed\": \(result.passed), \"strict\": \(result.policy.strict), \"minCoverage\": \(minimum), \"failingProblems\": \(result.failingCount), \"localesBelowMinimum\": [" + result.localesBelowMinimum.map { quote($0.locale) }.joined(separator: ", ") + "]}")
        let located = result.localeOutcomes.filter { !$0.locale.isEmpty }
        members.append("  \"coverage\": {" + located.map { outcome in
            "\(quote(outcome.locale)): \(CheckPhrases.number(tenths: outcome.coverageTenths))"
        }.joined(separator: ", ") + "}")
        if let baseline = result.baseline {
            members.append(baselineJSON(result, name: baseline.name))
        }
        return members.joined(separator: ",\n") + "\n"
    }

    private func baselineJSON(_ result: CheckResult, name: String) -> String {
        var text = "  \"baseline\": {\n    \"name\": \(quote(name)),\n    \"locales\": {"
        text += result.localeOutcomes.map { outcome in
            let before = outcome.coverageBeforeTenths
            let catalogWide = outcome.locale.isEmpty
            let fields = [
                "\"new\": \(outcome.new)", "\"fixed\": \(outcome.fixed)", "\"open\": \(outcome.open)",
                "\"coverageBefore\": " + (catalogWide ? "null" : before.map { CheckPhrases.number(tenths: $0) } ?? "null"),
                "\"coverageAfter\": " + (catalogWide ? "null" : CheckPhrases.number(tenths: outcome.coverageTenths)),
                "\"coverageChange\": " + (catalogWide ? "null" : before.map { CheckPhrases.number(tenths: outcome.coverageTenths - $0) } ?? "null"),
            ]
            return "\n      \(quote(outcome.locale)): {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",")
        text += result.localeOutcomes.isEmpty ? "},\n" : "\n    },\n"
        text += "    \"fixed\": ["
        if result.fixed.isEmpty {
            text += "]\n"
        } else {
            text += "\n" + result.fixed.map { problem in
                let fields: [(String, String?)] = [
                    ("severity", problem.severity.rawValue), ("kind", problem.kind.rawValue), ("key", problem.key),
                    ("locale", problem.locale), ("message", problem.message),
                ]
                let line = problem.line.flatMap { $0 > 0 ? String($0) : nil } ?? "null"
                return "      {" + fields.map { name, value in "\"\(name)\": " + (value.map(quote) ?? "null") }.joined(separator: ", ")
                    + ", \"line\": \(line)}"
            }.joined(separator: ",\n") + "\n    ]\n"
        }
        return text + "  }"
    }

    /// `text` as a JSON string literal (the one escaping rule of the package).
    private func quote(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
