import SharpTools
import StringCatalog
import CatalogCheck

/// Numbers and phrases the check formats share, so that every format words them alike.
enum CheckPhrases {
    /// Coverage with one decimal, rounded down so that 100.0% means complete.
    static func percent(_ summary: LocaleSummary) -> String {
        let tenths = summary.keys == 0 ? 1000 : summary.translated * 1000 / summary.keys
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A coverage change in percentage points with its sign: `+1.5`, `-0.3`, `±0.0`.
    static func change(tenths: Int) -> String {
        let sign = tenths > 0 ? "+" : tenths < 0 ? "-" : "±"
        let magnitude = abs(tenths)
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// Tenths as a JSON number: `12.5`, `-0.3`.
    static func number(tenths: Int) -> String {
        (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// `3 errors, 1 warning`.
    static func counts(_ report: CompletenessReport) -> String {
        let errors = report.errorCount
        let warnings = report.warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// `12 strings need no translation` (nothing to translate in their source text), or nil
    /// when there are none.
    static func needNoTranslation(_ report: CompletenessReport) -> String? {
        let count = report.needNoTranslation.count
        guard count > 0 else { return nil }
        return count == 1 ? "1 string needs no translation." : "\(count) strings need no translation."
    }

    /// The keys the scan cannot tell used or unused (a text built at run time may be them),
    /// with the text that may build each, or nil when there are none.
    static func cannotTell(_ report: CompletenessReport) -> String? {
        let items = report.cannotTell
        guard !items.isEmpty else { return nil }
        let shown = items.prefix(20).map { "\"\(DisplayText.shortened($0.key))\" (\(DisplayText.shortened($0.pattern)))" }
        let more = items.count > 20 ? ", and \(items.count - 20) more" : ""
        let head = items.count == 1 ? "1 key" : "\(items.count) keys"
        return "\(head) no literal or symbol uses, but a text the code builds at run time may be (cannot tell; not counted): " + shown.joined(separator: ", ") + more + "."
    }

    /// The indices of the report's problems by kind, kinds in report order, each group in
    /// problem order.
    static func groupedProblems(_ report: CompletenessReport) -> [(ProblemKind, [Int])] {
        var groups = [[Int]](repeating: [], count: ProblemKind.allCases.count)
        for (index, problem) in report.problems.enumerated() { groups[problem.kind.order].append(index) }
        return ProblemKind.allCases.compactMap { kind in
            groups[kind.order].isEmpty ? nil : (kind, groups[kind.order])
        }
    }
}
