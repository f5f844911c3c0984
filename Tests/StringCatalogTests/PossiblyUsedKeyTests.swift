import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// A key the code holds as a literal outside a localizing position is possibly used:
/// no `unused-key`, its translation problems reported as a used key's. A literal nested in
/// another's interpolation is scanned as code.
@Suite struct PossiblyUsedKeyTests {
    static func scan(_ source: String) -> SourceScan {
        SwiftKeyScanner().scan(Array(source.utf8), file: "App/Bar.swift")
    }

    @Test func literalsAnywhereAreRecordedInterpolatedOnesByTheirKeyButNotCommentedOnes() {
        let scan = Self.scan(#"""
        let info = SwitchBarInfo(title: "Stored title")
        var names = ["Dict key": 1]
        func label() -> String { return "Returned" }
        let count = "Items \(names.count)"
        // let old = "Commented"
        /* "Block commented" */
        """#)
        #expect(scan.literals.contains("Stored title"))
        #expect(scan.literals.contains("Dict key"))
        #expect(scan.literals.contains("Returned"))
        // With an interpolation: by the key it makes, not by its text.
        #expect(!scan.literals.contains("Items "))
        #expect(scan.literals.contains("Items %lld"))
        #expect(!scan.literals.contains("Commented"))
        #expect(!scan.literals.contains("Block commented"))
        // None of them is a use: a missing key is never derived from a plain literal.
        #expect(scan.uses.isEmpty)
    }

    @Test func aLiteralInsideAnInterpolationIsScannedAsCode() {
        let scan = Self.scan(#"""
        let a = 1
        let line = "\(String(localized: "Nested key")) ✓ \(flag ? "Yes" : "No")"
        let deeper = "x \("y \(Text("Deep key"))")"
        """#)
        let nested = scan.uses.first { $0.key == "Nested key" }
        #expect(nested?.api == "localized:")
        #expect(nested?.location.line == 2)
        #expect(scan.uses.contains { $0.key == "Deep key" && $0.api == "Text" && $0.location.line == 3 })
        #expect(scan.literals.isSuperset(of: ["Yes", "No", "Nested key"]))
    }

    static let catalogJSON = """
    {"sourceLanguage":"en","strings":{
      "Stored title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gespeichert"}}}},
      "Held":{"localizations":{}},
      "Items %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld Dinge"}}}},
      "Commented":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kommentiert"}}}}
    }}
    """

    @Test func aPossiblyUsedKeyIsNotUnusedAndKeepsItsTranslationProblems() throws {
        var scan = Self.scan(#"""
        let info = SwitchBarInfo(title: "Stored title")
        let held = Item(key: "Held")
        let count = "Items \(n)"
        // "Commented"
        """#)
        scan.table = "Localizable"
        let report = CompletenessChecker(catalog: try Support.catalog(Self.catalogJSON), options: CheckOptions(sources: scan)).run()
        let rows = report.problems.map { "\($0.kind.rawValue) \($0.key) \($0.locale ?? "-")" }.sorted()
        #expect(rows == [
            // Held is possibly shown: its missing German is reported as for a used key.
            "missing-translation Held de",
            // An interpolated literal holds its key with any specifier where the type is not
            // evident ("Items %lld" is possibly used); a commented one is no code.
            "unused-key Commented -",
        ])
    }

    @Test func objectiveCKeysWithTheirTables() {
        let source = #"""
        // NSLocalizedString(@"Line comment", nil);
        /* [bundle localizedStringForKey:@"Block comment" value:nil table:nil]; */
        NSString *a = NSLocalizedString(@"Hello", @"greeting");
        NSString *b = NSLocalizedStringFromTable(@"Tabled", @"Other", nil);
        NSString *c = [[NSBundle mainBundle] localizedStringForKey:@"Bundled" value:[self fallback:@"x"] table:@"Menu"];
        NSString *d = [NSBundle.mainBundle localizedStringForKey:@"Default table" value:@"" table:nil];
        NSString *e = @"Say \"hi\"\u00e9";
        const char *f = "C string";
        NSString *g = NSLocalizedString(@"Multi"
            @"line", nil);
        """#
        let scan = ObjCKeyScanner.scan(Array(source.utf8), file: "App/Legacy.m")
        #expect(scan.uses.map { "\($0.key)|\($0.table ?? "-")|\($0.api)|\($0.location.line)" } == [
            "Hello|-|NSLocalizedString|3",
            "Tabled|Other|NSLocalizedStringFromTable|4",
            "Bundled|Menu|localizedStringForKey:|5",
            "Default table|-|localizedStringForKey:|6",
            "Multi|-|NSLocalizedString|9",
        ])
        #expect(scan.literals.contains("Say \"hi\"é"))
        #expect(scan.literals.contains("x"))
        #expect(!scan.literals.contains("C string"))
        #expect(!scan.literals.contains("Line comment"))
        #expect(!scan.literals.contains("Block comment"))
        #expect(scan.lines == 10)
    }

    @Test func objectiveCFilesAreWalkedAndScannedBySecondPassOnly() throws {
        let tree = SourceTree("App")
        #expect(tree.takes("Legacy.m", isDirectory: false, excluding: []))
        #expect(tree.takes("Bridge.MM", isDirectory: false, excluding: []))
        #expect(tree.takes("Header.h", isDirectory: false, excluding: []))
        #expect(!tree.takes("notes.md", isDirectory: false, excluding: []))
        let files = ["App/A.swift": #"Text("Swift key")"#, "App/Legacy.m": #"NSLocalizedString(@"ObjC key", nil);"#]
        let scan = SourceTree.scan(files: ["App/A.swift", "App/Legacy.m"], scanner: SwiftKeyScanner()) { Array((files[$0] ?? "").utf8) }
        #expect(scan.uses.map(\.key) == ["Swift key", "ObjC key"])
        #expect(scan.files == 2)
    }
}
