import Foundation

/// A dictionary that several threads fill and read, each access under a lock ThreadSanitizer
/// sees: `NSLock` is a pthread mutex, whose hand-over the sanitizer follows. (A contended
/// `Mutex` of the Synchronization library is handed over by the kernel on Linux, where the
/// sanitizer cannot see it, so it reports the guarded value as racing; see
/// `ThreadSanitizerHooks`.) For caches of values worked out from immutable inputs, where two
/// threads computing the same entry at once both store the same value.
package final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // `values` is only read and written under `lock`. Hence `@unchecked Sendable`.
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    package init() {}

    /// The value stored for `key`, nil when none is.
    package subscript(key: Key) -> Value? {
        lock.withLock { values[key] }
    }

    /// Stores `value` for `key`, replacing what was there.
    package func store(_ value: Value, for key: Key) {
        lock.withLock { values[key] = value }
    }

    /// How many keys have a value.
    package var count: Int {
        lock.withLock { values.count }
    }
}
