/// How the CSV files are written (contract §5).
public struct CSVOptions: Sendable, Hashable {
    public enum DialectChoice: String, Sendable, Hashable, CaseIterable {
        /// What the locale's spreadsheets read right when the file is double-clicked: `excel`
        /// where the locale writes a decimal comma (a German LibreOffice or Excel reads
        /// `0.833` as 833, and splits on `;`), else `rfc4180`.
        case auto
        /// Comma, CRLF, no byte order mark.
        case rfc4180
        /// UTF-8 byte order mark, and `;` for locales that write a decimal comma.
        case excel
    }

    public enum HeaderStyle: String, Sendable, Hashable, CaseIterable {
        /// Column titles from the catalog, in the report's locale.
        case localized
        /// Stable snake_case identifiers for scripts.
        case ids
    }

    public var dialect: DialectChoice
    public var headers: HeaderStyle
    /// With `ids`: earlier ids written instead of today's, by file name and id (`logs.csv`:
    /// `position` → `tracker_position`) — a renamed id's transition (`--csv-headers ids-v1`).
    public var renamedIDs: [String: [String: String]]

    public init(dialect: DialectChoice = .auto, headers: HeaderStyle = .localized, renamedIDs: [String: [String: String]] = [:]) {
        self.dialect = dialect
        self.headers = headers
        self.renamedIDs = renamedIDs
    }

    /// The dialect of a file in `locale` (a report's, or a translator's CSV of that locale).
    public func csvDialect(locale: String) -> CSVDialect {
        switch dialect {
        case .rfc4180: return .rfc4180
        case .excel: return .excel(locale: locale)
        case .auto: return ReportLocale(locale).decimalComma ? .excel(decimalComma: true) : .rfc4180
        }
    }
}
