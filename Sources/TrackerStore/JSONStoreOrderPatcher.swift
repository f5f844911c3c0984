import Foundation
import SharpTools
import TrackerModel

/// Writes new `displayOrder` values into a JSON tracker store by patching only those number
/// tokens in place: every other byte of the file — member order, whitespace, unknown members,
/// escapes, logs — stays as it was. A tracker without a `displayOrder` member gets one inserted
/// right after its object's `{`, in the style of its first member (indentation, `": "` or `":"`).
/// The result is read back and checked before it is returned, so a caller never writes a
/// store that does not read as exactly the intended change.
public enum JSONStoreOrderPatcher {
    public static func patch(bytes: [UInt8], file: String, displayOrders: [UUID: Int]) throws(StoreError) -> [UInt8] {
        let original = try JSONStoreReader.read(bytes: bytes, file: file)
        let edits: [Edit]
        do {
            edits = try locateEdits(in: bytes, displayOrders: displayOrders, file: file)
        } catch let error as StoreError {
            throw error
        } catch let error as JSONReaderError {
            throw StoreError(file: file, place: .position(line: error.position.line, column: error.position.column, path: nil), problem: error.message)
        } catch {
            throw StoreError(file: file, place: .file, problem: "\(error)")
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 24)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        try verify(output, file: file, original: original, displayOrders: displayOrders)
        return output
    }

    /// Reads `patched` as a store and checks that it is `original` with exactly the new
    /// `displayOrder` values: same trackers in the same order, same logs, same header.
    public static func verify(_ patched: [UInt8], file: String, original: Store, displayOrders: [UUID: Int]) throws(StoreError) {
        let reread: Store
        do {
            reread = try JSONStoreReader.read(bytes: patched, file: file)
        } catch {
            throw StoreError(file: file, place: .file, problem: "the patched store does not read back (\(error.problem)); nothing was written")
        }
        var expected = original
        for index in expected.trackers.indices {
            if let value = displayOrders[expected.trackers[index].id] { expected.trackers[index].displayOrder = value }
        }
        guard reread.trackers == expected.trackers else {
            throw StoreError(file: file, place: .file, problem: "the patched store's trackers differ from the intended change; nothing was written")
        }
        guard reread.logs == expected.logs, reread.exportedAt == expected.exportedAt,
              reread.timeZoneIdentifier == expected.timeZoneIdentifier else {
            throw StoreError(file: file, place: .file, problem: "the patched store changed more than displayOrder; nothing was written")
        }
    }

    private struct Edit {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    /// Finds, per tracker object in `trackers`, the byte range of its `displayOrder` value
    /// (or the insertion point after its `{`).
    private static func locateEdits(in bytes: [UInt8], displayOrders: [UUID: Int], file: String) throws -> [Edit] {
        var reader = JSONReader(bytes: bytes)
        try reader.beginObject()
        var edits: [Edit] = []
        var patchedIDs = Set<UUID>()
        while let key = try reader.nextKey() {
            guard key == "trackers" else {
                try reader.skipValue()
                continue
            }
            try reader.beginArray()
            while try reader.nextElement() {
                _ = try reader.peekKind()
                let objectStart = reader.valueStart
                try reader.beginObject()
                var id: UUID?
                var valueRange: Range<Int>?
                var firstMember: (indent: [UInt8], separator: [UInt8])?
                while let member = try reader.nextKey() {
                    let keyStart = reader.valueStart
                    let colon = reader.offset - 1
                    _ = try reader.peekKind()
                    let valueStart = reader.valueStart
                    if firstMember == nil {
                        var keyEnd = colon
                        while keyEnd > keyStart, isWhitespace(bytes[keyEnd - 1]) { keyEnd -= 1 }
                        firstMember = (Array(bytes[(objectStart + 1)..<keyStart]), Array(bytes[keyEnd..<valueStart]))
                    }
                    switch member {
                    case "id":
                        id = UUIDParser.parse(try reader.readString())
                    case "displayOrder":
                        try reader.skipValue()
                        valueRange = valueStart..<reader.offset
                    default:
                        try reader.skipValue()
                    }
                }
                guard let id, let value = displayOrders[id] else { continue }
                guard patchedIDs.insert(id).inserted else {
                    throw StoreError(file: file, place: .file, problem: "tracker id \(id.uuidString) appears twice")
                }
                let number = Array(String(value).utf8)
                if let valueRange {
                    edits.append(Edit(range: valueRange, replacement: number))
                } else {
                    let style = firstMember ?? ([], [UInt8](": ".utf8))
                    var insertion = style.indent + Array("\"displayOrder\"".utf8) + style.separator + number
                    // An object with members needs a comma before the first of them.
                    if firstMember != nil { insertion.append(UInt8(ascii: ",")) }
                    edits.append(Edit(range: (objectStart + 1)..<(objectStart + 1), replacement: insertion))
                }
            }
        }
        let missing = Set(displayOrders.keys).subtracting(patchedIDs)
        if let first = missing.sorted(by: { $0.uuidString < $1.uuidString }).first {
            throw StoreError(file: file, place: .file, problem: "no tracker with id \(first.uuidString) to renumber")
        }
        return edits
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
