import Foundation
import SharpTools
import StringCatalog
import CatalogCode
import CatalogCheck

/// `--format sarif`, SARIF 2.1.0: one run of the `trackerkit` driver with one rule per problem
/// kind (and `coverage`), one result per problem with its physical location (the catalog, and
/// `region.startLine` when known); with a baseline, `baselineState` `new` / `unchanged`.
public struct SARIFCheckFormat: CheckFormat {
    public let name = "sarif"
    public let helpNote: String? = "2.1.0"

    public init() {}

    /// The rule ids: the problem kinds in report order, then `coverage`.
    private static let ruleIDs = ProblemKind.allCases.map(\.rawValue) + ["coverage"]

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        render([result], toolVersion: toolVersion)
    }

    /// One run for every catalog of the check: each catalog an artifact, each result located
    /// in its catalog (or its Swift line).
    package func render(_ checks: [CheckResult], toolVersion: String) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: Self.ruleIDs.enumerated().map { ($1, $0) })
        var results: [CheckJSONNode] = []
        var artifacts: [CheckJSONNode] = []
        for result in checks {
            let uri = Self.uriReference(result.report.catalog)
            artifacts.append(.object([("location", .object([("uri", .string(uri))]))]))
            for index in result.report.problems.indices {
                results.append(problemResult(index, of: result, ruleIndex: ruleIndex, uri: uri))
            }
            if let minimum = result.policy.minCoverage {
                for outcome in result.localesBelowMinimum {
                    results.append(.object([
                        ("ruleId", .string("coverage")),
                        ("ruleIndex", .number(String(ruleIndex["coverage"] ?? 0))),
                        ("level", .string("error")),
                        ("message", .object([("text", .string("\(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)), below the minimum of \(CheckResult.minimumText(minimum))%"))])),
                        ("locations", .array([Self.location(uri: uri, line: nil)])),
                        ("properties", .object([("locale", .string(outcome.locale))])),
                    ]))
                }
            }
        }
        let log: CheckJSONNode = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("trackerkit")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(Self.rules)),
                ]))])),
                ("artifacts", .array(artifacts)),
                ("results", .array(results)),
            ])])),
        ])
        var out = ReportBuffer(capacity: 4096 + results.count * 900)
        log.render(indent: 0, into: &out)
        out.append(byte: UInt8(ascii: "\n"))
        return out.text
    }

    private func problemResult(_ index: Int, of result: CheckResult, ruleIndex: [String: Int], uri: String) -> CheckJSONNode {
        let problem = result.report.problems[index]
        var members: [(String, CheckJSONNode)] = [
            ("ruleId", .string(problem.kind.rawValue)),
            ("ruleIndex", .number(String(ruleIndex[problem.kind.rawValue] ?? 0))),
            ("level", .string(result.level(of: index).rawValue)),
            ("message", .object([("text", .string(problem.message))])),
            ("locations", .array([problem.source.map(Self.location(source:)) ?? Self.location(uri: uri, line: problem.line)])),
            ("partialFingerprints", .object([("trackerkitProblem/v1", .string(
                [problem.kind.rawValue, problem.key, problem.locale ?? ""].map(Self.withoutUnitSeparators).joined(separator: "\u{1F}")
            ))])),
        ]
        if result.baseline != nil { members.append(("baselineState", .string(result.isNew[index] ? "new" : "unchanged"))) }
        var properties: [(String, CheckJSONNode)] = [("key", .string(problem.key))]
        if let locale = problem.locale { properties.append(("locale", .string(locale))) }
        if let suggestion = problem.suggestion { properties.append(("suggestion", .string(suggestion))) }
        if let path = problem.path { properties.append(("path", .string(path))) }
        if let consequence = problem.consequence { properties.append(("consequence", .string(consequence.rawValue))) }
        if let reason = problem.reason { properties.append(("reason", .string(reason))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    private static var rules: [CheckJSONNode] {
        ruleIDs.map { kind in
            let defaultLevel = ProblemKind(rawValue: kind).map { $0.defaultSeverity == .error ? "error" : "warning" } ?? "error"
            return .object([
                ("id", .string(kind)),
                ("name", .string(ruleName(kind))),
                ("shortDescription", .object([("text", .string(ruleDescription(kind)))])),
                ("defaultConfiguration", .object([("level", .string(defaultLevel))])),
            ])
        }
    }

    /// A place in a Swift file found by the source scan.
    private static func location(source: SourceLocation) -> CheckJSONNode {
        let region: CheckJSONNode = .object([("startLine", .number(String(source.line))), ("startColumn", .number(String(source.column)))])
        return .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(uriReference(source.file)))])), ("region", region),
        ]))])
    }

    private static func location(uri: String, line: Int?) -> CheckJSONNode {
        var physical: [(String, CheckJSONNode)] = [("artifactLocation", .object([("uri", .string(uri))]))]
        if let line, line > 0 { physical.append(("region", .object([("startLine", .number(String(line)))]))) }
        return .object([("physicalLocation", .object(physical))])
    }

    /// `text` without U+001F (the separator of fingerprint parts); most text has none.
    static func withoutUnitSeparators(_ text: String) -> String {
        text.utf8.contains(0x1F) ? text.replacingOccurrences(of: "\u{1F}", with: "") : text
    }

    static func ruleName(_ kind: String) -> String {
        kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func ruleDescription(_ kind: String) -> String {
        switch kind {
        case "missing-key": return "A level label key or preset name has no catalog entry."
        case "missing-translation": return "A catalog entry has no localization for a required locale."
        case "untranslated": return "A translation is in state new or has an empty value."
        case "needs-review": return "A translation is marked needs_review."
        case "stale": return "An entry is no longer found in the source code."
        case "format-mismatch": return "A translation's format specifiers differ from the source's."
        case "plural-missing-category": return "A plural variation lacks a category the language needs (CLDR)."
        case "plural-extra-category": return "A plural variation has a form the language never shows (CLDR)."
        case "duplicate-key": return "A member name occurs more than once in the same JSON object."
        case "invalid-entry": return "A localization has no string unit or an unknown state."
        case "unused-key": return "A catalog key that no scanned Swift source uses."
        case "stale-but-used": return "An entry marked stale that the scanned Swift sources still use."
        case "inconsistent-translation": return "A key two catalogs of the app translate differently into one locale."
        case "app-shortcut-phrase": return "A phrase of an App Shortcuts catalog lacks ${applicationName} in some locale."
        case "coverage": return "A locale's translated share is below the minimum coverage."
        default: return ProblemKind(rawValue: kind)?.qualitySummary ?? "A problem of the kind \(kind)."
        }
    }

    /// A path as a URI reference: unreserved characters and `/` kept, everything else
    /// percent-encoded (UTF-8); an absolute path becomes a `file://` URI.
    static func uriReference(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                out.append(character)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
