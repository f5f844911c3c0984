/// A growable byte buffer that a piece of a large file is rendered into, then written out,
/// then rendered into again: the same memory serves the whole file, so writing 160 MB costs
/// no fresh pages and stays in the cache.
///
/// Every append checks the room it needs and grows the buffer when it lacks it, so no write
/// can go past the end. Copies share their memory until one of them reserves, grows, is
/// emptied or cut back, which gives it memory of its own (copy on write at `reserve`,
/// `removeAll` and `truncate`): so reserve after copying a chunk you go on appending to (debug
/// builds check this on every append). Checking uniqueness on
/// every append is a runtime call per field — 16 million for logs.csv — so appends check
/// only the room. Callers that know a block's size call `reserve` first: the appends then
/// never grow.
public struct OutputChunk: @unchecked Sendable {
    /// The memory, freed with the last chunk that holds it.
    @usableFromInline
    final class Storage {
        @usableFromInline let base: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline
        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }
    }

    @usableFromInline var storage: Storage
    /// `storage.base` and `storage.capacity`, kept here so appends do not go through the class.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0

    public init(capacity: Int = 64) {
        storage = Storage(capacity: max(capacity, 64))
        base = storage.base
        self.capacity = storage.capacity
    }

    /// A chunk holding `bytes`.
    public init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        append(contentsOf: bytes)
    }

    /// Bytes written so far.
    @inlinable public var count: Int { used }

    public var isEmpty: Bool { used == 0 }

    /// The written bytes, copied into an array.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: used))
    }

    /// Forgets the bytes and keeps the memory, to render the next piece — unless a copy
    /// handed out before (a rendered piece someone kept) still holds it: the next appends
    /// would overwrite that copy's bytes, so this chunk takes fresh memory (once per piece,
    /// not per append).
    public mutating func removeAll() {
        used = 0
        if !isKnownUniquelyReferenced(&storage) { grow(toAtLeast: 0) }
    }

    /// Drops the bytes after the first `count` (a row begun and then written another way);
    /// like `removeAll`, takes memory of its own when a copy shares it.
    public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= used, "OutputChunk: truncating beyond the bytes")
        used = count
        if !isKnownUniquelyReferenced(&storage) { grow(toAtLeast: count) }
    }

    /// Makes room for `additional` more bytes, and takes memory of its own if shared.
    @inlinable @inline(__always)
    public mutating func reserve(_ additional: Int) {
        if _slowPath(used + additional > capacity || !isKnownUniquelyReferenced(&storage)) {
            grow(toAtLeast: used + additional)
        }
    }

    /// Makes room for `additional` more bytes before an append (see the type's comment on copies).
    @inlinable @inline(__always)
    mutating func ensureRoom(_ additional: Int) {
        if _slowPath(used + additional > capacity) {
            grow(toAtLeast: used + additional)
        }
        assert(isKnownUniquelyReferenced(&storage), "OutputChunk: appending to a copy that shares memory; reserve first")
    }

    /// Stores a byte in room made by `ensureRoom`.
    @inlinable @inline(__always)
    mutating func store(_ byte: UInt8) {
        base[used] = byte
        used += 1
    }

    @usableFromInline
    mutating func grow(toAtLeast minimumCapacity: Int) {
        let newCapacity = minimumCapacity > capacity ? max(minimumCapacity, capacity * 2) : capacity
        let newStorage = Storage(capacity: newCapacity)
        newStorage.base.initialize(from: base, count: used)
        storage = newStorage
        base = newStorage.base
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        ensureRoom(1)
        store(byte)
    }

    /// Two bytes, e.g. CR LF.
    @inlinable @inline(__always)
    public mutating func append(_ first: UInt8, _ second: UInt8) {
        ensureRoom(2)
        base[used] = first
        base[used + 1] = second
        used += 2
    }

    @inlinable
    public mutating func append(contentsOf bytes: [UInt8]) {
        append(contentsOf: bytes, start: 0, count: bytes.count)
    }

    /// `count` bytes of `bytes` from `start` (a piece of a pool of pre-encoded fields).
    @inlinable @inline(__always)
    public mutating func append(contentsOf bytes: [UInt8], start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= bytes.count, "OutputChunk: piece out of range")
        guard count > 0 else { return }
        ensureRoom(count)
        bytes.withUnsafeBufferPointer { source in
            if let source = source.baseAddress { (base + used).update(from: source + start, count: count) }
        }
        used += count
    }
}
