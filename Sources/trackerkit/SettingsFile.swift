import Foundation
import SharpTools

/// `.trackerkit.json`: one JSON object with a section per command family — `"strings"`
/// (`StringsConfig`) and `"report"` (`ReportConfig`). Each reads its own section and skips the
/// other; any other top-level member is an error, so a misspelled section does not pass
/// silently. Errors name the file and line:column.
enum SettingsFile {
    static let fileName = ".trackerkit.json"
    static let sections = ["strings", "report"]

    /// A member whose JSON is well-formed but whose value is not a valid setting.
    struct Invalid: Error {
        let message: String
        /// Byte offset of the value, turned into line:column by `read`.
        let offset: Int

        init(_ message: String, at offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// Reads `path` and hands every member of `section` to `member` (its name, and the reader
    /// positioned at its value, which `member` must consume or skip).
    /// A file of more than `limit` bytes is refused.
    static func read(
        _ path: String, section: String, limit: Int, member: (_ name: String, _ reader: inout JSONReader) throws -> Void
    ) throws(UsageError) {
        let bytes = try InputFile.bytes(of: path, limit: limit) { _ in "cannot read the settings file" }
        var reader = JSONReader(bytes: bytes)
        do {
            try reader.beginObject()
            while let top = try reader.nextKey() {
                guard top == section else {
                    guard sections.contains(top) else {
                        throw Invalid("unknown member \"\(top)\" (the settings go into \(sections.map { "\"\($0)\"" }.joined(separator: " or ")))", at: reader.valueStart)
                    }
                    try reader.skipValue()
                    continue
                }
                try reader.beginObject()
                while let name = try reader.nextKey() {
                    try member(name, &reader)
                }
            }
            try reader.finish()
        } catch let error as JSONReaderError {
            throw UsageError("\(path):\(error.position): \(error.message)")
        } catch let invalid as Invalid {
            throw UsageError("\(path):\(reader.position(of: invalid.offset)): \(invalid.message)")
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(path): \(error)")
        }
    }

    /// `text` read as an option of the same kind reads it; its error names `member`
    /// (`report.timeZone "Mars" is not an IANA time zone …`).
    static func value<Value>(_ kind: OptionValue<Value>, of member: String, _ text: String, at offset: Int) throws(Invalid) -> Value {
        do throws(InvalidValue) {
            return try kind.parse(text)
        } catch {
            throw Invalid(error.message(for: member), at: offset)
        }
    }

    /// A JSON array of strings.
    static func readStrings(_ reader: inout JSONReader) throws(JSONReaderError) -> [String] {
        try reader.beginArray()
        var values: [String] = []
        while try reader.nextElement() { values.append(try reader.readString()) }
        return values
    }

    /// `path` as written in the file at `settingsPath`: absolute, or relative to its folder.
    static func resolve(_ path: String, besideSettings settingsPath: String) -> String {
        let directory = (settingsPath as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }
}
