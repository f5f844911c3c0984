import Foundation
import SharpTools
import TrackerModel

/// Scalar values of the store (UUIDs, timestamps, optionals) and errors with their places.
extension JSONStoreParser {

    /// Peeks an object and begins it; returns the offset of its `{`.
    mutating func startObject() throws -> Int {
        let kind = try reader.peekKind()
        guard kind == .object else { throw reader.typeMismatch(expected: "an object", found: kind) }
        let start = reader.valueStart
        try reader.beginObject()
        return start
    }

    mutating func readUUID() throws -> UUID {
        if let range = try reader.readPlainStringRange() {
            if let uuid = UUIDParser.parse(bytes, in: range) { return uuid }
            throw failure("\"\(String(decoding: bytes[range], as: UTF8.self))\" is not a UUID", at: reader.valueStart)
        }
        // Escapes (`\u0041`…) or a broken string: decoded (or reported) first.
        let text = try reader.readString()
        if let uuid = UUIDParser.parse(text) { return uuid }
        throw failure("\"\(text)\" is not a UUID", at: reader.valueStart)
    }

    mutating func readTimestamp() throws -> Date {
        let result: Result<Date, TimestampParser.Failure>
        let text: String
        if let range = try reader.readPlainStringRange() {
            result = TimestampParser.parse(bytes, in: range)
            if case .success = result { text = "" } else { text = String(decoding: bytes[range], as: UTF8.self) }
        } else {
            let decoded = try reader.readString()
            result = TimestampParser.parse(decoded)
            text = decoded
        }
        switch result {
        case .success(let date): return date
        case .failure(let failure):
            throw self.failure(TimestampParser.message(for: failure, text: text), at: reader.valueStart)
        }
    }

    mutating func readOptionalTimestamp() throws -> Date? {
        if try reader.readNullIfPresent() { return nil }
        return try readTimestamp()
    }

    mutating func readOptionalString() throws -> String? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readString()
    }

    mutating func readOptionalInt() throws -> Int? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readInt()
    }

    mutating func readOptionalBool() throws -> Bool? {
        if try reader.readNullIfPresent() { return nil }
        return try reader.readBool()
    }

    // MARK: Errors

    /// Known members of one object, to reject a member written twice (JSON parsers
    /// disagree on which copy wins, so the store would be ambiguous).
    struct MemberSet {
        var bits: UInt32 = 0
        mutating func insert(_ bit: Int, _ key: String, _ parser: inout JSONStoreParser) throws {
            let mask: UInt32 = 1 << UInt32(bit)
            if bits & mask != 0 { throw parser.failure("duplicate member \"\(key)\"", at: parser.reader.valueStart) }
            bits |= mask
        }
    }

    var pathText: String? {
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

    mutating func missing(_ member: String, _ objectStart: Int) -> StoreError {
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
