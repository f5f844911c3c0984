/// How a CSV file is spelled. Both dialects use CRLF line ends and UTF-8, double quotes around
/// fields that need them and `""` for a quote inside a field (RFC 4180).
public enum CSVDialect: Sendable, Hashable {
    /// RFC 4180: comma delimiter, no byte order mark, numbers with a `.` decimal point.
    case rfc4180
    /// What spreadsheet software expects from a double-clicked file: a UTF-8 byte order mark
    /// (so Excel does not guess a legacy code page); with `decimalComma` (the locale writes
    /// `12,5`, e.g. `de`) the delimiter is `;` and number cells use `,` as decimal separator,
    /// as Excel does in such locales; otherwise the delimiter is `,`.
    case excel(decimalComma: Bool)

    /// The Excel dialect for a report locale (`de`, `de-DE`, `en-GB`, …), using
    /// `ReportLocale.decimalComma`.
    public static func excel(locale identifier: String) -> CSVDialect {
        .excel(decimalComma: ReportLocale(identifier).decimalComma)
    }

    /// The field delimiter byte: `,` or `;`.
    public var delimiter: UInt8 {
        switch self {
        case .rfc4180, .excel(decimalComma: false): return UInt8(ascii: ",")
        case .excel(decimalComma: true): return UInt8(ascii: ";")
        }
    }

    /// Whether the output starts with the UTF-8 byte order mark EF BB BF.
    public var writesByteOrderMark: Bool {
        if case .excel = self { return true }
        return false
    }

    /// The decimal separator used in number cells: `.` or `,`.
    public var decimalSeparator: UInt8 {
        if case .excel(decimalComma: true) = self { return UInt8(ascii: ",") }
        return UInt8(ascii: ".")
    }
}
