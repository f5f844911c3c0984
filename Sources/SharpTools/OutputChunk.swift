/// A growable byte buffer that a piece of a large file is rendered into, then written out,
/// then rendered into again: the same memory serves the whole file, so writing 160 MB costs
/// no fresh pages and stays in the cache.
///
/// Every append checks the room it needs and grows the buffer when it lacks it, so no write
/// can go past the end. Callers that know a block's size call `reserve` first: the appends
/// then never grow.
///
/// Not copyable: a chunk is the only owner of its memory, so a write through one chunk can
/// never show in another, and appends need no check for sharing (a runtime call per field,
/// 16 million for logs.csv). `let b = a` moves the chunk (the compiler refuses any later use
/// of `a`); lend it with a `borrowing` parameter, or keep its bytes with `bytes`.
package struct OutputChunk: ~Copyable {
    /// The memory, freed with the chunk.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0

    package init(capacity: Int = 64) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    /// A chunk holding `bytes`.
    package init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        append(contentsOf: bytes)
    }

    deinit {
        base.deallocate()
    }

    /// Bytes written so far.
    @inlinable package var count: Int { used }

    package var isEmpty: Bool { used == 0 }

    /// The written bytes, copied into an array.
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: used))
    }

    /// Forgets the bytes and keeps the memory, to render the next piece.
    package mutating func removeAll() {
        used = 0
    }

    /// Drops the bytes after the first `count` (a row begun and then written another way).
    package mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= used, "OutputChunk: truncating beyond the bytes")
        used = count
    }

    /// Makes room for `additional` more bytes.
    @inlinable @inline(__always)
    package mutating func reserve(_ additional: Int) {
        ensureRoom(additional)
    }

    /// Makes room for `additional` more bytes before an append.
    @inlinable @inline(__always)
    mutating func ensureRoom(_ additional: Int) {
        if _slowPath(used + additional > capacity) {
            grow(toAtLeast: used + additional)
        }
    }

    /// Stores a byte in room made by `ensureRoom`.
    @inlinable @inline(__always)
    mutating func store(_ byte: UInt8) {
        base[used] = byte
        used += 1
    }

    @usableFromInline
    mutating func grow(toAtLeast minimumCapacity: Int) {
        let newCapacity = max(minimumCapacity, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8) {
        ensureRoom(1)
        store(byte)
    }

    /// Two bytes, e.g. CR LF.
    @inlinable @inline(__always)
    package mutating func append(_ first: UInt8, _ second: UInt8) {
        ensureRoom(2)
        base[used] = first
        base[used + 1] = second
        used += 2
    }

    @inlinable
    package mutating func append(contentsOf bytes: [UInt8]) {
        append(contentsOf: bytes, start: 0, count: bytes.count)
    }

    /// `count` bytes of `bytes` from `start` (a piece of a pool of pre-encoded fields).
    @inlinable @inline(__always)
    package mutating func append(contentsOf bytes: [UInt8], start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= bytes.count, "OutputChunk: piece out of range")
        guard count > 0 else { return }
        ensureRoom(count)
        bytes.withUnsafeBufferPointer { source in
            if let source = source.baseAddress { (base + used).update(from: source + start, count: count) }
        }
        used += count
    }
}
