import Testing
import StringCatalog
import CatalogCode
import CatalogCheck

/// `strings check` over an app's catalogs, on hand-made catalogs: the home catalog, required
/// keys met by any catalog, the app's locales, the baseline pairing, sources and the pass
/// across catalogs.
@Suite struct AppCatalogCheckTests {
    static func catalog(_ entries: [String: [String: String]]) throws -> StringCatalog {
        let strings = entries.keys.sorted().map { key in
            let localizations = (entries[key] ?? [:]).keys.sorted().map { locale in
                "\"\(locale)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(entries[key]?[locale] ?? "")\"}}"
            }
            return "\"\(key)\":{\"localizations\":{\(localizations.joined(separator: ","))}}"
        }
        return try Support.catalog("{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\(strings.joined(separator: ","))}}")
    }

    static let steady = RequiredKey(key: "NoAlc.Steady", kind: .levelLabel, tracker: "NoAlc", level: "steady")
    static let awful = RequiredKey(key: "Mood.Awful", kind: .levelLabel, tracker: "Mood", level: "awful")

    static func missingKeys(_ result: CheckResult) -> [String] {
        result.report.problems.filter { $0.kind == .missingKey }.map(\.key)
    }

    @Test func theHomeCatalogIsLocalizableElseTheFirst() {
        #expect(AppCatalogCheck.homeIndex(of: ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Watch/Localizable.xcstrings"]) == 1)
        #expect(AppCatalogCheck.homeIndex(of: ["A.xcstrings", "B.xcstrings"]) == 0)
        #expect(AppCatalogCheck.homeIndex(of: ["App/localizable.xcstrings", "Localizable.xcstrings.bak"]) == 0)
        #expect(AppCatalogCheck.table(ofCatalogAt: "Widget/Widget.xcstrings") == "Widget")
    }

    @Test func aRequiredKeyIsMetByAnyCatalogAndMissingOnesGoHome() throws {
        let plist = try Self.catalog(["NSCameraUsageDescription": ["en": "Scan", "de": "Scannen"]])
        let widget = try Self.catalog(["NoAlc.Steady": ["en": "Steady", "de": "Kaum"]])
        let app = try Self.catalog(["Title": ["en": "Title", "de": "Titel"]])
        let check = AppCatalogCheck(members: [
            AppCatalogCheck.Member(catalog: plist, path: "App/InfoPlist.xcstrings"),
            AppCatalogCheck.Member(catalog: widget, path: "Widget/Widget.xcstrings"),
            AppCatalogCheck.Member(catalog: app, path: "App/Localizable.xcstrings"),
        ], requiredKeys: [Self.steady, Self.awful])
        let results = check.results(policy: GatePolicy())
        #expect(results.map(\.report.catalog) == ["App/InfoPlist.xcstrings", "Widget/Widget.xcstrings", "App/Localizable.xcstrings"])
        #expect(results.map(Self.missingKeys) == [[], [], ["Mood.Awful"]])
    }

    @Test func oneCatalogNeedsEveryRequiredKeyItself() throws {
        let widget = try Self.catalog(["NoAlc.Steady": ["en": "Steady"]])
        let result = AppCatalogCheck(members: [AppCatalogCheck.Member(catalog: widget, path: "Widget.xcstrings")], requiredKeys: [Self.steady, Self.awful])
            .results(policy: GatePolicy())
        #expect(result.map(Self.missingKeys) == [["Mood.Awful"]])
        #expect(result[0].report.locales == ["en"], "alone, a catalog is checked in its own locales")
    }

    @Test func everyCatalogIsCheckedInEveryLocaleOfTheApp() throws {
        let app = try Self.catalog(["Title": ["en": "Title", "de": "Titel", "fr": "Titre"]])
        let plist = try Self.catalog(["NSCameraUsageDescription": ["en": "Scan"]])
        let members = [AppCatalogCheck.Member(catalog: app, path: "Localizable.xcstrings"), AppCatalogCheck.Member(catalog: plist, path: "InfoPlist.xcstrings")]
        let results = AppCatalogCheck(members: members).results(policy: GatePolicy())
        #expect(results.map(\.report.locales) == [["en", "de", "fr"], ["en", "de", "fr"]])
        #expect(results[1].report.problems.filter { $0.kind == .missingTranslation }.compactMap(\.locale) == ["de", "fr"])
        #expect(!results[1].passed)
        let asked = AppCatalogCheck(members: members, options: CheckOptions(locales: ["en", "de"])).results(policy: GatePolicy())
        #expect(asked.map(\.report.locales) == [["en", "de"], ["en", "de"]])
    }

    @Test func aBaselineIsCheckedInTheSameLocalesUnderItsName() throws {
        let now = try Self.catalog(["Title": ["en": "Title"], "New": ["en": "New"]])
        let old = try Self.catalog(["Title": ["en": "Title", "fr": "Titre"]])
        let member = AppCatalogCheck.Member(catalog: now, path: "Localizable.xcstrings",
                                            baseline: AppCatalogCheck.BaselineCatalog(catalog: old, name: "origin/main:Localizable.xcstrings"))
        let result = try #require(AppCatalogCheck(members: [member], options: CheckOptions(locales: ["en", "de"])).results(policy: GatePolicy()).first)
        let baseline = try #require(result.baseline)
        #expect(baseline.name == "origin/main:Localizable.xcstrings")
        #expect(baseline.report.catalog == "origin/main:Localizable.xcstrings" && baseline.report.locales == ["en", "de"])
        // "Title" lacked German before too: only "New" is a new problem.
        #expect(result.report.problems.filter { $0.kind == .missingTranslation }.map(\.key) == ["New", "Title"])
        #expect(result.failingCount == 1)
    }

    @Test func sourcesAreMatchedByTheCatalogsTable() throws {
        let widget = try Self.catalog(["Start": ["en": "Start"]])
        var scan = SourceScan(uses: [
            SourceKeyUse(key: "Stop", api: "Text", table: "Widget", location: SourceLocation(file: "W.swift", line: 3, column: 1)),
            SourceKeyUse(key: "Other", api: "Text", location: SourceLocation(file: "W.swift", line: 4, column: 1)),
        ])
        scan.table = "Localizable"
        let result = AppCatalogCheck(members: [AppCatalogCheck.Member(catalog: widget, path: "Widget/Widget.xcstrings", sources: scan)])
            .results(policy: GatePolicy())
        #expect(result.map(Self.missingKeys) == [["Stop"]])
        #expect(result[0].report.problems.filter { $0.kind == .unusedKey }.map(\.key) == ["Start"])
    }

    @Test func differentWordingsAcrossCatalogsAreWarnedInTheLaterOne() throws {
        let app = try Self.catalog(["Streak": ["en": "Streak", "de": "Serie"]])
        let widget = try Self.catalog(["Streak": ["en": "Streak", "de": "Strähne"]])
        let members = [AppCatalogCheck.Member(catalog: app, path: "Localizable.xcstrings"), AppCatalogCheck.Member(catalog: widget, path: "Widget/Localizable.xcstrings")]
        let results = AppCatalogCheck(members: members).results(policy: GatePolicy())
        #expect(results[0].report.problems.allSatisfy { $0.kind != .inconsistentTranslation })
        #expect(results[1].report.problems.filter { $0.kind == .inconsistentTranslation }.map(\.message)
                == ["translated as \"Strähne\" here but as \"Serie\" in Localizable.xcstrings; use one wording"])
        let off = AppCatalogCheck(members: members, options: CheckOptions(severityOverrides: [.inconsistentTranslation: ProblemSeverity?.none])).results(policy: GatePolicy())
        #expect(off[1].report.problems.isEmpty)
        // Another table holds other strings under the same key (`title` of Settings and of Tasks).
        let otherTable = [AppCatalogCheck.Member(catalog: app, path: "Localizable.xcstrings"), AppCatalogCheck.Member(catalog: widget, path: "Widget.xcstrings")]
        #expect(AppCatalogCheck(members: otherTable).results(policy: GatePolicy()).allSatisfy { $0.report.problems.allSatisfy { $0.kind != .inconsistentTranslation } })
    }
}
