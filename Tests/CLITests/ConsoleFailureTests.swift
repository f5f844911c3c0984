import Foundation
import Testing

/// Console writes that fail never trap (they did: `FileHandle.write` under `try!`, exit 132
/// and a crash trace): a full or closed stdout is exit 2 with one line, a reader that went
/// away ends the process quietly as a broken pipe does, and an error path whose stderr is
/// full still exits 2.
@Suite struct ConsoleFailureTests {
    /// Runs `script` in /bin/sh with `$B` the binary; returns the shell's exit status and what
    /// the script left in `$ERR` and `$RC`.
    private func shell(_ script: String) throws -> (status: Int32, stderr: String, rc: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let errPath = directory.appendingPathComponent("err").path
        let rcPath = directory.appendingPathComponent("rc").path
        let run = try TrackerKitProcess.run(executable: "/bin/sh", ["-c", script],
                                            environment: ["B": TrackerKitProcess.binary.path, "ERR": errPath, "RC": rcPath, "PATH": "/usr/bin:/bin"], replacing: true)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        let rc = ((try? String(contentsOfFile: rcPath, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return (run.exitCode ?? -1, stderr, rc)
    }

    @Test func aFullStdoutIsExitTwoWithOneLine() throws {
        let result = try shell(#""$B" --version >/dev/full 2>"$ERR""#)
        #expect(result.status == 2)
        #expect(result.stderr == "trackerkit: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStdoutIsExitTwoWithOneLine() throws {
        let result = try shell(#""$B" --version >&- 2>"$ERR""#)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("trackerkit: error: cannot write to standard output: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// With SIGPIPE ignored (as CI runners and services set it), `| head` makes writes fail
    /// with EPIPE: the process ends as a broken pipe does (status 141), without a word.
    @Test func aReaderThatGoesAwayEndsTheProcessQuietly() throws {
        let result = try shell(#"trap '' PIPE; ( "$B" export logs --store Samples/tracker-store.json --as-of 2026-11-20 2>"$ERR"; echo $? >"$RC" ) | head -c 10 >/dev/null"#)
        #expect(result.rc == "141")
        #expect(result.stderr.isEmpty)
    }

    @Test func anErrorWithAFullStderrIsStillExitTwo() throws {
        let result = try shell(#""$B" streaks --store /nonexistent-store.json 2>/dev/full"#)
        #expect(result.status == 2)
    }
}
