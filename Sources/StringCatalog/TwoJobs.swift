import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs two independent jobs at once and returns both results. The machines this runs on
/// have few cores; two halves of a large catalog are the point. (StringCatalog imports no
/// other module of the package, so this is not `TrackerModel.ParallelWork`.)
enum TwoJobs {
    /// The number of online processors (at least 1).
    static let processorCount: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Runs `first` and `second` concurrently when there is more than one processor, else one
    /// after the other; either way the results are the same.
    static func run<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard processorCount > 1 else { return (first(), second()) }
        let slots = Slots<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slots.first = first() } else { slots.second = second() }
        }
        guard let a = slots.first, let b = slots.second else { preconditionFailure("TwoJobs: a job finished without a result") }
        return (a, b)
    }

    /// One slot per job: each job writes only its own, and both are read only after
    /// `concurrentPerform` has returned, which orders those writes before the reads. Hence
    /// `@unchecked Sendable` without a lock.
    private final class Slots<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
