import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogExchange

/// The XLIFF 1.2 writer and reader: Xcode's unit ids, escaping, states, and the errors of
/// the reader with their lines.
@Suite struct XLIFFTests {
    static let catalogJSON = """
    {"sourceLanguage":"en","strings":{
    "%lld days":{"comment":"Streak <b> & \\"more\\"","localizations":{
      "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}},
      "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"needs_review","value":"%lld Tag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}}}},
    "Device":{"localizations":{"en":{"variations":{"device":{"iphone":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"one phone"}},"other":{"stringUnit":{"state":"translated","value":"%lld phones"}}}}},"other":{"stringUnit":{"state":"translated","value":"Other"}}}}}}},
    "Done %#@n@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Done %#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg time"}},"other":{"stringUnit":{"state":"translated","value":"%arg times"}}}}}}}}},
    "Line\\nbreak\\r\\tkey":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Zeile\\r\\nUmbruch  "}}}},
    "Skip":{"shouldTranslate":false},
    "a|==|b":{}
    },"version":"1.0"}
    """

    @Test func unitIDsAreXcodes() {
        #expect(XLIFFUnitID.id(key: "Title", path: UnitPath()) == "Title")
        #expect(XLIFFUnitID.id(key: "K", path: UnitPath("plural.one")!) == "K|==|plural.one")
        #expect(XLIFFUnitID.id(key: "K", path: UnitPath("device.iphone/plural.other")!) == "K|==|device.iphone.plural.other")
        #expect(XLIFFUnitID.id(key: "K", path: UnitPath("substitutions.count/plural.few")!) == "K|==|substitutions.count.plural.few")
        let parsed = XLIFFUnitID.parse("K|==|substitutions.count.plural.few", isKey: { _ in false })
        #expect(parsed?.key == "K" && parsed?.path == "substitutions.count/plural.few")
        #expect(XLIFFUnitID.parse("a|==|b", isKey: { $0 == "a|==|b" })?.path == "")
        #expect(XLIFFUnitID.parse("K|==|plural", isKey: { _ in false }) == nil)
        #expect(XLIFFUnitID.parse("K|==|plural..one", isKey: { _ in false }) == nil)
    }

    @Test func writtenUnitsReadBackAndMatchTheCSVRows() throws {
        let catalog = try Support.catalog(Self.catalogJSON)
        let locales = ["de", "ru"]
        let units = XLIFFWriter.units(for: catalog, locales: locales)
        let rows = TranslationTable.rows(for: catalog, locales: locales)
        for locale in locales {
            let perLocale = try #require(units[locale])
            #expect(perLocale.filter(\.translate).count == rows.filter { $0.locale == locale }.count)
            let bytes = try XLIFFWriter.write([.init(catalog: catalog, original: "App/Localizable.xcstrings")], units: [perLocale],
                                              targetLocale: locale, toolVersion: "9.9")
            let document = try XLIFFReader.read(Data(bytes))
            let file = try #require(document.files.first)
            #expect(document.files.count == 1)
            #expect(file.original == "App/Localizable.xcstrings" && file.sourceLanguage == "en" && file.targetLanguage == locale)
            #expect(file.units.map { unit -> XLIFFDocument.Unit in var copy = unit; copy.line = 0; return copy } == perLocale)
            #expect(file.units.allSatisfy { $0.line > 0 })
        }
        let de = try #require(units["de"])
        let ids = de.map(\.id)
        #expect(ids.contains("%lld days|==|plural.one") && ids.contains("Device|==|device.iphone.plural.one")
                && ids.contains("Done %#@n@|==|substitutions.n.plural.other") && ids.contains("a|==|b"))
        let review = try #require(de.first { $0.id == "%lld days|==|plural.one" })
        #expect(review.state == "needs-review-translation" && review.target == "%lld Tag" && review.note == "Streak <b> & \"more\"")
        let newUnit = try #require(de.first { $0.id == "Line\nbreak\r\tkey" })
        #expect(newUnit.state == "new" && newUnit.target == "Zeile\r\nUmbruch  ")
        let skip = try #require(de.first { $0.id == "Skip" })
        #expect(!skip.translate && skip.target == nil)
        let missing = try #require(units["ru"]?.first { $0.id == "%lld days|==|plural.few" })
        #expect(missing.target == nil && missing.state == nil && missing.source == "%lld days")
    }

    @Test func escapingKeepsMarkupAndLineEnds() throws {
        let catalog = try Support.catalog(Self.catalogJSON)
        let units = XLIFFWriter.units(for: catalog, locales: ["de"])
        let bytes = try XLIFFWriter.write([.init(catalog: catalog, original: "L.xcstrings")], units: [units["de"] ?? []], targetLocale: "de", toolVersion: "1")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("<trans-unit id=\"Line&#10;break&#13;&#9;key\" xml:space=\"preserve\">"))
        #expect(text.contains("<target state=\"new\">Zeile&#13;\nUmbruch  </target>"))
        #expect(text.contains("<note>Streak &lt;b&gt; &amp; \"more\"</note>"))
        #expect(text.contains("<trans-unit id=\"Skip\" xml:space=\"preserve\" translate=\"no\">"))
        #expect(text.contains("<tool tool-id=\"trackerkit\" tool-name=\"TrackerKit\" tool-version=\"1\"/>"))
    }

    @Test func textXMLCannotHoldIsAnError() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{"Bell\\u0007":{}},"version":"1.0"}
        """)
        let units = XLIFFWriter.units(for: catalog, locales: ["de"])
        #expect(throws: XLIFFWriter.Failure.self) {
            _ = try XLIFFWriter.write([.init(catalog: catalog, original: "L.xcstrings")], units: [units["de"] ?? []], targetLocale: "de", toolVersion: "1")
        }
        do {
            _ = try XLIFFWriter.write([.init(catalog: catalog, original: "L.xcstrings")], units: [units["de"] ?? []], targetLocale: "de", toolVersion: "1")
        } catch {
            #expect(error.message == "L.xcstrings: \"Bell\u{7}\" [de] contains U+0007, which XML 1.0 cannot hold")
        }
    }

    static func failure(_ xml: String) -> XLIFFReader.Failure? {
        do {
            _ = try XLIFFReader.read(Data(xml.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readerErrorsNameTheLine() {
        let head = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        #expect(Self.failure(head + "<file original=\"a\" source-language=\"en\">\n<body>\n</file></xliff>")
                == .init(line: 5, message: "not well-formed XML: the end tag does not match the open element"))
        #expect(Self.failure("<xliff version=\"2.0\"><file/></xliff>")?.message == "XLIFF version 2.0; only XLIFF 1.2 (what Xcode writes) is read")
        #expect(Self.failure("<xliff><file/></xliff>")?.message == "<xliff> has no version (expected 1.2)")
        #expect(Self.failure("<root/>")?.message == "the root element is <root>, not <xliff>")
        #expect(Self.failure("")?.line == 1)
        #expect(Self.failure(head + "<file source-language=\"en\"><body/></file></xliff>")
                == .init(line: 3, message: "<file> has no original (the catalog it belongs to)"))
        #expect(Self.failure(head + "<file original=\"a\" source-language=\"en\"><body>\n<trans-unit><source>x</source></trans-unit></body></file></xliff>")
                == .init(line: 4, message: "<trans-unit> has no id"))
        #expect(Self.failure(head + "<file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><source>x</source>\n<target>a <g id=\"1\">b</g></target></trans-unit></body></file></xliff>")
                == .init(line: 5, message: "<g> inside <target>: only plain text targets are read"))
        #expect(Self.failure(head + "<file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><source>x</source><target>a</target>\n<target>b</target></trans-unit></body></file></xliff>")
                == .init(line: 5, message: "a second <target> in one trans-unit"))
        #expect(Self.failure(head + "<file original=\"a\" source-language=\"en\"><body>&nbsp;</body></file></xliff>")?.message
                == "not well-formed XML: an entity that is not declared (XML knows &amp; &lt; &gt; &quot; &apos;)")
    }

    @Test func readerTakesGroupsCDATAAndIgnoresAltTrans() throws {
        let xml = """
        <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
        <group id="g"><trans-unit id="k" translate="no"><source>x</source><target state="final"><![CDATA[<b>]]> &amp; y</target>
        <alt-trans><source>old</source><target>alt</target></alt-trans><note>n1</note><note>n2</note></trans-unit></group>
        </body></file></xliff>
        """
        let document = try XLIFFReader.read(Data(xml.utf8))
        #expect(document.files.first?.units == [
            XLIFFDocument.Unit(id: "k", source: "x", target: "<b> & y", state: "final", note: "n1\nn2", translate: false, line: 2),
        ])
    }

    @Test func statesMapBothWays() {
        #expect(["translated", "needs_review", "new"].map(XLIFFState.xliff) == ["translated", "needs-review-translation", "new"])
        #expect(["translated", "final", "signed-off", "new", "needs-translation", "needs-review-l10n", "x-custom"].map(XLIFFState.catalog)
                == ["translated", "translated", "translated", "new", "new", "needs_review", nil])
    }
}
