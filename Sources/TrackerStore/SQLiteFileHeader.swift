/// The 100-byte header of an SQLite database file, checked before SQLite opens the file so
/// that "not SQLite", "truncated" and "encrypted" get messages of their own.
struct SQLiteFileHeader: Sendable, Equatable {
    static let magic: [UInt8] = Array("SQLite format 3\0".utf8)
    static let length = 100

    var pageSize: Int
    /// Pages the header declares, when that count is valid (SQLite ≥ 3.7.0 keeps it current).
    var declaredPageCount: Int?
    /// Read/write format versions 2/2: the database is in WAL journal mode.
    var isWAL: Bool

    /// Checks the header at the start of `prefix` (the file's first bytes, as many as were
    /// read); `file` names the store in errors.
    static func check(prefix: [UInt8], file: String) throws(StoreError) -> SQLiteFileHeader {
        guard prefix.count >= magic.count, Array(prefix[0..<magic.count]) == magic else {
            throw StoreError(
                file: file, place: .file,
                problem: "not an SQLite database (no \"SQLite format 3\" header; an encrypted store cannot be read)"
            )
        }
        guard prefix.count >= length else {
            throw StoreError(
                file: file, place: .file,
                problem: "truncated SQLite file: \(prefix.count) bytes, shorter than the 100-byte SQLite header"
            )
        }
        guard let header = SQLiteFileHeader(bytes: Array(prefix[..<length])) else {
            throw StoreError(file: file, place: .file, problem: "corrupt SQLite file: invalid page size in the header")
        }
        return header
    }

    /// Parses a complete 100-byte header that starts with the magic string.
    init?(bytes: [UInt8]) {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        let rawPageSize = u16(16)
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0 else { return nil }
        self.pageSize = pageSize
        // The page count is valid when "version-valid-for" equals the change counter.
        let pageCount = u32(28)
        self.declaredPageCount = (pageCount > 0 && u32(92) == u32(24)) ? pageCount : nil
        self.isWAL = bytes[18] == 2 && bytes[19] == 2
    }

    /// A file shorter than the pages its header declares lost its end (only meaningful
    /// without a `-wal`, whose frames may hold the rest of a database in WAL mode).
    func truncationProblem(fileSize: Int) -> String? {
        guard let declaredPageCount else { return nil }
        let expected = declaredPageCount * pageSize
        guard fileSize < expected else { return nil }
        return "truncated SQLite file: the header declares \(declaredPageCount) pages of \(pageSize) bytes (\(expected) bytes), the file has \(fileSize)"
    }
}
