#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells ThreadSanitizer of an order between threads it cannot see, when the process runs
/// under it (`swift test --sanitize=thread`); otherwise does nothing.
///
/// On Linux a contended `Mutex` (Synchronization) is handed from one thread to the next by
/// the kernel (a priority-inheritance futex, taken in the toolchain's uninstrumented
/// library), so ThreadSanitizer sees no order between two holders and reports what the lock
/// guards as racing, although the lock does exclude them. `acquire` right after taking such a
/// lock and `release` right before giving it up state the order the lock makes.
enum ThreadSanitizerHooks {
    private typealias Hook = @convention(c) (UnsafeRawPointer?) -> Void

    /// Looked up by name: only a process built with ThreadSanitizer has them.
    private static let acquireHook: Hook? = hook(named: "__tsan_acquire")
    private static let releaseHook: Hook? = hook(named: "__tsan_release")

    /// What happened before `release(lock)` on another thread happened before this point.
    static func acquire(_ lock: AnyObject) {
        acquireHook?(UnsafeRawPointer(Unmanaged.passUnretained(lock).toOpaque()))
    }

    /// What happened before this point happens before the next `acquire(lock)`.
    static func release(_ lock: AnyObject) {
        releaseHook?(UnsafeRawPointer(Unmanaged.passUnretained(lock).toOpaque()))
    }

    private static func hook(named name: String) -> Hook? {
        dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: Hook.self) }
    }
}
