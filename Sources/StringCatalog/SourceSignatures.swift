extension EntryChecker {
    /// The source text's signatures for one entry, each worked out once however many
    /// locales compare with it (an entry with 40 locales asks for the same path 39 times).
    struct SourceSignatures {
        let entry: CatalogEntry
        let source: CatalogLocalization?
        private var main: [Cached] = []
        private var substitutions: [Cached] = []

        /// The source text at a path (nil: nothing comparable) and its signatures.
        private struct Cached {
            var name: String
            var path: CompletenessChecker.VariantPath
            var text: String?
            var substitution: Substitution?
            var packed: PackedFormatSignature?
            var full: FormatSignature?
        }

        init(entry: CatalogEntry, source: CatalogLocalization?) {
            self.entry = entry
            self.source = source
        }

        /// The packed source signature for a translation leaf at `path`; nil when the source
        /// has nothing comparable (or there is no source localization).
        mutating func packed(for path: CompletenessChecker.VariantPath, memo: inout PackedFormatSignature.TypeMemo) -> PackedFormatSignature? {
            let index = mainIndex(for: path)
            if let packed = main[index].packed { return packed }
            guard let text = main[index].text else { return nil }
            let packed = PackedFormatSignature.main(text, substitutions: source, memo: &memo)
            main[index].packed = packed
            return packed
        }

        /// The full source signature for a translation leaf at `path`.
        mutating func signature(for path: CompletenessChecker.VariantPath) -> FormatSignature? {
            let index = mainIndex(for: path)
            if let full = main[index].full { return full }
            guard let text = main[index].text else { return nil }
            let full = CompletenessChecker.mainSignature(text, source)
            main[index].full = full
            return full
        }

        mutating func packedSubstitution(
            name: String, path: CompletenessChecker.VariantPath, memo: inout PackedFormatSignature.TypeMemo
        ) -> PackedFormatSignature? {
            let index = substitutionIndex(name: name, path: path)
            if let packed = substitutions[index].packed { return packed }
            guard let text = substitutions[index].text, let substitution = substitutions[index].substitution else { return nil }
            let packed = PackedFormatSignature.substitution(text, substitution, memo: &memo)
            substitutions[index].packed = packed
            return packed
        }

        mutating func substitutionSignature(name: String, path: CompletenessChecker.VariantPath) -> (FormatSignature, Substitution)? {
            let index = substitutionIndex(name: name, path: path)
            guard let text = substitutions[index].text, let substitution = substitutions[index].substitution else { return nil }
            if let full = substitutions[index].full { return (full, substitution) }
            let full = CompletenessChecker.substitutionSignature(text, substitution)
            substitutions[index].full = full
            return (full, substitution)
        }

        private mutating func mainIndex(for path: CompletenessChecker.VariantPath) -> Int {
            if let index = main.firstIndex(where: { $0.path == path }) { return index }
            let text = source.flatMap { CompletenessChecker.sourceText($0.content, path: path[...]) }
            main.append(Cached(name: "", path: path, text: text))
            return main.count - 1
        }

        private mutating func substitutionIndex(name: String, path: CompletenessChecker.VariantPath) -> Int {
            if let index = substitutions.firstIndex(where: { $0.name == name && $0.path == path }) { return index }
            let substitution = source?.substitution(named: name)
            let text = substitution.flatMap { CompletenessChecker.sourceText($0.content, path: path[...]) }
            substitutions.append(Cached(name: name, path: path, text: text, substitution: substitution))
            return substitutions.count - 1
        }
    }
}
