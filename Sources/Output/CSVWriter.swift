import SharpTools

/// Builds CSV bytes row by row into one growing byte buffer.
///
/// Rules (contract §5, plus the decisions the contract leaves open):
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

    /// Fields encoded once (quoted and neutralized as usual, delimiters between them, no byte
    /// order mark), for rows that repeat the same cells (a tracker's columns in logs.csv).
    public static func encodedFields(_ cells: [CSVCell], dialect: CSVDialect) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        for cell in cells { writer.appendCell(cell) }
        return writer.bytes
    }

    private mutating func appendField(_ string: String, kind: CSVField.Kind) {
        CSVField.append(string, kind: kind, delimiter: delimiter, decimalComma: decimalComma, to: &bytes)
    }

    /// Ends the current row with CRLF.
    public mutating func endRow() {
        if fieldsInRow <= 1 && bytes.count == rowStart {
            // A lone empty field would be a blank line, which readers drop.
            bytes.append(CSVField.quote)
            bytes.append(CSVField.quote)
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
        fieldsInRow = 0
        rowStart = bytes.count
    }
}
