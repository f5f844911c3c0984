/// The 16-byte header every SQLite 3 database starts with. The app's SwiftData / Core Data
/// store is such a file; trackerkit never writes it. (To be shared with the SQLite reader's
/// format detection.)
public enum SQLiteFileHeader {
    public static let bytes: [UInt8] = Array("SQLite format 3".utf8) + [0]

    public static func matches(_ fileBytes: some Collection<UInt8>) -> Bool {
        fileBytes.starts(with: bytes)
    }
}
