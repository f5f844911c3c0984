import Foundation
import SharpTools
import TrackerModel

/// The logs array: a million objects in a large store, read in two halves at once when
/// large (`JSONArrayHalves`), with their member names matched by bytes.
extension JSONStoreParser: JSONArrayElementReader {

    /// When the logs array and what follows it exceed this many bytes, the array is parsed in
    /// two halves on two cores.
    static let defaultParallelLogsThreshold = 8 << 20

    mutating func readLogs() throws -> [TrackerLog] {
        let kind = try reader.peekKind()
        let arrayStart = reader.valueStart
        if kind == .array, bytes.count - arrayStart > parallelLogsThreshold {
            if let (logs, end) = readLogsInHalves(arrayStart: arrayStart) {
                reader.continueAfter(end)
                return logs
            }
            // The sequential parse would read bytes given back: the caller reads them anew.
            if release?.hasReleased == true { throw ReleasedBytesNeeded() }
        }
        return try readLogsSequentially()
    }

    /// Thrown when the halves failed after giving bytes back: the store is read again with
    /// nothing given back (`JSONStoreReader.read(_:)`), which reports the problem as ever.
    struct ReleasedBytesNeeded: Error, CustomStringConvertible {
        var description: String { "the store must be read again" }
    }

    private mutating func readLogsSequentially() throws -> [TrackerLog] {
        try reader.beginArray()
        var logs: [TrackerLog] = []
        var ids = UUIDTable()
        var index = 0
        var released = ParsedBytesRelease.Mark(at: reader.offset)
        while try reader.nextElement() {
            released.advance(to: reader.offset, in: release)
            let objectStart = reader.offset
            if readsLogsInOnePass, let log = readLogInOnePass() {
                if let first = ids.insert(log.id, value: index) {
                    path.append(.index(index))
                    path.append(.key("id"))
                    throw failure("duplicate log id \(log.id.uuidString) (also logs[\(first)])", at: objectStart)
                }
                logs.append(log)
                index += 1
                continue
            }
            let (log, start) = try readLog(index: index)
            if let first = ids.insert(log.id, value: index) {
                path.append(.index(index))
                path.append(.key("id"))
                throw failure("duplicate log id \(log.id.uuidString) (also logs[\(first)])", at: start)
            }
            logs.append(log)
            index += 1
        }
        return logs
    }

    /// The two halves of the logs array parsed at the same time (`JSONArrayHalves`), or nil
    /// when anything fails or does not fit together (a syntax error, a duplicate id, a cut
    /// that is not between two elements): the caller then parses sequentially, which reports
    /// the first problem exactly as it would have anyway. Returns the logs and the offset
    /// after `]`.
    private func readLogsInHalves(arrayStart: Int) -> ([TrackerLog], Int)? {
        let file = self.file
        let onePass = readsLogsInOnePass
        guard let (logs, end) = JSONArrayHalves.parse(bytes, arrayStart: arrayStart, enclosingDepth: 1, release: release, makeReader: { reader in
            var parser = JSONStoreParser(reader: reader, file: file, path: [.key("logs")])
            parser.readsLogsInOnePass = onePass
            return parser
        }) else { return nil }
        guard UUIDTable.firstDuplicate(in: logs) == nil else { return nil }
        return (logs, end)
    }

    mutating func readElement(index: Int) throws -> TrackerLog {
        if readsLogsInOnePass, let log = readLogInOnePass() { return log }
        return try readLog(index: index).log
    }

    /// The members of a log object, matched by their bytes (a million logs, eight members each).
    static let logKeys = JSONKeyTable(["id", "trackerId", "timestamp", "value", "note", "trigger", "location", "syncedToHealthKit"])

    /// One log object; `index` is its place in the array (for error paths).
    mutating func readLog(index: Int) throws -> (log: TrackerLog, start: Int) {
        path.append(.index(index))
        let start = try startObject()
        var id: UUID?
        var trackerId: UUID?
        var timestamp: Date?
        var value: Int?
        var note: String?
        var trigger: String?
        var location: String?
        var synced = false
        var seen = MemberSet()
        while let match = try reader.nextKey(in: Self.logKeys) {
            switch match {
            case .unknown(let key):
                path.append(.key(key))
                try reader.skipValue()
            case .known(let member):
                let key = Self.logKeys.keys[member]
                path.append(.key(key))
                try seen.insert(member, key, &self)
                switch member {
                case 0: id = try readUUID()
                case 1: trackerId = try readUUID()
                case 2: timestamp = try readTimestamp()
                case 3: value = try readOptionalInt()
                case 4: note = try readOptionalString()
                case 5: trigger = try readOptionalString()
                case 6: location = try readOptionalString()
                default: synced = try readOptionalBool() ?? false
                }
            }
            path.removeLast()
        }
        guard let id else { throw missing("id", start) }
        guard let trackerId else { throw missing("trackerId", start) }
        guard let timestamp else { throw missing("timestamp", start) }
        path.removeLast()
        let log = TrackerLog(
            id: id, trackerId: trackerId, timestamp: timestamp, value: value,
            note: note, trigger: trigger, location: location, syncedToHealthKit: synced
        )
        return (log, start)
    }
}
