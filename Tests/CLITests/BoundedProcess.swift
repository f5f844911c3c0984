import Foundation
import SharpTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `trackerkit` (or any program) with a time limit and reports how it ended and the
/// child's own peak memory — what the hostile-input tests need beyond `TrackerKitProcess`:
/// a hang becomes a test failure instead of a stuck test run, a signal is told apart from an
/// exit code, and the child's peak memory is sampled from `/proc`.
struct BoundedProcess {
    struct Outcome {
        /// The exit status, or nil when the child was killed by a signal.
        var exitCode: Int32?
        /// The signal that ended the child, if any (SIGKILL after a timeout).
        var signal: Int32?
        var timedOut: Bool
        var stdout: String
        var stderr: String
        /// Peak resident set size of the child in bytes, as last sampled while it ran (0 when
        /// it ended before the first sample, or where `/proc` does not exist).
        var peakMemory: Int
        var seconds: Double
        /// The child's processor time, user and system (`wait4`'s rusage): what a run computes,
        /// apart from the time it waits for the disk.
        var cpuSeconds: Double

        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

        /// For messages: how the run ended.
        var summary: String {
            if timedOut { return "timed out after \(String(format: "%.1f", seconds)) s" }
            if let signal { return "killed by signal \(signal)" }
            return "exit \(exitCode ?? -1)"
        }
    }

    /// The child's peak resident set size so far (`VmHWM` in `/proc/PID/status`), 0 when
    /// unknown. Not `wait4`'s `ru_maxrss`: after `posix_spawn` (a vfork) that also counts the
    /// parent's memory, and the test process holds the big inputs it generated.
    private static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),  // gone once the child exits
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` (absolute paths: the working directory is inherited).
    static func run(_ executable: String, _ arguments: [String], timeout: Double = 20) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }  // best-effort cleanup of the capture files
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        // Raw posix_spawn/wait4 (unsafe): the child's pid for /proc, SIGKILL at the limit, the raw wait status.
        var actions = unsafe posix_spawn_file_actions_t()
        unsafe posix_spawn_file_actions_init(&actions)
        defer { unsafe posix_spawn_file_actions_destroy(&actions) }
        unsafe posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        unsafe posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        unsafe posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = unsafe ([executable] + arguments).map { unsafe strdup($0) } + [nil]
        defer { unsafe argv.forEach { unsafe free($0) } }
        var pid: pid_t = 0
        let started = Date()
        let status = unsafe posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(FileSystemError(code: status).reason)") }

        var waitStatus: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peakMemory = 0
        while true {
            peakMemory = max(peakMemory, highWaterMark(of: pid))
            let result = unsafe wait4(pid, &waitStatus, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw Failure(description: "wait4: \(FileSystemError(code: errno).reason)") }
            if Date().timeIntervalSince(started) > timeout {
                timedOut = true
                kill(pid, SIGKILL)
                while unsafe wait4(pid, &waitStatus, 0, &usage) < 0 && errno == EINTR {}
                break
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = waitStatus & 0x7F
        let exited = signal == 0
        return Outcome(
            exitCode: exited ? (waitStatus >> 8) & 0xFF : nil,
            signal: exited ? nil : signal,
            timedOut: timedOut,
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self),
            peakMemory: peakMemory,
            seconds: seconds,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
        )
    }
}
