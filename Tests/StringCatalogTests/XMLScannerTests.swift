import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogExchange

/// The XML scanner under the XLIFF reader: what XML 1.0 says about references, line ends and
/// attribute values, and the input it refuses, each with its line.
@Suite struct XMLScannerTests {
    static func read(_ xml: String) throws -> XLIFFDocument {
        try XLIFFReader.read(Array(xml.utf8))
    }

    static func failure(_ bytes: [UInt8]) -> XLIFFReader.Failure? {
        do {
            _ = try XLIFFReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func wrap(_ unit: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- c -->\n<xliff version='1.2'><file original=\"a\" source-language=\"en\" target-language=\"de\"><body>\n" + unit + "\n</body></file></xliff>\n<?pi after?>\n"
    }

    @Test func referencesLineEndsAndAttributeValues() throws {
        let document = try Self.read(Self.wrap("<trans-unit id=\"a&#10;b\tc\r\nd &amp; &#x1F600;\"><source>x</source><target>1 &lt; 2 &gt; 0 &quot;&apos;\r\nnext\rlast &#13;</target></trans-unit>"))
        let unit = try #require(document.files.first?.units.first)
        #expect(unit.id == "a\nb c d & 😀")
        #expect(unit.target == "1 < 2 > 0 \"'\nnext\nlast \r")
        #expect(unit.line == 4)
    }

    @Test func documentsEqualTheUnitWriter() throws {
        let catalog = try Support.catalog(XLIFFTests.catalogJSON)
        let sources = [XLIFFWriter.Source(catalog: catalog, original: "App/L.xcstrings"), XLIFFWriter.Source(catalog: catalog, original: "W/L.xcstrings")]
        let documents = try XLIFFWriter.documents(XLIFFWriter.Prepared(sources), targetLocales: ["de", "ru"], toolVersion: "1")
        for (index, locale) in ["de", "ru"].enumerated() {
            let units = XLIFFWriter.units(for: catalog, locales: [locale])[locale] ?? []
            #expect(documents[index].bytes == (try XLIFFWriter.write(sources, units: [units, units], targetLocale: locale, toolVersion: "1")))
            #expect(documents[index].units == 2 * units.filter(\.translate).count)
        }
    }

    @Test func refusedInputNamesTheLine() {
        let cases: [(String, Int, String)] = [
            (Self.wrap("<trans-unit id=\"a\"><source>x ]]> y</source></trans-unit>"), 4, "']]>' in text"),
            (Self.wrap("<trans-unit id=\"a\" id=\"b\"><source>x</source></trans-unit>"), 4, "an attribute given twice"),
            (Self.wrap("<trans-unit id=a><source>x</source></trans-unit>"), 4, "an attribute value without quotes"),
            (Self.wrap("<trans-unit id=\"<\"><source>x</source></trans-unit>"), 4, "'<' inside an attribute value"),
            (Self.wrap("<trans-unit id=\"a\"><source>&#1;</source></trans-unit>"), 4, "a character reference to a character XML does not allow"),
            (Self.wrap("<trans-unit id=\"a\"><source>\u{1}</source></trans-unit>"), 4, "a character XML does not allow"),
            (Self.wrap("<trans-unit id=\"a\"><source>&amp</source></trans-unit>"), 4, "an entity reference without its ';'"),
            ("<!DOCTYPE x [<!ENTITY e \"boom\">]>\n<xliff version=\"1.2\"/>", 1, "a DOCTYPE (XLIFF needs none, and entities it declares are not read)"),
            ("<xliff version=\"1.2\"/>\n<xliff version=\"1.2\"/>", 2, "content after the root element"),
            ("<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\">", 2, "an element is not closed"),
            ("<xliff version=\"1.2\"></file>", 1, "the end tag does not match the open element"),
            ("text<xliff version=\"1.2\"/>", 1, "text outside the root element"),
            ("\n<?xml version=\"1.0\"?><xliff version=\"1.2\"/>", 2, "an XML declaration that is not at the start"),
        ]
        for (xml, line, message) in cases {
            #expect(Self.failure(Array(xml.utf8)) == XLIFFReader.Failure(line: line, message: "not well-formed XML: " + message), "\(message)")
        }
        #expect(Self.failure(Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff version=\"1.2\"/>".utf8))
                == XLIFFReader.Failure(line: 1, message: "the encoding iso-8859-1; only UTF-8 is read"))
        #expect(Self.failure(Array("<xliff version=\"1.2\">\n<file original=\"".utf8) + [0xFF] + Array("\"/></xliff>".utf8))
                == XLIFFReader.Failure(line: 2, message: "not well-formed XML: bytes that are not UTF-8"))
        #expect(Self.failure([0xEF, 0xBB, 0xBF] + Array("<xliff version=\"1.2\"/>".utf8)) == nil)
    }
    /// 200,000 attributes on one trans-unit (2.2 MB): read in linear time — comparing each
    /// name with every earlier one took 16 s for 100,000 in a release build, and this test
    /// would take many minutes — and a repeat among them is still found with its line.
    @Test func twoHundredThousandAttributesAreReadAndARepeatAmongThemIsFound() throws {
        let names = (0..<200_000).map { " a\($0)=\"\($0 % 10)\"" }.joined()
        let document = try Self.read(Self.wrap("<trans-unit id=\"k\"\(names)><source>x</source><target>y</target></trans-unit>"))
        #expect(document.files.first?.units.map(\.id) == ["k"])
        #expect(document.files.first?.units.first?.target == "y")
        let repeated = Self.wrap("<trans-unit id=\"k\"\(names)\n a199990=\"again\"><source>x</source></trans-unit>")
        #expect(Self.failure(Array(repeated.utf8)) == XLIFFReader.Failure(line: 5, message: "not well-formed XML: an attribute given twice"))
    }
}
