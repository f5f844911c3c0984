/// A parsed Apple String Catalog (`.xcstrings`).
///
/// Entries keep the order of the file; every entry and localization remembers the byte
/// offset and line where it starts, so problems can name `file:line`. Fields this reader
/// does not know are kept verbatim (`unknownFields`) so a writer can put them back.
public struct StringCatalog: Sendable {
    /// The language the keys and source strings are written in (`"en"`).
    public var sourceLanguage: String
    /// The format version (`"1.0"`); nil when the file has none.
    public var version: String?
    /// The entries in file order, one per key. When a key occurs twice, the later occurrence
    /// is kept, in the place of the first (as JSON decoders do), and both are listed in
    /// `duplicateKeys`. Changed only through `setEntry`, which keeps the index by key.
    /// (Read-only, not `private(set)`: a key path to a `private(set)` property can still be
    /// cast to a writable one at run time.)
    public var entries: [CatalogEntry] { orderedEntries }
    private var orderedEntries: [CatalogEntry]
    /// Every object member name that occurs more than once inside the catalog's structure
    /// (an entry key, a locale inside `localizations`, …).
    public var duplicateKeys: [DuplicateKey]
    /// Top-level members other than `sourceLanguage`, `strings`, `version`.
    public var unknownFields: [UnknownField]
    /// Whether the file ended with a newline (Xcode writes none; kept for round trips).
    public var endsWithNewline: Bool
    /// The name the catalog was read from, used in messages (e.g. `Localizable.xcstrings`).
    public var fileName: String?

    /// Removes the entry for `key`, when there is one; the others keep their order.
    public mutating func removeEntry(forKey key: String) {
        guard let position = indexByKey.removeValue(forKey: key) else { return }
        orderedEntries.remove(at: position)
        for index in position..<orderedEntries.count { indexByKey[orderedEntries[index].key] = index }
    }

    /// The position in `orderedEntries` of each key, always in step with it.
    private var indexByKey: [String: Int]

    /// Creates a catalog from values (used by tests and writers). A key given twice keeps
    /// its later entry in the place of the first, as when reading a file.
    public init(
        sourceLanguage: String, version: String? = "1.0", entries: [CatalogEntry],
        duplicateKeys: [DuplicateKey] = [], unknownFields: [UnknownField] = [],
        endsWithNewline: Bool = false, fileName: String? = nil
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.duplicateKeys = duplicateKeys
        self.unknownFields = unknownFields
        self.endsWithNewline = endsWithNewline
        self.fileName = fileName
        orderedEntries = []
        indexByKey = [:]
        indexByKey.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { indexByKey[entry.key] = position }
        if indexByKey.count == entries.count {
            orderedEntries = entries
        } else {
            indexByKey = [:]
            for entry in entries { setEntry(entry) }
        }
    }

    /// Puts `entry` in the place of the entry with the same key, or appends it when the
    /// catalog has none.
    public mutating func setEntry(_ entry: CatalogEntry) {
        if let position = indexByKey[entry.key] {
            orderedEntries[position] = entry
        } else {
            indexByKey[entry.key] = orderedEntries.count
            orderedEntries.append(entry)
        }
    }

    /// The position of `key`'s entry in `entries`.
    package func position(ofKey key: String) -> Int? {
        indexByKey[key]
    }

    /// The entry for `key` (exact, case-sensitive match), if the catalog has one.
    public func entry(for key: String) -> CatalogEntry? {
        indexByKey[key].map { orderedEntries[$0] }
    }

    /// Every locale that has a localization in at least one entry, in first-seen order.
    public var localesInUse: [String] {
        var interner = LocaleInterner()
        for entry in entries {
            interner.startRow()
            for index in entry.localizations.indices { _ = interner.id(of: entry.localizations[index].locale) }
        }
        return interner.names
    }
}

/// One key of the catalog with its metadata and localizations.
public struct CatalogEntry: Sendable {
    public var key: String
    public var comment: String?
    /// `manual`, `stale`, `extracted_with_value`, `migrated`, … as written; nil when absent.
    public var extractionState: String?
    /// False when the entry is marked `"shouldTranslate" : false`.
    public var shouldTranslate: Bool
    /// Localizations in file order.
    public var localizations: [CatalogLocalization]
    public var unknownFields: [UnknownField]
    /// Byte offset and 1-based line of the entry's key in the file (0 for built values).
    public var offset: Int
    public var line: Int

    public init(
        key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
        localizations: [CatalogLocalization] = [], unknownFields: [UnknownField] = [], offset: Int = 0, line: Int = 0
    ) {
        self.key = key
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.unknownFields = unknownFields
        self.offset = offset
        self.line = line
    }

    /// True when Xcode marked the entry stale (no longer found in the source code).
    public var isStale: Bool { extractionState == "stale" }

    /// The localization for `locale` (exact, case-sensitive match).
    public func localization(for locale: String) -> CatalogLocalization? {
        localizations.last { $0.locale == locale }
    }
}

/// The translation of one entry into one locale.
public struct CatalogLocalization: Sendable {
    public var locale: String
    /// The plain unit or the variations (both may be absent: then the localization is invalid).
    public var content: LocalizedContent
    /// `%#@name@` substitutions, in file order.
    public var substitutions: [Substitution]
    /// Byte offset and 1-based line of the locale's name in the file (0 for built values).
    public var offset: Int
    public var line: Int

    public init(locale: String, content: LocalizedContent, substitutions: [Substitution] = [], offset: Int = 0, line: Int = 0) {
        self.locale = locale
        self.content = content
        self.substitutions = substitutions
        self.offset = offset
        self.line = line
    }

    /// Every string unit: the plain one, every (nested) variation and every substitution's.
    public var allUnits: [StringUnit] {
        var units: [StringUnit] = []
        content.collectUnits(into: &units)
        for substitution in substitutions { substitution.content.collectUnits(into: &units) }
        return units
    }

    /// Calls `body` with every string unit, in the order of `allUnits`, without collecting them.
    public func forEachUnit(_ body: (StringUnit) -> Void) {
        content.forEachUnit(body)
        for substitution in substitutions { substitution.content.forEachUnit(body) }
    }

    /// The substitution named `name`, if any.
    public func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }
}

/// A value that is either a plain string unit or variations (or, unusually, both).
/// Localizations, variation cases and substitutions all hold one.
public struct LocalizedContent: Sendable {
    public var stringUnit: StringUnit?
    public var variations: Variations?
    /// Members other than `stringUnit`, `variations` (and, for localizations, `substitutions`;
    /// for substitutions, `argNum` and `formatSpecifier`).
    public var unknownFields: [UnknownField]

    public init(stringUnit: StringUnit? = nil, variations: Variations? = nil, unknownFields: [UnknownField] = []) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.unknownFields = unknownFields
    }

    /// A plain translated unit: the common case.
    public static func unit(_ value: String, state: String = "translated") -> LocalizedContent {
        LocalizedContent(stringUnit: StringUnit(state: state, value: value))
    }

    func forEachUnit(_ body: (StringUnit) -> Void) {
        if let stringUnit { body(stringUnit) }
        if let variations {
            for selector in [variations] + variations.additional {
                for variationCase in selector.cases { variationCase.content.forEachUnit(body) }
            }
        }
    }

    func collectUnits(into units: inout [StringUnit]) {
        if let stringUnit { units.append(stringUnit) }
        if let variations {
            for selector in [variations] + variations.additional {
                for variationCase in selector.cases { variationCase.content.collectUnits(into: &units) }
            }
        }
    }

    /// True when there is no unit anywhere inside.
    public var isEmpty: Bool {
        if stringUnit != nil { return false }
        guard let variations else { return true }
        return ([variations] + variations.additional).allSatisfy { selector in selector.cases.allSatisfy { $0.content.isEmpty } }
    }
}

/// `variations` of a value: by plural category or by device.
public struct Variations: Sendable {
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        case plural, device
        /// A selector this reader does not know (kept, never chosen by lookup).
        case other(String)

        public init(name: String) {
            switch name {
            case "plural": self = .plural
            case "device": self = .device
            default: self = .other(name)
            }
        }

        public var name: String {
            switch self {
            case .plural: return "plural"
            case .device: return "device"
            case .other(let name): return name
            }
        }

        public var description: String { name }
    }

    public var kind: Kind
    /// Cases (`one`, `other`, `iphone`, …) in file order.
    public var cases: [VariationCase]
    /// Further selectors in the same `variations` object (unusual; kept for round trips).
    public var additional: [Variations]

    public init(kind: Kind, cases: [VariationCase], additional: [Variations] = []) {
        self.kind = kind
        self.cases = cases
        self.additional = additional
    }

    /// The case named `name`, if present.
    public func `case`(_ name: String) -> VariationCase? {
        cases.first { $0.name == name }
    }
}

/// One case of a variation (`one`, `few`, `ipad`, …) with its value.
public struct VariationCase: Sendable {
    public var name: String
    public var content: LocalizedContent
    public var offset: Int

    public init(name: String, content: LocalizedContent, offset: Int = 0) {
        self.name = name
        self.content = content
        self.offset = offset
    }
}

/// A `%#@name@` substitution of a localization.
public struct Substitution: Sendable {
    public var name: String
    /// The 1-based argument the substitution consumes; nil when absent.
    public var argNum: Int?
    /// The printf conversion of that argument without `%` (`lld`, `@`); nil when absent.
    public var formatSpecifier: String?
    public var content: LocalizedContent
    public var offset: Int

    public init(name: String, argNum: Int?, formatSpecifier: String?, content: LocalizedContent, offset: Int = 0) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.content = content
        self.offset = offset
    }
}

/// A leaf string: its translation state and text.
public struct StringUnit: Sendable, Equatable {
    /// `translated`, `new`, `needs_review`, … as written.
    public var state: String
    public var value: String
    public var unknownFields: [UnknownField]
    /// Byte offset and 1-based line of the unit's object in the file (0 for built values).
    public var offset: Int
    public var line: Int

    public init(state: String, value: String, unknownFields: [UnknownField] = [], offset: Int = 0, line: Int = 0) {
        self.state = state
        self.value = value
        self.unknownFields = unknownFields
        self.offset = offset
        self.line = line
    }
}

/// An object member this reader does not interpret, kept as its exact JSON text.
public struct UnknownField: Sendable, Equatable {
    public var name: String
    /// The member's value exactly as written in the file.
    public var json: String
    public var offset: Int

    public init(name: String, json: String, offset: Int = 0) {
        self.name = name
        self.json = json
        self.offset = offset
    }
}

extension StringCatalog {
    /// Why a command that shows or writes each name once cannot take this catalog — the
    /// first name it holds twice, where, `consequence` (what taking it would do) and `remedy`
    /// — or nil when every name occurs once: `FILE:LINE: "Mood" occurs more than once in
    /// strings (lines 3 and 9); CONSEQUENCE — merge them first`.
    package func duplicateRefusal(file: String, consequence: String, remedy: String? = "merge them first") -> String? {
        guard let duplicate = duplicateKeys.first else { return nil }
        let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
        let found = "\(file):\(duplicate.line): \"\(duplicate.name)\" occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line))"
        return found + "; " + consequence + (remedy.map { " — " + $0 } ?? "")
    }
}

/// A member name that occurs more than once in the same JSON object.
public struct DuplicateKey: Sendable, Equatable {
    /// Where the object is, e.g. `strings` or `strings["Mood"].localizations`.
    public var objectPath: String
    /// The repeated member name.
    public var name: String
    /// The entry the duplicate belongs to (its own key when the entry key itself repeats).
    public var entryKey: String?
    /// The locale, when the duplicate is inside one localization (or is the locale itself).
    public var locale: String?
    /// 1-based lines of the first and the repeated occurrence.
    public var firstLine: Int
    public var line: Int

    public init(objectPath: String, name: String, entryKey: String?, locale: String?, firstLine: Int, line: Int) {
        self.objectPath = objectPath
        self.name = name
        self.entryKey = entryKey
        self.locale = locale
        self.firstLine = firstLine
        self.line = line
    }
}
