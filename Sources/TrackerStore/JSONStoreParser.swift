import Foundation
import SharpTools
import TrackerModel

/// One pass over the document (two when `format`/`schemaVersion` follow the arrays: the
/// arrays are then skipped first and read once the header is known to be valid).
struct JSONStoreParser {
    enum PathComponent {
        case key(String)
        case index(Int)
    }

    let file: String
    let bytes: [UInt8]
    var reader: JSONReader
    /// Where the reader is, for error messages (`trackers[3].createdAt`).
    var path: [PathComponent] = []
    /// From this many bytes (the logs array and what follows it) the logs are read in halves.
    var parallelLogsThreshold = JSONStoreParser.defaultParallelLogsThreshold
    /// Whether log objects are read in one pass first (`readLogInOnePass`); off, every log is
    /// read the plain way (the differential tests compare the two).
    var readsLogsInOnePass = true
    /// The members of the log object being read in one pass (reused from log to log).
    var flat = JSONFlatObject()
    /// Gives back the logs array's bytes behind the parse (`ParsedBytesRelease`); nil: keeps them.
    var release: ParsedBytesRelease?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.reader = JSONReader(bytes: bytes)
    }

    /// A parser continuing with `reader` (over the document's bytes) at `path`.
    init(reader: JSONReader, file: String, path: [PathComponent]) {
        self.bytes = reader.bytes
        self.file = file
        self.reader = reader
        self.path = path
    }

    /// The members of the top-level object that the store is made of.
    private struct RootMembers {
        var format: (value: String, offset: Int)?
        var schemaVersion: (value: Int, offset: Int)?
        var exportedAt: Date?
        var timeZone: String?
        var trackers: [Tracker]?
        var logs: [TrackerLog]?
        /// Where the arrays are when they come before the header: read once it is valid.
        var deferredTrackerOffset: Int?
        var deferredLogOffset: Int?
        var seen = Set<String>()
    }

    mutating func parse() throws -> Store {
        let rootKind = try reader.peekKind()
        guard rootKind == .object else {
            throw failure("the top level must be an object (a tracker-store export), found \(rootKind)", at: reader.valueStart)
        }
        try reader.beginObject()
        let rootOffset = reader.valueStart
        var root = RootMembers()
        while let key = try reader.nextKey() {
            try readRootMember(key, into: &root, rootOffset: rootOffset)
        }
        path = []
        try reader.finish()
        try validateHeader(format: root.format, schemaVersion: root.schemaVersion, rootOffset: rootOffset)

        if let offset = root.deferredTrackerOffset {
            reader = JSONReader(bytes: bytes, startingAt: offset, enclosingDepth: 1)
            path = [.key("trackers")]
            root.trackers = try readTrackers()
        }
        if let offset = root.deferredLogOffset {
            reader = JSONReader(bytes: bytes, startingAt: offset, enclosingDepth: 1)
            path = [.key("logs")]
            root.logs = try readLogs()
        }
        guard let trackers = root.trackers else {
            path = [.key("trackers")]
            throw failure("missing required member", at: rootOffset)
        }
        guard let logs = root.logs else {
            path = [.key("logs")]
            throw failure("missing required member", at: rootOffset)
        }
        path = []
        return Store.assemble(
            exportedAt: root.exportedAt, timeZoneIdentifier: root.timeZone, trackers: trackers, logs: logs,
            trackerPlace: { "trackers[\($0)]" }, logPlace: { "logs[\($0)]" }
        )
    }

    private mutating func readRootMember(_ key: String, into root: inout RootMembers, rootOffset: Int) throws {
        let keyOffset = reader.valueStart
        path = [.key(key)]
        switch key {
        case "format", "schemaVersion", "exportedAt", "timeZone", "trackers", "logs":
            guard root.seen.insert(key).inserted else { throw failure("duplicate member \"\(key)\"", at: keyOffset) }
        default:
            break
        }
        switch key {
        case "format":
            let value = try reader.readString()
            root.format = (value, reader.valueStart)
        case "schemaVersion":
            root.schemaVersion = try readSchemaVersion()
        case "exportedAt":
            root.exportedAt = try readOptionalTimestamp()
        case "timeZone":
            if let identifier = try readOptionalString() {
                guard TimeZone(identifier: identifier) != nil else {
                    throw failure("unknown time zone \"\(identifier)\" (expected an IANA name such as Europe/Berlin)", at: reader.valueStart)
                }
                root.timeZone = identifier
            }
        case "trackers":
            if root.format != nil, root.schemaVersion != nil {
                try validateHeader(format: root.format, schemaVersion: root.schemaVersion, rootOffset: rootOffset)
                root.trackers = try readTrackers()
            } else {
                root.deferredTrackerOffset = try skipDeferred()
            }
        case "logs":
            if root.format != nil, root.schemaVersion != nil {
                try validateHeader(format: root.format, schemaVersion: root.schemaVersion, rootOffset: rootOffset)
                root.logs = try readLogs()
            } else {
                root.deferredLogOffset = try skipDeferred()
            }
        default:
            try reader.skipValue()
        }
    }

    /// Skips a value to be read later; returns where it starts.
    private mutating func skipDeferred() throws -> Int {
        _ = try reader.peekKind()
        let offset = reader.valueStart
        try reader.skipValue()
        return offset
    }

    private mutating func validateHeader(
        format: (value: String, offset: Int)?, schemaVersion: (value: Int, offset: Int)?, rootOffset: Int
    ) throws {
        guard let format else {
            path = [.key("format")]
            throw failure("missing required member (expected \"\(JSONStoreReader.formatName)\"); is this a tracker-store export?", at: rootOffset)
        }
        guard format.value == JSONStoreReader.formatName else {
            path = [.key("format")]
            throw failure("format is \"\(format.value)\", expected \"\(JSONStoreReader.formatName)\"", at: format.offset)
        }
        guard let schemaVersion else {
            path = [.key("schemaVersion")]
            throw failure("missing required member (expected \(JSONStoreReader.supportedSchemaVersion))", at: rootOffset)
        }
        if schemaVersion.value > JSONStoreReader.supportedSchemaVersion {
            path = [.key("schemaVersion")]
            throw failure(
                "schemaVersion \(schemaVersion.value) is newer than this trackerkit reads (\(JSONStoreReader.supportedSchemaVersion)); update trackerkit",
                at: schemaVersion.offset
            )
        }
        if schemaVersion.value < 1 {
            path = [.key("schemaVersion")]
            throw failure("schemaVersion \(schemaVersion.value) is not a valid version (expected \(JSONStoreReader.supportedSchemaVersion))", at: schemaVersion.offset)
        }
    }

    /// An integer; one too large for `Int` is still a version number, newer than any we read.
    private mutating func readSchemaVersion() throws -> (value: Int, offset: Int) {
        let kind = try reader.peekKind()
        let start = reader.valueStart
        guard kind == .number else { throw reader.typeMismatch(expected: "a number", found: kind) }
        let text = try reader.readNumberText()
        if let value = Int(text) { return (value, start) }
        if text.allSatisfy(\.isNumber) {
            throw failure("schemaVersion \(text) is newer than this trackerkit reads (\(JSONStoreReader.supportedSchemaVersion)); update trackerkit", at: start)
        }
        throw failure("expected an integer, found \(text)", at: start)
    }
}
