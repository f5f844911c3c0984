import StringCatalog

/// What changed between two versions of a catalog, for review (`strings diff`): keys added,
/// removed and renamed (the same units under a new key), and per key every string unit whose
/// source text, translation or state changed, every unit added or removed, and every other
/// member that changed (`comment`, `extractionState`, `shouldTranslate`, a substitution's
/// `argNum`, …). Nothing that differs is left out: two catalogs with no change between them
/// are equal as JSON, apart from the order of members and the layout.
package struct CatalogDiff: Sendable {
    /// A unit's text and state, or another member's value (`state` nil).
    package struct Value: Sendable, Hashable {
        /// The text of a unit or a string member; the JSON text of any other value.
        package let text: String
        package let state: String?
        /// Whether the value is a string (a unit's text is one).
        package let isString: Bool

        /// For people: a string quoted, a unit with its state (`"Laune" (translated)`).
        package var shown: String {
            let quoted = isString ? JSONText.quote(text) : text
            return state.map { "\(quoted) (\($0))" } ?? quoted
        }
    }

    /// A key only one version has.
    package struct Key: Sendable {
        package let key: String
        /// Everything the entry holds, units and other members, in Xcode's order.
        package let contents: [(place: CatalogPlace, value: Value)]
        /// The locales it has units in, in Xcode's order.
        package var locales: [String] {
            var seen = Set<String>()
            return contents.compactMap(\.place.locale).filter { seen.insert($0).inserted }
        }
    }

    package struct Rename: Sendable, Equatable {
        package let from: String
        package let to: String
    }

    package struct Change: Sendable {
        package enum Kind: String, Sendable, CaseIterable {
            /// A unit only the new version has, or only the old one.
            case added, removed
            /// The source-language text, a translation, or only the state of a unit.
            case source, translation, state
            /// Any other member (`comment`, `extractionState`, …).
            case field
        }

        package let kind: Kind
        package let place: CatalogPlace
        package let before: Value?
        package let after: Value?
    }

    package let sourceLanguage: String
    package let added: [Key]
    package let removed: [Key]
    package let renamed: [Rename]
    /// Within keys both versions have (and renamed ones: their other members), in Xcode's
    /// order of keys, then locales, then paths.
    package let changes: [Change]

    package var isEmpty: Bool { added.isEmpty && removed.isEmpty && renamed.isEmpty && changes.isEmpty }

    /// The changes from `old` to `new`.
    package static func between(_ old: StringCatalog, _ new: StringCatalog) -> CatalogDiff {
        let oldTree = StringCatalogWriter.tree(old), newTree = StringCatalogWriter.tree(new)
        let oldEntries = Dictionary(oldTree.member("strings")?.members ?? [], uniquingKeysWith: { _, last in last })
        let newEntries = Dictionary(newTree.member("strings")?.members ?? [], uniquingKeysWith: { _, last in last })
        let removed = oldEntries.keys.filter { newEntries[$0] == nil }.sorted(by: StringCatalogWriter.xcodeOrder)
            .map { Key(key: $0, contents: contents(of: oldEntries[$0] ?? .object([]), key: $0)) }
        var added = newEntries.keys.filter { oldEntries[$0] == nil }.sorted(by: StringCatalogWriter.xcodeOrder)
            .map { Key(key: $0, contents: contents(of: newEntries[$0] ?? .object([]), key: $0)) }
        // A removed key whose units an added key has, unchanged, was renamed.
        var bySignature: [[UnitAt]: [Int]] = [:]
        for (index, key) in added.enumerated() where !key.unitSignature.isEmpty { bySignature[key.unitSignature, default: []].append(index) }
        var renamed: [Rename] = []
        var keptRemoved: [Key] = []
        var compared = oldEntries.compactMap { key, entry in
            newEntries[key].flatMap { $0 == entry ? nil : (key: key, old: entry, new: $0) }
        }
        var renamedIndices = Set<Int>()
        for key in removed {
            guard let index = bySignature[key.unitSignature]?.first else {
                keptRemoved.append(key)
                continue
            }
            bySignature[key.unitSignature]?.removeFirst()
            renamedIndices.insert(index)
            renamed.append(Rename(from: key.key, to: added[index].key))
            compared.append((added[index].key, oldEntries[key.key] ?? .object([]), newEntries[added[index].key] ?? .object([])))
        }
        added = added.enumerated().filter { !renamedIndices.contains($0.offset) }.map(\.element)
        var changes = Self.changes(old: topLevel(oldTree), new: topLevel(newTree), key: nil, sourceLanguage: new.sourceLanguage)
        for entry in compared.sorted(by: { StringCatalogWriter.xcodeOrder($0.key, $1.key) }) {
            changes += Self.changes(old: leaves(of: entry.old), new: leaves(of: entry.new), key: entry.key, sourceLanguage: new.sourceLanguage)
        }
        return CatalogDiff(
            sourceLanguage: new.sourceLanguage, added: added, removed: keptRemoved,
            renamed: renamed.sorted { StringCatalogWriter.xcodeOrder($0.to, $1.to) }, changes: changes)
    }

    /// Every unit and other member of `catalog`, entry by entry, in Xcode's order (what the
    /// text conversion for `git diff` lists).
    package static func contents(of catalog: StringCatalog) -> [(place: CatalogPlace, value: Value)] {
        let tree = StringCatalogWriter.tree(catalog)
        var result = topLevel(tree).map { (CatalogPlace(jsonPath: $0.path), value(of: $0.node, isUnit: false)) }
        for (key, entry) in (tree.member("strings")?.members ?? []).sorted(by: { StringCatalogWriter.xcodeOrder($0.0, $1.0) }) {
            result += contents(of: entry, key: key)
        }
        return result
    }

    // MARK: Leaves

    /// A unit or member below an entry (or at the top), with the member names that lead to it.
    private typealias Leaf = (path: [String], node: CatalogNode)

    /// A unit of a key, without the key: what a renamed key keeps.
    fileprivate struct UnitAt: Hashable {
        var locale: String?
        var path: String
        var value: Value
    }

    private static func topLevel(_ tree: CatalogNode) -> [Leaf] {
        (tree.members ?? []).filter { $0.0 != "strings" }.sorted { StringCatalogWriter.xcodeOrder($0.0, $1.0) }.map { ([$0.0], $0.1) }
    }

    /// The entry's string units and scalar members, with paths from the top of the file.
    private static func leaves(of entry: CatalogNode, key: String? = nil) -> [Leaf] {
        var leaves: [Leaf] = []
        collect(entry, path: key.map { ["strings", $0] } ?? [], into: &leaves)
        return leaves
    }

    private static func collect(_ node: CatalogNode, path: [String], into leaves: inout [Leaf]) {
        guard path.last != "stringUnit", let members = node.members, !members.isEmpty else {
            leaves.append((path, node))
            return
        }
        for (name, value) in members.sorted(by: { StringCatalogWriter.xcodeOrder($0.0, $1.0) }) {
            collect(value, path: path + [name], into: &leaves)
        }
    }

    private static func contents(of entry: CatalogNode, key: String) -> [(place: CatalogPlace, value: Value)] {
        leaves(of: entry, key: key).map { leaf in
            let place = CatalogPlace(jsonPath: leaf.path)
            return (place, value(of: leaf.node, isUnit: place.isUnit))
        }
    }

    private static func value(of node: CatalogNode, isUnit: Bool) -> Value {
        if isUnit, case .string(let text)? = node.member("value"), case .string(let state)? = node.member("state") {
            return Value(text: text, state: state, isString: true)
        }
        switch node {
        case .string(let text): return Value(text: text, state: nil, isString: true)
        case .literal(let text): return Value(text: text, state: nil, isString: false)
        default:
            var text = ""
            CatalogLayoutStyle.oneLine.render(node, indent: "", into: &text)
            return Value(text: text, state: nil, isString: false)
        }
    }

    /// The changes between two lists of leaves (paths below the entry of `key`, or from the
    /// top of the file).
    private static func changes(old: [Leaf], new: [Leaf], key: String?, sourceLanguage: String) -> [Change] {
        let oldByPath = Dictionary(old.map { ($0.path, $0.node) }, uniquingKeysWith: { _, last in last })
        let newByPath = Dictionary(new.map { ($0.path, $0.node) }, uniquingKeysWith: { _, last in last })
        var paths = new.map(\.path)
        paths += old.map(\.path).filter { newByPath[$0] == nil }
        paths.sort { $0.lexicographicallyPrecedes($1, by: StringCatalogWriter.xcodeOrder) }
        return paths.compactMap { path in
            let before = oldByPath[path], after = newByPath[path]
            guard before != after else { return nil }
            let place = CatalogPlace(jsonPath: key.map { ["strings", $0] + path } ?? path)
            let old = before.map { value(of: $0, isUnit: place.isUnit) }, new = after.map { value(of: $0, isUnit: place.isUnit) }
            return Change(kind: kind(place, old, new, sourceLanguage: sourceLanguage), place: place, before: old, after: new)
        }
    }

    private static func kind(_ place: CatalogPlace, _ old: Value?, _ new: Value?, sourceLanguage: String) -> Change.Kind {
        guard place.isUnit else { return .field }
        guard let old else { return .added }
        guard let new else { return .removed }
        if old.text == new.text && old.state != new.state { return .state }
        return place.locale == sourceLanguage ? .source : .translation
    }
}

extension CatalogDiff.Key {
    /// The units without the key, in order: equal for a key and its renamed copy.
    fileprivate var unitSignature: [CatalogDiff.UnitAt] {
        contents.filter(\.place.isUnit).map { CatalogDiff.UnitAt(locale: $0.place.locale, path: $0.place.path, value: $0.value) }
    }
}

extension CatalogDiff {
    /// The numbers a review reads first.
    package struct Counts: Sendable, Equatable {
        package var keysAdded = 0
        package var keysRemoved = 0
        package var keysRenamed = 0
        /// String units added, removed or changed in keys both versions have.
        package var units = 0
        /// Keys with a changed unit.
        package var keysWithUnitChanges = 0
        /// Changes of other members (`comment`, `extractionState`, …).
        package var otherChanges = 0
        /// Per locale (the source language first, then Xcode's order), the changed units by kind.
        package var locales: [(locale: String, kinds: [Change.Kind: Int])] = []

        package static func == (lhs: Counts, rhs: Counts) -> Bool {
            lhs.keysAdded == rhs.keysAdded && lhs.keysRemoved == rhs.keysRemoved && lhs.keysRenamed == rhs.keysRenamed && lhs.units == rhs.units
                && lhs.keysWithUnitChanges == rhs.keysWithUnitChanges && lhs.otherChanges == rhs.otherChanges
                && lhs.locales.map(\.locale) == rhs.locales.map(\.locale) && lhs.locales.map(\.kinds) == rhs.locales.map(\.kinds)
        }
    }

    package var counts: Counts {
        var counts = Counts(keysAdded: added.count, keysRemoved: removed.count, keysRenamed: renamed.count)
        var byLocale: [String: [Change.Kind: Int]] = [:]
        var keys = Set<String>()
        for change in changes {
            guard change.place.isUnit, let locale = change.place.locale else {
                counts.otherChanges += 1
                continue
            }
            counts.units += 1
            keys.insert(change.place.key ?? "")
            byLocale[locale, default: [:]][change.kind, default: 0] += 1
        }
        counts.keysWithUnitChanges = keys.count
        counts.locales = byLocale.sorted { lhs, rhs in
            lhs.key == sourceLanguage || (rhs.key != sourceLanguage && StringCatalogWriter.xcodeOrder(lhs.key, rhs.key))
        }.map { ($0.key, $0.value) }
        return counts
    }
}
