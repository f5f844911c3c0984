/// A reusable, growable byte buffer that a piece of a large file is rendered into, then
/// written out, then rendered into again: the same memory serves the whole file, so writing
/// 160 MB costs no fresh pages and stays in the cache.
///
/// A class so that the renderer and the writer work on the same buffer. It is owned by one
/// thread at a time, handed over under `OrderedChunkPipeline`'s lock; hence `@unchecked
/// Sendable`.
final class OutputChunk: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes rendered so far.
    var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The rendered bytes (valid until the chunk changes).
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Grows the buffer, keeping its `count` bytes, so that `minimumCapacity` bytes fit.
    func grow(toAtLeast minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let newCapacity = max(minimumCapacity, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        grow(toAtLeast: count + bytes.count)
        if let source = bytes.baseAddress { (base + count).initialize(from: source, count: bytes.count) }
        count += bytes.count
    }
}
