import SharpTools
import StringCatalog

/// The reader of `SplitFile`: a pull parse of the JSON with the line of every member, strict
/// about what it accepts (a misspelt `"vaule"` would otherwise be dropped without a word).
struct SplitFileReader {
    private var reader: JSONReader
    private var lines: LineLocator
    private let file: String

    init(bytes: [UInt8], file: String) {
        reader = JSONReader(bytes: bytes)
        lines = LineLocator(bytes: bytes)
        self.file = file
    }

    /// A unit's members as read.
    private struct Unit {
        var source: String?
        var state: String?
        var value: String?
        var valueLine = 0
    }

    mutating func read() throws(TranslationImport.InputError) -> SplitFile.Contents {
        try json { reader throws(JSONReaderError) in try reader.beginObject() }
        var contents = SplitFile.Contents(locale: "", sourceLanguage: nil, rows: [])
        var hasLocale = false
        var seen: [String: Int] = [:]
        while let name = try json({ reader throws(JSONReaderError) in try reader.nextKey() }) {
            let line = try place(name, in: &seen, "the top level")
            switch name {
            case "locale":
                contents.locale = try string(name, line: line)
                hasLocale = true
            case "sourceLanguage": contents.sourceLanguage = try string(name, line: line)
            case "strings": contents.rows = try strings(line: line)
            default: throw failure(line, "unknown member \"\(name)\" (a split file has locale, sourceLanguage and strings)")
            }
        }
        try json { reader throws(JSONReaderError) in try reader.finish() }
        guard hasLocale, !contents.locale.isEmpty else { throw failure(1, "no \"locale\": a split file names the locale it holds") }
        for index in contents.rows.indices { contents.rows[index].locale = contents.locale }
        return contents
    }

    /// The rows of the `strings` object (locales filled in by the caller).
    private mutating func strings(line: Int) throws(TranslationImport.InputError) -> [TranslationImporter.Row] {
        try expectObject("strings", line: line)
        var rows: [TranslationImporter.Row] = []
        var seen: [String: Int] = [:]
        while let key = try json({ reader throws(JSONReaderError) in try reader.nextKey() }) {
            let keyLine = try place(key, in: &seen, "strings")
            try expectObject(key, line: keyLine)
            var units: [(path: String, unit: Unit)] = []
            var plain = Unit()
            var members: [String: Int] = [:]
            while let name = try json({ reader throws(JSONReaderError) in try reader.nextKey() }) {
                let memberLine = try place(name, in: &members, "\"\(key)\"")
                if name.contains(".") {
                    guard UnitPath(name) != nil else {
                        throw failure(memberLine, "\"\(name)\" is not a unit path (plural.one, device.iphone/plural.other, substitutions.NAME/plural.few)")
                    }
                    try expectObject(name, line: memberLine)
                    var unit = Unit()
                    var fields: [String: Int] = [:]
                    while let field = try json({ reader throws(JSONReaderError) in try reader.nextKey() }) {
                        try readField(field, line: try place(field, in: &fields, "\"\(key)\" \(name)"), into: &unit)
                    }
                    units.append((name, unit))
                } else if name == "comment" {
                    _ = try string(name, line: memberLine)
                } else {
                    try readField(name, line: memberLine, into: &plain)
                }
            }
            if plain.value != nil || plain.source != nil || plain.state != nil { units.insert(("", plain), at: 0) }
            for (path, unit) in units {
                guard let value = unit.value else { continue }
                rows.append(TranslationImporter.Row(line: unit.valueLine, key: key, locale: "", path: path, translation: value, state: unit.state ?? "", source: unit.source))
            }
        }
        return rows
    }

    private mutating func readField(_ name: String, line: Int, into unit: inout Unit) throws(TranslationImport.InputError) {
        switch name {
        case "source": unit.source = try string(name, line: line)
        case "state": unit.state = try string(name, line: line)
        case "value":
            unit.value = try string(name, line: line)
            unit.valueLine = line
        default:
            throw failure(line, "unknown member \"\(name)\" (a unit has source, state and value; a variation is named by its path, such as plural.one)")
        }
    }

    /// The line of the member just read; a name its object already had is an error.
    private mutating func place(_ name: String, in seen: inout [String: Int], _ object: String) throws(TranslationImport.InputError) -> Int {
        let line = lines.line(at: reader.valueStart)
        if let first = seen[name] { throw failure(line, "\"\(name)\" occurs twice in \(object) (lines \(first) and \(line))") }
        seen[name] = line
        return line
    }

    private mutating func string(_ name: String, line: Int) throws(TranslationImport.InputError) -> String {
        let kind = try json { reader throws(JSONReaderError) in try reader.peekKind() }
        guard kind == .string else { throw failure(line, "\"\(name)\" is \(kind), not a string") }
        return try json { reader throws(JSONReaderError) in try reader.readString() }
    }

    private mutating func expectObject(_ name: String, line: Int) throws(TranslationImport.InputError) {
        let kind = try json { reader throws(JSONReaderError) in try reader.peekKind() }
        guard kind == .object else { throw failure(line, "\"\(name)\" is \(kind), not an object") }
        try json { reader throws(JSONReaderError) in try reader.beginObject() }
    }

    private func failure(_ line: Int, _ message: String) -> TranslationImport.InputError {
        TranslationImport.InputError(file: file, line: line, message: message)
    }

    /// A step of the JSON reader, its syntax error said with the file and line.
    private mutating func json<T>(_ step: (inout JSONReader) throws(JSONReaderError) -> T) throws(TranslationImport.InputError) -> T {
        do {
            return try step(&reader)
        } catch {
            throw failure(error.position.line, error.message)
        }
    }
}
