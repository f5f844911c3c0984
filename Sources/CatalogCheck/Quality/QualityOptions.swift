import StringCatalog

/// What a run gives the quality checks beyond the catalog: the glossary, the terms that stay as
/// they are, and length limits per key pattern (`.trackerkit.json`, `--glossary`).
public struct QualityOptions: Sendable {
    public var glossary: Glossary
    /// Terms translations keep as in the source (`keepTerms`): never `same-as-source`.
    public var keepTerms: [String]
    public var maxLength: [MaxLengthPattern]

    public init(glossary: Glossary = Glossary(rows: []), keepTerms: [String] = [], maxLength: [MaxLengthPattern] = []) {
        self.glossary = glossary
        self.keepTerms = keepTerms
        self.maxLength = maxLength
    }
}
