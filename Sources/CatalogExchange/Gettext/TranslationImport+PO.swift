import StringCatalog

extension TranslationImport {
    /// What `strings import` reads as gettext PO: `.po` files.
    package static func readsAsPO(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".po")
    }

    /// The PO file `bytes` as a batch of rows (`batch(fromPO:file:)`); a file that is no PO
    /// file is an input error with its line.
    package func batch(fromPOBytes bytes: [UInt8], file: String) throws(InputError) -> Batch {
        let document: POFile
        do { document = try POFile(bytes: bytes) } catch {
            throw InputError(file: file, line: error.line, message: error.message)
        }
        return try batch(fromPO: document, file: file)
    }

    /// A PO file as a batch of rows for the run's first catalog, by `POMessagePlan`'s mapping
    /// read backwards: the context (or, without one, the `msgid`) names the key and the
    /// message's unit path, each `msgstr[i]` the plural form its index stands for — by the
    /// file's own `Plural-Forms`, which may be another formula than the export wrote as long as
    /// each index stands for one CLDR category (`PluralFormula.categories`).
    ///
    /// The state: `#, fuzzy` makes a changed translation `needs_review`, no flag `translated`
    /// (`needs_review` with `--review`). For a translation left as it was, only a flag that
    /// differs from what the export writes for the catalog changes the state: removing
    /// `#, fuzzy` marks it `translated`, adding it `needs_review`. So an unedited file changes
    /// nothing, whatever the states were.
    ///
    /// The header must name the `Language`; `X-Source-Language`, when given, must be the
    /// catalog's, and the language must not be it. A file that breaks these is an input error.
    package func batch(fromPO document: POFile, file: String) throws(InputError) -> Batch {
        let catalog = targets[0].catalog
        let headerLine = document.headerLine ?? 1
        guard let language = document.header["Language"], !language.isEmpty else {
            throw InputError(file: file, line: headerLine, message: "the header has no Language (the locale the translations are in)")
        }
        let locale = language.replacingOccurrences(of: "_", with: "-")
        if let source = document.header["X-Source-Language"], !source.isEmpty, source != catalog.sourceLanguage {
            throw InputError(file: file, line: headerLine, message: "X-Source-Language \(source), but \(targets[0].path) has source language \(catalog.sourceLanguage)")
        }
        if let type = document.header["Content-Type"], let charset = type.lowercased().components(separatedBy: "charset=").dropFirst().first,
           !["utf-8", "utf8"].contains(charset.trimmingCharacters(in: .whitespaces)) {
            throw InputError(file: file, line: headerLine, message: "charset \(charset): only UTF-8 PO files are read (msgconv --to-code=UTF-8 converts one)")
        }
        guard !LocaleTag.isSame(locale, as: catalog.sourceLanguage) else {
            throw InputError(file: file, line: headerLine, message: "Language \(language) is the source language of \(targets[0].path): its msgstr would overwrite the source text (edit that in the catalog)")
        }
        let forms = try pluralForms(document, locale: locale, file: file, line: headerLine)
        var batch = Batch(file: file, catalogIndex: 0, declaredLocale: locale, rows: [])
        for message in document.messages {
            guard let (key, path) = XLIFFUnitID.parse(message.context ?? message.id, isKey: { catalog.entry(for: $0) != nil }),
                  let entry = catalog.entry(for: key), let unitPath = UnitPath(path) else {
                let name = message.context.map { "the context \"\($0)\"" } ?? "the msgid \"\(message.id)\""
                batch.refused.append(Rejection(file: file, line: message.line, reason: "\(name) names no key of the catalog (msgctxt is the key, KEY|==|device.NAME or KEY|==|substitutions.NAME)"))
                continue
            }
            batch.rows += rows(of: message, key: key, path: unitPath, entry: entry, locale: locale, forms: forms)
        }
        return batch
    }

    /// The CLDR category of each `msgstr[i]`: the export's own `Plural-Forms` as they are, any
    /// other formula evaluated.
    private func pluralForms(_ document: POFile, locale: String, file: String, line: Int) throws(InputError) -> [PluralCategory?] {
        let own = PluralRules.gettextPluralForms(for: locale)
        guard let header = document.header["Plural-Forms"], !header.isEmpty else {
            if let plural = document.messages.first(where: { $0.idPlural != nil }) {
                throw InputError(file: file, line: plural.line, message: "a plural message, but the header has no Plural-Forms")
            }
            return own.categories
        }
        if header.filter({ !$0.isWhitespace }) == own.headerValue.filter({ !$0.isWhitespace }) { return own.categories }
        do {
            return try PluralFormula(header: header).categories(for: locale)
        } catch {
            throw InputError(file: file, line: line, message: "Plural-Forms \"\(header)\": \(error.message)")
        }
    }

    /// The rows of one message: one, or one per plural form with a known category.
    private func rows(of message: POFile.Message, key: String, path: UnitPath, entry: CatalogEntry, locale: String, forms: [PluralCategory?]) -> [TranslationImporter.Row] {
        let sourceLanguage = targets[0].catalog.sourceLanguage
        let source = entry.localization(for: sourceLanguage)
        let target = entry.localization(for: locale)
        var places: [(path: UnitPath, text: String, line: Int, shown: String?)] = []
        if message.idPlural != nil {
            let other = TranslationTable.sourceText(entry: entry, source: source, path: POMessagePlan.appending(path, category: "other"))
            for (index, text) in message.strings.enumerated() where index < forms.count {
                guard let category = forms[index] else { continue }
                let unitPath = POMessagePlan.appending(path, category: category.rawValue)
                // The source text the translator saw for this form: msgid for one, msgid_plural
                // for the forms the source gives as its `other`.
                let shown: String? = category == .one ? message.id
                    : TranslationTable.sourceText(entry: entry, source: source, path: unitPath) == other ? message.idPlural : nil
                places.append((unitPath, text, message.stringLines[index], shown))
            }
        } else {
            places.append((path, message.strings.first ?? "", message.stringLines.first ?? message.line, message.id))
        }
        // The flag the export writes for these units now; only a change of it changes a state.
        let exported = places.contains { place in
            let unit = TranslationImporter.unit(in: target, at: place.path)
            return unit.map { POMessagePlan.isUnreviewed(value: $0.value, state: $0.state) } ?? false
        }
        return places.map { place in
            let unit = TranslationImporter.unit(in: target, at: place.path)
            let state: String
            if let unit, unit.value == place.text, unit.state != "new" {
                state = message.isFuzzy == exported ? "" : (message.isFuzzy ? "needs_review" : "translated")
            } else if let unit, unit.value == place.text {
                // A `new` unit's value, typed in again: a translation now.
                state = message.isFuzzy ? "needs_review" : "translated"
            } else {
                state = message.isFuzzy ? "needs_review" : ""
            }
            return TranslationImporter.Row(line: place.line, key: key, locale: locale, path: place.path.description, translation: place.text, state: state, source: place.shown)
        }
    }
}
