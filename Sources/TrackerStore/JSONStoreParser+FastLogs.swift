import Foundation
import SharpTools
import TrackerModel

/// The log objects of a store read in one pass each (`JSONReader.readFlatObject(into:)`):
/// the members found by their bytes, the values taken straight from the document. Whatever
/// the pass cannot vouch for — a repeated member, a value of the wrong kind, a missing id, an
/// id that is not a UUID — leaves the object unread, and `readLog(index:)`
/// reads it the plain way, which accepts it or reports the problem with its place. So the
/// store read is the same (a differential test holds it to `ReferenceJSONStoreReader`), only
/// faster: about 6× on the benchmark stores.
extension JSONStoreParser {
    /// The log at the reader's position, or nil with nothing consumed.
    mutating func readLogInOnePass() -> TrackerLog? {
        guard reader.readFlatObject(into: &flat) else { return nil }
        var id: UUID?
        var trackerId: UUID?
        var timestamp: Date?
        var value: Int?
        var note: String?
        var trigger: String?
        var location: String?
        var synced = false
        var seen: UInt32 = 0
        for member in flat.members {
            // A member the store does not know is skipped, as the plain reader skips it (its
            // key is plain ASCII, so it cannot be a known key written another way).
            guard let field = reader.keyIndex(of: member, in: Self.logKeys) else { continue }
            guard seen & 1 << UInt32(field) == 0 else { return nil }
            seen |= 1 << UInt32(field)
            switch field {
            case 0:
                guard let uuid = reader.uuid(member) else { return nil }
                id = uuid
            case 1:
                guard let uuid = reader.uuid(member) else { return nil }
                trackerId = uuid
            case 2:
                guard let date = reader.timestamp(member) else { return nil }
                timestamp = date
            case 3:
                if member.kind != .null {
                    guard let number = reader.int(member) else { return nil }
                    value = number
                }
            case 4, 5, 6:
                guard member.kind != .null else { continue }
                guard let text = reader.string(member) else { return nil }
                if field == 4 { note = text } else if field == 5 { trigger = text } else { location = text }
            default:
                switch member.kind {
                case .trueLiteral: synced = true
                case .falseLiteral, .null: synced = false
                default: return nil
                }
            }
        }
        guard let id, let trackerId, let timestamp else { return nil }
        reader.continueAfter(flat.end)
        return TrackerLog(id: id, trackerId: trackerId, timestamp: timestamp, value: value, note: note, trigger: trigger,
                          location: location, syncedToHealthKit: synced)
    }
}
