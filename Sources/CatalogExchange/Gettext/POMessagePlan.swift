import StringCatalog

/// How a catalog's units in one locale become gettext messages, the mapping both the PO export
/// and the import follow:
/// - a plain string is one message: `msgid` its source text, `msgstr` the translation;
/// - a plural variation is one message: `msgid` the source's `one` form, `msgid_plural` its
///   `other`, a `msgstr[i]` per CLDR category of the language in the order of its
///   `Plural-Forms` (`PluralRules.gettextPluralForms`); forms the header has no index for
///   (`few` or `zero` in German) are left out of the file and never changed by it;
/// - a device variation (or any other selector) and a substitution are messages of their own,
///   plural or not, with the context `KEY|==|device.iphone` or `KEY|==|substitutions.NAME`
///   (the ids Xcode's XLIFF uses) and a note naming what they belong to;
/// - `msgctxt` is the key, left out only for the plain or plural message whose `msgid` is the
///   key itself (so no two messages share a context and a `msgid`);
/// - `#, fuzzy` when a form has a translation in a state other than `translated` (Xcode's
///   `needs_review`); a `new` unit's value is not offered (an empty `msgstr`), as it is not a
///   translation yet;
/// - the entry's comment as extracted comments (`#.`), one per line;
/// - units whose source text is empty are left out (`msgid ""` is the header's);
/// - the keys in Xcode's order, as `strings split` and Xcode's own files have them.
struct POMessagePlan: Sendable {
    var key: String
    /// The unit path of the message (a plural's path without its last `plural.NAME` step).
    var path: UnitPath
    /// The translator rows of the message: one, or one per `msgstr[i]` (nil where the catalog
    /// shape has no unit for that form).
    var rows: [TranslationRow?]
    var isPlural: Bool
    var context: String?
    var id: String
    var idPlural: String?
    var notes: [String]

    /// The text a form's `msgstr` shows.
    static func offered(_ row: TranslationRow?) -> String {
        guard let row, row.state != "new" else { return "" }
        return row.translation
    }

    /// Whether the form counts for `#, fuzzy`: a translation not in state `translated`.
    static func isUnreviewed(value: String, state: String) -> Bool {
        !value.isEmpty && state != "translated" && state != "new" && !state.isEmpty
    }

    var strings: [String] { rows.map(Self.offered) }
    var isFuzzy: Bool { rows.contains { $0.map { Self.isUnreviewed(value: $0.translation, state: $0.state) } ?? false } }

    /// Every message of `locale`, in catalog order, and how many units were left out.
    static func messages(_ catalog: StringCatalog, locale: String) -> (messages: [POMessagePlan], leftOut: Int) {
        let forms = PluralRules.gettextPluralForms(for: locale).categories.map(\.rawValue)
        var groups: [POMessagePlan] = []
        var index: [String: Int] = [:]
        var leftOut = 0
        for row in TranslationTable.rows(for: catalog, locales: [locale]) {
            var path = row.path
            let category = path.steps.last?.selector == "plural" ? path.steps.removeLast().name : nil
            let id = "\(row.key)\u{0}\(path)\u{0}\(category != nil)"
            if let position = index[id] {
                guard let category, let form = forms.firstIndex(of: category) else {
                    leftOut += 1
                    continue
                }
                groups[position].rows[form] = row
                continue
            }
            var plan = POMessagePlan(key: row.key, path: path, rows: [row], isPlural: category != nil, context: nil, id: row.source, idPlural: nil, notes: [])
            if let category {
                plan.rows = [TranslationRow?](repeating: nil, count: forms.count)
                guard let form = forms.firstIndex(of: category) else {
                    leftOut += 1
                    index[id] = groups.count
                    groups.append(plan)
                    continue
                }
                plan.rows[form] = row
            }
            index[id] = groups.count
            groups.append(plan)
        }
        var seen = Set<String>()
        var result: [POMessagePlan] = []
        for var plan in groups {
            guard let entry = catalog.entry(for: plan.key) else { continue }
            plan.describe(entry, sourceLanguage: catalog.sourceLanguage)
            let units = plan.rows.compactMap { $0 }.count
            guard !plan.id.isEmpty, units > 0, seen.insert("\(plan.context ?? "")\u{4}\(plan.id)").inserted else {
                leftOut += units
                continue
            }
            result.append(plan)
        }
        // Keys in Xcode's order, whatever the file's order (a rewrite into Xcode's layout then
        // changes no file); a key's messages in the order of its units.
        let ranked = result.enumerated().sorted { lhs, rhs in
            lhs.element.key == rhs.element.key ? lhs.offset < rhs.offset : StringCatalogWriter.xcodeOrder(lhs.element.key, rhs.element.key)
        }
        return (ranked.map(\.element), leftOut)
    }

    /// The message's `msgid`, `msgid_plural`, context and notes from the entry.
    mutating func describe(_ entry: CatalogEntry, sourceLanguage: String) {
        let source = entry.localization(for: sourceLanguage)
        if isPlural {
            id = TranslationTable.sourceText(entry: entry, source: source, path: Self.appending(path, category: "one"))
            idPlural = TranslationTable.sourceText(entry: entry, source: source, path: Self.appending(path, category: "other"))
        }
        context = path.substitution == nil && path.steps.isEmpty ? (id == key ? nil : key) : XLIFFUnitID.id(key: key, path: path)
        notes = (entry.comment ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        for step in path.steps { notes.append("\(step.selector) variation: \(step.name)") }
        if let name = path.substitution, let substitution = source?.substitution(named: name) {
            let argument = substitution.argNum.map { "argument \($0)" } ?? "its argument"
            let specifier = substitution.formatSpecifier.map { ", %\($0)" } ?? ""
            let main = TranslationTable.sourceText(entry: entry, source: source, path: UnitPath())
            notes.append("substitution %#@\(name)@ (\(argument)\(specifier)) of the text \"\(main)\"")
        }
    }

    static func appending(_ path: UnitPath, category: String) -> UnitPath {
        UnitPath(substitution: path.substitution, steps: path.steps + [UnitPath.Step(selector: "plural", name: category)])
    }
}
