import Foundation
import SampleData
import Testing
import TestSupport

/// The sample is explicit: without --store and without report.store in a settings file the
/// sample compiled into the binary is used — by an installed binary too, far from the
/// checkout — and a warning says so even with --quiet; `store` in the settings file names the
/// store instead, relative to the file's folder.
@Suite struct BundledSampleCLITests {
    private let root = TrackerKitProcess.packageRoot
    private var sample: String { root.appendingPathComponent(GoldenReportSet.sampleStore).path }
    static let reportWarning =
        "trackerkit: warning: using the bundled sample store (as of 2026-11-20, Europe/Berlin): no --store given and no report.store in a settings file"

    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try body(directory)
    }

    /// The man page's "(default: the bundled sample store)" is true for a binary copied to a
    /// folder of its own and run from another: it writes the committed reports.
    @Test func aBinaryCopiedAwayFromTheCheckoutReportsOnTheSampleItCarries() throws {
        try withTemporaryDirectory { directory in
            let bin = directory.appendingPathComponent("bin")
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let copy = bin.appendingPathComponent("trackerkit")
            try FileManager.default.copyItem(at: TrackerKitProcess.binary, to: copy)
            let out = directory.appendingPathComponent("out")
            let result = try TrackerKitProcess.runCopy(["report", "--out", out.path, "--quiet"], in: elsewhere, binary: copy)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stderrLines == [Self.reportWarning])
            #expect(result.stdout.isEmpty)
            let listed = try ExpectedReportSet.listed(store: sample)
            #expect(HostileInputTests.regularFiles(under: out.path) == ExpectedReportSet.paths(listed: listed))
            for path in GoldenReportSet.standard.paths(listed: listed) {
                let written = try Data(contentsOf: out.appendingPathComponent(path))
                #expect(written == (try Data(contentsOf: root.appendingPathComponent("Reports/\(path)"))), "\(path)")
            }
            let manPage = try TrackerKitProcess.runCopy(["help", "--man"], in: elsewhere, binary: copy)
            let words = manPage.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("(default: the settings file's report.store, else the bundled sample store, built into trackerkit; a warning says so)"))
        }
    }

    /// A cron line that lost its --store must not pass silently: the warning shows with --quiet.
    @Test(arguments: [["streaks", "-q"], ["export", "trackers", "--quiet"], ["report", "--quiet", "--format", "md"]])
    func theSampleIsNamedOnStderrEvenWhenQuiet(_ arguments: [String]) throws {
        try withTemporaryDirectory { directory in
            let result = try TrackerKitProcess.run(arguments + (arguments[0] == "report" ? ["--out", directory.path] : []), in: directory)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stderrLines == [Self.reportWarning])
        }
    }

    @Test func orderNamesTheSampleToo() throws {
        let result = try TrackerKitProcess.run(["order", "--quiet"])
        #expect(result.exitCode == 0)
        // The sample's own display-order warning follows.
        #expect(result.stderrLines.first == "trackerkit: warning: using the bundled sample store: no --store given")
    }

    /// `store` in the settings file, relative to the file's folder as `out` is: no warning, and
    /// --store still wins.
    @Test func theSettingsFileNamesTheStoreRelativeToItsFolder() throws {
        try withTemporaryDirectory { directory in
            let config = directory.appendingPathComponent("config")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            let data = directory.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: sample, toPath: data.appendingPathComponent("export.json").path)
            try FileManager.default.copyItem(atPath: HostileInputTests.sampleCatalog, toPath: data.appendingPathComponent("Localizable.xcstrings").path)
            // The app's catalog beside the store: the custom levels' labels (without it, a warning).
            let settings = #"{ "report": { "store": "../data/export.json", "catalog": "../data/Localizable.xcstrings", "timeZone": "Europe/Berlin", "out": "../reports" } }"#
            try Data(settings.utf8).write(to: config.appendingPathComponent("settings.json"))

            let report = try TrackerKitProcess.run(["report", "--config", "config/settings.json", "--as-of", "2026-11-20"], in: directory)
            #expect(report.exitCode == 0, "\(report.stderr)")
            #expect(report.stderr.isEmpty)
            #expect(report.stdout.hasPrefix("Wrote ") && report.stdout.contains(" to config/../reports ("), "\(report.stdout)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("reports/en/streaks.md").path))

            let missing = try TrackerKitProcess.run(["streaks", "--config", "config/settings.json", "--store", "nowhere.json"], in: directory)
            #expect(missing.exitCode == 2)
            #expect(missing.stderrLines == ["trackerkit: error: nowhere.json: no such file"])

            try Data(#"{ "report": { "store": "gone.json" } }"#.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
            let gone = try TrackerKitProcess.run(["streaks"], in: directory)
            #expect(gone.exitCode == 2)
            #expect(gone.stderrLines == ["trackerkit: error: gone.json: no such file"])
        }
    }

    /// The binary carries the sample byte for byte (the build embeds Samples/).
    @Test func theCompiledInSampleIsTheSampleFileByteForByte() throws {
        let root = TrackerKitProcess.packageRoot
        #expect(BundledSample.storeBytes == [UInt8](try Data(contentsOf: root.appendingPathComponent("Samples/tracker-store.json"))))
        #expect(BundledSample.catalogBytes == [UInt8](try Data(contentsOf: root.appendingPathComponent("Samples/Localizable.xcstrings"))))
    }
}
