import Foundation
import StringCatalog
import Testing
import Output
import CatalogExchange

/// What `strings import` prints about a plan, for each way a run ends.
@Suite struct ImportPlanListingTests {
    static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel"}}}},
    "Save":{}
    }}
    """

    /// The plan of importing `csv` into the catalog above.
    static func plan(_ csv: String) throws -> TranslationImport.Plan {
        let catalog = try StringCatalog(bytes: Array(catalog.utf8), fileName: "L.xcstrings")
        let importer = try TranslationImport(targets: [TranslationImport.Target(catalog: catalog, path: "L.xcstrings")])
        return importer.plan([try TranslationCSV.batch(Array(csv.utf8), file: "t.csv")])
    }

    static func listing(_ csv: String, writes: Bool) throws -> ImportPlanListing {
        ImportPlanListing(plan: try plan(csv), paths: ["L.xcstrings"], inputs: ["t.csv"], isXLIFF: false, writes: writes)
    }

    static let header = "key,locale,path,source,translation,state,comment\r\n"

    @Test func changesAreListedAndWrittenOnlyWithWrite() throws {
        let csv = Self.header + "Title,de,,Title,Überschrift,,\r\nSave,de,,Save,Sichern,,\r\n"
        let dryRun = try Self.listing(csv, writes: false)
        #expect(dryRun.changeLines == """
        would change Title [de]: "Titel" (translated) → "Überschrift" (translated)
        would change Save [de]: (none) → "Sichern" (translated)

        """)
        #expect(dryRun.summary == "2 units would change; run again with --write to write L.xcstrings.\n")
        #expect(!dryRun.isWritten && dryRun.rejectionMessages.isEmpty)
        let written = try Self.listing(csv, writes: true)
        #expect(written.isWritten && written.changeLines.hasPrefix("changed Title [de]"))
        #expect(written.summary == "2 units changed in L.xcstrings.\n")
    }

    @Test func aRejectedRowWritesNothing() throws {
        let listing = try Self.listing(Self.header + "Title,de,,Title,Überschrift,,\r\nMissing,de,,M,X,,\r\n", writes: true)
        #expect(!listing.isWritten && listing.rejectionMessages.count == 1 && listing.rejectionMessages[0].hasPrefix("t.csv:3: "))
        #expect(listing.changeLines.hasPrefix("would change Title [de]"))
        #expect(listing.summary == "1 row rejected; L.xcstrings was not changed.\n")
    }

    @Test func nothingToChangeSaysSo() throws {
        let listing = try Self.listing(Self.header + "Title,de,,Title,Titel,,\r\n", writes: true)
        #expect(!listing.isWritten && listing.changeLines.isEmpty)
        #expect(listing.summary == "No changes: L.xcstrings already has every translation of t.csv.\n")
    }
    @Test func aTranslationFromAnOlderSourceTextIsAWarning() throws {
        let listing = try Self.listing(Self.header + "Title,de,,\"Old\ntitle\",Überschrift,,\r\n", writes: true)
        #expect(listing.rejectionMessages.isEmpty && listing.isWritten)
        #expect(listing.warningMessages == [
            "t.csv:2: \"Title\" [de] was translated from \"Old\\ntitle\", but the source text is now \"Title\"; imported as needs_review",
        ])
        #expect(listing.changeLines == "changed Title [de]: \"Titel\" (translated) → \"Überschrift\" (needs_review)\n")
    }
}
