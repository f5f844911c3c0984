/// The columns a reader selects from one table, discovered with `PRAGMA table_info`:
/// required ones must exist, optional ones are selected only when present. Each selected
/// column gets its index in the `SELECT` once, before any row is read.
struct SQLiteColumnSelection {
    let file: String
    let table: String
    /// The table's columns as declared, in table order.
    let available: [String]
    /// Declared names of the selected columns; a column's index in the `SELECT` is its index here.
    private(set) var selected: [String] = []

    init(file: String, table: String, available: [String]) {
        self.file = file
        self.table = table
        self.available = available
    }

    /// The declared spelling of `name` (SQLite identifiers are case-insensitive).
    func declared(_ name: String) -> String? {
        let upper = name.uppercased()
        return available.first { $0.uppercased() == upper }
    }

    mutating func required(_ name: String) throws(StoreError) -> Int32 {
        guard let index = optional(name) else {
            throw StoreError(file: file, place: .row(table: table, rowID: nil, column: name), problem: "required column is missing")
        }
        return index
    }

    mutating func optional(_ name: String) -> Int32? {
        guard let declared = declared(name) else { return nil }
        if let existing = selected.firstIndex(of: declared) { return Int32(existing) }
        selected.append(declared)
        return Int32(selected.count - 1)
    }

    /// Selects every available column whose upper-cased name satisfies `predicate`, in table order.
    mutating func all(where predicate: (String) -> Bool) -> [Int32] {
        available.filter { predicate($0.uppercased()) }.compactMap { optional($0) }
    }

    func name(at index: Int32) -> String { selected[Int(index)] }

    /// `SELECT "A", "B" FROM "TABLE" ORDER BY "Z_PK"`.
    func sql(orderBy: String) -> String {
        let list = selected.map(Self.quoted).joined(separator: ", ")
        return "SELECT \(list) FROM \(Self.quoted(table)) ORDER BY \(Self.quoted(declared(orderBy) ?? orderBy))"
    }

    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
