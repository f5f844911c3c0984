import Foundation
import Testing
import TestSupport

/// The committed golden sets (`Reports/`, `Tests/Fixtures/Reports-excel/`, each a
/// `ReportGoldenSet`): each holds exactly the report files that declare it and the report
/// set's marker (so that `trackerkit report` writes into it as into any report set), byte for
/// byte what the tool writes now. With `TRACKERKIT_REFRESH_GOLDENS=1` (what `Scripts/refresh-goldens.sh`
/// sets) the test first rewrites them from the tool's output.
@Suite struct GoldenReportTests {
    static let root = TrackerKitProcess.packageRoot
    static let isRefreshing = ProcessInfo.processInfo.environment["TRACKERKIT_REFRESH_GOLDENS"] == "1"

    @Test(arguments: GoldenReportSet.all)
    func theCommittedGoldenSetIsUpToDate(_ golden: GoldenReportSet) throws {
        let out = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try TrackerKitProcess.run(golden.reportArguments + ["--out", out.path, "--quiet"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let listed = try ExpectedReportSet.listed(store: Self.root.appendingPathComponent(GoldenReportSet.sampleStore).path)
        let expected = ([ExpectedReportSet.marker] + golden.paths(listed: listed)).sorted()
        let directory = Self.root.appendingPathComponent(golden.directory)
        if Self.isRefreshing { try Self.refresh(directory, from: out, paths: expected) }
        #expect(Self.files(under: directory) == expected, "\(golden.directory) does not hold the files of the set: run Scripts/refresh-goldens.sh")
        for path in expected {
            let fresh = try Data(contentsOf: out.appendingPathComponent(path))
            let committed = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path)
            #expect(fresh == committed, "\(golden.directory)/\(path) is out of date: run Scripts/refresh-goldens.sh")
        }
    }

    /// Makes `directory` hold exactly `paths` from `fresh`: files of the set are copied over,
    /// files that are no longer part of it removed, directories left empty removed.
    static func refresh(_ directory: URL, from fresh: URL, paths: [String]) throws {
        let manager = FileManager.default
        for stale in files(under: directory) where !paths.contains(stale) {
            try manager.removeItem(at: directory.appendingPathComponent(stale))
        }
        for path in paths {
            let target = directory.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
            try manager.copyItem(at: fresh.appendingPathComponent(path), to: target)
        }
        let directories = (manager.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []).sorted().reversed()
        for relative in directories {
            let url = directory.appendingPathComponent(relative)
            if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try manager.removeItem(at: url) }
        }
    }

    /// Paths relative to `directory` of the regular files below it, sorted; hidden ones left
    /// out but the marker.
    static func files(under directory: URL) -> [String] {
        HostileInputTests.regularFiles(under: directory.path).filter {
            $0 == ExpectedReportSet.marker || !$0.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }
}
