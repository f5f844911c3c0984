import Foundation
import Testing
import Output
@testable import trackerkit
@testable import CommandFiles

/// What help says is what a newcomer reads first: every file the report writes is named (the
/// list comes from the report registry), and every option is listed once.
@Suite struct HelpTextTests {
    /// One option per spelling: an alias is declared on the option it belongs to, not as a
    /// second option that help would list again.
    @Test(arguments: TrackerKitCLI.allCommands.map(\.name))
    func everySpellingBelongsToOneOption(_ command: String) throws {
        let entry = try #require(TrackerKitCLI.allCommands.first { $0.name == command })
        let spellings = entry.options.flatMap(\.spellings)
        let repeated = Dictionary(grouping: spellings) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "\(command) declares \(repeated) on more than one option")
    }

    @Test func stringsExportListsItsLocaleOptionOnce() throws {
        let help = try TrackerKitProcess.run(["strings", "export", "--help"])
        #expect(help.exitCode == 0)
        let optionLines = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  -") && $0.contains("--locale") }
        #expect(optionLines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["--locales, --locale"], "\(optionLines)")
        // Both spellings still work, and giving both is giving the option twice.
        let exported = try TrackerKitProcess.run(["strings", "export", "--catalog", "Samples/Localizable.xcstrings", "--locale", "de", "--out", "-"])
        // German: what a German spreadsheet opens in columns, with its umlauts (as the report's CSV).
        #expect(exported.exitCode == 0 && exported.stdout.hasPrefix("\u{FEFF}key;locale;path;source;translation;state;comment"), "\(exported.stderr)")
        let plain = try TrackerKitProcess.run(["strings", "export", "--catalog", "Samples/Localizable.xcstrings", "--locales", "de", "--csv-dialect", "rfc4180"])
        #expect(plain.exitCode == 0 && plain.stdout.hasPrefix("key,locale,path,source,translation,state,comment"), "\(plain.stderr)")
    }

    @Test func reportHelpNamesIndexHTMLAndThePictures() throws {
        let help = try TrackerKitProcess.run(["report", "--help"])
        #expect(help.exitCode == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Write the localized report: index.html with pictures, Markdown and CSV (the nightly job)."), "\(words.prefix(200))")
        for file in ReportFiles.all.map(\.fileName) + [TrackerSVGFile.namePattern] {
            #expect(words.contains(file), "report --help names \(file)")
        }
        let overview = try TrackerKitProcess.run(["--help"])
        #expect(overview.stdout.contains("index.html with pictures, Markdown and CSV"))
    }
}
