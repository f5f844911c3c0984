import SharpTools
import TrackerModel

/// The store formats trackerkit reads, chosen by content, not by extension (contract §3): the
/// SQLite header means the app's SwiftData store, a JSON object means the export.
public enum StoreReaders {
    /// Every reader, in the order "neither … nor …" names them.
    public static let all: [any StoreReader.Type] = [JSONStoreReader.self, SQLiteStoreReader.self]

    /// Opens the store at `path` once and reads it with the reader its first bytes call for;
    /// a store of more than `limit` bytes is refused.
    package static func read(path: String, limit: Int = FileBytes.defaultMaxInputSize) throws(StoreError) -> Store {
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
        let problem: String
        if prefix.isEmpty {
            problem = "not a tracker store (\(formats)): the file is empty"
        } else if let compressed = CompressedInput.hint(prefix: prefix, file: file, option: "--store") {
            problem = "not a tracker store: \(compressed)"
        } else {
            problem = "not a tracker store (\(formats))"
        }
        throw StoreError(file: file, place: .file, problem: problem)
    }

    /// Whether `path` is named like a store of some format (`export.json`, `default.store`,
    /// also gzip-compressed: `export.json.gz`), whatever it holds.
    public static func isNamedLikeAStore(_ path: String) -> Bool {
        var name = path.lowercased()
        if name.hasSuffix(".gz") { name.removeLast(3) }
        return all.contains { reader in reader.fileExtensions.contains { name.hasSuffix(".\($0)") && name.count > $0.count + 1 } }
    }
}
