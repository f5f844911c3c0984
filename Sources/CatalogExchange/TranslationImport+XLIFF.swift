import StringCatalog

extension TranslationImport {
    /// What `strings import` reads as XLIFF: `.xliff` and `.xlf` files and `.xcloc` bundles;
    /// any other file is a translator CSV.
    package static func readsAsXLIFF(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".xliff", ".xlf", ".xcloc", ".xcloc/"].contains { lowered.hasSuffix($0) }
    }

    /// XLIFF files as batches of rows: one batch per `<file>`, routed to the catalog its
    /// `original` names. A trans-unit id (`KEY`, `KEY|==|plural.one`, …) names the unit,
    /// `<target>` is the translation and its state (translated, final, signed-off → translated;
    /// new, needs-translation → new; needs-review-* → needs_review) the row's state, `<source>`
    /// the source text it was made from. A unit without a target is no edit; a unit whose id or
    /// state cannot be read is refused.
    ///
    /// A `<file>` naming a catalog the run does not have, without a target language, with
    /// another source language than its catalog, or whose target language is the catalog's
    /// source language is an input error: nothing is applied.
    ///
    /// Several `<file>` elements of one file that route to the same catalog with the same
    /// target language make one batch, so a unit given in two of them is rejected as a second
    /// row within one file (the importer's rule), not applied twice with the last one winning.
    /// - Parameter documents: each file's name (as messages name it) and content, in order.
    package func batches(fromXLIFF documents: [(file: String, document: XLIFFDocument)], originals: XLIFFOriginals) throws(InputError) -> [Batch] {
        // The key sets are made once for all files (a run may bring 40 locales' files).
        let keySets = targets.map { Set($0.catalog.entries.map(\.key)) }
        var batches: [Batch] = []
        for (file, document) in documents {
            // Per catalog and locale, the batch of this file that already holds their units.
            var opened: [String: Int] = [:]
            for element in document.files {
                let batch = try batch(of: element, in: file, keys: keySets, originals: originals)
                let place = "\(batch.catalogIndex)\u{0}\(batch.declaredLocale ?? "")"
                if let index = opened[place] {
                    batches[index].rows += batch.rows
                    batches[index].refused += batch.refused
                } else {
                    opened[place] = batches.count
                    batches.append(batch)
                }
            }
        }
        return batches
    }

    private func batch(of element: XLIFFDocument.File, in file: String, keys keySets: [Set<String>], originals: XLIFFOriginals) throws(InputError) -> Batch {
        guard let index = originals.match(element.original) else {
            throw InputError(
                file: file, line: element.line,
                message: "<file original=\"\(element.original)\"> names a catalog this run does not have (it has \(originals.originals.joined(separator: ", ")))")
        }
        guard let locale = element.targetLanguage, !locale.isEmpty else {
            throw InputError(file: file, line: element.line, message: "<file original=\"\(element.original)\"> has no target-language")
        }
        let target = targets[index]
        guard element.sourceLanguage == target.catalog.sourceLanguage else {
            throw InputError(
                file: file, line: element.line,
                message: "source-language \(element.sourceLanguage), but \(target.path) has source language \(target.catalog.sourceLanguage)")
        }
        // Xcode's export of the development language repeats each source text as its target:
        // imported, its targets would overwrite the source text, which the code and the catalog
        // own. A translation goes into another language.
        guard !LocaleTag.isSame(locale, as: target.catalog.sourceLanguage) else {
            throw InputError(
                file: file, line: element.line,
                message: "target-language \(locale) is the source language of \(target.path): its targets would overwrite the source text (edit that in the catalog)")
        }
        let keys = keySets[index]
        var batch = Batch(file: file, catalogIndex: index, declaredLocale: locale, rows: [])
        for unit in element.units {
            // translate="no" units are written without a target; one without a target is no edit.
            if !unit.translate && unit.target == nil { continue }
            let names = { (key: String) in target.catalog.entry(for: key)?.localizations.flatMap { $0.substitutions.map(\.name) } ?? [] }
            guard let (key, path) = XLIFFUnitID.parse(unit.id, isKey: { keys.contains($0) }, substitutionNames: names) else {
                batch.refused.append(Rejection(
                    file: file, line: unit.line,
                    reason: "the id \"\(unit.id)\" is not KEY or KEY|==|selector.name… (plural.one, device.iphone.plural.other, substitutions.NAME.plural.few)"))
                continue
            }
            var state = ""
            if let xliffState = unit.state {
                guard let mapped = XLIFFState.catalog(xliffState) else {
                    batch.refused.append(Rejection(
                        file: file, line: unit.line,
                        reason: "the state \"\(xliffState)\" is not an XLIFF 1.2 state this import maps (translated, final, signed-off, new, needs-translation, needs-review-*)"))
                    continue
                }
                state = mapped
            }
            // An empty (or absent) <source> says nothing about the text translated: XLIFF 1.2
            // requires one, so it is a tool that dropped it, not a source text changed to "".
            batch.rows.append(TranslationImporter.Row(line: unit.line, key: key, locale: locale, path: path, translation: unit.target ?? "", state: state,
                                                      source: unit.source.isEmpty ? nil : unit.source))
        }
        return batch
    }
}
