import StringCatalog

/// A generated symbol the code names: `.localizable.fileCount(n)`, `.settings(.organization)`,
/// `.Discover.landmarks` (a table's namespace and a member), or `Text(.landmarks)`,
/// `LocalizedStringResource.landmarks` (a member of the `Localizable` table, as Xcode 26
/// generates it).
package struct SymbolUse: Sendable, Hashable {
    /// The namespace as written (`localizable`, `Settings`); nil for an unqualified member.
    package var namespace: String?
    package var member: String
    package var location: SourceLocation
    package var isShipped: Bool

    package init(namespace: String?, member: String, location: SourceLocation, isShipped: Bool = true) {
        self.namespace = namespace
        self.member = member
        self.location = location
        self.isShipped = isShipped
    }

    /// How the use is written, for messages: `.settings.organization`.
    package var written: String { "." + (namespace.map { $0 + "." } ?? "") + member }

    /// Whether the use names `table`'s symbols: its namespace is the table's name in any
    /// generator's spelling (`localizable`, `Localizable`, `settings`), or, unqualified, the
    /// table is `Localizable`.
    package func names(table: String) -> Bool {
        guard let namespace else { return table == "Localizable" }
        return CatalogSymbol.matchForm(namespace) == CatalogSymbol.matchForm(table)
    }
}

/// The catalog keys generated symbols in the code stand for, and the symbols that stand for
/// no key: a symbol is matched to a key by their letters and digits (`CatalogSymbol.matchForm`),
/// so it holds for Xcode's rule and the open-source generators' alike.
package struct SymbolResolution: Sendable {
    /// Keys some symbol use names.
    package private(set) var usedKeys: Set<String> = []
    /// Per key, its first use.
    package private(set) var firstUse: [String: SymbolUse] = [:]
    /// Uses that name this table's symbols but no key of it, in code order: a key the code
    /// needs (deleted, renamed). An unqualified member counts only when the code evidently
    /// uses Xcode's symbols of this table (another unqualified use names a key): `Text(.x)`
    /// may be an app's own static member otherwise.
    package private(set) var unresolved: [SymbolUse] = []

    package init(uses: [SymbolUse], catalog: StringCatalog, table: String) {
        guard !uses.isEmpty else { return }
        var byForm: [String: [String]] = [:]
        for entry in catalog.entries { byForm[CatalogSymbol.matchForm(entry.key), default: []].append(entry.key) }
        var unqualifiedResolved = false
        var unqualifiedMisses: [SymbolUse] = []
        for use in uses where use.names(table: table) {
            let form = CatalogSymbol.matchForm(use.member)
            if let keys = byForm[form], !form.isEmpty {
                for key in keys where usedKeys.insert(key).inserted { firstUse[key] = use }
                if use.namespace == nil { unqualifiedResolved = true }
            } else if use.namespace == nil {
                unqualifiedMisses.append(use)
            } else {
                unresolved.append(use)
            }
        }
        if unqualifiedResolved { unresolved += unqualifiedMisses }
    }
}
