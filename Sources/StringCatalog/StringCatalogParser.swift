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
        var parser = StringCatalogParser(bytes: bytes, fileName: fileName)
        self = try parser.parse()
    }

    /// Reads the catalog at `path`; the file name in messages is `path` as given.
    public init(contentsOfFile path: String) throws(CatalogError) {
        // Read straight into one array (FileBytes): a 78 MB catalog is not copied twice.
        guard let bytes = try? FileBytes.read(path: path) else {
            throw CatalogError(file: path, position: nil, keyPath: nil, message: "cannot read the file (missing or not readable)")
        }
        try self.init(bytes: bytes, fileName: path)
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
    private var lines: LineLocator
    // Locale ids, and per id the entry (by serial number) and position where it was last
    // seen: finding a repeated locale in an entry costs an array access, not a comparison
    // with every earlier locale of the entry.
    private var locales = LocaleInterner()
    private var localeSeenInEntry: [Int] = []
    private var localePosition: [Int] = []
    private var entrySerial = 0
    /// A `strings` object at least this large is parsed in two halves on two cores.
    private let splitThreshold: Int
    /// What became of the last split `strings` object (tests look at this).
    private(set) var splitOutcome = SplitOutcome.notSplit

    enum SplitOutcome: Equatable {
        case notSplit
        /// The second half, parsed on another thread, was taken over.
        case merged
        /// The guessed cut was not a boundary between entries (or the second half found an
        /// error): the first half went on alone, from the cut to the end.
        case abandoned
    }

    /// Objects of `strings` this large (bytes) and more are split: below, starting a thread
    /// and counting the newlines up to the cut cost more than the second core saves.
    static let defaultSplitThreshold = 2 << 20

    init(bytes: [UInt8], fileName: String?, splitThreshold: Int = StringCatalogParser.defaultSplitThreshold) {
        self.bytes = bytes
        self.reader = JSONReader(bytes: bytes)
        self.fileName = fileName
        self.lines = LineLocator(bytes: bytes)
        self.splitThreshold = splitThreshold
    }

    /// A parser for the entries of `strings` that follow the comma at `comma`: its reader
    /// starts inside the object (the root and `strings` are open) and reads up to the
    /// object's closing brace.
    private init(bytes: [UInt8], fileName: String?, entriesAfterComma comma: Int) {
        self.bytes = bytes
        self.reader = JSONReader(bytes: bytes, startingAt: comma, enclosingDepth: 2)
        self.fileName = fileName
        let line = 1 + bytes.withUnsafeBufferPointer { LineLocator.newlines(in: $0, from: 0, to: comma) }
        self.lines = LineLocator(bytes: bytes, offset: comma, line: line)
        self.path = [.member("strings")]
        self.splitThreshold = Int.max
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
        var secondHalf = startSecondHalf()
        // A second half that is not taken over is still waited for when the object ends or
        // the parse fails: no thread outlives the parse.
        var unjoined: BackgroundJob<EntryRun?>?
        defer { _ = (secondHalf?.job ?? unjoined)?.wait() }
        while true {
            if let pending = secondHalf {
                let next = reader.offsetOfNextToken()
                if next >= pending.comma {
                    secondHalf = nil
                    // At the cut exactly, after a complete entry: the comma separates two entries
                    // of this object, so the second half read exactly what this loop would.
                    if next == pending.comma, let run = pending.job.wait() {
                        var start = 0
                        for (index, entry) in run.entries.enumerated() {
                            duplicates.append(contentsOf: run.duplicates[start..<run.duplicateCounts[index]])
                            start = run.duplicateCounts[index]
                            add(entry)
                        }
                        reader.continueAfter(run.closingBrace)
                        splitOutcome = .merged
                    } else {
                        unjoined = pending.job
                        splitOutcome = .abandoned
                    }
                }
            }
            guard let key = try nextKey() else { break }
            let keyOffset = reader.valueStart
            let line = lineAt(keyOffset)
            path.append(.entry(key))
            let entry = try parseEntry(key: key, offset: keyOffset, line: line)
            path.removeLast()
            add(entry)
        }
        if let pending = secondHalf {
            // The object ended before the cut: the cut was outside it.
            unjoined = pending.job
            splitOutcome = .abandoned
        }
        return entries
    }

    // MARK: Two halves

    /// The entries a parser started at a cut read, and the duplicates it found inside them.
    struct EntryRun: Sendable {
        var entries: [CatalogEntry] = []
        var duplicates: [DuplicateKey] = []
        /// Per entry: how many of `duplicates` were found up to the end of that entry.
        var duplicateCounts: [Int] = []
        /// The offset of the closing brace of `strings`.
        var closingBrace = 0
    }

    private struct PendingHalf {
        var comma: Int
        var job: BackgroundJob<EntryRun?>
    }

    /// Starts parsing the second half of a large `strings` object (the reader is just inside
    /// its opening brace) on another thread, from a guessed boundary between two entries.
    private mutating func startSecondHalf() -> PendingHalf? {
        guard Processors.online > 1, bytes.count - reader.offset >= splitThreshold else { return nil }
        let objectStart = reader.offset
        let firstKey = reader.offsetOfNextToken()
        guard let comma = bytes.withUnsafeBufferPointer({ Self.guessEntryBoundary(in: $0, objectStart: objectStart, firstKey: firstKey) }) else {
            return nil
        }
        let bytes = self.bytes
        let fileName = self.fileName
        let job = BackgroundJob<EntryRun?> {
            var parser = StringCatalogParser(bytes: bytes, fileName: fileName, entriesAfterComma: comma)
            do {
                return try parser.parseEntriesToEndOfStrings()
            } catch {
                // Not lost: the first half then parses on from the cut and meets the same error
                // (or, when the cut was no boundary, none).
                return nil
            }
        }
        return PendingHalf(comma: comma, job: job)
    }

    /// The entries from the reader's position (a comma between two entries) to the end of
    /// `strings`.
    private mutating func parseEntriesToEndOfStrings() throws(CatalogError) -> EntryRun {
        var run = EntryRun()
        while let key = try nextKey() {
            let keyOffset = reader.valueStart
            let line = lineAt(keyOffset)
            path.append(.entry(key))
            let entry = try parseEntry(key: key, offset: keyOffset, line: line)
            path.removeLast()
            run.entries.append(entry)
            run.duplicateCounts.append(duplicates.count)
        }
        run.duplicates = duplicates
        run.closingBrace = reader.offset - 1
        return run
    }

    /// A comma near the middle of the object that likely separates two of its entries, found
    /// from the layout Xcode (and most tools) write — every entry key on a line of its own,
    /// indented like the first — without reading the JSON up to there: a raw newline is never
    /// inside a JSON string, so a newline, the first key's indentation and a quote start a
    /// member at that indentation, and the comma before it ends the previous one. Only a
    /// guess — another object could be indented the same way — which the first half
    /// confirms or rejects by reaching that comma right after an entry, or not. Nil when the
    /// object is not laid out so (all on one line, for example).
    static func guessEntryBoundary(in buffer: UnsafeBufferPointer<UInt8>, objectStart: Int, firstKey: Int) -> Int? {
        let count = buffer.count
        guard firstKey < count, buffer[firstKey] == UInt8(ascii: "\"") else { return nil }
        var lineStart = firstKey
        while lineStart > objectStart, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
        guard lineStart > objectStart else { return nil }
        let indentation = lineStart..<firstKey
        for index in indentation where buffer[index] != UInt8(ascii: " ") && buffer[index] != UInt8(ascii: "\t") { return nil }
        let width = indentation.count
        var index = objectStart + (count - objectStart) / 2
        while index < count {
            guard buffer[index] == 0x0A else { index += 1; continue }
            let start = index + 1
            if start + width < count, buffer[start + width] == UInt8(ascii: "\"") {
                var sameIndentation = true
                for offset in 0..<width where buffer[start + offset] != buffer[lineStart + offset] {
                    sameIndentation = false
                    break
                }
                if sameIndentation {
                    var back = index - 1
                    while back > objectStart, buffer[back] == UInt8(ascii: " ") || buffer[back] == UInt8(ascii: "\t") || buffer[back] == 0x0D {
                        back -= 1
                    }
                    if back > objectStart, buffer[back] == UInt8(ascii: ",") { return back }
                }
            }
            index = start
        }
        return nil
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
        lines.line(at: offset)
    }

    /// The line of any offset (rare: duplicate reports).
    private mutating func lineForEarlier(_ offset: Int) -> Int {
        lines.lineOfEarlier(offset)
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
