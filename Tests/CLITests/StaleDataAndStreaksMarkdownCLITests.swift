import Foundation
import Testing
import TestSupport
@testable import trackerkit
@testable import CommandFiles

/// An old copy of a store is said, not silently counted; `streaks --format md` on standard
/// output links no picture it does not write, and `--images DIR` writes them.
@Suite struct StaleDataAndStreaksMarkdownCLITests {
    static let sample = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json")
    /// Six days after the sample's export (2026-11-20T21:00:00Z).
    static let sixDaysLater = ISO8601DateFormatter().date(from: "2026-11-26T12:00:00Z")!

    @Test func aStaleCopyOfTheSampleIsSaid() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let copy = directory.appendingPathComponent("export.json")
        try FileManager.default.copyItem(at: Self.sample, to: copy)
        let run = try InProcessRun(["streaks", "--store", copy.path], now: Self.sixDaysLater)
        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("trackerkit: warning: \(copy.path) was exported on 2026-11-20, 6 days before today (2026-11-26): "
                                    + "every day since counts as not logged. If it is an old copy, report as of its export day with --as-of 2026-11-20"),
                "\(run.stderr)")
        #expect(run.stdout.contains("No new data for 6 days (newest from Nov 20, 2026): every day since counts as not logged."))
        // As of the export day, nothing to warn about; the same with the day asked for.
        let asOf = try InProcessRun(["streaks", "--store", copy.path, "--catalog", HostileInputTests.sampleCatalog, "--as-of", "2026-11-20"],
                                    now: Self.sixDaysLater)
        #expect(!asOf.stderr.contains("warning") && !asOf.stdout.contains("No new data"))
        let nextMorning = try InProcessRun(["streaks", "--store", copy.path, "--catalog", HostileInputTests.sampleCatalog],
                                          now: ISO8601DateFormatter().date(from: "2026-11-21T06:00:00Z")!)
        #expect(!nextMorning.stderr.contains("warning"))
    }

    @Test func streaksMarkdownLinksOnlyPicturesItWrites() throws {
        let plain = try InProcessRun(["streaks", "--format", "md"])
        #expect(plain.exitCode == .success && plain.stdout.hasPrefix("# Streaks") && !plain.stdout.contains("!["))
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let images = directory.appendingPathComponent("pictures").path
        let linked = try InProcessRun(["streaks", "--format", "md", "--images", images])
        #expect(linked.exitCode == .success, "\(linked.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: images).sorted()
        #expect(files.count == 8 && files.first == "01-noalc.svg")
        for file in files {
            #expect(linked.stdout.contains("](" + images + "/" + file + ")"))
        }
        let wrongFormat = try InProcessRun(["streaks", "--format", "json", "--images", images])
        #expect(wrongFormat.exitCode != .success && wrongFormat.stderr.contains("--images goes with --format md"))
    }
}
