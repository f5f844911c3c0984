import Synchronization
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
/// Any thread may register and unregister (an XLIFF export writes two files at once): a
/// `Mutex` makes claiming a slot one step, so two threads never take the same slot and lose a
/// path. A signal handler may only call async-signal-safe functions and must never wait for a
/// lock (the signal may interrupt the thread holding it): the table is allocated once by
/// `install()` and never freed, each slot is an atomic pointer to a C string, and the handler
/// only loads the slots and calls `unlink`, `rmdir`, `signal` and `raise`.
///
/// ```
/// TemporaryPaths.install()
/// let token = TemporaryPaths.register(temporaryPath, isDirectory: false)
/// …                                 // write, rename
/// TemporaryPaths.unregister(token)  // renamed or removed: nothing left to clean up
/// ```
package enum TemporaryPaths {
    /// Slots in the table; a run that registers more (a huge carried-over report directory)
    /// leaves the rest to the sweep of a later run.
    static let capacity = 4096

    /// Allocates the table and installs the handler for SIGINT, SIGTERM and SIGHUP. Call
    /// early, before the first `register`; later calls do nothing.
    package static func install() {
        let isFirst = withClaims { claims in
            defer { claims.isInstalled = true }
            return !claims.isInstalled
        }
        guard isFirst else { return }
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
    package static func register(_ path: String, isDirectory: Bool) -> Int? {
        withClaims { claims in
            guard claims.isInstalled else { return nil }
            var slot = 0
            while slot < claims.used, table.paths[slot].load(ordering: .relaxed) != nil { slot += 1 }
            guard slot < capacity, let copy = strdup(path) else { return nil }
            // The flag first: the handler reads it only after seeing the path.
            table.directoryFlags[slot] = isDirectory
            table.paths[slot].store(copy, ordering: .releasing)
            if slot == claims.used { claims.used += 1 }
            return slot
        }
    }

    /// Forgets a registered path (it was renamed into place or removed). Its string is not
    /// freed: the handler might be reading it (a few hundred bytes per run at most).
    package static func unregister(_ token: Int?) {
        guard let token else { return }
        withClaims { claims in
            guard token >= 0, token < claims.used else { return }
            table.paths[token].store(nil, ordering: .releasing)
        }
    }

    /// The registered paths, in slot order (for tests).
    package static func registered() -> [(path: String, isDirectory: Bool)] {
        withClaims { claims in
            (0..<claims.used).compactMap { slot in
                table.paths[slot].load(ordering: .relaxed).map { (String(cString: $0), table.directoryFlags[slot]) }
            }
        }
    }

    /// `body` with the claims, under the table's lock (whose order is also told to
    /// ThreadSanitizer, which cannot see a contended `Mutex` change hands on Linux).
    private static func withClaims<Result: Sendable>(_ body: (inout Claims) -> Result) -> Result {
        table.claims.withLock { claims in
            ThreadSanitizerHooks.acquire(table)
            defer { ThreadSanitizerHooks.release(table) }
            return body(&claims)
        }
    }

    /// What registering changes, guarded by `Table.claims`.
    private struct Claims {
        var isInstalled = false
        /// Slots below this have been claimed at least once; the rest were never used.
        var used = 0
    }

    /// The slots and the lock that guards claiming them. Allocated on first use (by `install`,
    /// before the handler can run) and never freed. Unchecked `Sendable`: the pointers never
    /// change, the slots are atomics, and a slot's directory flag is written under the lock
    /// before the slot's path is published with release ordering, and read after it.
    private final class Table: @unchecked Sendable {
        let claims = Mutex(Claims())
        let paths: UnsafeMutablePointer<Atomic<UnsafeMutablePointer<CChar>?>>
        let directoryFlags: UnsafeMutablePointer<Bool>

        init() {
            paths = .allocate(capacity: TemporaryPaths.capacity)
            for slot in 0..<TemporaryPaths.capacity { (paths + slot).initialize(to: Atomic(nil)) }
            directoryFlags = .allocate(capacity: TemporaryPaths.capacity)
            directoryFlags.initialize(repeating: false, count: TemporaryPaths.capacity)
        }
    }

    private static let table = Table()

    /// Removes every registered path, newest slot first (files before the directories holding
    /// them), then ends the process by the same signal with its default action. Installed
    /// only after `table` exists, so reading it here allocates nothing.
    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        let table = TemporaryPaths.table
        var slot = TemporaryPaths.capacity
        while slot > 0 {
            slot -= 1
            guard let path = table.paths[slot].load(ordering: .acquiring) else { continue }
            if table.directoryFlags[slot] { rmdir(path) } else { unlink(path) }
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
