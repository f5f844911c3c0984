import TrackerModel

/// Opens a store by its content, not its extension (SPEC §3): the SQLite header means the
/// app's SwiftData store, a JSON object means the export.
public enum TrackerStoreLoader {
    public static func load(path: String) throws(StoreError) -> Store {
        switch try StoreFormat.detect(path: path) {
        case .json: return try JSONStoreReader.read(path: path)
        case .sqlite: return try SQLiteStoreReader.read(path: path)
        }
    }
}
