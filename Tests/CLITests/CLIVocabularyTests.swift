import Foundation
import Testing
import TestSupport
@testable import trackerkit
@testable import CommandFiles

/// One option vocabulary on every command, suggestions for typos, completions from
/// the same definitions.
@Suite struct CLIVocabularyTests {
    static let commands = TrackerKitCLI.allCommands.map(\.name)

    static func run(_ arguments: [String]) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(arguments)
    }

    @Test(arguments: commands)
    func everyCommandTakesTheSharedOptionsAndShowsThemInHelp(_ command: String) throws {
        let words = command.split(separator: " ").map(String.init)
        // Options are parsed before help is shown: accepted, or this is exit 2.
        let help = try Self.run(words + ["-q", "--verbose", "--max-input-size", "1G", "--help"])
        #expect(help.exitCode == 0, "\(help.stderr)")
        for shown in ["-q, --quiet", "-v, --verbose", "--max-input-size SIZE", "-h, --help"] {
            #expect(help.stdout.contains(shown), "\(command) --help shows \(shown)")
        }
        let entry = try #require(TrackerKitCLI.allCommands.first { $0.name == command })
        for spec in entry.options {
            #expect(help.stdout.contains(spec.name), "\(command) --help shows \(spec.name)")
            if let short = spec.shortName { #expect(help.stdout.contains("\(short), \(spec.name)"), "\(command): \(short)") }
        }
        #expect(help.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.contains(" ") }, "\(command) --help fits 80 columns")
        let both = try Self.run(words + ["--quiet", "-v"] + (command == "export" ? ["logs"] : []))
        #expect(both.exitCode == 2 && both.stderr.contains("--quiet and --verbose exclude each other"), "\(command): \(both.stderr)")
    }

    @Test(arguments: commands)
    func aTypoNearAKnownOptionGetsASuggestion(_ command: String) throws {
        let entry = try #require(TrackerKitCLI.allCommands.first { $0.name == command })
        let option = try #require(entry.options.first { $0.name.count >= 7 && $0.name != "--max-input-size" })
        // Swap two letters in the middle: "--stroe" for "--store".
        var letters = Array(option.name)
        letters.swapAt(4, 5)
        let typo = String(letters)
        let result = try Self.run(command.split(separator: " ").map(String.init) + [typo])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("unknown option \(typo)") && result.stderr.contains("did you mean \(option.name)?"), "\(result.stderr)")
    }

    @Test func typosOfCommandsAndSubcommandsGetSuggestions() throws {
        #expect(try Self.run(["reprot"]).stderr.contains("did you mean report?"))
        #expect(try Self.run(["strings", "chekc"]).stderr.contains("did you mean check?"))
        #expect(try Self.run(["report", "--stroe", "x"]).stderr.contains("did you mean --store?"))
        #expect(try Self.run(["strings", "check", "--ctalog", "x"]).stderr.contains("did you mean --catalog?"))
    }

    @Test func localeAndLocalesAreOneOption() throws {
        let locale = try Self.run(["streaks", "--locale", "de"])
        let locales = try Self.run(["streaks", "--locales", "de"])
        #expect(locale.exitCode == 0 && locales.stdout == locale.stdout)
        let check = try Self.run(["strings", "check", "--catalog", "Strings/Localizable.xcstrings", "--locale", "de"])
        #expect(check.exitCode == 0, "\(check.stderr)")
    }

    @Test func stringsCommandsNeedACatalog() throws {
        for words in [["strings", "check"], ["strings", "export"], ["strings", "format", "--check"], ["strings", "format"]] {
            let result = try Self.run(words)
            #expect(result.exitCode == 2, "\(words): \(result.stderr)")
            #expect(result.stderr.contains("needs"), "\(words): \(result.stderr)")
        }
    }

    @Test func quietSilencesNotesButNotWarnings() throws {
        let sample = ["--store", "Samples/tracker-store.json", "--as-of", "2026-11-20"]
        let loud = try Self.run(["order", "--move", "Mood", "--to", "2", "--store", "Samples/tracker-store.json"])
        #expect(loud.stderr.contains("trackerkit: note: not written: Samples/tracker-store.json is unchanged"), "\(loud.stderr)")
        let quiet = try Self.run(["order", "--move", "Mood", "--to", "2", "--store", "Samples/tracker-store.json", "-q"])
        #expect(quiet.exitCode == 0 && !quiet.stderr.contains("note:"), "\(quiet.stderr)")
        // The sample's warning is a warning: --quiet keeps it.
        let quietOnTheSample = try Self.run(["streaks", "-q"])
        #expect(quietOnTheSample.stderrLines == [BundledSampleCLITests.reportWarning])
        let verbose = try Self.run(["streaks", "-v"] + sample)
        #expect(verbose.stderr.contains("trackerkit: read Samples/tracker-store.json: 9 trackers"))
        let sampleRead = try Self.run(["streaks", "-v"])
        #expect(sampleRead.stderr.contains("trackerkit: read the bundled sample store: 9 trackers"))
    }

    /// The bash completion, loaded in a non-interactive bash, asked as bash asks it.
    static func complete(_ words: [String]) throws -> [String] {
        let script = try run(["completions", "bash"]).stdout
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trackerkit.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let outcome = try TrackerKitProcess.run(executable: "/bin/bash", ["-c", "source \"$1\"; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _trackerkit; printf '%s\\n' \"${COMPREPLY[@]}\"", "bash", file.path])
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(try Self.complete(["trackerkit", "st"]) == ["streaks", "strings"])
        #expect(try Self.complete(["trackerkit", "strings", "ch"]) == ["check"])
        #expect(try Self.complete(["trackerkit", "strings", "check", "--format", ""]) == RegistryChoices.checkFormats)
        #expect(try Self.complete(["trackerkit", "streaks", "-f", ""]) == RegistryChoices.streaksFormats)
        #expect(try Self.complete(["trackerkit", "order", "--format", ""]) == RegistryChoices.orderFormats)
        #expect(try Self.complete(["trackerkit", "report", "--csv-dialect", ""]) == ["auto", "rfc4180", "excel"])
        #expect(try Self.complete(["trackerkit", "export", ""]) == ExpectedReportSet.exportNames.sorted())
        #expect(try Self.complete(["trackerkit", "export", "periods", "--period", ""]) == ["week", "month", "year"])
        #expect(try Self.complete(["trackerkit", "report", "--format", ""]) == ExpectedReportSet.formats)
        #expect(try Self.complete(["trackerkit", "report", "--sto"]) == ["--store"])
        #expect(try Self.complete(["trackerkit", "completions", ""]) == ["bash", "zsh", "fish"])
    }

    @Test func completionsAndManPageAreUsageErrorsWhenAskedWrongly() throws {
        let none = try Self.run(["completions"])
        #expect(none.exitCode == 2 && none.stderr.contains("bash, zsh or fish"))
        let man = try Self.run(["help", "--man"])
        #expect(man.exitCode == 0 && man.stdout.hasPrefix(".TH TRACKERKIT 1"))
        for command in Self.commands { #expect(man.stdout.contains(".SS \(command)\n"), "the man page has \(command)") }
    }
}
