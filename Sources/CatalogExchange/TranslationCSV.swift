import SharpTools
import StringCatalog

/// The translator spreadsheet, both ways: the columns and cell text `strings export` writes,
/// and the rows `strings import` reads back from such a file.
package enum TranslationCSV {
    /// The columns in the order the export writes them; the import finds them by name, so a
    /// translator may reorder columns or add their own.
    package static let columns = ["key", "locale", "path", "source", "translation", "state", "comment"]

    /// A row's cells, in the order of `columns`.
    package static func cells(of row: TranslationRow) -> [String] {
        [row.key, row.locale, row.path.description, row.source, row.translation, row.state, row.comment].map(cellText)
    }

    /// The text of a cell of the export. A spreadsheet runs a cell beginning with `=`, `+`, `-`
    /// or `@` as a formula, so the CSV writer puts a `'` before such text; a text that itself
    /// begins with `'` gets one more here, so that the import, which removes one leading `'`
    /// (`TranslationImporter.cellValue`), gives back exactly the catalog's text.
    package static func cellText(_ text: String) -> String {
        text.hasPrefix("'") ? "'" + text : text
    }

    /// The rows of a translator CSV as one batch for the run's only catalog. The file may be
    /// UTF-8 (with or without a byte order mark) or UTF-16 with a byte order mark; anything
    /// else — Excel's Windows-1252 "CSV" — is refused with the line of the first byte that is
    /// not UTF-8.
    package static func batch(_ bytes: [UInt8], file: String) throws(TranslationImport.InputError) -> TranslationImport.Batch {
        if let compressed = CompressedInput.hint(prefix: bytes.prefix(2), file: file) {
            throw TranslationImport.InputError(file: file, line: nil, message: "not a translation CSV: \(compressed)")
        }
        let text: [UInt8]
        switch TextFileEncoding.utf8(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let problem): throw TranslationImport.InputError(file: file, line: problem.line, message: problem.message)
        }
        if let other = otherKindOfFile(text, file: file) {
            throw TranslationImport.InputError(file: file, line: nil, message: other)
        }
        let records: [CSVRecordReader.Record]
        do throws(CSVRecordReader.ReadError) {
            records = try CSVRecordReader.read(text)
        } catch {
            throw TranslationImport.InputError(file: file, line: error.line, message: error.message)
        }
        let rows: [TranslationImporter.Row]
        do throws(TranslationImporter.TableError) {
            rows = try TranslationImporter.rows(fromRecords: records)
        } catch {
            throw TranslationImport.InputError(file: file, line: error.line, message: error.message)
        }
        return TranslationImport.Batch(file: file, catalogIndex: 0, declaredLocale: nil, rows: rows)
    }

    /// What the file is when it is plainly no CSV — JSON (an export of another tool, or the
    /// catalog itself given as the file to import) or XML (XLIFF under another name) — said
    /// instead of the first CSV error its text would cause. A CSV's header row begins with a
    /// column name, never with `{`, `[` or `<`.
    static func otherKindOfFile(_ text: [UInt8], file: String) -> String? {
        var rest = text[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        switch rest.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) {
        case UInt8(ascii: "{")? where file.lowercased().hasSuffix(".xcstrings"):
            return "this is a string catalog, not a translation CSV: the catalog to import into goes to --catalog, and the CSV or XLIFF to import is the argument"
        case UInt8(ascii: "{")?, UInt8(ascii: "[")?:
            return "this is JSON, not a translation CSV; import the CSV that strings export writes, or XLIFF (a .xliff or .xlf file, or an .xcloc bundle)"
        case UInt8(ascii: "<")?:
            return "this is XML, not a translation CSV; XLIFF is read from a file named .xliff or .xlf (or an .xcloc bundle)"
        default:
            return nil
        }
    }
}
