import Testing
import StringCatalog
import CatalogExchange

/// The import plan on hand-made catalogs and documents: the refused catalog, routing by
/// `<file original>`, the XLIFF state mapping, units repeated across files, and the plan's
/// changes, rejections and changed catalogs.
@Suite struct TranslationImportTests {
    static let app = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Title":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Titel?"}}}},
    "%lld days":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}}}}
    }}
    """
    static let infoPlist = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "NSCameraUsageDescription":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Scan codes"}}}}
    }}
    """

    static func targets() throws -> [TranslationImport.Target] {
        [TranslationImport.Target(catalog: try Support.catalog(app), path: "App/Localizable.xcstrings"),
         TranslationImport.Target(catalog: try Support.catalog(infoPlist), path: "App/InfoPlist.xcstrings")]
    }

    static let originals = XLIFFOriginals(paths: ["App/Localizable.xcstrings", "App/InfoPlist.xcstrings"], base: "/p") { $0.hasPrefix("/") ? $0 : "/p/" + $0 }

    static func unit(_ id: String, _ target: String?, state: String? = nil, line: Int, translate: Bool = true) -> XLIFFDocument.Unit {
        XLIFFDocument.Unit(id: id, source: "", target: target, state: state, note: nil, translate: translate, line: line)
    }

    static func file(_ original: String, locale: String? = "de", source: String = "en", line: Int = 3, units: [XLIFFDocument.Unit]) -> XLIFFDocument {
        XLIFFDocument(files: [XLIFFDocument.File(original: original, sourceLanguage: source, targetLanguage: locale, line: line, units: units)])
    }

    @Test func aCatalogWithARepeatedKeyIsRefusedBeforeAnything() throws {
        let duplicated = try Support.catalog("{\"sourceLanguage\":\"en\",\"strings\":{\n\"A\":{},\n\"A\":{}}}")
        #expect(throws: TranslationImport.InputError(file: "D.xcstrings", line: 3, message: "\"A\" occurs more than once (lines 2 and 3); merge them before importing")) {
            _ = try TranslationImport(targets: [TranslationImport.Target(catalog: duplicated, path: "D.xcstrings")])
        }
        #expect(TranslationImport.InputError(file: "a.csv", line: nil, message: "empty").description == "a.csv: empty")
    }

    @Test func filesAreRoutedByOriginalAndStatesMapped() throws {
        let importer = try TranslationImport(targets: Self.targets())
        let batches = try importer.batches(fromXLIFF: [
            ("de.xliff", Self.file("App/Localizable.xcstrings", units: [
                Self.unit("Title", "Titel", state: "final", line: 4),
                Self.unit("%lld days|==|plural.one", "%lld Tag", state: "needs-review-l10n", line: 5),
                Self.unit("%lld days|==|plural.other", nil, line: 6),
                Self.unit("Skip", nil, line: 7, translate: false),
            ])),
            ("plist.xliff", Self.file("InfoPlist.xcstrings", units: [Self.unit("NSCameraUsageDescription", "Codes scannen", state: "needs-translation", line: 4)])),
        ], originals: Self.originals)
        #expect(batches.map(\.catalogIndex) == [0, 1])
        #expect(batches[0].rows == [
            TranslationImporter.Row(line: 4, key: "Title", locale: "de", path: "", translation: "Titel", state: "translated"),
            TranslationImporter.Row(line: 5, key: "%lld days", locale: "de", path: "plural.one", translation: "%lld Tag", state: "needs_review"),
            TranslationImporter.Row(line: 6, key: "%lld days", locale: "de", path: "plural.other", translation: "", state: ""),
        ])
        #expect(batches[1].rows.map(\.state) == ["new"])

        let plan = importer.plan(batches)
        #expect(plan.rejections.isEmpty)
        #expect(plan.changedCatalogs == [0, 1])
        #expect(plan.changes.map { "\($0.key) \($0.path) \($0.newState)" } == ["Title  translated", "%lld days plural.one needs_review", "NSCameraUsageDescription  new"])
        #expect(plan.catalogs[1].entry(for: "NSCameraUsageDescription")?.localization(for: "de")?.content.stringUnit?.value == "Codes scannen")
    }

    @Test func unreadableIdsAndStatesAreRejectedWithTheirPlace() throws {
        let importer = try TranslationImport(targets: Self.targets())
        let batches = try importer.batches(fromXLIFF: [("x.xliff", Self.file("App/Localizable.xcstrings", units: [
            Self.unit("Title", "a", state: "x-custom", line: 4),
            Self.unit("Title|==|plural", "a", line: 5),
            Self.unit("Nope", "a", line: 6),
        ]))], originals: Self.originals)
        let plan = importer.plan(batches)
        #expect(plan.rejections.map { "\($0.file):\($0.line)" } == ["x.xliff:4", "x.xliff:5", "x.xliff:6"])
        #expect(plan.rejections[0].reason.hasPrefix("the state \"x-custom\" is not an XLIFF 1.2 state"))
        #expect(plan.rejections[1].reason.hasPrefix("the id \"Title|==|plural\" is not KEY"))
        #expect(plan.rejections[2].reason == "the key \"Nope\" is not in the catalog")
        #expect(plan.changes.isEmpty && plan.changedCatalogs.isEmpty)
    }

    @Test func aFileTheRunCannotPlaceIsAnInputError() throws {
        let importer = try TranslationImport(targets: Self.targets())
        func error(_ document: XLIFFDocument) -> TranslationImport.InputError? {
            do {
                _ = try importer.batches(fromXLIFF: [("x.xliff", document)], originals: Self.originals)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(Self.file("Watch/Localizable.xcstrings", line: 7, units: []))?.description
                == "x.xliff:7: <file original=\"Watch/Localizable.xcstrings\"> names a catalog this run does not have (it has App/Localizable.xcstrings, App/InfoPlist.xcstrings)")
        #expect(error(Self.file("App/InfoPlist.xcstrings", locale: nil, units: []))?.description == "x.xliff:3: <file original=\"App/InfoPlist.xcstrings\"> has no target-language")
        #expect(error(Self.file("App/InfoPlist.xcstrings", source: "fr", units: []))?.description
                == "x.xliff:3: source-language fr, but App/InfoPlist.xcstrings has source language en")
    }

    @Test func aUnitGivenAgainInAnotherFileIsRejectedThere() throws {
        let importer = try TranslationImport(targets: Self.targets())
        let document = Self.file("App/Localizable.xcstrings", units: [Self.unit("Title", "T", line: 4)])
        let twice = importer.plan(try importer.batches(fromXLIFF: [("a.xliff", document), ("b.xliff", document)], originals: Self.originals))
        #expect(twice.rejections == [TranslationImport.Rejection(file: "b.xliff", line: 4, reason: "a second unit for \"Title\" [de] (the first is a.xliff:4)")])
        // The same unit in two locales, or in one file twice (the importer's own rule), is no cross-file repeat.
        let french = Self.file("App/Localizable.xcstrings", locale: "fr", units: [Self.unit("Title", "T", line: 4)])
        #expect(importer.plan(try importer.batches(fromXLIFF: [("a.xliff", document), ("b.xliff", french)], originals: Self.originals)).rejections.isEmpty)
        let doubled = Self.file("App/Localizable.xcstrings", units: [Self.unit("Title", "T", line: 4), Self.unit("Title", "U", line: 5)])
        #expect(importer.plan(try importer.batches(fromXLIFF: [("a.xliff", doubled)], originals: Self.originals)).rejections.map(\.reason)
                == ["a second row for \"Title\" [de] (the first is line 4)"])
    }

    @Test func onlyAFileThatDeclaresItsLocaleMayAddAWellFormedOne() throws {
        let importer = try TranslationImport(targets: Self.targets())
        let row = TranslationImporter.Row(line: 2, key: "Title", locale: "pt-BR", path: "", translation: "Título", state: nil)
        let csv = importer.plan([TranslationImport.Batch(file: "t.csv", catalogIndex: 0, declaredLocale: nil, rows: [row])])
        #expect(csv.rejections.map(\.reason) == ["the locale pt-BR is not in the catalog (it has de, en); to add it, import with --new-locale pt-BR"])
        let xliff = importer.plan([TranslationImport.Batch(file: "pt.xliff", catalogIndex: 0, declaredLocale: "pt-BR", rows: [row])])
        #expect(xliff.rejections.isEmpty && xliff.changedCatalogs == [0])
        let allowed = try TranslationImport(targets: Self.targets(), review: true, newLocales: ["pt-BR"])
        let reviewed = allowed.plan([TranslationImport.Batch(file: "t.csv", catalogIndex: 0, declaredLocale: nil, rows: [row])])
        #expect(reviewed.changes.map(\.newState) == ["needs_review"])
    }

    @Test func rejectionsAreSortedByFileAndLineAcrossBatches() throws {
        let importer = try TranslationImport(targets: Self.targets())
        func row(_ line: Int) -> TranslationImporter.Row {
            TranslationImporter.Row(line: line, key: "Nope", locale: "de", path: "", translation: "x", state: nil)
        }
        let plan = importer.plan([
            TranslationImport.Batch(file: "b.xliff", catalogIndex: 1, declaredLocale: "de", rows: [row(9)]),
            TranslationImport.Batch(file: "a.xliff", catalogIndex: 0, declaredLocale: "de", rows: [row(7)],
                                    refused: [TranslationImport.Rejection(file: "a.xliff", line: 8, reason: "refused")]),
        ])
        #expect(plan.rejections.map { "\($0.file):\($0.line)" } == ["a.xliff:7", "a.xliff:8", "b.xliff:9"])
    }

    @Test func whatIsReadAsXLIFF() {
        #expect(["a.xliff", "B.XLF", "de.xcloc", "de.xcloc/", "x.Xliff"].allSatisfy(TranslationImport.readsAsXLIFF))
        #expect(!["a.csv", "xliff", "de.xcloc.csv"].contains(where: TranslationImport.readsAsXLIFF))
    }
}
