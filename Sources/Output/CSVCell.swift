/// One cell of a CSV row. The kind decides how the writer treats the text:
///
/// - `text`: user or catalog text. Neutralized against formula injection (contract §5): when it
///   begins with `=`, `+`, `-`, `@`, tab (U+0009) or CR (U+000D), a `'` is put in front.
/// - `number`: a number already written in the canonical machine form `-?[0-9]+(\.[0-9]+)?`
///   (`"-3"`, `"12.5"`). Never neutralized. In a decimal-comma dialect
///   (`CSVDialect.excel(decimalComma: true)`) the `.` is written as `,`, so the spreadsheet
///   reads it as a number. A `number` whose string is *not* of that form is treated as `text`
///   (so a mislabelled cell cannot smuggle a formula past the neutralization); the empty string
///   stays empty.
/// - `header`: the tool's own column title; written unaltered (only quoted when needed).
///
/// Quoting (not an alteration of the value) applies to every kind alike.
public enum CSVCell: Sendable, Hashable {
    case text(String)
    case number(String)
    case header(String)

    /// An integer as a `number` cell.
    public static func integer(_ value: Int) -> CSVCell {
        .number(String(value))
    }

    /// A floating-point value as a `number` cell with exactly `fractionDigits` digits after the
    /// point (rounded half away from zero on the shortest decimal representation of `value`,
    /// the same rule as `LocaleFormatter.decimal`). NaN and infinities become empty cells.
    public static func decimal(_ value: Double, fractionDigits: Int) -> CSVCell {
        guard value.isFinite else { return .number("") }
        // days.csv writes one per row (a million-log store: 160,000 rows a locale).
        if let plain = DecimalDigits.plainFixed(value, fractionDigits: fractionDigits) { return .number(plain) }
        return .number(DecimalDigits(value).formatted(
            fractionDigits: fractionDigits, decimalSeparator: ".", groupingSeparator: nil))
    }
}
