#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and directories this process has made and not yet renamed into place
/// or removed — removed by a handler when SIGINT, SIGTERM or SIGHUP ends the process (what
/// Ctrl-C, `timeout` and systemd send), so that no half-written copy is left behind. SIGKILL
/// cannot be caught; what it leaves is swept by a later run (`AtomicFileWriter`).
///
/// A signal handler may only call async-signal-safe functions: the table is a fixed array of
/// C strings allocated once by `install()`, and the handler only reads it and calls `unlink`,
/// `rmdir`, `signal` and `raise`.
///
/// ```
/// TemporaryPaths.install()
/// let token = TemporaryPaths.register(temporaryPath, isDirectory: false)
/// …                                 // write, rename
/// TemporaryPaths.unregister(token)  // renamed or removed: nothing left to clean up
/// ```
public enum TemporaryPaths {
    /// Slots in the table; a run that registers more (a huge carried-over report directory)
    /// leaves the rest to the sweep of a later run.
    static let capacity = 4096

    // Written only by the main flow, read by the handler. A slot is published by storing its
    // pointer last; a removed slot's string is not freed (the handler might be reading it), a
    // few hundred bytes per run at most.
    nonisolated(unsafe) private static var paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var directoryFlags: UnsafeMutablePointer<Bool>?
    nonisolated(unsafe) private static var used = 0

    /// Allocates the table and installs the handler for SIGINT, SIGTERM and SIGHUP. Call once,
    /// early, from the main thread (later calls do nothing).
    public static func install() {
        guard paths == nil else { return }
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
        flags.initialize(repeating: false, count: capacity)
        directoryFlags = flags
        paths = table
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            // A signal someone chose to ignore (nohup) stays ignored: SIG_IGN is handler 1 on
            // Linux and macOS alike (a function pointer Swift cannot compare with `==`).
            let previous = signal(signalNumber, TemporaryPaths.handle)
            if let previous, unsafeBitCast(previous, to: Int.self) == 1 { signal(signalNumber, SIG_IGN) }
        }
    }

    /// Remembers `path` for removal on a signal; returns the token for `unregister`, or nil
    /// when the table is full or not installed.
    @discardableResult
    public static func register(_ path: String, isDirectory: Bool) -> Int? {
        guard let paths, let directoryFlags else { return nil }
        var slot = 0
        while slot < used, paths[slot] != nil { slot += 1 }
        guard slot < capacity else { return nil }
        guard let copy = strdup(path) else { return nil }
        directoryFlags[slot] = isDirectory
        paths[slot] = copy
        if slot == used { used += 1 }
        return slot
    }

    /// Forgets a registered path (it was renamed into place or removed).
    public static func unregister(_ token: Int?) {
        guard let token, let paths, token < used else { return }
        paths[token] = nil
    }

    /// Removes every registered path, newest first (files before the directories holding
    /// them), then ends the process by the same signal with its default action.
    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        if let paths = TemporaryPaths.paths, let flags = TemporaryPaths.directoryFlags {
            var slot = TemporaryPaths.used
            while slot > 0 {
                slot -= 1
                guard let path = paths[slot] else { continue }
                if flags[slot] { rmdir(path) } else { unlink(path) }
            }
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
