/// Reads RFC 4180 CSV: fields separated by the delimiter, records ended by CRLF or LF,
/// fields in double quotes may hold the delimiter, quotes (doubled) and line breaks, kept
/// byte for byte. A UTF-8 byte order mark is skipped. The delimiter is `,`, unless the first
/// record has no comma outside quotes but a `;` or a tab (spreadsheets in decimal-comma
/// locales save with `;`).
package struct CSVRecordReader {
    package struct Record: Equatable, Sendable {
        /// The 1-based line the record starts on.
        package var line: Int
        package var fields: [String]

        package init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    package struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line the problem is on.
        package var line: Int
        package var message: String
        package var description: String { "line \(line): \(message)" }
    }

    /// The records of `input`; blank lines are skipped.
    package static func read(_ input: [UInt8]) throws(ReadError) -> [Record] {
        var bytes = input[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let delimiter = detectDelimiter(bytes)
        let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var index = bytes.startIndex
        var atFieldStart = true
        var recordHasContent = false

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if atFieldStart && byte == quote {
                let openedOn = line
                let closed = readQuoted(bytes, from: &index, line: &line, into: &field)
                guard closed else { throw ReadError(line: openedOn, message: "a quoted field is not closed") }
                recordHasContent = true
                atFieldStart = false
                if index < bytes.endIndex {
                    let next = bytes[index]
                    guard next == delimiter || next == cr || next == lf else {
                        throw ReadError(line: line, message: "text after the closing quote of a field (a quote inside a field must be doubled)")
                    }
                }
                continue
            }
            switch byte {
            case delimiter:
                endField()
                atFieldStart = true
                recordHasContent = true
                index += 1
            case cr, lf:
                if byte == cr && index + 1 < bytes.endIndex && bytes[index + 1] == lf { index += 1 }
                index += 1
                if recordHasContent || !field.isEmpty {
                    endField()
                    records.append(Record(line: recordLine, fields: fields))
                }
                fields.removeAll()
                line += 1
                recordLine = line
                atFieldStart = true
                recordHasContent = false
            case quote:
                throw ReadError(line: line, message: "a quote inside an unquoted field (quote the field and double the quote)")
            default:
                field.append(byte)
                atFieldStart = false
                recordHasContent = true
                index += 1
            }
        }
        if recordHasContent || !field.isEmpty {
            endField()
            records.append(Record(line: recordLine, fields: fields))
        }
        return records
    }

    /// The rest of a quoted field from its opening quote at `index`, up to the closing quote
    /// (`""` is one quote), appended to `field`; false when the field is not closed.
    private static func readQuoted(_ bytes: ArraySlice<UInt8>, from index: inout Int, line: inout Int, into field: inout [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\"")
        index += 1
        while index < bytes.endIndex {
            let inner = bytes[index]
            if inner == quote {
                if index + 1 < bytes.endIndex && bytes[index + 1] == quote {
                    field.append(quote)
                    index += 2
                    continue
                }
                index += 1
                return true
            }
            if inner == UInt8(ascii: "\n") { line += 1 }
            field.append(inner)
            index += 1
        }
        return false
    }

    /// `,`, or `;` / TAB when the first record has no comma outside quotes but one of those.
    package static func detectDelimiter(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        var inQuotes = false
        var sawSemicolon = false
        var sawTab = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle(); continue }
            if inQuotes { continue }
            switch byte {
            case UInt8(ascii: ","): return byte
            case UInt8(ascii: ";"): sawSemicolon = true
            case UInt8(ascii: "\t"): sawTab = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return sawSemicolon ? UInt8(ascii: ";") : sawTab ? UInt8(ascii: "\t") : UInt8(ascii: ",")
            default: break
            }
        }
        return sawSemicolon ? UInt8(ascii: ";") : sawTab ? UInt8(ascii: "\t") : UInt8(ascii: ",")
    }
}
