import Foundation
import Testing
@testable import trackerkit
@testable import CommandFiles
@testable import CatalogCheck
import CommandLineKit

/// The parts of docs/ that lists own: the synopsis of every command (docs/contract.md), every
/// option and the discussion of every command (docs/commands.md) and the quality checks, their
/// table and their names (docs/strings.md). Each
/// sits between `<!-- generated: NAME -->` and `<!-- end of generated: NAME -->` and is written
/// from the registry here — the command list with its option declarations, `QualityChecks.all`
/// with each check's own words — so the docs name what the binary has. With
/// `TRACKERKIT_REFRESH_DOCS=1` (what `Scripts/refresh-docs.sh` sets) the test first rewrites them.
@Suite struct DocsFromRegistriesTests {
    static let root = TrackerKitProcess.packageRoot
    static let isRefreshing = ProcessInfo.processInfo.environment["TRACKERKIT_REFRESH_DOCS"] == "1"

    /// (file, region name, the region's text as the registry writes it).
    static var regions: [(file: String, name: String, text: String)] {
        [
            ("docs/contract.md", "synopses", DocsText.synopses(TrackerKitCLI.tool)),
            ("docs/commands.md", "options", DocsText.options(TrackerKitCLI.tool)),
            ("docs/strings.md", "quality-checks", DocsText.qualityChecks()),
            ("docs/strings.md", "quality-check-names", DocsText.qualityCheckNames()),
        ]
    }

    @Test func everyGeneratedRegionMatchesItsRegistry() throws {
        for region in Self.regions {
            let url = Self.root.appendingPathComponent(region.file)
            var text = try String(contentsOf: url, encoding: .utf8)
            let open = "<!-- generated: \(region.name) -->\n", close = "<!-- end of generated: \(region.name) -->"
            guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) else {
                Issue.record("\(region.file) has no region \(region.name) (\(open.dropLast()) … \(close))")
                continue
            }
            if Self.isRefreshing {
                text.replaceSubrange(start.upperBound..<end.lowerBound, with: region.text)
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            #expect(String(text[start.upperBound..<end.lowerBound]) == region.text,
                    "\(region.file): the \(region.name) region differs from the registry: run Scripts/refresh-docs.sh")
        }
    }

    /// The regions name every command and every quality check, and every option of each.
    @Test func theRegionsNameEveryCommandOptionAndCheck() {
        let synopses = DocsText.synopses(TrackerKitCLI.tool), options = DocsText.options(TrackerKitCLI.tool)
        for command in TrackerKitCLI.tool.allCommands {
            #expect(synopses.contains("trackerkit \(command.name)"), "\(command.name)")
            #expect(options.contains("### `trackerkit \(command.name)`"), "\(command.name)")
            for spec in command.options {
                #expect(options.contains("`\(spec.name)"), "\(command.name) \(spec.name)")
            }
        }
        let checks = DocsText.qualityChecks()
        for check in QualityChecks.all {
            #expect(checks.contains("| `\(check.kind.rawValue)` |"), "\(check.kind.rawValue)")
        }
    }
}

extension DocsFromRegistriesTests {
    /// A synopsis written by hand names every option of its command (the global ones aside)
    /// with its value as declared — a choice's every value — and no option the command lacks.
    @Test func everySynopsisNamesTheOptionsAsDeclared() {
        let global = Set(CommonOptions.global.map(\.spec.name))
        for command in TrackerKitCLI.tool.allCommands {
            let shown = Set(command.synopsis.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
            let declared = command.options.flatMap(\.spellings)
            for spec in command.options where !global.contains(spec.name) {
                #expect(shown.contains(spec.name), "\(command.name): the synopsis lacks \(spec.name)")
                if shown.contains(spec.name), let value = spec.valueName {
                    #expect(command.synopsis.contains("\(spec.name) \(value)"), "\(command.name): \(spec.name) \(value) as declared")
                }
            }
            for name in shown {
                #expect(declared.contains(name), "\(command.name): the synopsis names \(name), which the command does not take")
            }
        }
    }
}

/// The generated regions' text.
enum DocsText {
    /// `trackerkit COMMAND …` per command, wrapped at 100 columns with 4-space continuations,
    /// as one fenced block the README checker holds to `--help` (`example: synopsis`).
    static func synopses(_ tool: ToolDescription) -> String {
        var text = "<!-- example: synopsis -->\n```\n"
        for command in tool.allCommands {
            text += wrapped("trackerkit " + command.synopsis, width: 100, indent: "    ")
        }
        return text + "trackerkit --help | <command> --help | --version\n```\n"
    }

    /// A section per command, as its `--help` says it: the summary, a table of the options —
    /// each with its value, what it does and its default — and the discussion.
    static func options(_ tool: ToolDescription) -> String {
        var text = ""
        for command in tool.allCommands {
            text += "\n### `trackerkit \(command.name)`\n\n\(cell(command.summary))\n\n| option | what it does | default |\n|---|---|---|\n"
            for spec in command.options {
                let names = spec.listedNames.map { "`\($0)\(spec.valueName.map { " " + $0 } ?? "")`" }.joined(separator: ", ")
                text += "| \(cell(names)) | \(cell(spec.help)) | \(cell(spec.defaultText ?? "")) |\n"
            }
            text += discussion(command.discussion)
        }
        return text + "\n"
    }

    /// A command's discussion in Markdown: each paragraph on one line, escaped; each run of
    /// example lines one fenced block that the README checker holds to `--help`
    /// (`example: synopsis`: every `trackerkit COMMAND …` line's options must exist).
    static func discussion(_ text: String) -> String {
        var markdown = "", examples: [String] = []
        func flush() {
            if !examples.isEmpty { markdown += "\n<!-- example: synopsis -->\n```\n" + examples.joined(separator: "\n") + "\n```\n" }
            examples = []
        }
        for block in HelpText.blocks(text) {
            switch block {
            case .paragraph(let paragraph):
                flush()
                markdown += "\n" + escaped(paragraph) + "\n"
            case .example(_, let line):
                examples.append(line)
            case .blank:
                flush()
            }
        }
        flush()
        return markdown
    }

    /// Text Markdown shows as written: the characters that would start emphasis, code, a link
    /// or an HTML tag (`*.xcstrings`, `<locale>.xcloc`) escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_<>[]".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The table of the quality checks, in report order, in each check's own words.
    static func qualityChecks() -> String {
        var text = "| kind | reported when the translation … | not reported |\n|---|---|---|\n"
        for check in QualityChecks.all {
            text += "| `\(check.kind.rawValue)` | \(check.reportedWhen) | \(check.notReported) |\n"
        }
        return text
    }

    /// The sentence of docs/strings.md's `strings check` section that names the quality checks.
    static func qualityCheckNames() -> String {
        "The quality checks, warnings too (see [Quality checks](#quality-checks-is-it-right-will-it-fit)):\n"
            + ProblemKind.qualityChecksListedInMarkdown + ".\n"
    }

    /// Text for one cell of a Markdown table: pipes escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `line` broken between words, never inside a bracketed group (`[--config PATH]`).
    static func wrapped(_ line: String, width: Int, indent: String) -> String {
        var groups: [String] = [], depth = 0
        for word in line.split(separator: " ") {
            if depth > 0, let last = groups.popLast() { groups.append(last + " " + word) } else { groups.append(String(word)) }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
        }
        var lines: [String] = [], current = ""
        for word in groups {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.isEmpty || current == indent ? "" : " ") + word
        }
        lines.append(current)
        return lines.joined(separator: "\n") + "\n"
    }
}
