import Foundation

/// The package's one way to run work in parallel: two jobs at once, the second on a thread of
/// its own while the calling thread does the first. The machines this runs on have two cores;
/// two halves of a large job are the point, and more pieces gained nothing when measured.
///
/// A dedicated thread, not a work item on a shared queue: the caller blocks until the second
/// job is done, and a caller that is itself a pool thread must not wait for work queued behind
/// it. The thread gets the stack a main thread has, since parsers recurse once per nesting level.
///
/// ```
/// let (first, second) = TwoJobs.run({ parse(firstHalf) }, { parse(secondHalf) })
/// ```
public enum TwoJobs {
    /// Whether splitting work in two can gain anything here (at least two online processors).
    public static var canRunInParallel: Bool { Processors.online > 1 }

    /// Runs `first` on the calling thread and `second` on a thread of its own; returns both
    /// results once both have finished. With one processor both run on the calling thread.
    public static func run<A, B: Sendable>(
        _ first: () throws -> A,
        _ second: @escaping @Sendable () -> B
    ) rethrows -> (A, B) {
        guard canRunInParallel else {
            let a = try first()
            return (a, second())
        }
        let job = SecondJob(second)
        let a: A
        do {
            a = try first()
        } catch {
            // Nothing runs on after the call returns, error or not.
            _ = job.wait()
            throw error
        }
        return (a, job.wait())
    }
}

/// A job on a thread of its own; `wait()` returns its result.
private final class SecondJob<Result: Sendable>: @unchecked Sendable {
    // `result` is written once by the job before it signals `done` and read only after
    // `wait()` has seen that signal; the lock makes that ordering explicit. Hence
    // `@unchecked Sendable`.
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
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

    func wait() -> Result {
        done.wait()
        guard let finished = lock.withLock({ result }) else {
            preconditionFailure("TwoJobs: the second job finished without a result")
        }
        return finished
    }
}

/// The processors work can be split over.
enum Processors {
    /// The number of online processors (at least 1).
    static let online: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
