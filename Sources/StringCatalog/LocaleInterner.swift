/// Gives every distinct locale name of a catalog a small integer id, in first-seen order, so
/// that per-entry bookkeeping (duplicate locales, the checked locale of a localization) is an
/// array access instead of a string hash or a string comparison per pair of locales.
///
/// Catalogs list their locales in the same order in nearly every entry, so the name is first
/// compared with the one predicted from the previous rows — the locale that followed the
/// previous name last time (one comparison of two short strings); only a miss hashes it. A
/// locale missing from an entry costs one miss, after which the prediction is right again.
/// A row is one entry's localizations.
///
/// ```
/// var interner = LocaleInterner()
/// for entry in entries {
///     interner.startRow()
///     for localization in entry.localizations { let id = interner.id(of: localization.locale) }
/// }
/// interner.names // every locale, first-seen order
/// ```
package struct LocaleInterner {
    /// The names in id order (id = index), which is first-seen order.
    private(set) var names: [String] = []
    private var idByName: [String: Int] = [:]
    /// Per id: the id that followed it when it was last seen (-1: none yet).
    private var successor: [Int] = []
    /// The first id of the last row that had one.
    private var firstOfRow = -1
    /// The previous id of the current row (-1 at the start of a row).
    private var previous = -1
    /// How many names were not the predicted one (and were hashed).
    private(set) var misses = 0

    package init() {}

    /// Starts the next row.
    package mutating func startRow() {
        previous = -1
    }

    /// The id of `name`, which is the next name of the current row; a new name gets the next id.
    package mutating func id(of name: String) -> Int {
        let predicted = previous < 0 ? firstOfRow : successor[previous]
        let id: Int
        if predicted >= 0, names[predicted] == name {
            id = predicted
        } else if let known = idByName[name] {
            misses += 1
            id = known
        } else {
            misses += 1
            id = names.count
            names.append(name)
            idByName[name] = id
            successor.append(-1)
        }
        if previous < 0 { firstOfRow = id } else { successor[previous] = id }
        previous = id
        return id
    }

    /// The id of `name` when it has been seen, without changing any row.
    func existingID(of name: String) -> Int? {
        idByName[name]
    }

    var count: Int { names.count }
}
