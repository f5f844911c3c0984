import Foundation
import SharpTools

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
        if let compressed = CompressedInput.hint(prefix: bytes.prefix(2), file: fileName ?? "FILE") {
            throw CatalogError(file: fileName, position: nil, keyPath: nil, message: "not a string catalog: \(compressed)")
        }
        var parser = StringCatalogParser(bytes: bytes, fileName: fileName)
        self = try parser.parse()
    }

    /// Reads the catalog at `path`; the file name in messages is `path` as given. A file of
    /// more than `limit` bytes is refused; `accepted` says whether a pipe or FIFO will do.
    package init(contentsOfFile path: String, limit: Int = FileBytes.defaultMaxInputSize, accepted: FileBytes.Accepted = .fileOrStream) throws(CatalogError) {
        try self.init(bytes: try Self.bytes(ofFile: path, limit: limit, accepted: accepted), fileName: path)
    }

    /// The bytes of the catalog file at `path`, read straight into one array (`FileBytes`: a
    /// 78 MB catalog is not copied twice); a file that cannot be read is an error naming it.
    package static func bytes(ofFile path: String, limit: Int = FileBytes.defaultMaxInputSize, accepted: FileBytes.Accepted = .fileOrStream) throws(CatalogError) -> [UInt8] {
        do {
            return try FileBytes.read(path: path, limit: limit, accepted: accepted)
        } catch {
            throw CatalogError(file: path, position: nil, keyPath: nil, message: Self.unreadableMessage(error))
        }
    }

    /// Why a catalog file cannot be read, in words a person can act on.
    static func unreadableMessage(_ failure: FileBytes.Failure) -> String {
        switch failure {
        case .noSuchFile: return "cannot read the file (missing or not readable)"
        case .isDirectory: return "cannot read the file: it is a directory, not a string catalog"
        case .notReadable: return "cannot read the file: no permission to read it"
        case .readFailed(let reason), .copyFailed(let reason): return "cannot read the file: \(reason)"
        case .tooLarge(let limit): return FileBytes.tooLargeMessage(limit: limit)
        case .notRegularFile(let kind): return "cannot read the file: it is \(kind), not a regular file"
        }
    }
}

/// The walk over the JSON; kept separate so `StringCatalog` stays a plain value.
struct StringCatalogParser {
    enum PathComponent {
        case member(String)
        case entry(String)
    }

    var reader: JSONReader
    let bytes: [UInt8]
    let fileName: String?
    var path: [PathComponent] = []
    var duplicates: [DuplicateKey] = []
    private var lines: LineLocator
    // Locale ids, and per id the entry (by serial number) and position where it was last
    // seen: finding a repeated locale in an entry costs an array access, not a comparison
    // with every earlier locale of the entry.
    private var locales = LocaleInterner()
    private var localeSeenInEntry: [Int] = []
    private var localePosition: [Int] = []
    private var entrySerial = 0

    init(bytes: [UInt8], fileName: String?) {
        self.bytes = bytes
        self.reader = JSONReader(bytes: bytes)
        self.fileName = fileName
        self.lines = LineLocator(bytes: bytes)
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
            let slot = noteDuplicate(known: Self.rootMembers, name: name, offset: keyOffset, seen: &seen, entryKey: nil, locale: nil)
            path.append(.member(name))
            switch slot {
            case 0: sourceLanguage = try readString()
            case 1: entries = try parseStrings()
            case 2: version = try readString()
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
        func add(_ entry: CatalogEntry) {
            if let earlier = indexByKey[entry.key] {
                duplicates.append(DuplicateKey(
                    objectPath: "strings", name: entry.key, entryKey: entry.key, locale: nil,
                    firstLine: entries[earlier].line, line: entry.line
                ))
                entries[earlier] = entry
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }
        while let key = try nextKey() {
            let keyOffset = reader.valueStart
            let line = lineAt(keyOffset)
            path.append(.entry(key))
            let entry = try parseEntry(key: key, offset: keyOffset, line: line)
            path.removeLast()
            add(entry)
        }
        return entries
    }

    private mutating func parseEntry(key: String, offset: Int, line: Int) throws(CatalogError) -> CatalogEntry {
        try beginObject(expecting: "an object (the entry)")
        var entry = CatalogEntry(key: key, offset: offset, line: line)
        var seen = SeenMembers()
        while let name = try nextKey() {
            let slot = noteDuplicate(known: Self.entryMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: key, locale: nil)
            path.append(.member(name))
            switch slot {
            case 0: entry.comment = try readString()
            case 1: entry.extractionState = try readString()
            case 2: entry.shouldTranslate = try readBool()
            case 3: entry.localizations = try parseLocalizations(entryKey: key)
            default: entry.unknownFields.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        return entry
    }

    private mutating func parseLocalizations(entryKey: String) throws(CatalogError) -> [CatalogLocalization] {
        try beginObject(expecting: "an object of locales")
        var localizations: [CatalogLocalization] = []
        entrySerial += 1
        locales.startRow()
        while let locale = try nextKey() {
            let offset = reader.valueStart
            let line = lineAt(offset)
            path.append(.member(locale))
            let localization = try parseLocalization(locale: locale, entryKey: entryKey, offset: offset, line: line)
            path.removeLast()
            let id = locales.id(of: locale)
            if id == localeSeenInEntry.count {
                localeSeenInEntry.append(0)
                localePosition.append(0)
            }
            if localeSeenInEntry[id] == entrySerial {
                let earlier = localePosition[id]
                duplicates.append(DuplicateKey(
                    objectPath: renderedPath(), name: locale, entryKey: entryKey, locale: locale,
                    firstLine: localizations[earlier].line, line: line
                ))
                localizations[earlier] = localization
            } else {
                localeSeenInEntry[id] = entrySerial
                localePosition[id] = localizations.count
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
            let slot = noteDuplicate(known: Self.localizationMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch slot {
            case 0: content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
            case 1: content.variations = try parseVariations(entryKey: entryKey, locale: locale)
            case 2: substitutions = try parseSubstitutions(entryKey: entryKey, locale: locale)
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
            let slot = noteDuplicate(known: Self.contentMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch slot {
            case 0: content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
            case 1: content.variations = try parseVariations(entryKey: entryKey, locale: locale)
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
                let slot = noteDuplicate(known: Self.substitutionMembers, name: member, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
                path.append(.member(member))
                switch slot {
                case 0: substitution.argNum = try readInt()
                case 1: substitution.formatSpecifier = try readString()
                case 2: substitution.content.stringUnit = try parseUnit(entryKey: entryKey, locale: locale)
                case 3: substitution.content.variations = try parseVariations(entryKey: entryKey, locale: locale)
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
            let slot = noteDuplicate(known: Self.unitMembers, name: name, offset: reader.valueStart, seen: &seen, entryKey: entryKey, locale: locale)
            path.append(.member(name))
            switch slot {
            case 0: state = try readString()
            case 1: value = try readString()
            default: unknown.append(try captureUnknown(name: name))
            }
            path.removeLast()
        }
        guard let value else { throw error("missing \"value\"", at: unitOffset) }
        // A unit without a state is kept (state "") and reported by the checker as invalid.
        return StringUnit(state: state ?? "", value: value, unknownFields: unknown, offset: unitOffset, line: lineAt(unitOffset))
    }

    // MARK: Duplicates and lines

    /// Records a member of an object and a duplicate-key finding when it repeats; returns the
    /// member's index in `known` (nil for an unknown member), so callers dispatch on that
    /// instead of comparing the name with every known name a second time.
    private mutating func noteDuplicate(
        known: [String], name: String, offset: Int, seen: inout SeenMembers, entryKey: String?, locale: String?
    ) -> Int? {
        let slot = known.firstIndex(of: name)
        guard let firstOffset = seen.note(name: name, slot: slot, offset: offset) else { return slot }
        duplicates.append(DuplicateKey(
            objectPath: renderedPath(), name: name, entryKey: entryKey, locale: locale,
            firstLine: lineForEarlier(firstOffset), line: lineForEarlier(offset)
        ))
        return slot
    }

    static let rootMembers = ["sourceLanguage", "strings", "version"]
    static let entryMembers = ["comment", "extractionState", "shouldTranslate", "localizations"]
    static let localizationMembers = ["stringUnit", "variations", "substitutions"]
    static let contentMembers = ["stringUnit", "variations"]
    static let substitutionMembers = ["argNum", "formatSpecifier", "stringUnit", "variations"]
    static let unitMembers = ["state", "value"]

    /// The line of `offset`, advancing the forward cursor.
    private mutating func lineAt(_ offset: Int) -> Int {
        lines.line(at: offset)
    }

    /// The line of any offset (rare: duplicate reports).
    private mutating func lineForEarlier(_ offset: Int) -> Int {
        lines.lineOfEarlier(offset)
    }
}
