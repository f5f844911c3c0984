import Foundation
import SharpTools
import TrackerModel

/// Converts the cells of the current row into model values, per contract §3.2, and names the
/// table, row (`Z_PK`) and column in every error.
struct SQLiteRowDecoder {
    /// The current row.
    var cells: SQLiteRow = .none
    let selection: SQLiteColumnSelection
    /// `Z_PK` of the current row (set by the reader after each step).
    var rowID: Int64 = 0

    init(selection: SQLiteColumnSelection) {
        self.selection = selection
    }

    func error(_ index: Int32, _ problem: String) -> StoreError {
        StoreError(file: selection.file, place: .row(table: selection.table, rowID: rowID, column: selection.name(at: index)), problem: problem)
    }

    func isNull(_ index: Int32) -> Bool { cells.type(at: index) == .null }

    /// "found TEXT \"abc\"" — what a cell holds, for error messages.
    func found(_ index: Int32) -> String {
        switch cells.type(at: index) {
        case .null: return "found NULL"
        case .integer: return "found INTEGER \(cells.int64(at: index))"
        case .float: return "found REAL \(cells.double(at: index))"
        case .text:
            let text = cells.text(at: index)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "found TEXT \"\(shown)\""
        default:
            let count = cells.bytes(at: index).count
            return "found a BLOB of \(count) byte\(count == 1 ? "" : "s")"
        }
    }

    private func nullError(_ index: Int32) -> StoreError {
        error(index, "required value is NULL")
    }

    // MARK: Row id

    func primaryKey(_ index: Int32) throws(StoreError) -> Int64 {
        guard cells.type(at: index) == .integer else {
            throw StoreError(
                file: selection.file, place: .row(table: selection.table, rowID: nil, column: selection.name(at: index)),
                problem: "expected an integer primary key, \(found(index))"
            )
        }
        return cells.int64(at: index)
    }

    // MARK: UUIDs

    func uuid(_ index: Int32) throws(StoreError) -> UUID {
        switch cells.type(at: index) {
        case .blob:
            if let uuid = cells.uuid(at: index) { return uuid }
        case .text:
            if let uuid = UUIDParser.parse(cells.text(at: index)) { return uuid }
        case .null:
            throw nullError(index)
        default:
            break
        }
        throw error(index, "expected a UUID (16-byte BLOB or text), \(found(index))")
    }

    // MARK: Text

    func string(_ index: Int32) throws(StoreError) -> String {
        guard let value = try optionalString(index) else { throw nullError(index) }
        return value
    }

    func optionalString(_ index: Int32?) throws(StoreError) -> String? {
        guard let index else { return nil }
        switch cells.type(at: index) {
        case .text:
            guard let text = cells.validText(at: index) else { throw error(index, "text is not valid UTF-8") }
            return text
        case .null: return nil
        default: throw error(index, "expected text, \(found(index))")
        }
    }

    // MARK: Dates

    /// Core Data dates: seconds since 2001-01-01T00:00:00Z, REAL or INTEGER.
    func date(_ index: Int32) throws(StoreError) -> Date {
        let seconds: Double
        switch cells.type(at: index) {
        case .float: seconds = cells.double(at: index)
        case .integer: seconds = Double(cells.int64(at: index))
        case .null: throw nullError(index)
        default: throw error(index, "expected a date (seconds since 2001-01-01 as REAL or INTEGER), \(found(index))")
        }
        // The years a JSON timestamp may have (TimestampParser): a date millions of years
        // away would make reports walk and print every day in between.
        guard seconds >= Self.acceptedSeconds.lowerBound, seconds < Self.acceptedSeconds.upperBound else {
            let years = TimestampParser.acceptedYears
            throw error(index, "date out of range (years \(years.lowerBound)–\(years.upperBound)), \(found(index)) seconds since 2001-01-01")
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// 1900-01-01T00:00:00Z ..< 10000-01-01T00:00:00Z as seconds since 2001-01-01.
    static var acceptedSeconds: Range<Double> { -3_187_296_000 ..< 252_423_993_600 }

    // MARK: Numbers

    func optionalInt(_ index: Int32?) throws(StoreError) -> Int? {
        guard let index else { return nil }
        switch cells.type(at: index) {
        case .integer:
            return Int(cells.int64(at: index))
        case .float:
            // An integral REAL (a column without INTEGER affinity) is the same number.
            let value = cells.double(at: index)
            if value.rounded() == value, let exact = Int(exactly: value) { return exact }
            throw error(index, "expected an integer, \(found(index))")
        case .null:
            return nil
        default:
            throw error(index, "expected an integer, \(found(index))")
        }
    }

    func int(_ index: Int32?, default defaultValue: Int) throws(StoreError) -> Int {
        try optionalInt(index) ?? defaultValue
    }

    /// Booleans are 0/1 integers (any other integer is true, as in SQLite); NULL or a
    /// missing column gives the default.
    func bool(_ index: Int32?, default defaultValue: Bool) throws(StoreError) -> Bool {
        guard let index else { return defaultValue }
        switch cells.type(at: index) {
        case .integer: return cells.int64(at: index) != 0
        case .float: return cells.double(at: index) != 0
        case .null: return defaultValue
        default: throw error(index, "expected a boolean (0 or 1), \(found(index))")
        }
    }

    // MARK: Enums

    /// The raw value of an enum column: text, or a BLOB holding JSON or a property list of it.
    func enumRawValue(_ index: Int32) throws(StoreError) -> String {
        switch cells.type(at: index) {
        case .text:
            return cells.text(at: index)
        case .blob:
            if let raw = SQLiteEnumCell.rawValue(fromBlob: cells.bytes(at: index)) { return raw }
            throw error(index, "expected the value as text or as a BLOB holding JSON or a property list of it, \(found(index)) that is none of these")
        case .null:
            throw nullError(index)
        default:
            throw error(index, "expected the value as text or as a BLOB holding JSON or a property list of it, \(found(index))")
        }
    }

    // MARK: JSON BLOBs

    /// A JSON BLOB (or text) decoded as `T`; NULL, an empty BLOB, JSON `null` or a missing
    /// column give nil.
    func json<T: Decodable>(_ index: Int32?, as type: T.Type, what: String) throws(StoreError) -> T? {
        guard let index else { return nil }
        let bytes: [UInt8]
        switch cells.type(at: index) {
        case .blob, .text: bytes = cells.bytes(at: index)
        case .null: return nil
        default: throw error(index, "expected \(what) as a JSON BLOB, \(found(index))")
        }
        guard !bytes.isEmpty else { return nil }
        do {
            return try JSONDecoder().decode(T?.self, from: Data(bytes))
        } catch let decodingError as DecodingError {
            throw error(index, "\(what) is not usable JSON: \(Self.describe(decodingError))")
        } catch let other {
            throw error(index, "\(what) is not usable JSON: \(other)")
        }
    }

    /// `levelsData`: levels with unique ids, checked as in a JSON store (a shared key or a
    /// count outside 2–5 is a warning of `Store.assemble`: the app reads those as stored).
    func levels(_ index: Int32?) throws(StoreError) -> [TrackerLevel]? {
        guard let index, let levels = try json(index, as: [TrackerLevel].self, what: "levels data") else { return nil }
        var positionByID: [Int: Int] = [:]  // not pairwise: 80,000 levels must stay linear
        for (position, level) in levels.enumerated() {
            if let other = positionByID.updateValue(position, forKey: level.id) {
                throw error(index, "levels data: [\(position)]: duplicate level id \(level.id) (also [\(other)])")
            }
        }
        return levels
    }

    /// One short line for a decoding error (`[1].labelKey: missing`).
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        case is [Any].Type: return "an array"
        default:
            let name = "\(type)"
            return name.hasPrefix("Array") ? "an array" : (name.hasPrefix("Dictionary") ? "an object" : name)
        }
    }
}

