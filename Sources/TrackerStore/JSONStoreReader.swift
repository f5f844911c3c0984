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

    /// A regular file's bytes are given back to the system behind the parse of the logs
    /// (`ParsedBytesRelease`), so that the bytes and the logs never take their full room at
    /// once. Should the parse fail once it has given anything back, the file is read anew and
    /// parsed with nothing given back: the error then reads exactly as it always did (its
    /// line and column count the lines before it). A pipe, which cannot be read twice, keeps
    /// all its bytes; so does a failing parse, which costs a second read of the file.
    public static func read(_ input: StoreInput) throws(StoreError) -> Store {
        try read(input, parallelLogsThreshold: JSONStoreParser.defaultParallelLogsThreshold, releaseStep: ParsedBytesRelease.defaultStep).store
    }

    /// `read(_:)` with the thresholds tests lower; `releasedBytes` tells whether the store was
    /// read with bytes given back (false also after a failed parse made it read them anew).
    static func read(_ input: StoreInput, parallelLogsThreshold: Int, releaseStep: Int) throws(StoreError) -> (store: Store, releasedBytes: Bool) {
        guard input.canBeReadAgain else {
            return (try read(bytes: input.readBytes(), file: input.file, parallelLogsThreshold: parallelLogsThreshold), false)
        }
        if let store = try readReleasingBytes(input, parallelLogsThreshold: parallelLogsThreshold, releaseStep: releaseStep) {
            return (store, true)
        }
        // On one core: the halves found a problem (or failed at a cut) that the sequential
        // parse reports exactly as the halves' own fallback would, with no second try at them.
        return (try read(bytes: input.readBytesAgain(), file: input.file, parallelLogsThreshold: Int.max), false)
    }

    /// The store, its bytes given back behind the parse; nil when the parse failed after it
    /// had given some back (the bytes are freed on return, before they are read anew).
    private static func readReleasingBytes(_ input: StoreInput, parallelLogsThreshold: Int, releaseStep: Int) throws(StoreError) -> Store? {
        let release = ParsedBytesRelease(try input.readBytes(), step: releaseStep)
        do {
            return try read(bytes: release.bytes, file: input.file, parallelLogsThreshold: parallelLogsThreshold, release: release)
        } catch {
            if release.hasReleased { return nil }
            throw error
        }
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
    /// `release`: gives back the logs' bytes behind the parse (see `read(_:)`).
    static func read(
        bytes: [UInt8], file: String, parallelLogsThreshold: Int, onePass: Bool = true, release: ParsedBytesRelease? = nil
    ) throws(StoreError) -> Store {
        var parser = JSONStoreParser(bytes: bytes, file: file)
        parser.parallelLogsThreshold = parallelLogsThreshold
        parser.readsLogsInOnePass = onePass
        parser.release = release
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
