/// Strings copied into one byte array, to be compared in Unicode scalar order — which is the
/// order of their UTF-8 bytes — without touching the strings themselves: a sort of tens of
/// thousands of strings compares them hundreds of thousands of times, and reading a string
/// out of an array element retains and releases it each time.
///
/// `compare` is `@inlinable`: it runs inside sort closures of other modules.
package struct UTF8Arena: Sendable {
    /// Where one string's bytes are.
    package struct Slot: Sendable {
        @usableFromInline var start: Int
        @usableFromInline var count: Int
        /// ASCII only: two ASCII strings are equal exactly when their bytes are.
        package var isASCII: Bool

        @usableFromInline
        init(start: Int, count: Int, isASCII: Bool) {
            self.start = start
            self.count = count
            self.isASCII = isASCII
        }
    }

    @usableFromInline var bytes: [UInt8] = []

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Copies `text` in and returns where it is.
    package mutating func add(_ text: String) -> Slot {
        let start = bytes.count
        var isASCII = true
        UTF8Access.withBytes(of: text) { source in
            for byte in source where byte >= 0x80 {
                isASCII = false
                break
            }
            bytes.append(contentsOf: source)
        }
        return Slot(start: start, count: bytes.count - start, isASCII: isASCII)
    }

    /// -1, 0 or 1 as the string at `lhs` comes before, equals or comes after the one at `rhs`
    /// in scalar order.
    @inlinable
    package func compare(_ lhs: Slot, _ rhs: Slot) -> Int {
        // The reads below are unchecked: a slot of another arena is stopped here.
        precondition(lhs.start + lhs.count <= bytes.count && rhs.start + rhs.count <= bytes.count, "UTF8Arena: a slot of another arena")
        return bytes.withUnsafeBufferPointer { buffer in Self.compare(lhs, rhs, in: buffer) }
    }

    /// -1, 0 or 1 as `lhs` comes before, equals or comes after `rhs` in Unicode scalar order.
    package static func compareScalars(_ lhs: String, _ rhs: String) -> Int {
        UTF8Access.withBytes(of: lhs) { left in
            UTF8Access.withBytes(of: rhs) { right in compareBytes(left, right) }
        }
    }

    /// The positions of `strings` in scalar order; equal strings keep their order.
    package static func sortedIndices(of strings: [String]) -> [Int] {
        var arena = UTF8Arena(capacity: strings.count * 24)
        let slots = strings.map { arena.add($0) }
        var order = Array(strings.indices)
        arena.bytes.withUnsafeBufferPointer { buffer in
            order.sort { lhs, rhs in
                let result = compare(slots[lhs], slots[rhs], in: buffer)
                return result != 0 ? result < 0 : lhs < rhs
            }
        }
        return order
    }

    @inlinable
    static func compare(_ lhs: Slot, _ rhs: Slot, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        compareBytes(
            UnsafeBufferPointer(rebasing: buffer[lhs.start..<lhs.start + lhs.count]),
            UnsafeBufferPointer(rebasing: buffer[rhs.start..<rhs.start + rhs.count])
        )
    }

    /// -1, 0 or 1 as the bytes of `left` come before, equal or come after those of `right`
    /// (UTF-8 byte order is Unicode scalar order) — the one comparison loop of the arena.
    @inlinable
    static func compareBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        var index = 0
        while index < common {
            let a = left[index], b = right[index]
            if a != b { return a < b ? -1 : 1 }
            index += 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}
