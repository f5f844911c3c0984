import TrackerModel

/// A reader of one store format. Adding a format: one new file with a type conforming to
/// this protocol, and one entry in `StoreReaders.all`.
public protocol StoreReader: SendableMetatype {
    /// The format's short name, as "neither JSON nor SQLite" lists them.
    static var name: String { get }
    /// How messages name a store of this format ("the app's SQLite store").
    static var storeDescription: String { get }
    /// The extensions such a file usually has (`default.store`), lower-case, without the dot:
    /// only to recognize a store named where an option was forgotten; the format is always
    /// chosen by content.
    static var fileExtensions: [String] { get }
    /// Whether a file starting with `prefix` (up to `StoreInput.prefixLength` bytes) is in
    /// this format. Formats must not overlap.
    static func recognizes(prefix: [UInt8]) -> Bool
    /// Reads the store; takes its bytes or its path from `input`, once.
    static func read(_ input: StoreInput) throws(StoreError) -> Store
}
