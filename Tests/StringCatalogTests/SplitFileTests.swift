import Testing
import StringCatalog
import CatalogExchange

/// The per-locale files of `strings split` and their join: the file's exact form, an unedited
/// join that changes nothing, an edit that changes exactly its unit, and hand edits that are
/// refused with their line.
@Suite struct SplitFileTests {
    static let germanFile = #"""
    {
      "locale" : "de",
      "sourceLanguage" : "en",
      "strings" : {
        "%lld entries" : {
          "plural.one" : {
            "source" : "%lld entry",
            "state" : "needs_review",
            "value" : "%lld Eintrag"
          },
          "plural.other" : {
            "source" : "%lld entries",
            "state" : "translated",
            "value" : "%lld Einträge"
          }
        },
        "Done" : {
          "source" : "Done",
          "state" : "new",
          "value" : "Fertig"
        },
        "files" : {
          "source" : "%#@count@ in %@",
          "value" : "",
          "substitutions.count/plural.one" : {
            "source" : "%arg file",
            "value" : ""
          },
          "substitutions.count/plural.other" : {
            "source" : "%arg files",
            "value" : ""
          }
        },
        "greeting" : {
          "comment" : "Shown on launch\nKeep it short [max 30]",
          "source" : "Hello %1$@!",
          "state" : "translated",
          "value" : "Hallo %1$@!"
        },
        "Tap" : {
          "device.iphone" : {
            "source" : "Tap",
            "value" : ""
          },
          "device.mac" : {
            "source" : "Click\tor \"press\"\nthen wait",
            "value" : ""
          }
        }
      }
    }

    """#

    static func target() throws -> TranslationImport.Target {
        TranslationImport.Target(catalog: try GettextPOTests.catalog(), path: "Localizable.xcstrings")
    }

    static func plan(_ text: String, file: String = "l10n/de.json") throws -> TranslationImport.Plan {
        let target = try target()
        return try TranslationImport(targets: [target]).plan(try CatalogSplit.batches([(file, Array(text.utf8))], into: target))
    }

    @Test func theFileListsEveryUnitBesideItsSourceInXcodesOrder() throws {
        #expect(SplitFile.render(try GettextPOTests.catalog(), locale: "de") == Self.germanFile)
    }

    @Test func anUneditedFileJoinsWithoutAChangeInEveryLocale() throws {
        for locale in ["de", "fr", "ru", "ar", "ja"] {
            let plan = try Self.plan(SplitFile.render(try GettextPOTests.catalog(), locale: locale), file: "l10n/\(locale).json")
            #expect(plan.changes.isEmpty && plan.rejections.isEmpty, "\(locale): \(plan.changes) \(plan.rejections)")
        }
    }

    @Test func anEditChangesExactlyItsUnitsAndSplitsBackAsEdited() throws {
        let edited = Self.germanFile
            .replacingOccurrences(of: "\"source\" : \"Tap\",\n        \"value\" : \"\"", with: "\"source\" : \"Tap\",\n        \"value\" : \"Tippen\"")
            .replacingOccurrences(of: "\"state\" : \"needs_review\",\n        \"value\" : \"%lld Eintrag\"", with: "\"state\" : \"translated\",\n        \"value\" : \"%lld Eintrag\"")
        let plan = try Self.plan(edited)
        #expect(plan.rejections.isEmpty)
        #expect(plan.changes.map { "\($0.key) \($0.path) \($0.newValue) \($0.newState) line \($0.line)" } == [
            "%lld entries plural.one %lld Eintrag translated line 9", "Tap device.iphone Tippen translated line 43",
        ])
        let again = SplitFile.render(plan.catalogs[0], locale: "de")
        #expect(again == edited.replacingOccurrences(of: "\"source\" : \"Tap\",\n", with: "\"source\" : \"Tap\",\n        \"state\" : \"translated\",\n"))
    }

    @Test(arguments: [
        // A key the catalog lacks.
        ("\"greeting\" : {", "\"greetings\" : {", 38, "the key \"greetings\" is not in the catalog"),
        // A lost specifier.
        ("\"value\" : \"Hallo %1$@!\"", "\"value\" : \"Hallo!\"", 38, "\"greeting\" [de]: the format specifiers do not match the source's: argument 1 (%@) is missing"),
        // A plural form German never shows.
        ("\"plural.other\" : {", "\"plural.few\" : {", 14, "\"%lld entries\" [de] plural.few: de has no plural form \"few\" (CLDR: one, other; zero is allowed for the count 0), so no count would show it"),
        // Not a plural category at all.
        ("\"plural.other\" : {", "\"plural.others\" : {", 14, "\"%lld entries\" [de]: \"others\" is not a plural category (zero, one, two, few, many, other)"),
    ])
    func aBrokenHandEditIsRejectedWithItsLine(find: String, replace: String, line: Int, reason: String) throws {
        let edited = Self.germanFile.replacingOccurrences(of: find, with: replace)
            .replacingOccurrences(of: "\"value\" : \"%lld Einträge\"", with: "\"value\" : \"%lld Einträge!\"")
        let plan = try Self.plan(edited)
        let rejection = try #require(plan.rejections.first { $0.reason == reason }, "\(plan.rejections)")
        #expect(rejection.file == "l10n/de.json" && rejection.line == line)
    }

    @Test(arguments: [
        ("\"value\" : \"Fertig\"", "\"vaule\" : \"Fertig\"", 20, "unknown member \"vaule\" (a unit has source, state and value; a variation is named by its path, such as plural.one)"),
        ("\"value\" : \"Fertig\"", "\"value\" : 7", 20, "\"value\" is a number, not a string"),
        ("\"Done\" : {", "\"greeting\" : {", 34, "\"greeting\" occurs twice in strings (lines 17 and 34)"),
        ("\"device.mac\" : {", "\"device\" : {", 45, "unknown member \"device\" (a unit has source, state and value; a variation is named by its path, such as plural.one)"),
        ("\"device.mac\" : {", "\"device.mac/x\" : {", 45, "\"device.mac/x\" is not a unit path (plural.one, device.iphone/plural.other, substitutions.NAME/plural.few)"),
        ("\"locale\" : \"de\",", "", 1, "no \"locale\": a split file names the locale it holds"),
        ("\"Fertig\"\n", "\"Fertig\",\n", 21, "invalid JSON: trailing comma before '}'"),
    ])
    func aFileThatIsNoSplitFileIsAnInputErrorWithItsLine(find: String, replace: String, line: Int, message: String) throws {
        let edited = Self.germanFile.replacingOccurrences(of: find, with: replace)
        #expect(edited != Self.germanFile)
        #expect(throws: TranslationImport.InputError(file: "l10n/de.json", line: line, message: message)) { try Self.plan(edited) }
    }

    @Test func theFileMustBeNamedAfterItsLocaleAndHoldTheSourceLanguage() throws {
        #expect(throws: TranslationImport.InputError(file: "l10n/fr.json", line: nil, message: "it holds locale de, so it should be named de.json (a split file is named after its locale)")) {
            try Self.plan(Self.germanFile, file: "l10n/fr.json")
        }
        let french = Self.germanFile.replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"fr\"")
        #expect(throws: TranslationImport.InputError(file: "l10n/de.json", line: nil, message: "sourceLanguage fr, but Localizable.xcstrings has source language en")) {
            try Self.plan(french)
        }
    }

    @Test func unjoinedWorkIsFoundBeforeASplitWouldOverwriteIt() throws {
        let target = try Self.target()
        #expect(CatalogSplit.unjoinedWork(Array(Self.germanFile.utf8), path: "l10n/de.json", catalog: target) == nil)
        let edited = Self.germanFile.replacingOccurrences(of: "\"value\" : \"Hallo %1$@!\"", with: "\"value\" : \"Servus %1$@!\"")
        #expect(CatalogSplit.unjoinedWork(Array(edited.utf8), path: "l10n/de.json", catalog: target) == "1 unit in it differs from the catalog (the first: \"greeting\" [de], line 38)")
        #expect(CatalogSplit.unjoinedWork(Array("{".utf8), path: "l10n/de.json", catalog: target)?.hasPrefix("it cannot be read as a split file") == true)
    }
}
