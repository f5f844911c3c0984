import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work started on another thread while the caller goes on with its own; `wait()` returns
/// its result. The machines this runs on have few cores: half of a large catalog in the
/// background, the other half on the calling thread is the point. (StringCatalog imports no
/// other module of the package, so this is not `TrackerModel.ParallelWork`.)
///
/// ```
/// let second = BackgroundJob { check(secondHalf) }
/// var result = check(firstHalf)
/// result.append(second.wait())
/// ```
final class BackgroundJob<Result: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the job before `group.leave()`, read only after `group.wait()`, which
    // orders the write before the read. Hence `@unchecked Sendable` without a lock.
    private var result: Result?

    init(_ work: @escaping @Sendable () -> Result) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.group.leave()
        }
    }

    /// Blocks until the job has finished; returns its result (every call the same).
    func wait() -> Result {
        group.wait()
        guard let result else { preconditionFailure("BackgroundJob: the job finished without a result") }
        return result
    }
}

/// The processors work can be split over (a generic class cannot hold a stored static).
enum Processors {
    /// The number of online processors (at least 1): with one, splitting work gains nothing.
    static let online: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
