import Foundation
import Testing
import SharpTools

/// The command `strings translate` runs: its input, output, exit status and directory, and the
/// time limit, which ends the whole process group.
@Suite struct ShellCommandRunTests {
    @Test func inputOutputStatusAndDirectory() throws {
        let run = try ShellCommandRun("tr a-z A-Z; pwd >&2; exit 3", input: Array("hello\n".utf8), in: "/tmp", timeout: 20)
        #expect(run.outcome == .exited(3))
        #expect(String(decoding: run.output, as: UTF8.self) == "HELLO\n")
        #expect(String(decoding: run.errorOutput, as: UTF8.self) == "/tmp\n")
        let arguments = try ShellCommandRun("echo \"[$#]\"", input: [], in: "/", timeout: 20)
        #expect(String(decoding: arguments.output, as: UTF8.self) == "[0]\n", "the command sees no positional parameters of ours")
        let missing = try ShellCommandRun("true", input: [], in: "/no/such/folder", timeout: 20)
        #expect(missing.outcome == .exited(126))
    }

    @Test func theTimeLimitEndsTheProcessGroup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shell-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = ContinuousClock.now
        let run = try ShellCommandRun("sleep 30 & echo $! > child; sleep 30", input: [], in: folder.path, timeout: 0.3)
        #expect(run.outcome == .timedOut)
        #expect(ContinuousClock.now - started < .seconds(10))
        let child = try String(contentsOf: folder.appendingPathComponent("child"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        // Gone, or a zombie no one reaps (a container's first process may not), within a few
        // seconds: the signal is sent, not waited for.
        let probe = try ShellCommandRun(ShellCommandRunTests.ended(child), input: [], in: "/", timeout: 20)
        #expect(probe.outcome == .exited(0), "the background sleep \(child) outlived the time limit")
    }

    /// A script that exits 0 once `pid` runs no more (gone or a zombie), 1 after 5 seconds.
    static func ended(_ pid: String) -> String {
        "for i in 1 2 3 4 5 6 7 8 9 10; do state=$(ps -o stat= -p \(pid)); case \"$state\" in ''|Z*) exit 0;; esac; sleep 0.5; done; exit 1"
    }

    @Test func aSignalIsToldApart() throws {
        let run = try ShellCommandRun("kill -9 $$", input: [], in: "/", timeout: 20)
        #expect(run.outcome == .signalled(9))
    }
}
