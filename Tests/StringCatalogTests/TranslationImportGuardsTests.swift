import Testing
@testable import StringCatalog
@testable import CatalogExchange

/// What the import plan refuses or marks beyond single rows: a unit repeated across `<file>`
/// elements of one file, a file in the source language, plural forms the language never shows
/// (from XLIFF and from a CSV alike), and a translation made from a source text the catalog no
/// longer has.
@Suite struct TranslationImportGuardsTests {
    static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Title"}},"de":{"stringUnit":{"state":"translated","value":"Titel"}}}},
    "%lld days":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}}}}
    }}
    """

    static func importer(review: Bool = false) throws -> TranslationImport {
        try TranslationImport(targets: [TranslationImport.Target(catalog: try Support.catalog(catalog), path: "App/Localizable.xcstrings")], review: review)
    }

    static let originals = XLIFFOriginals(paths: ["App/Localizable.xcstrings"], base: "/p") { $0.hasPrefix("/") ? $0 : "/p/" + $0 }

    static func unit(_ id: String, _ target: String, source: String = "", state: String? = nil, line: Int) -> XLIFFDocument.Unit {
        XLIFFDocument.Unit(id: id, source: source, target: target, state: state, note: nil, translate: true, line: line)
    }

    static func element(locale: String = "de", line: Int, _ units: [XLIFFDocument.Unit]) -> XLIFFDocument.File {
        XLIFFDocument.File(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: locale, line: line, units: units)
    }

    static func plan(_ documents: [(file: String, document: XLIFFDocument)], review: Bool = false) throws -> TranslationImport.Plan {
        let importer = try importer(review: review)
        return importer.plan(try importer.batches(fromXLIFF: documents, originals: originals))
    }

    // MARK: A unit in two <file> elements

    @Test func aUnitRepeatedInTwoFileElementsOfOneFileIsRejectedAsWithinOneFile() throws {
        let document = XLIFFDocument(files: [
            Self.element(line: 3, [Self.unit("Title", "Erster", line: 4)]),
            Self.element(line: 6, [Self.unit("Title", "Zweiter", line: 7), Self.unit("%lld days|==|plural.one", "%lld Tag", line: 8)]),
        ])
        let plan = try Self.plan([("de.xliff", document)])
        // The same rejection as for two units inside one <file>, naming both lines.
        #expect(plan.rejections == [TranslationImport.Rejection(file: "de.xliff", line: 7, reason: "a second row for \"Title\" [de] (the first is line 4)")])
        let inOneElement = try Self.plan([("de.xliff", XLIFFDocument(files: [Self.element(line: 3, [Self.unit("Title", "Erster", line: 4), Self.unit("Title", "Zweiter", line: 7)])]))])
        #expect(inOneElement.rejections == plan.rejections)
        // The first unit is not silently replaced by the last: the plan applies the first only.
        #expect(plan.catalogs[0].entry(for: "Title")?.localization(for: "de")?.content.stringUnit?.value == "Erster")
    }

    @Test func twoFileElementsOfOneFileForOtherLocalesOrCatalogsStaySeparate() throws {
        let document = XLIFFDocument(files: [
            Self.element(line: 3, [Self.unit("Title", "Titel!", line: 4)]),
            Self.element(locale: "fr", line: 6, [Self.unit("Title", "Titre", line: 7)]),
        ])
        let importer = try Self.importer()
        let batches = try importer.batches(fromXLIFF: [("all.xliff", document)], originals: Self.originals)
        #expect(batches.map(\.declaredLocale) == ["de", "fr"])
        let plan = importer.plan(batches)
        #expect(plan.rejections.isEmpty)
        #expect(plan.changes.map { "\($0.locale) \($0.newValue)" } == ["de Titel!", "fr Titre"])
    }

    // MARK: A file in the source language

    @Test(arguments: ["en", "EN", "En"])
    func aFileWhoseTargetLanguageIsTheSourceLanguageIsAnInputError(spelled: String) throws {
        let importer = try Self.importer()
        let document = XLIFFDocument(files: [Self.element(locale: spelled, line: 5, [Self.unit("Title", "Headline", source: "Title", line: 6)])])
        #expect(throws: TranslationImport.InputError(
            file: "en.xliff", line: 5,
            message: "target-language \(spelled) is the source language of App/Localizable.xcstrings: its targets would overwrite the source text (edit that in the catalog)")) {
            _ = try importer.batches(fromXLIFF: [("en.xliff", document)], originals: Self.originals)
        }
        // A regional variant of the source language is another language.
        let british = XLIFFDocument(files: [Self.element(locale: "en-GB", line: 5, [Self.unit("Title", "Title", source: "Title", line: 6)])])
        #expect(try importer.plan(importer.batches(fromXLIFF: [("en-GB.xliff", british)], originals: Self.originals)).rejections.isEmpty)
    }

    // MARK: Plural forms the language never shows

    @Test func aPluralCategoryTheLanguageDoesNotHaveIsRejectedFromXLIFFAndCSVAlike() throws {
        let reason = "\"%lld days\" [de] plural.few: de has no plural form \"few\" (CLDR: one, other; zero is allowed for the count 0), so no count would show it"
        let xliff = try Self.plan([("de.xliff", XLIFFDocument(files: [Self.element(line: 3, [Self.unit("%lld days|==|plural.few", "%lld Tage", line: 4)])]))])
        #expect(xliff.rejections == [TranslationImport.Rejection(file: "de.xliff", line: 4, reason: reason)])
        #expect(xliff.changes.isEmpty)
        let csv = try TranslationCSV.batch(Array("key,locale,path,source,translation\n%lld days,de,plural.few,%lld days,%lld Tage\n".utf8), file: "de.csv")
        let csvPlan = try Self.importer().plan([csv])
        #expect(csvPlan.rejections == [TranslationImport.Rejection(file: "de.csv", line: 2, reason: reason)])
    }

    @Test func everyFormTheLanguageShowsIsImportedAndZeroEverywhere() throws {
        let rows = [
            TranslationImporter.Row(line: 2, key: "%lld days", locale: "de", path: "plural.zero", translation: "keine Tage", state: nil),
            TranslationImporter.Row(line: 3, key: "%lld days", locale: "ru", path: "plural.few", translation: "%lld дня", state: nil),
            TranslationImporter.Row(line: 4, key: "%lld days", locale: "cs", path: "plural.many", translation: "%lld dne", state: nil),
            TranslationImporter.Row(line: 5, key: "%lld days", locale: "tlh", path: "plural.two", translation: "%lld jaj", state: nil),
            TranslationImporter.Row(line: 6, key: "%lld days", locale: "ja", path: "plural.one", translation: "%lld日", state: nil),
            TranslationImporter.Row(line: 7, key: "%lld days", locale: "en", path: "plural.two", translation: "%lld days", state: nil),
        ]
        let importer = try TranslationImport(targets: [TranslationImport.Target(catalog: try Support.catalog(Self.catalog), path: "L.xcstrings")],
                                             newLocales: ["ru", "cs", "tlh", "ja"])
        let plan = importer.plan([TranslationImport.Batch(file: "t.csv", catalogIndex: 0, declaredLocale: nil, rows: rows)])
        // zero in German (Apple shows it for 0), few in Russian, the fractions' many in Czech,
        // any form of a language whose rules are not known; not one in Japanese, two in English.
        #expect(plan.changes.map(\.line) == [2, 3, 4, 5])
        #expect(plan.rejections.map(\.line) == [6, 7])
    }

    // MARK: A source text that changed since the export

    @Test func aChangedSourceImportsAsNeedsReviewWithAWarning() throws {
        let plan = try Self.plan([("de.xliff", XLIFFDocument(files: [Self.element(line: 3, [
            Self.unit("Title", "Alter Titel", source: "Old title", state: "final", line: 4),
            Self.unit("%lld days|==|plural.one", "%lld Tag", source: "%lld day", line: 5),
            Self.unit("%lld days|==|plural.other", "%lld Tage", source: "%lld dayz", state: "new", line: 6),
        ])]))])
        #expect(plan.rejections.isEmpty)
        #expect(plan.changes.map { "\($0.key) \($0.path) \($0.newState)" } == ["Title  needs_review", "%lld days plural.one translated", "%lld days plural.other new"])
        #expect(plan.warnings == [
            TranslationImport.Warning(file: "de.xliff", line: 4, message: "\"Title\" [de] was translated from \"Old title\", but the source text is now \"Title\"; imported as needs_review"),
            TranslationImport.Warning(file: "de.xliff", line: 6, message: "\"%lld days\" [de] plural.other was translated from \"%lld dayz\", but the source text is now \"%lld days\"; imported as new"),
        ])
        #expect(plan.catalogs[0].entry(for: "Title")?.localization(for: "de")?.content.stringUnit?.state == "needs_review")
    }

    @Test func aChangedSourceInACSVRowCountsTooAndAnUnchangedRowStaysQuiet() throws {
        let csv = try TranslationCSV.batch(Array("""
        key,locale,path,source,translation,state
        Title,de,,Old title,Alter Titel,translated
        Title,fr,,Old title,,
        %lld days,de,plural.one,%lld day,%lld Tag,
        """.utf8), file: "de.csv")
        let importer = try TranslationImport(targets: [TranslationImport.Target(catalog: try Support.catalog(Self.catalog), path: "L.xcstrings")], newLocales: ["fr"])
        let plan = importer.plan([csv])
        #expect(plan.changes.map(\.newState) == ["needs_review", "translated"])
        #expect(plan.warnings.map { "\($0.file):\($0.line)" } == ["de.csv:2"])
        // Marking a unit translated that is needs_review, from an older source, changes nothing.
        let review = try Self.plan([("de.xliff", XLIFFDocument(files: [Self.element(line: 3, [Self.unit("Title", "Alter Titel", source: "Old title", line: 4)])]))])
        var reviewed = review.catalogs[0]
        let again = TranslationImporter().apply([TranslationImporter.Row(line: 9, key: "Title", locale: "de", path: "", translation: "Alter Titel", state: "translated", source: "Old title")], to: &reviewed)
        #expect(again.changes.isEmpty && again.rejections.isEmpty)
    }

    @Test(arguments: ["xcstrings-tool-fixture.xcstrings", "lean-health-timer-root.xcstrings"])
    func editsOfAnExportWithItsSourcesImportAsTranslatedWithoutWarnings(fixture: String) throws {
        var catalog = try StringCatalog(bytes: try Support.fixtureBytes(fixture))
        let locales = Array(Set(catalog.localesInUse + ["fr", "ru"]).subtracting([catalog.sourceLanguage])).sorted()
        let rows = TranslationTable.rows(for: catalog, locales: locales).enumerated().map { index, row in
            TranslationImporter.Row(line: index + 2, key: row.key, locale: row.locale, path: row.path.description,
                                    translation: (row.translation.isEmpty ? row.source : row.translation) + " ✓", state: nil, source: row.source)
        }
        let (changes, _) = TranslationImporter(newLocales: Set(locales)).apply(rows, to: &catalog)
        // Every unit edited, each from the source text the export showed: no outdated source.
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { $0.outdatedSource == nil && $0.newState == "translated" })
    }
}
