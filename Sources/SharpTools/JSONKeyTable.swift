/// The member names a reader expects in an object, for `JSONReader.nextKey(in:)`: a key is
/// matched by its bytes, so reading a known member allocates nothing.
public struct JSONKeyTable: Sendable {
    public enum Match: Sendable, Equatable {
        /// The index of the key in the table's list.
        case known(Int)
        /// A key not in the table, decoded.
        case unknown(String)
    }

    public let keys: [String]
    private let utf8Keys: [[UInt8]]

    public init(_ keys: [String]) {
        self.keys = keys
        utf8Keys = keys.map { Array($0.utf8) }
    }

    /// The index of the key whose UTF-8 bytes are `bytes`.
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for (index, key) in utf8Keys.enumerated() where key.count == bytes.count {
            if key.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return index }
        }
        return nil
    }

    /// The index of the key equal to `key` as Swift compares strings (canonical
    /// equivalence: a KELVIN SIGN matches a K), as a `switch` over the names would; used for
    /// keys that were written with escapes or did not match byte for byte.
    public func index(of key: String) -> Int? {
        keys.firstIndex(of: key)
    }
}
