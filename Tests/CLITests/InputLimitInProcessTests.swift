import Foundation
import SharpTools
import Testing
@testable import trackerkit
@testable import CommandFiles

/// `--max-input-size` is a value of the run (`CommandContext.maxInputSize`) handed to every
/// read, not a setting of the process: runs in one process, one after the other or at the
/// same time, each read with their own limit.
@Suite struct InputLimitInProcessTests {
    static let catalog = TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path
    static let store = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json").path

    static func tooLarge(_ path: String, _ limit: Int) -> String {
        "trackerkit: error: \(path): larger than the input size limit of \(limit) bytes; raise it with --max-input-size if the file is real\n"
    }

    @Test func aLimitEndsWithItsRun() throws {
        let limited = try InProcessRun(["strings", "check", "--catalog", Self.catalog, "--no-config", "--max-input-size", "100"])
        #expect(limited.exitCode == .usageOrInputError && limited.stderr == Self.tooLarge(Self.catalog, 100))
        let unlimited = try InProcessRun(["strings", "check", "--catalog", Self.catalog, "--no-config"])
        #expect(unlimited.exitCode == .success, "\(unlimited.stderr)")
        let store = try InProcessRun(["streaks", "--store", Self.store, "--max-input-size=1K", "--as-of", "2026-11-20", "--timezone", "UTC"])
        #expect(store.exitCode == .usageOrInputError && store.stderr == Self.tooLarge(Self.store, 1024))
        let storeUnlimited = try InProcessRun(["streaks", "--store", Self.store, "--as-of", "2026-11-20", "--timezone", "UTC"])
        #expect(storeUnlimited.exitCode == .success, "\(storeUnlimited.stderr)")
    }

    @Test func runsAtTheSameTimeKeepTheirOwnLimits() throws {
        for _ in 0..<5 {
            let (small, large) = TwoJobs.run({
                Result { try InProcessRun(["strings", "check", "--catalog", Self.catalog, "--no-config", "--max-input-size", "64"]) }
            }, {
                Result { try InProcessRun(["strings", "check", "--catalog", Self.catalog, "--no-config", "--max-input-size", "64M"]) }
            })
            let refused = try small.get()
            let read = try large.get()
            #expect(refused.exitCode == .usageOrInputError && refused.stderr == Self.tooLarge(Self.catalog, 64))
            #expect(read.exitCode == .success, "\(read.stderr)")
        }
    }
}
