import Foundation
import SharpTools
import TrackerModel

/// Reads the app's JSON export (`format: "tracker-store"`, contract §3.1) straight from its bytes.
///
/// Validates what the reports rely on and names the file, line:column and JSON path of the
/// first problem (`trackers[3].createdAt`). Unknown members are ignored (forward
/// compatibility); unknown enum values and logs naming no tracker become warnings.
public enum JSONStoreReader: StoreReader {
    public static let formatName = "tracker-store"
    public static let supportedSchemaVersion = 1

    public static let name = "JSON"
    public static let storeDescription = "a JSON store"
    public static let fileExtensions = ["json"]

    /// A JSON object, after an optional byte order mark and whitespace. Whitespace filling
    /// the whole prefix counts too: leading whitespace may be of any length (the parser then
    /// finds the object, or names what is there instead).
    public static func recognizes(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            return prefix.count >= StoreInput.prefixLength
        }
        return first == UInt8(ascii: "{")
    }

    public static func read(_ input: StoreInput) throws(StoreError) -> Store {
        try read(bytes: input.readBytes(), file: input.file)
    }

    public static func read(path: String) throws(StoreError) -> Store {
        try read(StoreInput(path: path))
    }

    public static func read(bytes: [UInt8], file: String) throws(StoreError) -> Store {
        try read(bytes: bytes, file: file, parallelLogsThreshold: JSONStoreParser.defaultParallelLogsThreshold)
    }

    /// The store in `bytes` read on the calling thread alone (the logs not split over two
    /// cores): the reader's speed on one core, as `trackerkit-bench parse` times it. `onePass`
    /// false reads every log the plain way (for comparing the two in one run).
    public static func readOnOneCore(bytes: [UInt8], file: String, onePass: Bool = true) throws(StoreError) -> Store {
        try read(bytes: bytes, file: file, parallelLogsThreshold: Int.max, onePass: onePass)
    }

    /// `parallelLogsThreshold`: the size in bytes from which the logs array is parsed in two
    /// halves at once (tests lower it to exercise that path on small stores).
    /// `onePass`: whether log objects are read in one pass first (off: the plain way only).
    static func read(bytes: [UInt8], file: String, parallelLogsThreshold: Int, onePass: Bool = true) throws(StoreError) -> Store {
        var parser = JSONStoreParser(bytes: bytes, file: file)
        parser.parallelLogsThreshold = parallelLogsThreshold
        parser.readsLogsInOnePass = onePass
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
