import Foundation
import SharpTools
import TrackerModel

/// Reads the app's JSON export (`format: "tracker-store"`, SPEC §3.1) straight from its bytes.
///
/// Validates what the reports rely on and names the file, line:column and JSON path of the
/// first problem (`trackers[3].createdAt`). Unknown members are ignored (forward
/// compatibility); unknown enum values and logs naming no tracker become warnings.
public enum JSONStoreReader {
    public static let formatName = "tracker-store"
    public static let supportedSchemaVersion = 1

    public static func read(path: String) throws(StoreError) -> Store {
        try read(bytes: StoreFile.readBytes(path: path), file: path)
    }

    public static func read(bytes: [UInt8], file: String) throws(StoreError) -> Store {
        try read(bytes: bytes, file: file, parallelLogsThreshold: JSONStoreParser.defaultParallelLogsThreshold)
    }

    /// `parallelLogsThreshold`: the size in bytes from which the logs array is parsed in two
    /// halves at once (tests lower it to exercise that path on small stores).
    static func read(bytes: [UInt8], file: String, parallelLogsThreshold: Int) throws(StoreError) -> Store {
        var parser = JSONStoreParser(bytes: bytes, file: file)
        parser.parallelLogsThreshold = parallelLogsThreshold
        do {
            return try parser.parse()
        } catch let error as StoreError {
            throw error
        } catch let error as JSONReaderError {
            throw parser.storeError(error)
        } catch {
            throw StoreError(file: file, place: .file, problem: "\(error)")
        }
    }
}
