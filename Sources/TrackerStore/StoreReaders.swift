import SharpTools
import TrackerModel

/// The store formats trackerkit reads, chosen by content, not by extension (contract §3): the
/// SQLite header means the app's SwiftData store, a JSON object means the export.
public enum StoreReaders {
    /// Every reader, in the order "neither … nor …" names them.
    public static let all: [any StoreReader.Type] = [JSONStoreReader.self, SQLiteStoreReader.self]

    /// Opens the store at `path` once and reads it with the reader its first bytes call for;
    /// a store of more than `limit` bytes is refused.
    public static func read(path: String, limit: Int = FileBytes.defaultMaxInputSize) throws(StoreError) -> Store {
        let input = try StoreInput(path: path, limit: limit)
        return try reader(for: input).read(input)
    }

    /// The reader for the store `input` holds.
    public static func reader(for input: StoreInput) throws(StoreError) -> any StoreReader.Type {
        try reader(forPrefix: input.prefix, file: input.file)
    }

    /// The reader for a file starting with `prefix`; `file` names it in errors.
    public static func reader(forPrefix prefix: [UInt8], file: String) throws(StoreError) -> any StoreReader.Type {
        var names: [String] = []
        for reader in all {
            if reader.recognizes(prefix: prefix) { return reader }
            names.append(reader.name)
        }
        let formats = "neither " + names.joined(separator: " nor ")
        let problem = prefix.isEmpty
            ? "not a tracker store (\(formats)): the file is empty"
            : "not a tracker store (\(formats))"
        throw StoreError(file: file, place: .file, problem: problem)
    }
}
