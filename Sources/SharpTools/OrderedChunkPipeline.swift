import Dispatch
import Foundation

/// Renders a file as numbered chunks on worker threads and hands them to the caller's thread
/// in order, with bounded memory: a few reusable `OutputChunk`s go round, so a 160 MB file is
/// rendered and written through the same few megabytes, which stay in the cache and cost no
/// page faults, and writing overlaps rendering.
///
/// Workers claim chunks in increasing order. Chunk `k` goes into slot `k % slots` once chunk
/// `k - slots` has been consumed; the caller consumes chunk `k` once it is rendered. When
/// `consume` throws, the workers stop after their current chunk and the error is rethrown
/// once they have (nothing runs on after the call returns).
package enum OrderedChunkPipeline {
    /// - Parameters:
    ///   - chunkCount: how many chunks make the file.
    ///   - workers: rendering threads; 0 renders on the caller's thread, one chunk at a time.
    ///   - chunkCapacity: the initial size of each buffer (they grow when a chunk needs more).
    ///   - render: fills chunk `index` into the given (empty) buffer; may run on any thread,
    ///     several chunks at once.
    ///   - consume: takes each rendered chunk, in order, on the caller's thread.
    package static func run<E: Error>(
        chunkCount: Int, workers: Int, chunkCapacity: Int,
        render: @escaping @Sendable (_ index: Int, _ chunk: inout OutputChunk) -> Void,
        consume: (borrowing OutputChunk) throws(E) -> Void
    ) throws(E) {
        guard workers > 0, chunkCount > 1 else {
            var chunk = OutputChunk(capacity: chunkCapacity)
            for index in 0..<chunkCount {
                chunk.removeAll()
                render(index, &chunk)
                try consume(chunk)
            }
            return
        }
        // Two chunks per worker: one being rendered, one waiting while the caller writes.
        let state = State(chunkCount: chunkCount, slotCount: 2 * workers + 1, chunkCapacity: chunkCapacity)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                state.work(render)
            }
        }
        for index in 0..<chunkCount {
            do {
                // Lent, not copied (a chunk cannot be copied): the slot is rendered into again
                // only after `consumed`.
                try consume(state.waitUntilRendered(index).chunk)
            } catch {
                state.cancel()
                group.wait()
                throw error
            }
            state.consumed(index)
        }
        group.wait()
    }

    /// One reusable chunk; a class so that its renderer and the caller share it.
    private final class Slot {
        var chunk: OutputChunk

        init(capacity: Int) {
            chunk = OutputChunk(capacity: capacity)
        }
    }

    /// The shared bookkeeping, guarded by `condition`; a chunk's bytes belong to its renderer
    /// from claim to `rendered`, then to the caller until `consumed`.
    private final class State: @unchecked Sendable {
        private let condition = NSCondition()
        private let chunkCount: Int
        private let slots: [Slot]
        private var isRendered: [Bool]
        private var nextToClaim = 0
        private var consumedCount = 0
        private var isCancelled = false

        init(chunkCount: Int, slotCount: Int, chunkCapacity: Int) {
            self.chunkCount = chunkCount
            slots = (0..<slotCount).map { _ in Slot(capacity: chunkCapacity) }
            isRendered = Array(repeating: false, count: slotCount)
        }

        func work(_ render: (Int, inout OutputChunk) -> Void) {
            while true {
                condition.lock()
                while !isCancelled && nextToClaim < chunkCount && nextToClaim - consumedCount >= slots.count {
                    condition.wait()
                }
                guard !isCancelled && nextToClaim < chunkCount else {
                    condition.unlock()
                    return
                }
                let index = nextToClaim
                nextToClaim += 1
                condition.unlock()

                let slot = slots[index % slots.count]
                slot.chunk.removeAll()
                render(index, &slot.chunk)

                condition.lock()
                isRendered[index % slots.count] = true
                condition.broadcast()
                condition.unlock()
            }
        }

        /// The slot holding chunk `index`, once rendered; the caller's until `consumed`.
        func waitUntilRendered(_ index: Int) -> Slot {
            condition.lock()
            defer { condition.unlock() }
            while !isRendered[index % slots.count] { condition.wait() }
            return slots[index % slots.count]
        }

        func consumed(_ index: Int) {
            condition.lock()
            isRendered[index % slots.count] = false
            consumedCount = index + 1
            condition.broadcast()
            condition.unlock()
        }

        func cancel() {
            condition.lock()
            isCancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
