import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogProject
@testable import CatalogCheck
@testable import CatalogExchange

/// The catalog library's failures read as words wherever they are shown with `"\(error)"`,
/// never as a type name with its fields.
@Suite struct CatalogFailureWordsTests {
    @Test func readerAndWriterFailures() {
        #expect("\(XLIFFReader.Failure(line: 4, message: "not well-formed XML: an attribute given twice"))" == "4: not well-formed XML: an attribute given twice")
        #expect("\(PropertyListText.Failure(line: 9, message: "unterminated string"))" == "9: unterminated string")
        #expect("\(TranslationImporter.TableError(line: 2, message: "no column \"key\""))" == "2: no column \"key\"")
        #expect("\(TranslationImporter.TableError(line: nil, message: "the table is empty"))" == "the table is empty")
        #expect("\(GitBaseline.Failure(message: "--baseline \"x\" is not a git revision"))" == "--baseline \"x\" is not a git revision")
        let unit = XLIFFWriter.Failure(original: "L.xcstrings", key: "K", locale: "de", scalar: 1)
        #expect("\(unit)" == "L.xcstrings: \"K\" [de] contains U+0001, which XML 1.0 cannot hold")
    }
}
