import Foundation
import Output
import StringCatalog
import CatalogCheck
import CommandLineKit
@testable import trackerkit
@testable import CommandFiles

/// The stable names of the tool as it is now (docs/contract.md §6), worked out from its
/// registries and option declarations, and from running it: the ids of the CSV files and the
/// members of the JSON outputs. One name a line, as docs/stable-names.txt lists them:
/// `command strings check`, `option report --store`, `value report --format html`,
/// `argument export logs`, `exit-code 2`, `setting report.timeZone`, `csv-id streaks.csv
/// jokers_available`, `json strings-check problems[].kind`.
enum StableNames {
    /// Each name, and whether the tool treats it as deprecated (`Deprecations`).
    static func current() throws -> [String: Bool] {
        var names: [String: Bool] = [:]
        for name in commandLineNames() { names[name.line] = name.deprecated }
        for line in settings() + ExitCode.allCases.map({ "exit-code \($0.rawValue)" }) { names[line] = false }
        for (line, deprecated) in try csvIDs() { names[line] = deprecated }
        for line in try jsonMembers() { names[line] = false }
        return names
    }

    /// Commands, options (names, aliases, letters), the values of options with choices and the
    /// words a command's argument may be.
    static func commandLineNames() -> [(line: String, deprecated: Bool)] {
        var names: [(String, Bool)] = [("command completions", false), ("command help", false)]
        names += TrackerKitCLI.toolOptions.map { ("option trackerkit \($0)", false) }
        names += ShellCompletions.shells.map { ("argument completions \($0)", false) } + [("argument help --man", false)]
        for command in TrackerKitCLI.allCommands {
            names.append(("command \(command.name)", false))
            names += command.positionalChoices.map { ("argument \(command.name) \($0)", false) }
            for spec in command.options {
                names += spec.spellings.map { ("option \(command.name) \($0)", false) }
                names += (spec.choices ?? []).map { ("value \(command.name) \(spec.name) \($0)", Deprecations.value($0, of: spec.name) != nil) }
            }
        }
        return names
    }

    /// The settings file's sections and their members.
    static func settings() -> [String] {
        SettingsFile.sections.map { "setting \($0)" } + ReportSettings.members.map { "setting report.\($0)" }
            + CheckSettings.members.map { "setting strings.\($0)" }
    }

    /// The ids of every CSV file of the report set (not the trackers' ids daily.csv names its
    /// columns by); those only `--csv-headers ids-v1` writes are the deprecated ones.
    static func csvIDs() throws -> [(String, Bool)] {
        let current = try csvHeaders("ids"), earlier = try csvHeaders("ids-v1")
        return current.map { ($0, false) } + earlier.subtracting(current).map { ($0, true) }
    }

    private static func csvHeaders(_ style: String) throws -> Set<String> {
        let out = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try TrackerKitProcess.run(
            ["report", "--store", "Samples/tracker-store.json", "--as-of", "2026-11-20", "--locale", "en", "--csv-headers", style, "--out", out.path])
        guard run.exitCode == 0 else { throw Failure("report --csv-headers \(style): \(run.stderr)") }
        var lines: Set<String> = []
        let folder = out.appendingPathComponent("en")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".csv") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // The first line (a CRLF is one Character: split on line breaks, not on "\n").
            let header = (text.split(whereSeparator: \.isNewline).first ?? "").split(separator: ",").map(String.init)
            lines.formUnion(header.filter { UUID(uuidString: $0) == nil }.map { "csv-id \(file) \($0)" })
        }
        return lines
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
