import Foundation

/// A member of a settings file whose JSON is well-formed but whose value is not a valid
/// setting; the offset of the value becomes line:column in the message.
package struct InvalidSetting: Error, Sendable {
    package let message: String
    /// Byte offset of the value in the file.
    package let offset: Int

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// A member of `section` that is not a setting, with the nearest of `known` when one is
    /// near: `unknown member "report.timezone" (did you mean "report.timeZone"? known: …)`.
    package static func unknownMember(_ name: String, of section: String, known: [String], at offset: Int) -> InvalidSetting {
        let suggestion = NameSuggestion.closest(to: name, among: known).map { "did you mean \"\(section).\($0)\"? " } ?? ""
        return InvalidSetting("unknown member \"\(section).\(name)\" (\(suggestion)known: \(known.joined(separator: ", ")))", at: offset)
    }
}

/// A settings file that cannot be read as settings: `file:line:column: message`.
package struct SettingsError: Error, Sendable, CustomStringConvertible {
    package let description: String
}

/// A JSON settings file (`.trackerkit.json`): one object with a member per section, and the
/// values its members hold.
package enum SettingsValues {
    /// Hands every member of `section` in the settings file `file` (its `bytes`) to `member`
    /// (the name, and the reader at the value, which `member` must consume). The other known
    /// `sections` are skipped; any other top-level member is refused, so that a misspelled
    /// section does not pass silently.
    package static func read(
        section: String, of bytes: [UInt8], file: String, sections: [String], member: (_ name: String, _ reader: inout JSONReader) throws -> Void
    ) throws(SettingsError) {
        var reader = JSONReader(bytes: bytes)
        do {
            var whole = JSONReader(bytes: bytes)
            try requireUniqueMembers(&whole, path: "")
            try whole.finish()
            try reader.beginObject()
            while let top = try reader.nextKey() {
                guard top == section else {
                    guard sections.contains(top) else {
                        let suggestion = NameSuggestion.closest(to: top, among: sections).map { "did you mean \"\($0)\"? " } ?? ""
                        let listed = sections.map { "\"\($0)\"" }.joined(separator: " or ")
                        throw InvalidSetting("unknown member \"\(top)\" (\(suggestion)the settings go into \(listed))", at: reader.valueStart)
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
            throw SettingsError(description: "\(file):\(error.position): \(error.message)")
        } catch let invalid as InvalidSetting {
            throw SettingsError(description: "\(file):\(reader.position(of: invalid.offset)): \(invalid.message)")
        } catch {
            throw SettingsError(description: "\(file): \(error)")
        }
    }

    /// Refuses a member given twice in one object anywhere in the file (`"locales"` twice in
    /// `"strings"`): JSON leaves it undefined, and taking the last silently would drop a
    /// setting the file shows. `path` names the object (`strings.severity`) in the message.
    private static func requireUniqueMembers(_ reader: inout JSONReader, path: String) throws {
        switch try reader.peekKind() {
        case .object:
            try reader.beginObject()
            var seen: [String: Int] = [:]
            while let name = try reader.nextKey() {
                let member = path.isEmpty ? name : path + "." + name
                if let first = seen[name] {
                    throw InvalidSetting("\"\(member)\" is given twice (also line \(reader.position(of: first).line)); give each member once", at: reader.valueStart)
                }
                seen[name] = reader.valueStart
                try requireUniqueMembers(&reader, path: member)
            }
        case .array:
            try reader.beginArray()
            var index = 0
            while try reader.nextElement() {
                try requireUniqueMembers(&reader, path: "\(path)[\(index)]")
                index += 1
            }
        default:
            try reader.skipValue()
        }
    }

    /// A JSON array of strings.
    package static func readStrings(_ reader: inout JSONReader) throws(JSONReaderError) -> [String] {
        try reader.beginArray()
        var values: [String] = []
        while try reader.nextElement() { values.append(try reader.readString()) }
        return values
    }

    /// A string member that names a path or a git revision (`report.out`, `strings.baseline`):
    /// a control character in it (a NUL, a line break) is an error at the value, never a
    /// silently changed path.
    package static func readPath(_ reader: inout JSONReader, member: String) throws -> String {
        let path = try reader.readString()
        if let control = path.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw InvalidSetting("\(member) contains the control character \(String(format: "U+%04X", control.value)); paths and revisions cannot hold one", at: reader.valueStart)
        }
        return path
    }

    /// A JSON array of paths (`strings.sources`), each checked as `readPath` does.
    package static func readPaths(_ reader: inout JSONReader, member: String) throws -> [String] {
        try reader.beginArray()
        var paths: [String] = []
        while try reader.nextElement() { paths.append(try readPath(&reader, member: member)) }
        return paths
    }

    /// `text` read as an option of the same kind reads it (`ValueText`); its error names
    /// `member` and the place of the value.
    package static func value<Value>(_ text: String, of member: String, at offset: Int, _ read: (String) throws(InvalidValue) -> Value) throws(InvalidSetting) -> Value {
        do throws(InvalidValue) {
            return try read(text)
        } catch {
            throw InvalidSetting(error.message(for: member), at: offset)
        }
    }

    /// `path` as written in the settings file at `settingsPath`: absolute, or relative to its folder.
    package static func resolve(_ path: String, besideSettings settingsPath: String) -> String {
        let directory = (settingsPath as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }
}

extension InvalidSetting: CustomStringConvertible {
    /// The problem in words (the file and place are added by `SettingsValues.read`).
    package var description: String { message }
}
