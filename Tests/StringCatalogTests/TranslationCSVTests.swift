import Testing
import StringCatalog
import CatalogExchange

/// The translator spreadsheet both ways: the export's cells and the import's batch with the
/// file's errors at their lines; and the locales an export covers by default.
@Suite struct TranslationCSVTests {
    @Test func cellsFollowTheColumnsAndSurviveTheImportsApostrophe() throws {
        let row = TranslationRow(key: "'quoted", locale: "de", path: UnitPath("plural.one")!, source: "=1+1", translation: "x", state: "new", comment: "c")
        #expect(TranslationCSV.columns == ["key", "locale", "path", "source", "translation", "state", "comment"])
        #expect(TranslationCSV.cells(of: row) == ["''quoted", "de", "plural.one", "=1+1", "x", "new", "c"])
        #expect(TranslationImporter.cellValue(TranslationCSV.cellText("'quoted")) == "'quoted")
    }

    @Test func aCSVIsOneBatchOfRowsForTheOnlyCatalog() throws {
        let batch = try TranslationCSV.batch(Array("\u{FEFF}key,locale,path,translation\r\nTitle,de,,Titel\r\n".utf8), file: "t.csv")
        #expect(batch.file == "t.csv" && batch.catalogIndex == 0 && batch.declaredLocale == nil && batch.refused.isEmpty)
        #expect(batch.rows == [TranslationImporter.Row(line: 2, key: "Title", locale: "de", path: "", translation: "Titel", state: nil)])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "key,locale,path,translation\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try TranslationCSV.batch(utf16, file: "t.csv").rows.isEmpty)
    }

    @Test func aFileThatIsNoTranslationTableIsAnErrorAtItsLine() {
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try TranslationCSV.batch(bytes, file: "t.csv")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(Array("key,locale,path,translation\nGr".utf8) + [0xFC, 0xDF] + Array("e,de,,x\n".utf8))?.hasPrefix("t.csv:2: ") == true)
        #expect(error([]) == "t.csv: the file is empty (expected a header row)")
        #expect(error(Array("key,locale\n".utf8))?.hasPrefix("t.csv:1: no \"path\" column") == true)
        #expect(error(Array("key,locale,path,translation\na,b\n".utf8)) == "t.csv:2: 2 fields, the header has 4")
        #expect(error(Array("key,locale,path,translation\n\"open\n".utf8)) == "t.csv:2: a quoted field is not closed")
    }

    /// JSON, XML or gzip bytes are named as what they are, not as the first CSV error they cause.
    @Test func anotherKindOfFileIsNamedAsWhatItIs() {
        func error(_ text: String, file: String = "t.csv") -> String? { error(Array(text.utf8), file: file) }
        func error(_ bytes: [UInt8], file: String = "t.csv") -> String? {
            do {
                _ = try TranslationCSV.batch(bytes, file: file)
                return nil
            } catch {
                return error.description
            }
        }
        let json = "this is JSON, not a translation CSV; import the CSV that strings export writes, or XLIFF (a .xliff or .xlf file, or an .xcloc bundle)"
        #expect(error("{\"key\": \"A\"}", file: "x.json") == "x.json: " + json)
        #expect(error("\u{FEFF}\n  [1, 2]") == "t.csv: " + json)
        #expect(error("{ \"sourceLanguage\" : \"en\" }", file: "App/Localizable.xcstrings") == "App/Localizable.xcstrings: this is a string catalog, "
            + "not a translation CSV: the catalog to import into goes to --catalog, and the CSV or XLIFF to import is the argument")
        #expect(error("<?xml version=\"1.0\"?>\n<xliff/>") == "t.csv: this is XML, not a translation CSV; XLIFF is read from a file named .xliff or .xlf (or an .xcloc bundle)")
        #expect(error([0x1F, 0x8B, 0x08]) == "t.csv: not a translation CSV: the file is gzip-compressed; read it decompressed, e.g. <(gunzip -c t.csv)")
    }

    @Test func anExportCoversEveryTargetLocaleOfTheCatalogs() throws {
        let app = try Support.catalog(#"{"sourceLanguage":"en","strings":{"A":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"fr":{"stringUnit":{"state":"translated","value":"A"}}}}}}"#)
        let german = try Support.catalog(#"{"sourceLanguage":"de","strings":{"B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}},"en":{"stringUnit":{"state":"translated","value":"B"}},"Ä":{"stringUnit":{"state":"translated","value":"B"}}}}}}"#)
        #expect(TranslationTable.targetLocales(of: [app, german]) == ["en", "fr", "Ä"])
        #expect(TranslationTable.targetLocales(of: [try Support.catalog(#"{"sourceLanguage":"en","strings":{}}"#)]).isEmpty)
    }
}
