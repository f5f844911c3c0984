import Foundation

/// The format of a tracker store, decided by content (SPEC §3: "by content, not only by
/// extension"): the SQLite header, or a JSON object after optional whitespace and BOM.
public enum StoreFormat: String, Sendable, Hashable {
    case json
    case sqlite

    /// Bytes to read from the start of a file for `detect(prefix:file:)`.
    public static let prefixLength = 4096

    /// Decides the format from the first bytes of a file (`prefixLength` suffice).
    public static func detect(prefix: some Collection<UInt8>, file: String) throws(StoreError) -> StoreFormat {
        if prefix.starts(with: SQLiteFileHeader.magic) { return .sqlite }
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let first = bytes.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }), first == UInt8(ascii: "{") {
            return .json
        }
        let problem = prefix.isEmpty
            ? "not a tracker store (neither JSON nor SQLite): the file is empty"
            : "not a tracker store (neither JSON nor SQLite)"
        throw StoreError(file: file, place: .file, problem: problem)
    }

    /// Reads the start of `path` and decides its format.
    public static func detect(path: String) throws(StoreError) -> StoreFormat {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StoreError(file: path, place: .file, problem: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw StoreError(file: path, place: .file, problem: "is a directory, not a tracker store")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError(file: path, place: .file, problem: "cannot be opened for reading (permission denied?)")
        }
        defer { try? handle.close() }  // closing a read-only handle cannot lose data
        let prefix: Data
        do {
            prefix = try handle.read(upToCount: prefixLength) ?? Data()
        } catch {
            throw StoreError(file: path, place: .file, problem: "cannot be read: \(error.localizedDescription)")
        }
        return try detect(prefix: [UInt8](prefix), file: path)
    }
}
