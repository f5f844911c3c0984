import Testing
import SharpTools
import StringCatalog
import CatalogExchange

/// The mapping from CSV records to import rows (`strings import`).
@Suite struct TranslationImportRowsTests {
    private func record(_ line: Int, _ fields: [String]) -> CSVRecordReader.Record {
        CSVRecordReader.Record(line: line, fields: fields)
    }

    @Test func columnsAreFoundByNameInAnyOrder() throws {
        let rows = try TranslationImporter.rows(fromRecords: [
            record(1, [" Translation", "KEY", "extra", "locale", "path"]),
            record(2, ["'=Hallo", "Greeting", "x", "de", ""]),
        ])
        #expect(rows == [TranslationImporter.Row(line: 2, key: "Greeting", locale: "de", path: "", translation: "=Hallo", state: nil)])
    }

    @Test func theStateColumnIsOptionalAndKeptWhenPresent() throws {
        let rows = try TranslationImporter.rows(fromRecords: [
            record(1, ["key", "locale", "path", "translation", "state"]),
            record(3, ["A", "fr", "plural.one", "Un", ""]),
        ])
        #expect(rows.first?.state == "")
        #expect(rows.first?.path == "plural.one")
    }

    @Test func tablesThatAreNotRowsAreErrorsWithTheirLine() {
        #expect(throws: TranslationImporter.TableError(line: nil, message: "the file is empty (expected a header row)")) {
            try TranslationImporter.rows(fromRecords: [])
        }
        #expect(throws: TranslationImporter.TableError(line: 1, message: "no \"path\" column (the header needs key, locale, path, translation; state is optional)")) {
            try TranslationImporter.rows(fromRecords: [record(1, ["key", "locale", "translation"])])
        }
        #expect(throws: TranslationImporter.TableError(line: 5, message: "2 fields, the header has 4")) {
            try TranslationImporter.rows(fromRecords: [record(1, ["key", "locale", "path", "translation"]), record(5, ["a", "b"])])
        }
    }

    @Test func oneLeadingApostropheIsTheExportsGuard() {
        #expect(TranslationImporter.cellValue("''x") == "'x")
        #expect(TranslationImporter.cellValue("x'") == "x'")
    }
}
