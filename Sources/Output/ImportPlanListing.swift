import StringCatalog
import CatalogExchange
import CatalogEdit

/// What `trackerkit strings import` prints about a translation-import plan: the rejected rows
/// (as error messages), the warnings, a line per change, and the one line that says what
/// happened. Text
/// from the files is kept to one line, so a value cannot forge lines of its own.
public struct ImportPlanListing: Sendable {
    package let plan: TranslationImport.Plan
    /// The catalogs of the run, in the plan's order.
    public let paths: [String]
    /// The files imported (the CSV, or the XLIFF files and bundles).
    public let inputs: [String]
    /// Whether the inputs are XLIFF (their entries are units, a CSV's are rows).
    public let isXLIFF: Bool
    /// `--write`: the changed catalogs are written when nothing is rejected.
    public let writes: Bool
    /// The changed catalogs (by path) that are, or would be, brought into Xcode's layout, with
    /// the lines that takes beyond the changed units (`CatalogRewrite.reformattedLines`).
    public var reformatted: [(path: String, lines: Int)] = []

    package init(plan: TranslationImport.Plan, paths: [String], inputs: [String], isXLIFF: Bool, writes: Bool) {
        self.plan = plan
        self.paths = paths
        self.inputs = inputs
        self.isXLIFF = isXLIFF
        self.writes = writes
    }

    /// Whether the changed catalogs are to be written.
    public var isWritten: Bool { writes && plan.rejections.isEmpty && !plan.changes.isEmpty }

    /// `FILE:LINE: reason`, one per rejected row or unit.
    public var rejectionMessages: [String] {
        plan.rejections.map { "\($0.file):\($0.line): \(TerminalText.oneLine($0.reason))" }
    }

    /// `FILE:LINE: message`, one per row or unit applied with a remark (translated from an
    /// older source text).
    public var warningMessages: [String] {
        plan.warnings.map { "\($0.file):\($0.line): \(TerminalText.oneLine($0.message))" }
    }

    /// `changed KEY [de] PATH: "old" (state) → "new" (state)`, a line per change.
    public var changeLines: String {
        let verb = writes && plan.rejections.isEmpty ? "changed" : "would change"
        return plan.changes.map { change in
            let place = "\(change.key) [\(change.locale)]" + (change.path.isEmpty ? "" : " \(change.path)")
            let old = change.oldValue.map { "\"\(TerminalText.oneLine($0))\" (\(change.oldState ?? ""))" } ?? "(none)"
            return "\(verb) \(TerminalText.oneLine(place)): \(old) → \"\(TerminalText.oneLine(change.newValue))\" (\(change.newState))\n"
        }.joined()
    }

    /// The last line: rejected, nothing to change, would change, or changed.
    public var summary: String {
        let names = paths.joined(separator: ", ")
        let rejected = plan.rejections.count
        if rejected > 0 {
            let noun = isXLIFF ? "unit" : "row"
            return "\(rejected) \(noun)\(rejected == 1 ? "" : "s") rejected; \(names) \(paths.count == 1 ? "was" : "were") not changed.\n"
        }
        if plan.changes.isEmpty {
            return "No changes: \(names) already \(paths.count == 1 ? "has" : "have") every translation of \(inputs.joined(separator: ", ")).\n"
        }
        let count = "\(plan.changes.count) unit\(plan.changes.count == 1 ? "" : "s")"
        let touched = plan.changedCatalogs.map { paths[$0] }.joined(separator: ", ")
        let summary = writes ? "\(count) changed in \(touched)" : "\(count) would change; run again with --write to write \(touched)"
        return summary + reformatNote + ".\n"
    }

    /// `; also reformatted to Xcode's layout (N lines; --keep-layout …)`, or nothing.
    var reformatNote: String {
        guard !reformatted.isEmpty else { return "" }
        let verb = writes ? "also reformatted" : "would also be reformatted"
        let files = reformatted.map { entry in
            (reformatted.count == 1 && plan.changedCatalogs.count == 1 ? "" : "\(entry.path) ") + "\(verb) to Xcode's layout (\(entry.lines) lines"
        }
        let keep = reformatted.count == 1 ? "--keep-layout edits it in place instead" : "--keep-layout edits them in place instead"
        return "; " + files.joined(separator: "); ") + "; \(keep))"
    }
}
