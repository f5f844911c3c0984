import Dispatch

/// Runs independent pieces of work on the available cores and returns their results in
/// order. The machines this runs on have few cores; two halves of a large job are the point.
public enum ParallelWork {
    public static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let results = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.collect()
    }

    /// Two different jobs at once.
    public static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let slotA = ResultSlots<A>(count: 1)
        let slotB = ResultSlots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slotA.store(first(), at: 0) } else { slotB.store(second(), at: 0) }
        }
        return (slotA.collect()[0], slotB.collect()[0])
    }
}

/// One slot per job, in a buffer allocated once: each job writes only its own slot (so no
/// two threads touch the same memory, and no Swift property is mutated concurrently), and the
/// slots are read only after `concurrentPerform` has returned, which orders those writes
/// before the reads. Hence `@unchecked Sendable` without a lock.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) {
        slots[index] = value
    }

    func collect() -> [T] {
        slots.map { value in
            guard let value else { preconditionFailure("ParallelWork: a job finished without a result") }
            return value
        }
    }
}
