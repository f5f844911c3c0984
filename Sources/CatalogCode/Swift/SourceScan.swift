import StringCatalog

/// What scanning sources found: the keys used, in file and position order, and the key globs
/// of `// trackerkit:keys PATTERN…` annotations (keys built at run time).
package struct SourceScan: Sendable {
    package var uses: [SourceKeyUse] = []
    package var dynamicKeys: [String] = []
    /// The table of the catalog checked against these uses (its file name without
    /// `.xcstrings`): uses naming another `tableName:` are left out.
    package var table = "Localizable"
    package var files = 0
    package var lines = 0
    /// Every plain string literal of the code (no interpolation), wherever it stands: a key
    /// held as a String and localized later (`Item(title: "Rename")`) is possibly used, so it
    /// gets no `unused-key` warning. Distinct texts only, so memory grows with the code's
    /// vocabulary, not with how often a text is repeated.
    package var literals: Set<String> = []
    /// The same for literals with interpolations: their keys (`%lld days`) are in `literals`
    /// when every interpolation's type is evident, else their parts are here (`patternParts`).
    package var literalPatterns: Set<[String]> = []
    /// The generated symbols the code names (`.localizable.title`, `Text(.title)`), in file
    /// and position order: uses of the keys they stand for (`SymbolResolution`).
    package var symbolUses: [SymbolUse] = []
    /// The texts of literals that build a text at run time: around the interpolations of a
    /// literal (`"settings.\(name)"` → `["settings.", ""]`), and a literal joined with `+` to
    /// something else (`"row." + id` → `["row.", ""]`). A key they can make is one the scan
    /// cannot tell used or unused (`mayBuild`).
    package var buildingTexts: Set<[String]> = []
    /// The project's targets that bundle the catalog, when every one of them turns Xcode's key
    /// extraction off (`ProjectCatalogCode.extractionOffTargets`): the build adds nothing to
    /// the catalog, and `strings sync` changes nothing.
    package var extractionOffTargets: [String] = []
    /// The names the code calls (`tr(`) or reads as members (`.localized`), outside their
    /// declarations: a wrapper or member none of them names is called by nothing.
    package var referencedNames: Set<String> = []

    package init(uses: [SourceKeyUse] = [], dynamicKeys: [String] = []) {
        self.uses = uses
        self.dynamicKeys = dynamicKeys
    }

    package mutating func append(_ other: SourceScan) {
        uses += other.uses
        dynamicKeys += other.dynamicKeys
        files += other.files
        lines += other.lines
        literals.formUnion(other.literals)
        literalPatterns.formUnion(other.literalPatterns)
        symbolUses += other.symbolUses
        buildingTexts.formUnion(other.buildingTexts)
        referencedNames.formUnion(other.referencedNames)
    }

    /// The texts of a literal that may build `key` at run time, with something of any length
    /// but at least one character in each gap; nil when none may. Only texts with two letters
    /// or more count (`"\(a) \(b)"` could be anything).
    package func mayBuild(_ key: String) -> [String]? {
        for texts in buildingTexts where texts.count > 1 {
            guard texts.joined().unicodeScalars.filter(\.properties.isAlphabetic).count >= 2 else { continue }
            if Self.fits(key, texts) { return texts }
        }
        return nil
    }

    /// Whether `key` is `texts` with one or more characters in each gap between them.
    static func fits(_ key: String, _ texts: [String]) -> Bool {
        guard let first = texts.first, let last = texts.last, key.hasPrefix(first), key.hasSuffix(last) else { return false }
        var rest = Substring(key.dropFirst(first.count))
        for (index, text) in texts.enumerated().dropFirst() {
            if index == texts.count - 1 {
                return rest.count > text.count && rest.hasSuffix(text)
            }
            guard !text.isEmpty, let range = rest.dropFirst().range(of: text) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// Whether the code holds `key` as a literal (plain, or with interpolations giving that
    /// key): possibly localized where the scan cannot see it.
    package func holdsAsLiteral(_ key: String) -> Bool {
        if literals.contains(key) { return true }
        guard !literalPatterns.isEmpty, key.utf8.contains(UInt8(ascii: "%")) else { return false }
        return literalPatterns.contains { SourceKeyUse.matches(key, parts: $0) }
    }
}
