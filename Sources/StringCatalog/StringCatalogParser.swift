import Foundation
import JSONParsing

extension StringCatalog {
    /// Reads a catalog from the bytes of an `.xcstrings` file.
    ///
    /// Uses a pull parser (not `JSONSerialization`) so that repeated keys are seen, every
    /// entry and localization gets its line, and every error names line:column and key path.
    /// - Parameters:
    ///   - bytes: the file's content (UTF-8, an optional BOM is ignored).
    ///   - fileName: the name used in errors and reports.
    /// - Throws: `CatalogError` for anything that is not a well-formed catalog.
    public init(bytes: [UInt8], fileName: String? = nil) throws(CatalogError) {
        var parser = StringCatalogParser(bytes: bytes, fileName: fileName)
        self = try parser.parse()
    }

    /// Reads the catalog at `path`; the file name in messages is `path` as given.
    public init(contentsOfFile path: String) throws(CatalogError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError(file: path, position: nil, keyPath: nil, message: "cannot read the file (missing or not readable)")
        }
        try self.init(bytes: [UInt8](data), fileName: path)
    }
}

/// The walk over the JSON; kept separate so `StringCatalog` stays a plain value.
struct StringCatalogParser {
    private enum PathComponent {
        case member(String)
        case entry(String)
    }

    private var reader: JSONReader
    private let bytes: [UInt8]
    private let fileName: String?
    private var path: [PathComponent] = []
    private var duplicates: [DuplicateKey] = []
    // A forward-only cursor: offsets are asked for in increasing order while parsing,
    // so counting newlines costs one pass over the file in total.
    private var lineCursorOffset = 0
    private var lineCursorLine = 1
    private var newlineOffsets: [Int]?

    init(bytes: [UInt8], fileName: String?) {
        self.bytes = bytes
        self.reader = JSONReader(bytes: bytes)
        self.fileName = fileName
    }

    mutating func parse() throws(CatalogError) -> StringCatalog {
        let kind = try peek()
        guard kind == .object else {
            let start = reader.valueStart
            // Broken JSON is reported as such ("nope" is not null, it is invalid).
            try call { (r: inout JSONReader) throws(JSONReaderError) in try r.skipValue(); try r.finish() }
            throw error("expected a JSON object at the top level (a string catalog), found \(kind)", at: start)
        }
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.beginObject() }
        var sourceLanguage: String?
        var version: String?
        var entries: [CatalogEntry]?
        var unknown: [UnknownField] = []
        var seen = SeenMembers()
        while let name = try nextKey() {
            let keyOffset = reader.valueStart
            noteDuplicate(known: Self.rootMembers, name: name, offset: keyOffset, seen: &seen, entryKey: nil, locale: nil)
            path.append(.member(name))
            switch name {
            case "sourceLanguage": sourceLanguage = try readString()
            case "version": version = try readString()
            case "strings": entries = try parseStrings()
            default: unknown.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.finish() }
        guard let entries else {
            throw error("missing \"strings\": this is JSON but not a string catalog", at: startOffset)
        }
        guard let sourceLanguage else {
            throw error("missing \"sourceLanguage\"", at: startOffset)
        }
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        return StringCatalog(
            sourceLanguage: sourceLanguage, version: version, entries: entries, duplicateKeys: duplicates,
            unknownFields: unknown, endsWithNewline: endsWithNewline, fileName: fileName
        )
    }

    private var startOffset: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

    // MARK: Structure

    private mutating func parseStrings() throws(CatalogError) -> [CatalogEntry] {
        try beginObject(expecting: "an object of entries")
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        while let key = try nextKey() {
            let keyOffset = reader.valueStart
            let line = lineAt(keyOffset)
            path.append(.entry(key))
            let entry = try parseEntry(key: key, offset: keyOffset, line: line)
            path.removeLast()
            if let earlier = indexByKey[key] {
                duplicates.append(DuplicateKey(
                    objectPath: "strings", name: key, entryKey: key, locale: nil,
                    firstLine: entries[earlier].line, line: line
                ))
                entries[earlier] = entry
            } else {
                indexByKey[key] = entries.count
                entries.append(entry)
            }
        }
        return entries
    }

    private mutating func parseEntry(key: String, offset: Int, line: Int) throws(CatalogError) -> CatalogEntry {
        try beginObject(expecting: "an object (the entry)")
        var entry = CatalogEntry(key: key, offset: offset, line: line)
        var seen = SeenMembers()
        while let name = try nextKey() {
            noteDuplicate(known: Self.entryMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: key, locale: nil)
            path.append(.member(name))
            switch name {
            case "comment": entry.comment = try readString()
            case "extractionState": entry.extractionState = try readString()
            case "shouldTranslate": entry.shouldTranslate = try readBool()
            case "localizations": entry.localizations = try parseLocalizations(entryKey: key)
            default: entry.unknownFields.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        return entry
    }

    private mutating func parseLocalizations(entryKey: String) throws(CatalogError) -> [CatalogLocalization] {
        try beginObject(expecting: "an object of locales")
        var localizations: [CatalogLocalization] = []
        while let locale = try nextKey() {
            let offset = reader.valueStart
            let line = lineAt(offset)
            path.append(.member(locale))
            let localization = try parseLocalization(locale: locale, entryKey: entryKey, offset: offset, line: line)
            path.removeLast()
            if let earlier = localizations.firstIndex(where: { $0.locale == locale }) {
                duplicates.append(DuplicateKey(
                    objectPath: renderedPath(), name: locale, entryKey: entryKey, locale: locale,
                    firstLine: localizations[earlier].line, line: line
                ))
                localizations[earlier] = localization
            } else {
                localizations.append(localization)
            }
        }
        return localizations
    }

    private mutating func parseLocalization(locale: String, entryKey: String, offset: Int, line: Int) throws(CatalogError) -> CatalogLocalization {
        try beginObject(expecting: "an object (the localization)")
        var content = LocalizedContent()
        var substitutions: [Substitution] = []
        var seen = SeenMembers()
        while let name = try nextKey() {
            noteDuplicate(known: Self.localizationMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch name {
            case "stringUnit": content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
            case "variations": content.variations = try parseVariations(entryKey: entryKey, locale: locale)
            case "substitutions": substitutions = try parseSubstitutions(entryKey: entryKey, locale: locale)
            default: content.unknownFields.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        return CatalogLocalization(locale: locale, content: content, substitutions: substitutions, offset: offset, line: line)
    }

    /// A variation case's value: `stringUnit` or nested `variations`.
    private mutating func parseContent(entryKey: String, locale: String) throws(CatalogError) -> LocalizedContent {
        try beginObject(expecting: "an object (a variation value)")
        var content = LocalizedContent()
        var seen = SeenMembers()
        while let name = try nextKey() {
            noteDuplicate(known: Self.contentMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch name {
            case "stringUnit": content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
            case "variations": content.variations = try parseVariations(entryKey: entryKey, locale: locale)
            default: content.unknownFields.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        return content
    }

    private mutating func parseVariations(entryKey: String, locale: String) throws(CatalogError) -> Variations? {
        try beginObject(expecting: "an object (plural or device variations)")
        var all: [Variations] = []
        while let selector = try nextKey() {
            let selectorOffset = reader.valueStart
            path.append(.member(selector))
            try beginObject(expecting: "an object of variation cases")
            var cases: [VariationCase] = []
            while let caseName = try nextKey() {
                let caseOffset = reader.valueStart
                path.append(.member(caseName))
                let content = try parseContent(entryKey: entryKey, locale: locale)
                path.removeLast()
                if let earlier = cases.firstIndex(where: { $0.name == caseName }) {
                    duplicates.append(DuplicateKey(
                        objectPath: renderedPath(), name: caseName, entryKey: entryKey, locale: locale,
                        firstLine: lineForEarlier(cases[earlier].offset), line: lineAt(caseOffset)
                    ))
                    cases[earlier] = VariationCase(name: caseName, content: content, offset: caseOffset)
                } else {
                    cases.append(VariationCase(name: caseName, content: content, offset: caseOffset))
                }
            }
            path.removeLast()
            let kind = Variations.Kind(name: selector)
            if let earlier = all.firstIndex(where: { $0.kind == kind }) {
                duplicates.append(DuplicateKey(
                    objectPath: renderedPath(), name: selector, entryKey: entryKey, locale: locale,
                    firstLine: lineAt(selectorOffset), line: lineAt(selectorOffset)
                ))
                all[earlier] = Variations(kind: kind, cases: cases)
            } else {
                all.append(Variations(kind: kind, cases: cases))
            }
        }
        guard var first = all.first else { return nil }
        first.additional = Array(all.dropFirst())
        return first
    }

    private mutating func parseSubstitutions(entryKey: String, locale: String) throws(CatalogError) -> [Substitution] {
        try beginObject(expecting: "an object of substitutions")
        var substitutions: [Substitution] = []
        while let name = try nextKey() {
            let offset = reader.valueStart
            path.append(.member(name))
            try beginObject(expecting: "an object (the substitution)")
            var substitution = Substitution(name: name, argNum: nil, formatSpecifier: nil, content: LocalizedContent(), offset: offset)
            var seen = SeenMembers()
            while let member = try nextKey() {
                noteDuplicate(known: Self.substitutionMembers, name: member, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
                path.append(.member(member))
                switch member {
                case "argNum": substitution.argNum = try readInt()
                case "formatSpecifier": substitution.formatSpecifier = try readString()
                case "stringUnit": substitution.content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
                case "variations": substitution.content.variations = try parseVariations(entryKey: entryKey, locale: locale)
                default: substitution.content.unknownFields.append(try captureUnknown(name: member))
                }
                path.removeLast()
            }
            path.removeLast()
            if let earlier = substitutions.firstIndex(where: { $0.name == name }) {
                duplicates.append(DuplicateKey(
                    objectPath: renderedPath(), name: name, entryKey: entryKey, locale: locale,
                    firstLine: lineForEarlier(substitutions[earlier].offset), line: lineAt(offset)
                ))
                substitutions[earlier] = substitution
            } else {
                substitutions.append(substitution)
            }
        }
        return substitutions
    }

    private mutating func parseUnit(entryKey: String, locale: String) throws(CatalogError) -> StringUnit {
        let unitOffset = try peekOffset()
        try beginObject(expecting: "an object with \"state\" and \"value\"")
        var state: String?
        var value: String?
        var unknown: [UnknownField] = []
        var seen = SeenMembers()
        while let name = try nextKey() {
            noteDuplicate(known: Self.unitMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch name {
            case "state": state = try readString()
            case "value": value = try readString()
            default: unknown.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        guard let value else { throw error("missing \"value\"", at: unitOffset) }
        // A unit without a state is kept (state "") and reported by the checker as invalid.
        return StringUnit(state: state ?? "", value: value, unknownFields: unknown, offset: unitOffset, line: lineAt(unitOffset))
    }

    // MARK: Duplicates and lines

    private mutating func noteDuplicate(
        known: [String], name: String, offset: Int, seen: inout SeenMembers, entryKey: String?, locale: String?
    ) {
        guard let firstOffset = seen.note(name: name, slot: known.firstIndex(of: name), offset: offset) else { return }
        duplicates.append(DuplicateKey(
            objectPath: renderedPath(), name: name, entryKey: entryKey, locale: locale,
            firstLine: lineForEarlier(firstOffset), line: lineForEarlier(offset)
        ))
    }

    static let rootMembers = ["sourceLanguage", "strings", "version"]
    static let entryMembers = ["comment", "extractionState", "shouldTranslate", "localizations"]
    static let localizationMembers = ["stringUnit", "variations", "substitutions"]
    static let contentMembers = ["stringUnit", "variations"]
    static let substitutionMembers = ["argNum", "formatSpecifier", "stringUnit", "variations"]
    static let unitMembers = ["state", "value"]

    /// The member names seen in one object, without allocating for the known ones (this runs
    /// for every object of a 50 MB catalog).
    struct SeenMembers {
        private var mask: UInt8 = 0
        private var offset0 = 0, offset1 = 0, offset2 = 0, offset3 = 0
        private var others: [UnknownName] = []

        private struct UnknownName {
            var name: String
            var offset: Int
        }

        /// Records `name`; returns the offset of its first occurrence when it is a repeat.
        mutating func note(name: String, slot: Int?, offset: Int) -> Int? {
            guard let slot, slot < 4 else {
                if let earlier = others.first(where: { $0.name == name }) { return earlier.offset }
                others.append(UnknownName(name: name, offset: offset))
                return nil
            }
            let bit = UInt8(1) << slot
            if mask & bit != 0 {
                switch slot {
                case 0: return offset0
                case 1: return offset1
                case 2: return offset2
                default: return offset3
                }
            }
            mask |= bit
            switch slot {
            case 0: offset0 = offset
            case 1: offset1 = offset
            case 2: offset2 = offset
            default: offset3 = offset
            }
            return nil
        }
    }

    /// The line of `offset`, advancing the forward cursor.
    private mutating func lineAt(_ offset: Int) -> Int {
        if offset < lineCursorOffset { return lineForEarlier(offset) }
        var line = lineCursorLine
        var index = lineCursorOffset
        bytes.withUnsafeBufferPointer { buffer in
            while index < offset {
                if buffer[index] == 0x0A { line += 1 }
                index += 1
            }
        }
        lineCursorOffset = offset
        lineCursorLine = line
        return line
    }

    /// The line of any offset (rare: duplicate reports), by binary search in a newline index
    /// built on first use.
    private mutating func lineForEarlier(_ offset: Int) -> Int {
        if newlineOffsets == nil {
            var offsets: [Int] = []
            for (index, byte) in bytes.enumerated() where byte == 0x0A { offsets.append(index) }
            newlineOffsets = offsets
        }
        let offsets = newlineOffsets ?? []
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    // MARK: Reading with key paths in errors

    private func renderedPath() -> String {
        var text = ""
        for component in path {
            switch component {
            case .entry(let key):
                text += "[" + quoted(key) + "]"
            case .member(let name):
                if !text.isEmpty { text += "." }
                text += name
            }
        }
        return text
    }

    private func quoted(_ key: String) -> String {
        JSONText.quote(key)
    }

    private func error(_ message: String, at offset: Int) -> CatalogError {
        CatalogError(file: fileName, position: reader.position(of: offset), keyPath: renderedPath().isEmpty ? nil : renderedPath(), message: message)
    }

    private func wrap(_ readerError: JSONReaderError) -> CatalogError {
        CatalogError(
            file: fileName, position: readerError.position,
            keyPath: readerError.isSyntaxError || renderedPath().isEmpty ? nil : renderedPath(),
            message: readerError.message
        )
    }

    private mutating func call<T>(_ body: (inout JSONReader) throws(JSONReaderError) -> T) throws(CatalogError) -> T {
        do {
            return try body(&reader)
        } catch {
            throw wrap(error)
        }
    }

    private mutating func peek() throws(CatalogError) -> JSONReader.ValueKind {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.peekKind() }
    }

    private mutating func peekOffset() throws(CatalogError) -> Int {
        _ = try peek()
        return reader.valueStart
    }

    private mutating func nextKey() throws(CatalogError) -> String? {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.nextKey() }
    }

    private mutating func beginObject(expecting description: String) throws(CatalogError) {
        let kind = try peek()
        guard kind == .object else {
            throw error("expected \(description), found \(kind)", at: reader.valueStart)
        }
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.beginObject() }
    }

    private mutating func readString() throws(CatalogError) -> String {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readString() }
    }

    private mutating func readBool() throws(CatalogError) -> Bool {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readBool() }
    }

    private mutating func readInt() throws(CatalogError) -> Int {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readInt() }
    }

    private mutating func captureUnknown(name: String) throws(CatalogError) -> UnknownField {
        let start = try peekOffset()
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.skipValue() }
        let end = reader.offset
        return UnknownField(name: name, json: String(decoding: bytes[start..<end], as: UTF8.self), offset: start)
    }
}
