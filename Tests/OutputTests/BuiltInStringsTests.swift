import Foundation
import StringCatalog
import Testing
@testable import Output

/// The report phrases are embedded into the binary from `Strings/Localizable.xcstrings`.
@Suite struct BuiltInStringsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func embeddedBytesAreTheCatalogFileByteForByte() throws {
        let catalog = try Data(contentsOf: Self.root.appendingPathComponent("Strings/Localizable.xcstrings"))
        #expect(
            BuiltInStrings.catalogBytes == [UInt8](catalog),
            "the embedded phrases are not Strings/Localizable.xcstrings: Sources/Output/BuiltInStrings.xcstrings must link to it"
        )
    }

    @Test func everyReportPhraseIsTranslatedInTheShippedLanguages() throws {
        #expect(try BuiltInStrings.locales() == ["de", "en"])
        let stack = CatalogStack([try BuiltInStrings.catalog()])
        for locale in ["de", "en"] {
            #expect(stack.translatesAll(BuiltInStrings.phraseKeys, locale: locale))
        }
        #expect(!stack.translatesAll(BuiltInStrings.phraseKeys, locale: "fr"))
    }

    @Test func presetNamesAndLevelLabelsAreBuiltIn() throws {
        let stack = CatalogStack([try BuiltInStrings.catalog()])
        #expect(stack.value(for: "Drink Water", locale: "de").value == "Wasser trinken")
        #expect(stack.value(for: "NoAlc.Steady", locale: "de").value == "Kaum")
        #expect(stack.value(for: "Mood.Awful", locale: "en").value == "Awful")
    }
}
