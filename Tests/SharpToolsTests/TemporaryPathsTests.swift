import Foundation
import Testing
import SharpTools

/// Registering temporary paths from two threads at once (as an XLIFF export does, writing
/// two files on `TwoJobs`) loses none and gives no slot twice.
@Suite struct TemporaryPathsTests {
    /// Per round, each thread registers its own paths while the other does the same, then
    /// every path must be in the table exactly once under its own token, with its flag; then
    /// both unregister at once and none of them may be left. Without the lock, two threads
    /// claim the same free slot and one path is lost (then a Ctrl-C leaves its file behind).
    @Test func twoThreadsRegisteringAtOnceLoseNoPath() {
        TemporaryPaths.install()
        // Other suites register a few paths meanwhile; this one marks its own.
        let prefix = "/tmp/temporary-paths-test-\(UUID().uuidString)"
        let perThread = 1_000
        for round in 0..<8 {
            let (first, second) = TwoJobs.run(
                { Self.register(prefix: "\(prefix)/\(round)/a", count: perThread, directories: false) },
                { Self.register(prefix: "\(prefix)/\(round)/b", count: perThread, directories: true) }
            )
            let tokens = (first + second).compactMap { $0 }
            #expect(tokens.count == 2 * perThread, "every registration got a token (round \(round))")
            #expect(Set(tokens).count == tokens.count, "no slot was given twice (round \(round))")
            let ours = TemporaryPaths.registered().filter { $0.path.hasPrefix(prefix) }
            #expect(ours.count == 2 * perThread, "no path was lost (round \(round))")
            #expect(Set(ours.map(\.path)).count == ours.count)
            #expect(ours.allSatisfy { $0.isDirectory == $0.path.contains("/\(round)/b/") }, "each path keeps its own flag")
            _ = TwoJobs.run({ first.forEach(TemporaryPaths.unregister) }, { second.forEach(TemporaryPaths.unregister) })
            #expect(!TemporaryPaths.registered().contains { $0.path.hasPrefix(prefix) }, "all unregistered (round \(round))")
        }
    }

    private static func register(prefix: String, count: Int, directories: Bool) -> [Int?] {
        (0..<count).map { TemporaryPaths.register("\(prefix)/\($0)", isDirectory: directories) }
    }
}
