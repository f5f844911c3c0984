import Foundation

/// Work started on a thread of its own while the caller goes on with its own; `wait()` returns
/// its result. The machines this runs on have few cores: half of a large catalog in the
/// background, the other half on the calling thread is the point. (StringCatalog imports no
/// other module of the package, so this is not `TrackerModel.ParallelWork`.)
///
/// A dedicated thread, not a work item on a shared queue: the caller blocks in `wait()`, and
/// a caller that is itself a pool thread must not wait for work queued behind it. The thread
/// gets the stack a main thread has, as the parser recurses once per nested variation.
///
/// ```
/// let second = BackgroundJob { check(secondHalf) }
/// var result = check(firstHalf)
/// result.append(second.wait())
/// ```
final class BackgroundJob<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    // Written once by the job before it signals `done`, read after `wait()` has seen that
    // signal; the lock makes that ordering explicit.
    private var result: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        let thread = Thread { [self] in
            let value = work()
            lock.withLock { result = value }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Blocks until the job has finished; returns its result (every call the same).
    func wait() -> Result {
        let value: Result? = lock.withLock { result }
        if let value { return value }
        done.wait()
        // Let a later `wait()` pass too.
        done.signal()
        guard let finished = lock.withLock({ result }) else { preconditionFailure("BackgroundJob: the job finished without a result") }
        return finished
    }
}

/// The processors work can be split over.
enum Processors {
    /// The number of online processors (at least 1): with one, splitting work gains nothing.
    static let online: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
