import Foundation
import TrackerModel

/// `order --write` as a plan: new `displayOrder` values for a JSON store become the bytes to
/// write — the store patched in place (`JSONStoreOrderPatcher`) and the previous content for
/// `STORE.bak` — and a check of the written file before it replaces the store. The caller
/// writes both files; nothing here touches the file system.
public struct JSONStoreOrderWriter: Sendable {
    /// What to write, and how to check it was written.
    public struct Plan: Sendable {
        /// The store's path, as messages name it.
        public let storePath: String
        /// Where the previous content is kept: `STORE.bak`.
        public let backupPath: String
        /// The store as it was read, for the backup.
        public let backup: [UInt8]
        /// The store with the new `displayOrder` values.
        public let patched: [UInt8]
        /// The trackers' new values.
        public let displayOrders: [UUID: Int]
        /// The store as read, for the check of the written file.
        let original: Store

        /// Checks the bytes read back from the written file before it replaces the store: they
        /// must be exactly the patched bytes and read as the original store with only the new
        /// `displayOrder` values.
        public func verify(written: [UInt8]) throws(StoreError) {
            guard written == patched else {
                throw StoreError(file: storePath, place: .file, problem: "the temporary file does not hold what was written")
            }
            try JSONStoreOrderPatcher.verify(written, file: storePath, original: original, displayOrders: displayOrders)
        }
    }

    /// Only the JSON export is ever written: every other format (the app's SQLite store) is the
    /// app's own file.
    public static func canWrite(_ reader: any StoreReader.Type) -> Bool {
        reader == JSONStoreReader.self
    }

    /// The plan for storing `displayOrders` into the store read from `bytes`; nil when there
    /// is nothing to change (the file stays as it is, byte for byte).
    /// - Parameter store: the store as read from `bytes`.
    public static func plan(bytes: [UInt8], file: String, store: Store, displayOrders: [UUID: Int]) throws(StoreError) -> Plan? {
        guard !displayOrders.isEmpty else { return nil }
        let patched = try JSONStoreOrderPatcher.patch(bytes: bytes, file: file, displayOrders: displayOrders)
        return Plan(storePath: file, backupPath: file + ".bak", backup: bytes, patched: patched, displayOrders: displayOrders, original: store)
    }
}
