import Foundation
import SharpTools
import StringCatalog

extension TranslationImporter {
    /// Why the records of a translation table are not rows to import.
    package struct TableError: Error, Equatable, Sendable {
        /// The 1-based line of the record at fault; nil when the table is empty.
        package var line: Int?
        package var message: String

        package init(line: Int?, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The rows of a translation table (as `strings export` writes it): the first record is
    /// the header, naming the columns `key`, `locale`, `path`, `translation` and optionally
    /// `state` and `source` in any order (case and surrounding spaces ignored, the first of a
    /// repeated name counts, other columns are ignored); every other record is one row.
    package static func rows(fromRecords records: [CSVRecordReader.Record]) throws(TableError) -> [Row] {
        guard let header = records.first else {
            throw TableError(line: nil, message: "the file is empty (expected a header row)")
        }
        var column: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let normalized = cellValue(name).trimmingCharacters(in: .whitespaces).lowercased()
            if column[normalized] == nil { column[normalized] = index }
        }
        for required in ["key", "locale", "path", "translation"] where column[required] == nil {
            throw TableError(line: header.line, message: "no \"\(required)\" column (the header needs key, locale, path, translation; state is optional)")
        }
        var rows: [Row] = []
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw TableError(line: record.line, message: "\(record.fields.count) fields, the header has \(header.fields.count)")
            }
            func field(_ name: String) -> String? { column[name].map { cellValue(record.fields[$0]) } }
            rows.append(Row(
                line: record.line, key: field("key") ?? "", locale: field("locale") ?? "", path: field("path") ?? "",
                translation: field("translation") ?? "", state: field("state"), source: field("source")
            ))
        }
        return rows
    }

    /// A cell's text without the one leading `'` that the export puts before text a
    /// spreadsheet could run as a formula (and before text that begins with `'` itself).
    package static func cellValue(_ field: String) -> String {
        field.hasPrefix("'") ? String(field.dropFirst()) : field
    }
}

extension TranslationImporter.TableError: CustomStringConvertible {
    /// The line (when there is one) and the problem, to follow the file's path and a colon.
    package var description: String { line.map { "\($0): \(message)" } ?? message }
}
