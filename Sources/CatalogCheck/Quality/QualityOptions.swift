import StringCatalog

/// What a run gives the quality checks beyond the catalog: the glossary, the terms that stay as
/// they are, and length limits per key pattern (`.trackerkit.json`, `--glossary`).
package struct QualityOptions: Sendable {
    package var glossary: Glossary
    /// Terms translations keep as in the source (`keepTerms`): never `same-as-source`.
    package var keepTerms: [String]
    package var maxLength: [MaxLengthPattern]

    package init(glossary: Glossary = Glossary(rows: []), keepTerms: [String] = [], maxLength: [MaxLengthPattern] = []) {
        self.glossary = glossary
        self.keepTerms = keepTerms
        self.maxLength = maxLength
    }
}
