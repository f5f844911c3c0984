/// Gives every distinct locale name of a catalog a small integer id, in first-seen order, so
/// that per-entry bookkeeping (duplicate locales, the checked locale of a localization) is an
/// array access instead of a string hash or a string comparison per pair of locales.
///
/// Catalogs list their locales in the same order in nearly every entry, so the name is first
/// compared with the one at the same position of the previous row (one comparison of two
/// short strings); only a miss hashes it. A row is one entry's localizations.
///
/// ```
/// var interner = LocaleInterner()
/// for entry in entries {
///     interner.startRow()
///     for localization in entry.localizations { let id = interner.id(of: localization.locale) }
/// }
/// interner.names // every locale, first-seen order
/// ```
struct LocaleInterner {
    /// The names in id order (id = index), which is first-seen order.
    private(set) var names: [String] = []
    private var idByName: [String: Int] = [:]
    private var previousRow: [Int] = []
    private var currentRow: [Int] = []

    /// Starts the next row: positions count from 0 again and the finished row becomes the hint.
    mutating func startRow() {
        swap(&previousRow, &currentRow)
        currentRow.removeAll(keepingCapacity: true)
    }

    /// The id of `name`, which is the next name of the current row; a new name gets the next id.
    mutating func id(of name: String) -> Int {
        let position = currentRow.count
        let id: Int
        if position < previousRow.count, names[previousRow[position]] == name {
            id = previousRow[position]
        } else if let known = idByName[name] {
            id = known
        } else {
            id = names.count
            names.append(name)
            idByName[name] = id
        }
        currentRow.append(id)
        return id
    }

    /// The id of `name` when it has been seen, without changing any row.
    func existingID(of name: String) -> Int? {
        idByName[name]
    }

    var count: Int { names.count }
}
