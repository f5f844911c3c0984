import StringCatalog

extension EntryChecker {
    /// The source text's signatures for one entry, each worked out once however many
    /// locales compare with it (an entry with 40 locales asks for the same path 39 times).
    struct SourceSignatures {
        let entry: CatalogEntry
        let source: CatalogLocalization?
        private var main: [Cached] = []
        /// The arguments of every source form together (`argumentUnion`), once worked out.
        var union: ArgumentUnion?

        /// The source text at a path (nil: nothing comparable) and its signatures.
        private struct Cached {
            var path: VariantPath
            var text: String?
            var packed: PackedFormatSignature?
            var full: FormatSignature?
        }

        init(entry: CatalogEntry, source: CatalogLocalization?) {
            self.entry = entry
            self.source = source
        }

        /// The packed source signature for a translation leaf at `path`; nil when the source
        /// has nothing comparable (or there is no source localization).
        mutating func packed(for path: VariantPath, memo: inout PackedFormatSignature.TypeMemo) -> PackedFormatSignature? {
            let index = mainIndex(for: path)
            if let packed = main[index].packed { return packed }
            guard let text = main[index].text else { return nil }
            let packed = PackedFormatSignature.main(text, substitutions: source, memo: &memo)
            main[index].packed = packed
            return packed
        }

        /// The full source signature for a translation leaf at `path`.
        mutating func signature(for path: VariantPath) -> FormatSignature? {
            let index = mainIndex(for: path)
            if let full = main[index].full { return full }
            guard let text = main[index].text else { return nil }
            let full = CompletenessChecker.mainSignature(text, source)
            main[index].full = full
            return full
        }

        private mutating func mainIndex(for path: VariantPath) -> Int {
            if let index = main.firstIndex(where: { $0.path == path }) { return index }
            let text = source.flatMap { CompletenessChecker.sourceText($0.content, path: path[...]) }
            main.append(Cached(path: path, text: text))
            return main.count - 1
        }
    }
}
