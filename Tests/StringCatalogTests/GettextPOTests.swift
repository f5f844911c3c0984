import Testing
import StringCatalog
import CatalogExchange

/// gettext PO both ways on a catalog with one of each construct: a plain string whose key is
/// not its text, a plural in review, device variations, a substitution, a comment over two
/// lines, a `new` unit and a key not to translate.
@Suite struct GettextPOTests {
    static let catalogJSON = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
     "greeting":{"comment":"Shown on launch\nKeep it short [max 30]","localizations":{
        "en":{"stringUnit":{"state":"translated","value":"Hello %1$@!"}},
        "de":{"stringUnit":{"state":"translated","value":"Hallo %1$@!"}}}},
     "%lld entries":{"localizations":{
        "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld entry"}},"other":{"stringUnit":{"state":"translated","value":"%lld entries"}}}}},
        "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"needs_review","value":"%lld Eintrag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Einträge"}}}}}}},
     "Tap":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"mac":{"stringUnit":{"state":"translated","value":"Click\tor \"press\"\nthen wait"}}}}}}},
     "files":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@count@ in %@"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}},
     "Done":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Fertig"}}}},
     "Version":{"shouldTranslate":false}
    }}
    """#

    static let germanPO = #"""
    msgid ""
    msgstr ""
    "Project-Id-Version: Localizable\n"
    "PO-Revision-Date: \n"
    "Last-Translator: \n"
    "Language-Team: \n"
    "Language: de\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
    "X-Generator: trackerkit 1.0\n"
    "X-Source-Language: en\n"

    #, fuzzy
    msgctxt "%lld entries"
    msgid "%lld entry"
    msgid_plural "%lld entries"
    msgstr[0] "%lld Eintrag"
    msgstr[1] "%lld Einträge"

    msgid "Done"
    msgstr ""

    msgctxt "files"
    msgid "%#@count@ in %@"
    msgstr ""

    #. substitution %#@count@ (argument 1, %lld) of the text "%#@count@ in %@"
    msgctxt "files|==|substitutions.count"
    msgid "%arg file"
    msgid_plural "%arg files"
    msgstr[0] ""
    msgstr[1] ""

    #. Shown on launch
    #. Keep it short [max 30]
    msgctxt "greeting"
    msgid "Hello %1$@!"
    msgstr "Hallo %1$@!"

    #. device variation: iphone
    msgctxt "Tap|==|device.iphone"
    msgid "Tap"
    msgstr ""

    #. device variation: mac
    msgctxt "Tap|==|device.mac"
    msgid ""
    "Click\tor \"press\"\n"
    "then wait"
    msgstr ""

    """#

    static func catalog() throws -> StringCatalog { try Support.catalog(catalogJSON) }

    static func importer() throws -> TranslationImport {
        try TranslationImport(targets: [TranslationImport.Target(catalog: try catalog(), path: "Localizable.xcstrings")])
    }

    static func plan(_ text: String, review: Bool = false) throws -> TranslationImport.Plan {
        var importer = try importer()
        importer.review = review
        return importer.plan([try importer.batch(fromPOBytes: Array(text.utf8), file: "de.po")])
    }

    @Test func theExportMapsEachConstruct() throws {
        let document = POExport.document(try Self.catalog(), locale: "de", project: "Localizable", toolVersion: "1.0")
        #expect(document.text == Self.germanPO)
        #expect(document.messages == 7)
        #expect(document.leftOut == 0)
    }

    @Test func anUneditedFileChangesNothing() throws {
        for locale in ["de", "ru", "ar", "ja"] {
            let text = POExport.document(try Self.catalog(), locale: locale, project: "Localizable", toolVersion: "1.0").text
            let plan = try Self.plan(text)
            #expect(plan.changes.isEmpty && plan.rejections.isEmpty, "\(locale): \(plan.changes) \(plan.rejections)")
        }
    }

    @Test func editsComeBackWithTheirStatesAndTheExportOfTheResultIsTheEditedFile() throws {
        var edited = Self.germanPO
        // A translation filled in, the fuzzy flag removed after review, a `new` unit translated.
        edited = edited.replacingOccurrences(of: "msgid \"Tap\"\nmsgstr \"\"", with: "msgid \"Tap\"\nmsgstr \"Tippen\"")
        edited = edited.replacingOccurrences(of: "#, fuzzy\nmsgctxt \"%lld entries\"", with: "msgctxt \"%lld entries\"")
        edited = edited.replacingOccurrences(of: "msgid \"Done\"\nmsgstr \"\"", with: "#, fuzzy\nmsgid \"Done\"\nmsgstr \"Erledigt\"")
        edited = edited.replacingOccurrences(of: "msgstr[0] \"\"\nmsgstr[1] \"\"", with: "msgstr[0] \"%arg Datei\"\nmsgstr[1] \"%arg Dateien\"")
        let plan = try Self.plan(edited)
        #expect(plan.rejections.isEmpty, "\(plan.rejections)")
        let changes = Set(plan.changes.map { "\($0.key) \($0.path) \($0.newValue) \($0.newState)" })
        #expect(changes == [
            "Tap device.iphone Tippen translated", "%lld entries plural.one %lld Eintrag translated", "Done  Erledigt needs_review",
            "files substitutions.count/plural.one %arg Datei translated", "files substitutions.count/plural.other %arg Dateien translated",
        ])
        let again = POExport.document(plan.catalogs[0], locale: "de", project: "Localizable", toolVersion: "1.0").text
        #expect(again == edited)
    }

    @Test func theFuzzyFlagMarksAChangedTranslationForReview() throws {
        let edited = Self.germanPO.replacingOccurrences(of: "msgstr \"Hallo %1$@!\"", with: "msgstr \"Servus %1$@!\"")
            .replacingOccurrences(of: "msgctxt \"greeting\"", with: "#, fuzzy\nmsgctxt \"greeting\"")
        let plan = try Self.plan(edited)
        #expect(plan.changes.map { "\($0.newValue) \($0.newState)" } == ["Servus %1$@! needs_review"])
        let unflagged = try Self.plan(Self.germanPO.replacingOccurrences(of: "msgstr \"Hallo %1$@!\"", with: "msgstr \"Servus %1$@!\""), review: true)
        #expect(unflagged.changes.map(\.newState) == ["needs_review"], "--review")
    }

    @Test func wrongMessagesAreRejectedWithTheirLine() throws {
        let edited = Self.germanPO
            .replacingOccurrences(of: "msgstr \"Hallo %1$@!\"", with: "msgstr \"Hallo!\"")
            .replacingOccurrences(of: "msgctxt \"Tap|==|device.iphone\"", with: "msgctxt \"Tip|==|device.iphone\"")
        let plan = try Self.plan(edited)
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let hallo = try #require(lines.firstIndex(of: "msgstr \"Hallo!\"")) + 1
        let tip = try #require(lines.firstIndex(of: "msgid \"Tap\"")) + 1
        #expect(plan.rejections.map(\.line) == [hallo, tip])
        #expect(plan.rejections[0].reason.contains("format specifiers do not match"))
        #expect(plan.rejections[1].reason.contains("\"Tip|==|device.iphone\" names no key"))
    }

    @Test func anotherToolsPluralFormsAreMappedByTheirFormula() throws {
        let russian = POExport.document(try Self.catalog(), locale: "ru", project: "Localizable", toolVersion: "1.0").text
        let threeForms = russian
            .replacingOccurrences(of: "nplurals=4; plural=(n%10 == 1 && n%100 != 11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);",
                                  with: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
            .replacingOccurrences(of: "msgid_plural \"%lld entries\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\nmsgstr[2] \"\"\nmsgstr[3] \"\"",
                                  with: "msgid_plural \"%lld entries\"\nmsgstr[0] \"%lld запись\"\nmsgstr[1] \"%lld записи\"\nmsgstr[2] \"%lld записей\"")
        #expect(threeForms != russian)
        let importer = try Self.importer()
        let plan = importer.plan([try importer.batch(fromPOBytes: Array(threeForms.utf8), file: "ru.po")])
        #expect(plan.rejections.isEmpty, "\(plan.rejections)")
        #expect(plan.changes.map { "\($0.path)=\($0.newValue)" } == ["plural.one=%lld запись", "plural.few=%lld записи", "plural.many=%lld записей"])
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", 2, "the string has no closing quote"),
        ("msgstr \"b\"", 1, "msgstr without a msgid before it"),
        ("msgid \"a\"\nmsgstr[1] \"b\"", 2, "msgstr[1] out of order (expected msgstr)"),
        ("msgid \"a\"\n\"x\" y\nmsgstr \"\"", 2, "text after the closing quote"),
        ("msgid \"a\\q\"\nmsgstr \"\"", 1, "unknown escape \\q"),
        ("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"", 1, "the message has no msgstr"),
    ])
    func aFileThatIsNoPOFileIsAnInputErrorWithItsLine(text: String, line: Int, message: String) {
        #expect(throws: POFile.ReadError(line: line, message: message)) { try POFile(bytes: Array(text.utf8)) }
    }

    @Test func theHeaderMustNameTheLanguageAndTheSourceLanguage() throws {
        let importer = try Self.importer()
        let header = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"X-Source-Language: fr\\n\"\n"
        #expect(throws: TranslationImport.InputError(file: "de.po", line: 1, message: "X-Source-Language fr, but Localizable.xcstrings has source language en")) {
            _ = try importer.batch(fromPOBytes: Array(header.utf8), file: "de.po")
        }
        #expect(throws: TranslationImport.InputError.self) { _ = try importer.batch(fromPOBytes: Array("msgid \"\"\nmsgstr \"\"\n".utf8), file: "de.po") }
        #expect(throws: TranslationImport.InputError.self) {
            _ = try importer.batch(fromPOBytes: Array("msgid \"\"\nmsgstr \"Language: en\\n\"\n".utf8), file: "en.po")
        }
        let latin1 = "msgid \"\"\nmsgstr \"Language: de\\nContent-Type: text/plain; charset=ISO-8859-1\\n\"\n"
        #expect(throws: TranslationImport.InputError.self) { _ = try importer.batch(fromPOBytes: Array(latin1.utf8), file: "de.po") }
    }

    @Test func escapesAndContinuationLinesReadBack() throws {
        let text = "# translator's note\nmsgctxt \"k\"\nmsgid \"\"\n\"a\\tb\\n\"\n\"c\\\\d \\\"e\\\" \\101\\x42\"\nmsgstr \"x\"\n\n#~ msgid \"old\"\n#~ msgstr \"alt\"\n"
        let file = try POFile(bytes: Array(text.utf8))
        #expect(file.messages.count == 1)
        #expect(file.messages[0].id == "a\tb\nc\\d \"e\" AB")
        #expect(file.messages[0].translatorComments == ["translator's note"])
        #expect(file.messages[0].line == 3)
    }
}
