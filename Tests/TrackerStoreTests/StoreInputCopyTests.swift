import Foundation
import Testing
@testable import TrackerStore

/// The private copy of a store read from a pipe: a run killed with
/// SIGKILL cannot remove it, so the next run removes copies whose process is gone — and only
/// those.
@Suite struct StoreInputCopyTests {
    @Test func copiesOfGoneProcessesAreSweptAndOthersKept() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-sweep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: temporary) }  // best-effort cleanup
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = temporary + "/\(PrivateCopyDirectory.prefix)\(gone.processIdentifier)-\(UUID().uuidString)"
        let mine = temporary + "/\(PrivateCopyDirectory.prefix)\(getpid())-\(UUID().uuidString)"
        let foreign = temporary + "/trackerkit-input-notes"
        for directory in [stale, mine, foreign] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(count: 100).write(to: URL(fileURLWithPath: directory + "/store"))
        }
        PrivateCopyDirectory.sweepStale(in: temporary)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: mine + "/store"))
        #expect(FileManager.default.fileExists(atPath: foreign + "/store"))
    }
}
