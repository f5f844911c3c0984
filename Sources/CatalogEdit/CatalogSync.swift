import StringCatalog
import CatalogCode

/// What Xcode's key extraction would do to a catalog given the code's key uses
/// (`SwiftKeyScanner`), worked out without Xcode — `strings sync`.
///
/// The rules follow what Xcode wrote in the sync commits of published apps:
/// - a key the code uses and the catalog lacks is added with no `extractionState`; it has no
///   localization unless the call gives a `defaultValue:` (then it is
///   `extracted_with_value` with that value as the source language's `new` unit) or the key has
///   two or more specifiers (then the source language gets the key with positional
///   specifiers, `%1$@ (%2$lld)`, as a `new` unit, so translators can reorder them);
/// - the `comment:` of the call becomes the entry's comment, the distinct comments of several
///   calls sorted and joined by line breaks (an existing key's comment too when the code's
///   differs: the code is where Xcode takes it from);
/// - an extracted key no code uses is marked `stale` when it has localizations, and removed
///   when it has none (nothing would be lost: Xcode adds it again if the code comes back);
/// - a stale key the code uses again loses its `stale` mark when the use is one Xcode extracts
///   (not a wrapper's `String`, not a linked package's or framework's code); any use keeps a
///   key from going stale;
/// - a key the code holds as a literal anywhere (with interpolations: the key it would make) is
///   possibly used and stays as it is (Xcode sees through every type; the scan sees the app's
///   own code and Apple's APIs only);
/// - a `manual` key is never touched, and neither is a key that `dynamicKeys` or
///   `// trackerkit:keys` declares as built at run time, nor one the settings ignore.
/// An interpolation whose type the scanner cannot see takes the specifier of the type the app
/// declares for that name (`let total: Int` → `%lld`), else `%@` (Xcode knows the type): such
/// additions are listed as guessed, and a catalog key that fits the pattern with any specifier
/// counts as the key used.
package struct CatalogSync: Sendable {
    /// One key to add.
    package struct Addition: Sendable {
        package var entry: CatalogEntry
        /// Where the code uses it first.
        package var location: SourceLocation
        /// Whether a specifier in the key stands for an interpolation of no evident type.
        package var isGuessed: Bool
    }

    /// A comment replaced by the code's.
    package struct CommentChange: Sendable {
        package var key: String
        package var old: String?
        package var new: String
    }

    package private(set) var additions: [Addition] = []
    /// Keys marked stale, in catalog order.
    package private(set) var staled: [String] = []
    /// Keys removed (no code uses them and they have no localization), in catalog order.
    package private(set) var removed: [String] = []
    /// Stale keys the code uses again, in catalog order.
    package private(set) var unstaled: [String] = []
    package private(set) var commentChanges: [CommentChange] = []

    /// Whether the sync changes nothing.
    package var isEmpty: Bool {
        additions.isEmpty && staled.isEmpty && removed.isEmpty && unstaled.isEmpty && commentChanges.isEmpty
    }

    /// The sync of `catalog`, whose table is `table` (its file name without `.xcstrings`),
    /// with the uses of `scan`; keys `ignored` matches are neither added nor changed.
    package init(catalog: StringCatalog, table: String, scan: SourceScan, ignored: KeyFilter = KeyFilter()) {
        // Where the project turns extraction off, Xcode's build never changes the catalog.
        guard scan.extractionOffTargets.isEmpty else { return }
        let uses = scan.uses.filter { ($0.table ?? "Localizable") == table }
        let dynamic = KeyFilter(globs: scan.dynamicKeys)
        var used = Set<String>()
        // Keys a use Xcode extracts names: only those clear a stale mark, as in Xcode.
        var extractedKeys = Set<String>()
        // Per key, the distinct comments of its extracted uses: Xcode joins them, sorted, with
        // line breaks.
        var comments: [String: [String]] = [:]
        var newKeys: [String] = []
        var newUses: [String: (use: SourceKeyUse, defaultValue: String?)] = [:]
        var patternMatches: [String: [String]] = [:]
        let catalogKeys = catalog.entries.map(\.key)
        func note(_ key: String, _ use: SourceKeyUse) {
            guard use.isExtracted else { return }
            extractedKeys.insert(key)
            if let comment = use.comment, comments[key]?.contains(comment) != true { comments[key, default: []].append(comment) }
        }
        for use in uses {
            if catalog.entry(for: use.key) != nil {
                used.insert(use.key)
                note(use.key, use)
                continue
            }
            if use.patternParts != nil {
                // The same pattern is often used in many places: match it against the keys once.
                let pattern = (use.patternParts ?? []).joined(separator: "\u{1}")
                let matches = patternMatches[pattern] ?? catalogKeys.filter(use.matches)
                patternMatches[pattern] = matches
                if !matches.isEmpty {
                    for key in matches {
                        used.insert(key)
                        note(key, use)
                    }
                    continue
                }
            }
            // A String localized later (a wrapper's argument, an enum's raw value) is a key the
            // build does not extract: the catalog gets it by hand, if at all.
            // Where the scan cannot see a value's type, its declaration may tell (`let total: Int`).
            let key = use.typedKey ?? use.key
            guard !key.isEmpty, use.isExtracted, !ignored.matches(key) else { continue }
            note(key, use)
            if let known = newUses[key] {
                if known.defaultValue == nil, use.defaultValue != nil { newUses[key] = (known.use, use.defaultValue) }
            } else {
                newKeys.append(key)
                newUses[key] = (use, use.defaultValue)
            }
        }
        // A key a generated symbol names is used (`.localizable.title`): Xcode manages such keys
        // by hand, and the open-source generators' keys are no extracted ones either.
        used.formUnion(SymbolResolution(uses: scan.symbolUses, catalog: catalog, table: table).usedKeys)
        func comment(of key: String) -> String? {
            comments[key].map { $0.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.joined(separator: "\n") }
        }
        for key in newKeys {
            guard let (use, defaultValue) = newUses[key] else { continue }
            additions.append(Addition(
                entry: Self.extractedEntry(key: key, comment: comment(of: key), defaultValue: defaultValue, sourceLanguage: catalog.sourceLanguage),
                location: use.location, isGuessed: use.patternParts != nil && !use.typedKeyIsComplete))
        }
        for entry in catalog.entries {
            guard entry.extractionState != "manual", !ignored.matches(entry.key) else { continue }
            if used.contains(entry.key) {
                if entry.isStale, extractedKeys.contains(entry.key) { unstaled.append(entry.key) }
                if let comment = comment(of: entry.key), comment != entry.comment {
                    commentChanges.append(CommentChange(key: entry.key, old: entry.comment, new: comment))
                }
                continue
            }
            guard !entry.isStale, dynamic.isEmpty || !dynamic.matches(entry.key) else { continue }
            // A key the code holds as a plain literal may reach a localizing API the scan does
            // not know (a package's view taking a `LocalizedStringKey`, a String localized
            // later): possibly used, so it is left as it is.
            guard !scan.holdsAsLiteral(entry.key) else { continue }
            if entry.localizations.isEmpty { removed.append(entry.key) } else { staled.append(entry.key) }
        }
    }

    /// `catalog` with the sync applied: new keys in the catalog's order of keys (the writer
    /// sorts them as Xcode does), the others changed where they stand.
    package func applied(to catalog: StringCatalog) -> StringCatalog {
        var result = catalog
        for key in removed { result.removeEntry(forKey: key) }
        for key in staled {
            guard var entry = result.entry(for: key) else { continue }
            entry.extractionState = "stale"
            result.setEntry(entry)
        }
        for key in unstaled {
            guard var entry = result.entry(for: key) else { continue }
            entry.extractionState = nil
            result.setEntry(entry)
        }
        for change in commentChanges {
            guard var entry = result.entry(for: change.key) else { continue }
            entry.comment = change.new
            entry.unknownFields.removeAll { $0.name == "isCommentAutoGenerated" }
            result.setEntry(entry)
        }
        for addition in additions { result.setEntry(addition.entry) }
        return result
    }

    /// The entry Xcode writes for a key it extracts.
    static func extractedEntry(key: String, comment: String?, defaultValue: String?, sourceLanguage: String) -> CatalogEntry {
        if let defaultValue {
            let value = positional(defaultValue)
            return CatalogEntry(
                key: key, comment: comment, extractionState: "extracted_with_value",
                localizations: [CatalogLocalization(locale: sourceLanguage, content: .unit(value, state: "new"))])
        }
        let specifiers = FormatSpecifier.parse(key)
        guard specifiers.count > 1 else { return CatalogEntry(key: key, comment: comment) }
        return CatalogEntry(
            key: key, comment: comment,
            localizations: [CatalogLocalization(locale: sourceLanguage, content: .unit(positional(key), state: "new"))])
    }

    /// `text` with its specifiers numbered (`%@ (%lld)` → `%1$@ (%2$lld)`) when it has two
    /// or more and none is numbered yet; else `text` unchanged.
    static func positional(_ text: String) -> String {
        let specifiers = FormatSpecifier.parse(text)
        guard specifiers.count > 1, !specifiers.contains(where: { $0.isPositional || $0.substitutionName != nil }) else { return text }
        var bytes = Array(text.utf8)
        // From the end, so earlier offsets stay valid.
        for (index, specifier) in specifiers.enumerated().reversed() {
            bytes.insert(contentsOf: Array("\(index + 1)$".utf8), at: specifier.utf8Range.lowerBound + 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
