/// Builds CSV bytes row by row into one growing byte buffer.
///
/// Rules (SPEC §5, plus the decisions SPEC leaves open):
/// - Fields are separated by `dialect.delimiter`; every row, including the last, ends in CRLF.
/// - A field is quoted when it contains the delimiter, `"`, CR or LF, **or when it begins or
///   ends with a space or a tab** — readers that trim unquoted fields (spreadsheet import
///   options, some libraries) then keep the spaces. A `"` inside a quoted field is doubled.
///   Line breaks inside a field are written exactly as given (LF, CR or CRLF).
/// - A row whose only field is empty (or a row with no fields) is written as `""`, so it is
///   not a blank line that readers skip.
/// - Text cells are neutralized against formula injection (`'` in front, see `CSVCell`);
///   number and header cells are not.
/// - UTF-8 throughout; the `excel` dialect starts with a byte order mark.
///
/// Each cell's UTF-8 is scanned once to decide on neutralization and quoting, then copied
/// into the buffer in bulk; no intermediate strings are made.
public struct CSVWriter: Sendable {
    public let dialect: CSVDialect
    /// The CSV written so far (including the byte order mark of the `excel` dialect).
    public private(set) var bytes: [UInt8]

    private let delimiter: UInt8
    private let decimalComma: Bool
    private var fieldsInRow = 0
    private var rowStart: Int

    /// - Parameter reservingCapacity: the expected size in bytes, to allocate the buffer once.
    /// - Parameter continuing: the rows continue a file started by another writer (rendered in
    ///   parts), so no byte order mark is written.
    public init(dialect: CSVDialect = .rfc4180, reservingCapacity: Int = 0, continuing: Bool = false) {
        self.dialect = dialect
        self.delimiter = dialect.delimiter
        self.decimalComma = dialect.decimalSeparator == UInt8(ascii: ",")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(reservingCapacity, 16))
        if dialect.writesByteOrderMark && !continuing {
            bytes.append(contentsOf: [0xEF, 0xBB, 0xBF])
        }
        self.bytes = bytes
        self.rowStart = bytes.count
    }

    /// The CSV as a string (the `excel` dialect's byte order mark is its first character, U+FEFF).
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one whole row.
    public mutating func appendRow(_ cells: some Sequence<CSVCell>) {
        for cell in cells {
            appendCell(cell)
        }
        endRow()
    }

    /// Appends one field to the current row; finish the row with `endRow()`.
    public mutating func appendCell(_ cell: CSVCell) {
        if fieldsInRow > 0 {
            bytes.append(delimiter)
        }
        fieldsInRow += 1
        switch cell {
        case .text(let text): appendField(text, kind: .text)
        case .number(let number): appendField(number, kind: .number)
        case .header(let header): appendField(header, kind: .header)
        }
    }

    /// Fields encoded once (quoted and neutralized as usual, delimiters between them) for
    /// `appendEncodedFields`, when the same leading cells repeat on many rows.
    public static func encodedFields(_ cells: [CSVCell], dialect: CSVDialect) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        for cell in cells { writer.appendCell(cell) }
        return writer.bytes
    }

    /// Appends `count` fields encoded by `encodedFields` with the same dialect.
    public mutating func appendEncodedFields(_ encoded: [UInt8], count: Int) {
        guard count > 0 else { return }
        if fieldsInRow > 0 {
            bytes.append(delimiter)
        }
        bytes.append(contentsOf: encoded)
        fieldsInRow += count
    }

    /// Appends a text field given as UTF-8 bytes (for cells the caller formats into a buffer,
    /// such as timestamps and ids, without making a `String` per cell). Same rules as `.text`.
    public mutating func appendTextCell(utf8: UnsafeBufferPointer<UInt8>) {
        if fieldsInRow > 0 {
            bytes.append(delimiter)
        }
        fieldsInRow += 1
        appendField(utf8, kind: .text)
    }

    private mutating func appendField(_ string: String, kind: Kind) {
        // Native Swift strings are contiguous UTF-8: no copy. Others (bridged) are copied once.
        let handled: Void? = string.utf8.withContiguousStorageIfAvailable { appendField($0, kind: kind) }
        if handled == nil {
            var copy = string
            copy.withUTF8 { appendField($0, kind: kind) }
        }
    }

    /// Ends the current row with CRLF.
    public mutating func endRow() {
        if fieldsInRow <= 1 && bytes.count == rowStart {
            // A lone empty field would be a blank line, which readers drop.
            bytes.append(CSVWriter.quote)
            bytes.append(CSVWriter.quote)
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
        fieldsInRow = 0
        rowStart = bytes.count
    }

    /// The whole CSV for `rows` as bytes.
    public static func bytes(_ rows: [[CSVCell]], dialect: CSVDialect = .rfc4180) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect)
        for row in rows {
            writer.appendRow(row)
        }
        return writer.bytes
    }

    /// The whole CSV for `rows` as a string.
    public static func string(_ rows: [[CSVCell]], dialect: CSVDialect = .rfc4180) -> String {
        String(decoding: bytes(rows, dialect: dialect), as: UTF8.self)
    }

    // MARK: - Field encoding

    private enum Kind { case text, number, header }

    private static let quote = UInt8(ascii: "\"")
    private static let apostrophe = UInt8(ascii: "'")

    /// Whether a text field starting with `byte` could be read as a formula (SPEC §5).
    @inline(__always)
    static func isFormulaTrigger(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D:
            return true
        default:
            return false
        }
    }

    /// `-?[0-9]+(\.[0-9]+)?`
    static func isCanonicalNumber(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = utf8.count
        if index < count && utf8[index] == UInt8(ascii: "-") { index += 1 }
        var integerDigits = 0
        while index < count && utf8[index] &- UInt8(ascii: "0") < 10 {
            index += 1
            integerDigits += 1
        }
        guard integerDigits > 0 else { return false }
        if index == count { return true }
        guard utf8[index] == UInt8(ascii: ".") else { return false }
        index += 1
        var fractionDigits = 0
        while index < count && utf8[index] &- UInt8(ascii: "0") < 10 {
            index += 1
            fractionDigits += 1
        }
        return fractionDigits > 0 && index == count
    }

    private mutating func appendField(_ utf8: UnsafeBufferPointer<UInt8>, kind: Kind) {
        let count = utf8.count
        guard count > 0 else { return }

        var neutralize = false
        var localizeDecimal = false
        switch kind {
        case .header:
            break
        case .number:
            if CSVWriter.isCanonicalNumber(utf8) {
                localizeDecimal = decimalComma
            } else {
                neutralize = CSVWriter.isFormulaTrigger(utf8[0])
            }
        case .text:
            neutralize = CSVWriter.isFormulaTrigger(utf8[0])
        }

        // One scan: does anything force quoting?
        let first = neutralize ? CSVWriter.apostrophe : utf8[0]
        let last = utf8[count - 1]
        var needsQuotes = first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
        if !needsQuotes {
            let delimiter = self.delimiter
            for byte in utf8 where byte <= 0x3B {
                // 0x3B is `;`, the largest byte that can force quoting (`,` is 0x2C, `"` 0x22).
                if byte == delimiter || byte == CSVWriter.quote || byte == 0x0A || byte == 0x0D {
                    needsQuotes = true
                    break
                }
            }
        }

        if needsQuotes { bytes.append(CSVWriter.quote) }
        if neutralize { bytes.append(CSVWriter.apostrophe) }
        if localizeDecimal {
            for byte in utf8 {
                bytes.append(byte == UInt8(ascii: ".") ? UInt8(ascii: ",") : byte)
            }
        } else if needsQuotes {
            // Copy runs between quotes in bulk; double each quote.
            var runStart = 0
            var index = 0
            while index < count {
                if utf8[index] == CSVWriter.quote {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...index]))
                    bytes.append(CSVWriter.quote)
                    runStart = index + 1
                }
                index += 1
            }
            if runStart < count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
            }
        } else {
            bytes.append(contentsOf: utf8)
        }
        if needsQuotes { bytes.append(CSVWriter.quote) }
    }
}
