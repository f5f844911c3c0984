import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command line a user gave (`--command 'python3 mt.py'`) through `/bin/sh` in a
/// directory, with bytes on its standard input and a time limit, and keeps what it printed.
/// Its input, output and error output are temporary files, so no pipe can fill up and block
/// either side, and no thread is needed. It runs in a process group of its own: when the time
/// is up the whole group — the shell and whatever it started — gets SIGTERM, and SIGKILL two
/// seconds later, so a stuck pipeline cannot outlive the run.
///
/// Signals this process ignores (SIGPIPE) are set back to their default for the command, which
/// would otherwise inherit them across `exec`.
package struct ShellCommandRun: Sendable {
    /// How the command ended.
    package enum Outcome: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (not one sent for the time limit).
        case signalled(Int32)
        /// The time limit was reached and its process group was ended.
        case timedOut
    }

    /// Why the command could not be run.
    package enum Failure: Error, Sendable, Equatable {
        /// The temporary files for its input and output could not be made (the reason).
        case noScratchFiles(String)
        /// `posix_spawn` failed (the system's reason).
        case cannotStart(String)
        /// What it printed could not be read back.
        case cannotReadOutput(String)
    }

    package let outcome: Outcome
    package let output: [UInt8]
    package let errorOutput: [UInt8]

    /// Runs `command` with `/bin/sh -c` in `directory`, `input` on its standard input, for at
    /// most `timeout` seconds.
    package init(_ command: String, input: [UInt8], in directory: String, timeout: Double) throws(Failure) {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("trackerkit-command-\(getpid())-\(UUID().uuidString)")
        let inPath = scratch.appendingPathComponent("in").path
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path
        do {
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(input).write(to: URL(fileURLWithPath: inPath))
        } catch {
            throw .noScratchFiles(error.localizedDescription)
        }
        // Best effort: the directory holds only this run's files, read before it goes.
        defer { try? fileManager.removeItem(at: scratch) }
        let pid = try Self.spawn(command, directory: directory, input: inPath, output: outPath, error: errPath)
        outcome = Self.wait(for: pid, timeout: timeout)
        do {
            output = [UInt8](try Data(contentsOf: URL(fileURLWithPath: outPath)))
            errorOutput = [UInt8](try Data(contentsOf: URL(fileURLWithPath: errPath)))
        } catch {
            throw .cannotReadOutput(error.localizedDescription)
        }
    }

    /// The shell's process id; the shell leads a new process group.
    private static func spawn(_ command: String, directory: String, input: String, output: String, error: String) throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The directory and the command are the shell's arguments, never part of its script;
        // `shift 2` leaves the command no positional parameters of ours.
        let script = "cd -- \"$1\" || exit 126; command=$2; shift 2; eval \"$command\""
        let arguments = ["/bin/sh", "-c", script, "sh", directory, command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environment)
        guard status == 0 else { throw .cannotStart(String(cString: strerror(status))) }
        return pid
    }

    /// Waits for `pid` to end, ending its process group when `timeout` seconds have passed.
    private static func wait(for pid: pid_t, timeout: Double) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(max(0, timeout) * 1000))
        if let status = poll(pid, until: deadline, clock: clock) { return outcome(status) }
        kill(-pid, SIGTERM)
        if poll(pid, until: clock.now + .seconds(2), clock: clock) == nil {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        return .timedOut
    }

    /// The wait status of `pid` once it ended, or nil when `deadline` came first.
    private static func poll(_ pid: pid_t, until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Int32? {
        var pause: Int = 1_000_000
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return 0 }
            if clock.now >= deadline { return nil }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 50_000_000)
        }
    }

    /// The outcome a wait status says (`WIFEXITED`, `WEXITSTATUS`, `WTERMSIG`, which Swift
    /// does not import).
    private static func outcome(_ status: Int32) -> Outcome {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

extension ShellCommandRun.Failure: CustomStringConvertible {
    /// The problem in words, for a message that names the command.
    package var description: String {
        switch self {
        case .noScratchFiles(let reason): return "cannot create the temporary files for its input and output: \(reason)"
        case .cannotStart(let reason): return "cannot start /bin/sh: \(reason)"
        case .cannotReadOutput(let reason): return "cannot read what it printed: \(reason)"
        }
    }
}
