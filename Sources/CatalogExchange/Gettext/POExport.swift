import StringCatalog

/// `strings export --format po`: a gettext PO file per locale, the format every open
/// translation platform (Weblate, Pootle, Crowdin, Transifex) and Poedit read. The messages are
/// `POMessagePlan`'s; the header names the language, its `Plural-Forms` and the catalog's
/// source language (`X-Source-Language`, which the import checks). The header fields a
/// translation tool fills in (`PO-Revision-Date`, `Last-Translator`, `Language-Team`) are
/// there and empty, so `msgfmt --check` has nothing to warn about and the file stays the same
/// from one export to the next.
package enum POExport {
    /// One locale's file.
    package struct Document: Sendable {
        package let text: String
        /// Messages written (the header not counted).
        package let messages: Int
        /// Units the file cannot carry: plural forms its `Plural-Forms` has no index for, units
        /// with an empty source text.
        package let leftOut: Int
    }

    /// The PO file of `locale` for `catalog`; `project` names the catalog in the header
    /// (`Project-Id-Version`, e.g. `Localizable`).
    package static func document(_ catalog: StringCatalog, locale: String, project: String, toolVersion: String) -> Document {
        let (messages, leftOut) = POMessagePlan.messages(catalog, locale: locale)
        let forms = PluralRules.gettextPluralForms(for: locale)
        let fields = [
            ("Project-Id-Version", project), ("PO-Revision-Date", ""), ("Last-Translator", ""), ("Language-Team", ""),
            ("Language", locale), ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=UTF-8"),
            ("Content-Transfer-Encoding", "8bit"), ("Plural-Forms", forms.headerValue), ("X-Generator", "trackerkit \(toolVersion)"),
            ("X-Source-Language", catalog.sourceLanguage),
        ]
        var out = "msgid \"\"\nmsgstr \"\"\n"
        for (name, value) in fields { out += POString.quoted("\(name): \(oneLine(value))\n") + "\n" }
        for message in messages {
            out += "\n"
            for note in message.notes {
                for line in note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) { out += "#. \(line)\n" }
            }
            if message.isFuzzy { out += "#, fuzzy\n" }
            if let context = message.context { out += field("msgctxt", context) }
            out += field("msgid", message.id)
            if message.isPlural {
                out += field("msgid_plural", message.idPlural ?? message.id)
                for (index, text) in message.strings.enumerated() { out += field("msgstr[\(index)]", text) }
            } else {
                out += field("msgstr", message.strings.first ?? "")
            }
        }
        return Document(text: out, messages: messages.count, leftOut: leftOut)
    }

    /// The files of an export of `locales`: `<locale>.po` in the folder `out`, or, when `out`
    /// ends with `.po`, the one locale's file; and the note that says what was written.
    package static func files(_ catalog: StringCatalog, locales: [String], out: String, project: String, toolVersion: String) -> (files: [(path: String, text: String)], note: String) {
        let single = out.lowercased().hasSuffix(".po")
        var files: [(path: String, text: String)] = []
        var messages = 0, leftOut = 0
        for locale in locales {
            let document = document(catalog, locale: locale, project: project, toolVersion: toolVersion)
            files.append((single ? out : (out.hasSuffix("/") ? out : out + "/") + locale + ".po", document.text))
            messages += document.messages
            leftOut += document.leftOut
        }
        let left = leftOut == 0 ? "" : "; \(leftOut) unit\(leftOut == 1 ? "" : "s") left out (plural forms the language's Plural-Forms has no index for, empty source texts)"
        return (files, "\(messages) messages (\(locales.joined(separator: ", "))) in \(locales.count) PO file\(locales.count == 1 ? "" : "s") written to \(out)\(left)")
    }

    /// `keyword "text"`, or the keyword with `""` and the text's lines below it.
    private static func field(_ keyword: String, _ text: String) -> String {
        let lines = POString.lines(text)
        return keyword + " " + lines.joined(separator: "\n") + "\n"
    }

    /// A header value on one line (a header field ends at its line break).
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
