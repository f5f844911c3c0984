import Foundation
import SharpTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way the tests run a process: the built `trackerkit` binary as a user would (or any
/// program — git, a shell, the compiler), in a working directory, with variables over the test's
/// own environment, bytes or nothing on standard input, and a time limit. It reports how the
/// child ended — an exit status, or the signal that ended it, a hang becoming a test failure
/// rather than a stuck run — its output (through files: no pipe can fill up and block it), its
/// peak memory sampled from `/proc`, and its wall and processor time.
struct TrackerKitProcess {
    struct Result {
        /// The exit status, or nil when a signal ended the child.
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

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root (where Samples/ and Strings/ live).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (same build configuration and scratch path as the
    /// tests), or `$TRACKERKIT_BINARY` — to show that a test fails on an older build.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["TRACKERKIT_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let url = directory.appendingPathComponent("trackerkit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/trackerkit")
    }()

    /// Runs `trackerkit arguments` (the binary `binary`) in `directory`.
    /// - Parameters:
    ///   - environment: variables set for the run over the test's own (`TZ`).
    ///   - input: the bytes on its standard input (else /dev/null).
    ///   - timeout: seconds until the child is killed (a hang guard, not a measurement).
    static func run(_ arguments: [String], in directory: URL = packageRoot, binary: URL = binary, environment: [String: String] = [:],
                    input: [UInt8]? = nil, timeout: Double = 300) throws -> Result {
        try run(executable: binary.path, arguments, in: directory, environment: environment, input: input, timeout: timeout)
    }

    /// Runs the program at `executable` (an absolute path; `/usr/bin/env` finds one on the
    /// PATH) as `run(_:in:binary:environment:input:timeout:)` runs the tool. With `replacing`,
    /// `environment` is the child's whole environment.
    static func run(executable: String, _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
                    replacing: Bool = false, input: [UInt8]? = nil, timeout: Double = 300) throws -> Result {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }  // best-effort cleanup of the capture files
        let outPath = scratch.appendingPathComponent("stdout").path, errPath = scratch.appendingPathComponent("stderr").path
        var inPath = "/dev/null"
        if let input {
            inPath = scratch.appendingPathComponent("stdin").path
            try Data(input).write(to: URL(fileURLWithPath: inPath))
        }
        let variables = replacing ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let started = Date()
        let pid = try spawn(executable, arguments, directory: directory.path, environment: variables, files: [inPath, outPath, errPath])
        var ended = wait(for: pid, timeout: timeout)
        ended.seconds = Date().timeIntervalSince(started)
        ended.stdout = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self)
        ended.stderr = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self)
        return ended
    }

    /// Starts the child: `files` on descriptors 0, 1 and 2, `directory` its working directory.
    /// Raw `posix_spawn` (unsafe): the child's pid for `/proc` and `wait4`, SIGKILL at the limit.
    private static func spawn(_ executable: String, _ arguments: [String], directory: String, environment: [String: String], files: [String]) throws -> pid_t {
        var actions = unsafe posix_spawn_file_actions_t()
        unsafe posix_spawn_file_actions_init(&actions)
        defer { unsafe posix_spawn_file_actions_destroy(&actions) }
        unsafe posix_spawn_file_actions_addopen(&actions, 0, files[0], O_RDONLY, 0)
        unsafe posix_spawn_file_actions_addopen(&actions, 1, files[1], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        unsafe posix_spawn_file_actions_addopen(&actions, 2, files[2], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #if canImport(Darwin)
        unsafe posix_spawn_file_actions_addchdir_np(&actions, directory)
        let command = [executable] + arguments
        #else
        // Into `directory` through GNU env, which then execs the program in the same process
        // (Glibc does not export posix_spawn_file_actions_addchdir_np to Swift).
        let command = ["/usr/bin/env", "-C", directory, "--", executable] + arguments
        #endif
        let argv: [UnsafeMutablePointer<CChar>?] = unsafe command.map { unsafe strdup($0) } + [nil]
        defer { unsafe argv.forEach { unsafe free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = unsafe environment.sorted { $0.key < $1.key }.map { unsafe strdup("\($0.key)=\($0.value)") } + [nil]
        defer { unsafe envp.forEach { unsafe free($0) } }
        // As from a shell: no signal blocked or ignored (the test's threads block some, and an
        // ignored signal would stay ignored across exec).
        var attributes = posix_spawnattr_t()
        unsafe posix_spawnattr_init(&attributes)
        defer { unsafe posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        unsafe sigemptyset(&noSignals)
        unsafe sigfillset(&allSignals)
        unsafe posix_spawnattr_setsigmask(&attributes, &noSignals)
        unsafe posix_spawnattr_setsigdefault(&attributes, &allSignals)
        unsafe posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = unsafe posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(description: "cannot start \(executable): \(FileSystemError(code: status).reason)") }
        return pid
    }

    /// Waits for `pid`, sampling its peak memory, and kills it after `timeout` seconds.
    private static func wait(for pid: pid_t, timeout: Double) -> Result {
        let started = Date()
        var waitStatus: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peakMemory = 0
        while true {
            peakMemory = max(peakMemory, highWaterMark(of: pid))
            let result = unsafe wait4(pid, &waitStatus, WNOHANG, &usage)
            if result == pid || (result < 0 && errno != EINTR) { break }
            if Date().timeIntervalSince(started) > timeout {
                timedOut = true
                kill(pid, SIGKILL)
                while unsafe wait4(pid, &waitStatus, 0, &usage) < 0 && errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = waitStatus & 0x7F
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
        return Result(exitCode: signal == 0 ? (waitStatus >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, timedOut: timedOut,
                      stdout: "", stderr: "", peakMemory: peakMemory, seconds: 0, cpuSeconds: cpu)
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

    /// Runs a copy of the binary (`copy`, made with `FileManager.copyItem`) as `run` does. A test
    /// running in parallel may fork while the copy's write descriptor is open; its child holds
    /// it until it execs, and exec of the copy fails with ETXTBSY meanwhile (env says so and
    /// exits 126): then it tries again.
    static func runCopy(_ arguments: [String], in directory: URL, binary copy: URL) throws -> Result {
        var attempt = 0
        while true {
            let result = try run(arguments, in: directory, binary: copy)
            guard attempt < 50, result.exitCode == 126, result.stderr.contains("Text file busy") else { return result }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Writes `SIZE.json` and `SIZE.sqlite` (the same data) into `directory` with
    /// `Benchmarks/generate-stores.py`; returns its exit status.
    static func generateStores(size: String, seed: Int, into directory: URL) throws -> Int32? {
        try run(executable: "/usr/bin/env", ["python3", packageRoot.appendingPathComponent("Benchmarks/generate-stores.py").path,
                                             "--size", size, "--seed", String(seed), "--out", directory.path], timeout: 600).exitCode
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
