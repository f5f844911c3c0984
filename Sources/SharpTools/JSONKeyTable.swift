/// The member names a reader expects in an object, for `JSONReader.nextKey(in:)`: a key is
/// matched by its bytes, so reading a known member allocates nothing.
package struct JSONKeyTable: Sendable {
    package enum Match: Sendable, Equatable {
        /// The index of the key in the table's list.
        case known(Int)
        /// A key not in the table, decoded.
        case unknown(String)
    }

    package let keys: [String]
    private let utf8Keys: [[UInt8]]
    /// Per key: its length and its first sixteen bytes as two words (zero after its end), so
    /// that a key is found by comparing three numbers per candidate (`index(count:head:tail:)`).
    private let heads: [(count: Int, head: UInt64, tail: UInt64)]

    package init(_ keys: [String]) {
        self.keys = keys
        utf8Keys = keys.map { Array($0.utf8) }
        heads = utf8Keys.map { key in
            func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
                bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            }
            return (key.count, word(key.prefix(8)), word(key.dropFirst(8).prefix(8)))
        }
    }

    /// The index of the key whose UTF-8 bytes are `bytes`.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for (index, key) in utf8Keys.enumerated() where key.count == bytes.count {
            if key.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return index }
        }
        return nil
    }

    /// The index of the key of `count` bytes whose first sixteen are `head` and `tail`; for a
    /// key longer than sixteen bytes a candidate whose other bytes the caller still compares.
    func index(count: Int, head: UInt64, tail: UInt64) -> Int? {
        for index in heads.indices where heads[index].count == count && heads[index].head == head && heads[index].tail == tail {
            return index
        }
        return nil
    }

    /// The index of the key equal to `key` as Swift compares strings (canonical
    /// equivalence: a KELVIN SIGN matches a K), as a `switch` over the names would; used for
    /// keys that were written with escapes or did not match byte for byte.
    package func index(of key: String) -> Int? {
        keys.firstIndex(of: key)
    }
}
