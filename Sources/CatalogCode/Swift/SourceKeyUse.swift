import StringCatalog

/// A place in a Swift source file (1-based line and column; columns count Unicode scalars).
package struct SourceLocation: Sendable, Hashable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One literal key the code passes to a localizing API.
package struct SourceKeyUse: Sendable, Hashable {
    /// The key Xcode derives (`"\(count) days"` → `%lld days`); an interpolation of no
    /// evident type shows as `%@`.
    package var key: String
    /// For a key with interpolations of no evident type: the texts around them, each gap
    /// matching any one format specifier. nil for an exact key.
    package var patternParts: [String]?
    /// For a pattern: the key with the specifiers the app's declarations give the values
    /// interpolated (`KeyDeclarations.valueSpecifiers`), for `strings sync` to add when no
    /// catalog key matches; `typedKeyIsComplete` when no gap was left at `%@` unknowingly.
    package var typedKey: String?
    package var typedKeyIsComplete = false
    /// The API or pattern that makes the literal a key: `Text`, `localized:`, `labelKey:`.
    package var api: String
    /// The table (`tableName:` / `table:`) when the call names one.
    package var table: String?
    /// The call's `comment:` literal: Xcode copies it into the entry it extracts (nil for none
    /// and for `comment: ""`, which Xcode writes as no comment).
    package var comment: String?
    /// The call's `defaultValue:` literal, as Xcode writes it for the source language (its
    /// interpolations as specifiers); nil when the call has none.
    package var defaultValue: String?
    package var location: SourceLocation
    /// Whether the use is in code the app ships: not in a preview (`#Preview`, a
    /// `PreviewProvider`) nor under `#if DEBUG`. A use there makes its key used, yet a key
    /// missing from the catalog there breaks nothing users see.
    package var isShipped: Bool
    /// Whether Xcode's build extracts the key into the catalog: the literal is typed as a key
    /// (`Text("…")`, `String(localized:)`, a `LocalizedStringKey` parameter), not a `String` that a
    /// wrapper or an enum's raw value localizes later.
    package var isExtracted: Bool

    package init(
        key: String, patternParts: [String]? = nil, api: String, table: String? = nil, comment: String? = nil, defaultValue: String? = nil,
        location: SourceLocation, isShipped: Bool = true, isExtracted: Bool = true
    ) {
        self.isExtracted = isExtracted
        self.key = key
        self.patternParts = patternParts
        self.api = api
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.location = location
        self.isShipped = isShipped
    }

    /// Whether a catalog key is this use's key (for a pattern: with any specifier in each gap).
    package func matches(_ catalogKey: String) -> Bool {
        guard let parts = patternParts else { return catalogKey == key }
        return Self.matches(catalogKey, parts: parts)
    }

    /// Whether `catalogKey` is the texts `parts` with one specifier in each gap between them.
    static func matches(_ catalogKey: String, parts: [String]) -> Bool {
        var rest = catalogKey.unicodeScalars[...]
        for (index, part) in parts.enumerated() {
            if index > 0 {
                guard rest.first == "%" else { return false }
                let after = TranslatableText.skipSpecifier(rest.dropFirst())
                guard after.count < rest.count - 1 else { return false }
                rest = after
            }
            guard rest.starts(with: part.unicodeScalars) else { return false }
            rest = rest.dropFirst(part.unicodeScalars.count)
        }
        return rest.isEmpty
    }
}
