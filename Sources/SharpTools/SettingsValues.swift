import Foundation

/// A member of a settings file whose JSON is well-formed but whose value is not a valid
/// setting; the offset of the value becomes line:column in the message.
public struct InvalidSetting: Error, Sendable {
    public let message: String
    /// Byte offset of the value in the file.
    public let offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Values of a JSON settings file (`.trackerkit.json`) as its members hold them.
public enum SettingsValues {
    /// A JSON array of strings.
    public static func readStrings(_ reader: inout JSONReader) throws(JSONReaderError) -> [String] {
        try reader.beginArray()
        var values: [String] = []
        while try reader.nextElement() { values.append(try reader.readString()) }
        return values
    }

    /// `text` read as an option of the same kind reads it (`ValueText`); its error names
    /// `member` and the place of the value.
    public static func value<Value>(_ text: String, of member: String, at offset: Int, _ read: (String) throws(InvalidValue) -> Value) throws(InvalidSetting) -> Value {
        do throws(InvalidValue) {
            return try read(text)
        } catch {
            throw InvalidSetting(error.message(for: member), at: offset)
        }
    }

    /// `path` as written in the settings file at `settingsPath`: absolute, or relative to its folder.
    public static func resolve(_ path: String, besideSettings settingsPath: String) -> String {
        let directory = (settingsPath as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }
}
