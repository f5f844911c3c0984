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

/// One pass over the document (two when `format`/`schemaVersion` follow the arrays: the
/// arrays are then skipped first and read once the header is known to be valid).
struct JSONStoreParser {
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    let file: String
    let bytes: [UInt8]
    private var reader: JSONReader
    private var path: [PathComponent] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.reader = JSONReader(bytes: bytes)
    }

    // MARK: Document

    mutating func parse() throws -> Store {
        let rootKind = try reader.peekKind()
        guard rootKind == .object else {
            throw failure("the top level must be an object (a tracker-store export), found \(rootKind)", at: reader.valueStart)
        }
        try reader.beginObject()
        let rootOffset = reader.valueStart
        var format: (value: String, offset: Int)?
        var schemaVersion: (value: Int, offset: Int)?
        var exportedAt: Date?
        var timeZone: String?
        var trackers: [Tracker]?
        var logs: [TrackerLog]?
        var deferredTrackerOffset: Int?
        var deferredLogOffset: Int?
        var seen = Set<String>()

        while let key = try reader.nextKey() {
            let keyOffset = reader.valueStart
            path = [.key(key)]
            switch key {
            case "format", "schemaVersion", "exportedAt", "timeZone", "trackers", "logs":
                guard seen.insert(key).inserted else { throw failure("duplicate member \"\(key)\"", at: keyOffset) }
            default:
                break
            }
            switch key {
            case "format":
                let value = try reader.readString()
                format = (value, reader.valueStart)
            case "schemaVersion":
                schemaVersion = try readSchemaVersion()
            case "exportedAt":
                exportedAt = try readOptionalTimestamp()
            case "timeZone":
                if let identifier = try readOptionalString() {
                    guard TimeZone(identifier: identifier) != nil else {
                        throw failure("unknown time zone \"\(identifier)\" (expected an IANA name such as Europe/Berlin)", at: reader.valueStart)
                    }
                    timeZone = identifier
                }
            case "trackers":
                if format != nil, schemaVersion != nil {
                    try validateHeader(format: format, schemaVersion: schemaVersion, rootOffset: rootOffset)
                    trackers = try readTrackers()
                } else {
                    _ = try reader.peekKind()
                    deferredTrackerOffset = reader.valueStart
                    try reader.skipValue()
                }
            case "logs":
                if format != nil, schemaVersion != nil {
                    try validateHeader(format: format, schemaVersion: schemaVersion, rootOffset: rootOffset)
                    logs = try readLogs()
                } else {
                    _ = try reader.peekKind()
                    deferredLogOffset = reader.valueStart
                    try reader.skipValue()
                }
            default:
                try reader.skipValue()
            }
        }
        path = []
        try reader.finish()
        try validateHeader(format: format, schemaVersion: schemaVersion, rootOffset: rootOffset)

        if let offset = deferredTrackerOffset {
            reader = JSONReader(bytes: bytes, startingAt: offset, enclosingDepth: 1)
            path = [.key("trackers")]
            trackers = try readTrackers()
        }
        if let offset = deferredLogOffset {
            reader = JSONReader(bytes: bytes, startingAt: offset, enclosingDepth: 1)
            path = [.key("logs")]
            logs = try readLogs()
        }
        guard let trackers else {
            path = [.key("trackers")]
            throw failure("missing required member", at: rootOffset)
        }
        guard let logs else {
            path = [.key("logs")]
            throw failure("missing required member", at: rootOffset)
        }
        path = []
        return Store.assemble(
            exportedAt: exportedAt, timeZoneIdentifier: timeZone, trackers: trackers, logs: logs,
            trackerPlace: { "trackers[\($0)]" }, logPlace: { "logs[\($0)]" }
        )
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

    // MARK: Trackers

    private mutating func readTrackers() throws -> [Tracker] {
        try reader.beginArray()
        var trackers: [Tracker] = []
        var firstIndexByID: [UUID: Int] = [:]
        var index = 0
        while try reader.nextElement() {
            path.append(.index(index))
            let start = try startObject()
            let tracker = try readTracker(objectStart: start)
            if let first = firstIndexByID[tracker.id] {
                path.append(.key("id"))
                throw failure("duplicate tracker id \(tracker.id.uuidString) (also trackers[\(first)])", at: start)
            }
            firstIndexByID[tracker.id] = index
            trackers.append(tracker)
            path.removeLast()
            index += 1
        }
        return trackers
    }

    private mutating func readTracker(objectStart: Int) throws -> Tracker {
        var id: UUID?
        var name: String?
        var icon = ""
        var type: TrackerType?
        var trackingMode: TrackingMode?
        var createdAt: Date?
        var isActive = true
        var displayOrder = 0
        var widgetOrder = 999
        var showInWidget = false
        var healthKitType: String?
        var saveToHealthKit = false
        var dailyGoal: Int?
        var showInCalendar = true
        var levels: [TrackerLevel]?
        var rewardConfig: RewardConfig?
        var dayAssignmentRaw: String?
        var seen = MemberSet()

        while let key = try reader.nextKey() {
            path.append(.key(key))
            switch key {
            case "id": try seen.insert(0, key, &self); id = try readUUID()
            case "name": try seen.insert(1, key, &self); name = try reader.readString()
            case "icon": try seen.insert(2, key, &self); icon = try readOptionalString() ?? ""
            case "type": try seen.insert(3, key, &self); type = TrackerType(rawValue: try reader.readString())
            case "trackingMode": try seen.insert(4, key, &self); trackingMode = TrackingMode(rawValue: try reader.readString())
            case "createdAt": try seen.insert(5, key, &self); createdAt = try readTimestamp()
            case "isActive": try seen.insert(6, key, &self); isActive = try readOptionalBool() ?? true
            case "displayOrder": try seen.insert(7, key, &self); displayOrder = try readOptionalInt() ?? 0
            case "widgetOrder": try seen.insert(8, key, &self); widgetOrder = try readOptionalInt() ?? 999
            case "showInWidget": try seen.insert(9, key, &self); showInWidget = try readOptionalBool() ?? false
            case "healthKitType": try seen.insert(10, key, &self); healthKitType = try readOptionalString()
            case "saveToHealthKit": try seen.insert(11, key, &self); saveToHealthKit = try readOptionalBool() ?? false
            case "dailyGoal": try seen.insert(12, key, &self); dailyGoal = try readOptionalInt()
            case "showInCalendar": try seen.insert(13, key, &self); showInCalendar = try readOptionalBool() ?? true
            case "levels": try seen.insert(14, key, &self); levels = try readLevels()
            case "rewardConfig": try seen.insert(15, key, &self); rewardConfig = try readRewardConfig()
            case "dayAssignmentRaw": try seen.insert(16, key, &self); dayAssignmentRaw = try readOptionalString()
            default: try reader.skipValue()
            }
            path.removeLast()
        }
        guard let id else { throw missing("id", objectStart) }
        guard let name else { throw missing("name", objectStart) }
        guard let type else { throw missing("type", objectStart) }
        guard let trackingMode else { throw missing("trackingMode", objectStart) }
        guard let createdAt else { throw missing("createdAt", objectStart) }
        return Tracker(
            id: id, name: name, icon: icon, type: type, trackingMode: trackingMode, createdAt: createdAt,
            isActive: isActive, displayOrder: displayOrder, widgetOrder: widgetOrder, showInWidget: showInWidget,
            healthKitType: healthKitType, saveToHealthKit: saveToHealthKit, dailyGoal: dailyGoal,
            showInCalendar: showInCalendar, levels: levels, rewardConfig: rewardConfig, dayAssignmentRaw: dayAssignmentRaw
        )
    }

    private mutating func readLevels() throws -> [TrackerLevel]? {
        if try reader.readNullIfPresent() { return nil }
        try reader.beginArray()
        let arrayStart = reader.valueStart
        var levels: [TrackerLevel] = []
        var index = 0
        while try reader.nextElement() {
            path.append(.index(index))
            let start = try startObject()
            var id: Int?
            var key: String?
            var icon = ""
            var labelKey: String?
            var streakEffect: StreakEffect?
            var seen = MemberSet()
            while let member = try reader.nextKey() {
                path.append(.key(member))
                switch member {
                case "id": try seen.insert(0, member, &self); id = try reader.readInt()
                case "key": try seen.insert(1, member, &self); key = try reader.readString()
                case "icon": try seen.insert(2, member, &self); icon = try readOptionalString() ?? ""
                case "labelKey": try seen.insert(3, member, &self); labelKey = try reader.readString()
                case "streakEffect": try seen.insert(4, member, &self); streakEffect = StreakEffect(rawValue: try reader.readString())
                default: try reader.skipValue()
                }
                path.removeLast()
            }
            guard let id else { throw missing("id", start) }
            guard let key else { throw missing("key", start) }
            guard let labelKey else { throw missing("labelKey", start) }
            guard let streakEffect else { throw missing("streakEffect", start) }
            if let other = levels.firstIndex(where: { $0.id == id }) {
                throw failure("duplicate level id \(id) (also levels[\(other)])", at: start)
            }
            if let other = levels.firstIndex(where: { $0.key == key }) {
                throw failure("duplicate level key \"\(key)\" (also levels[\(other)])", at: start)
            }
            levels.append(TrackerLevel(id: id, key: key, icon: icon, labelKey: labelKey, streakEffect: streakEffect))
            path.removeLast()
            index += 1
        }
        guard TrackerLevel.allowedCount.contains(levels.count) else {
            throw failure(
                "\(levels.count) level\(levels.count == 1 ? "" : "s"); a tracker has \(TrackerLevel.allowedCount.lowerBound) to \(TrackerLevel.allowedCount.upperBound) levels (or null for none)",
                at: arrayStart
            )
        }
        return levels
    }

    private mutating func readRewardConfig() throws -> RewardConfig? {
        if try reader.readNullIfPresent() { return nil }
        _ = try startObject()
        var config = RewardConfig()
        var seen = MemberSet()
        while let key = try reader.nextKey() {
            path.append(.key(key))
            switch key {
            case "earnEveryDays": try seen.insert(0, key, &self); config.earnEveryDays = try reader.readInt()
            case "maxOnHand": try seen.insert(1, key, &self); config.maxOnHand = try reader.readInt()
            case "canHealGrace": try seen.insert(2, key, &self); config.canHealGrace = try reader.readBool()
            default: try reader.skipValue()
            }
            path.removeLast()
        }
        return config
    }

    // MARK: Logs

    /// When the logs array and what follows it exceed this many bytes, the array is parsed in
    /// two halves on two cores.
    static let defaultParallelLogsThreshold = 8 << 20
    var parallelLogsThreshold = JSONStoreParser.defaultParallelLogsThreshold

    private mutating func readLogs() throws -> [TrackerLog] {
        let kind = try reader.peekKind()
        let arrayStart = reader.valueStart
        if kind == .array, bytes.count - arrayStart > parallelLogsThreshold,
           let split = JSONArraySplit.find(in: bytes, arrayStart: arrayStart, target: arrayStart + (bytes.count - arrayStart) / 2),
           let (logs, end) = readLogsInParallel(arrayStart: arrayStart, split: split) {
            reader.continueAfter(end)
            return logs
        }
        return try readLogsSequentially()
    }

    private mutating func readLogsSequentially() throws -> [TrackerLog] {
        try reader.beginArray()
        var logs: [TrackerLog] = []
        var ids = UUIDTable()
        var index = 0
        while try reader.nextElement() {
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

    /// The two halves of the logs array parsed at the same time, or nil when anything fails
    /// or does not fit together (a syntax error, a duplicate id, a guessed cut that is not
    /// between two elements of the array): the caller then parses sequentially, which reports the first
    /// problem exactly as it would have anyway. Returns the logs and the offset after `]`.
    private func readLogsInParallel(arrayStart: Int, split: JSONArraySplit.Split) -> ([TrackerLog], Int)? {
        let bytes = self.bytes
        let file = self.file
        let halves = ParallelWork.map(2) { half -> HalfResult? in
            var parser = JSONStoreParser(bytes: bytes, file: file)
            parser.path = [.key("logs")]
            do {
                return half == 0
                    ? try parser.readFirstHalf(arrayStart: arrayStart, split: split)
                    : try parser.readSecondHalf(split: split)
            } catch {
                // Not swallowed: the sequential parse that follows reports this very problem.
                return nil
            }
        }
        guard var first = halves[0], let second = halves[1] else { return nil }
        // The first half reserved room for both halves: no copy of its million-log array.
        first.logs.append(contentsOf: second.logs)
        guard UUIDTable.firstDuplicateID(in: first.logs) == nil else { return nil }
        return (first.logs, second.end)
    }

    private struct HalfResult: Sendable {
        var logs: [TrackerLog]
        var end: Int
    }

    private mutating func readFirstHalf(arrayStart: Int, split: JSONArraySplit.Split) throws -> HalfResult? {
        // The root object is open around the array, as for the sequential reader.
        reader = JSONReader(bytes: bytes, startingAt: arrayStart, enclosingDepth: 1)
        try reader.beginArray()
        var result = HalfResult(logs: [], end: 0)
        var index = 0
        // The parse must end exactly before the comma the array is cut at: that proves the
        // guessed cut is a boundary between two elements of this array.
        while reader.offsetOfNextToken() < split.commaOffset {
            guard try reader.nextElement() else { return nil }
            let (log, _) = try readLog(index: index)
            result.logs.append(log)
            index += 1
            if index == 1024 {
                // Room for both halves, estimated from the first elements' size: the second
                // half's logs are appended to this array without reallocating it.
                let bytesPerLog = max(1, (reader.offset - arrayStart) / index)
                result.logs.reserveCapacity((bytes.count - arrayStart) / bytesPerLog * 9 / 8)
            }
        }
        guard reader.offsetOfNextToken() == split.commaOffset else { return nil }
        result.end = split.commaOffset
        return result
    }

    /// The logs after the cut. Their indices (for error paths) start at 0 here: any error
    /// discards the parallel result and the sequential parse reports it with the right index.
    private mutating func readSecondHalf(split: JSONArraySplit.Split) throws -> HalfResult? {
        reader = JSONReader(bytes: bytes, startingAt: split.commaOffset + 1, enclosingDepth: 1)
        try reader.resumeInsideArray()
        var result = HalfResult(logs: [], end: 0)
        var index = 0
        // An element must follow the comma the array was cut at: `,]` is a trailing comma,
        // which the sequential parse reports.
        guard try reader.nextElement() else { return nil }
        repeat {
            let (log, _) = try readLog(index: index)
            result.logs.append(log)
            index += 1
        } while try reader.nextElement()
        result.end = reader.offset
        return result
    }

    /// The members of a log object, matched by their bytes (a million logs, eight members each).
    private static let logKeys = JSONKeyTable(["id", "trackerId", "timestamp", "value", "note", "trigger", "location", "syncedToHealthKit"])

    /// One log object; `index` is its place in the array (for error paths).
    private mutating func readLog(index: Int) throws -> (TrackerLog, Int) {
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

    // MARK: Values

    /// Peeks an object and begins it; returns the offset of its `{`.
    private mutating func startObject() throws -> Int {
        let kind = try reader.peekKind()
        guard kind == .object else { throw reader.typeMismatch(expected: "an object", found: kind) }
        let start = reader.valueStart
        try reader.beginObject()
        return start
    }

    private mutating func readUUID() throws -> UUID {
        if let range = try reader.readPlainStringRange() {
            if let uuid = bytes.withUnsafeBufferPointer({ UUIDParser.parse(UnsafeBufferPointer(rebasing: $0[range])) }) { return uuid }
            throw failure("\"\(String(decoding: bytes[range], as: UTF8.self))\" is not a UUID", at: reader.valueStart)
        }
        // Escapes (`\u0041`…) or a broken string: decoded (or reported) first.
        let text = try reader.readString()
        if let uuid = UUIDParser.parse(text) { return uuid }
        throw failure("\"\(text)\" is not a UUID", at: reader.valueStart)
    }

    private mutating func readTimestamp() throws -> Date {
        let result: Result<Date, TimestampParser.Failure>
        let text: String
        if let range = try reader.readPlainStringRange() {
            result = bytes.withUnsafeBufferPointer { TimestampParser.parse(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
            if case .success = result { text = "" } else { text = String(decoding: bytes[range], as: UTF8.self) }
        } else {
            var decoded = try reader.readString()
            result = decoded.withUTF8 { TimestampParser.parse(utf8: $0) }
            text = decoded
        }
        switch result {
        case .success(let date): return date
        case .failure(let failure):
            throw self.failure(TimestampParser.message(for: failure, text: text), at: reader.valueStart)
        }
    }

    private mutating func readOptionalTimestamp() throws -> Date? {
        if try reader.readNullIfPresent() { return nil }
        return try readTimestamp()
    }

    private mutating func readOptionalString() throws -> String? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readString()
    }

    private mutating func readOptionalInt() throws -> Int? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readInt()
    }

    private mutating func readOptionalBool() throws -> Bool? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readBool()
    }

    // MARK: Errors

    /// Known members of one object, to reject a member written twice (JSON parsers
    /// disagree on which copy wins, so the store would be ambiguous).
    private struct MemberSet {
        private var bits: UInt32 = 0
        mutating func insert(_ bit: Int, _ key: String, _ parser: inout JSONStoreParser) throws {
            let mask: UInt32 = 1 << UInt32(bit)
            if bits & mask != 0 { throw parser.failure("duplicate member \"\(key)\"", at: parser.reader.valueStart) }
            bits |= mask
        }
    }

    private var pathText: String? {
        guard !path.isEmpty else { return nil }
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private mutating func missing(_ member: String, _ objectStart: Int) -> StoreError {
        path.append(.key(member))
        return failure("missing required member", at: objectStart)
    }

    func failure(_ problem: String, at offset: Int) -> StoreError {
        let position = reader.position(of: offset)
        return StoreError(file: file, place: .position(line: position.line, column: position.column, path: pathText), problem: problem)
    }

    func storeError(_ error: JSONReaderError) -> StoreError {
        // A syntax error is about the text, not about a member: the JSON path would mislead.
        StoreError(
            file: file,
            place: .position(line: error.position.line, column: error.position.column, path: error.isSyntaxError ? nil : pathText),
            problem: error.message
        )
    }
}
