import Testing
@testable import StringCatalog

/// A large `strings` object is parsed in two halves on two cores, the second half from a
/// guessed boundary between entries; whatever the guess, the catalog (entries, lines,
/// duplicates) and every error must be what one pass gives.
@Suite struct SplitParseTests {
    /// Parses `text` once split at any size and once in one pass.
    private func parseBothWays(_ text: String) -> (split: Result<StringCatalog, CatalogError>, whole: Result<StringCatalog, CatalogError>, outcome: StringCatalogParser.SplitOutcome) {
        var splitting = StringCatalogParser(bytes: Array(text.utf8), fileName: "t.xcstrings", splitThreshold: 0)
        let split = Result { () throws(CatalogError) -> StringCatalog in try splitting.parse() }
        var whole = StringCatalogParser(bytes: Array(text.utf8), fileName: "t.xcstrings", splitThreshold: .max)
        return (split, Result { () throws(CatalogError) -> StringCatalog in try whole.parse() }, splitting.splitOutcome)
    }

    private func description(_ result: Result<StringCatalog, CatalogError>) -> String {
        switch result {
        case .success(let catalog):
            var text = ""
            dump(catalog.entries, to: &text)
            dump(catalog.duplicateKeys, to: &text)
            dump(catalog.unknownFields, to: &text)
            return text + catalog.sourceLanguage + String(describing: catalog.version)
        case .failure(let error):
            return "error: \(error)"
        }
    }

    /// Xcode's layout: two-space indentation, `" : "`, one member per line.
    static func xcodeCatalog(entries: Int, lineEnding: String = "\n", extraTopLevel: String = "") -> String {
        var entryTexts: [String] = []
        for index in 0..<entries {
            let key = index == entries - 3 ? "Key1" : "Key\(index)" // a duplicate key across the halves
            var locales = ["en", "de", "fr"].map { locale in
                "        \"\(locale)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(key) %lld in \(locale)\"\n          }\n        }"
            }
            if index % 7 == 3 { locales.append(locales[1]) } // a duplicate locale
            entryTexts.append("    \"\(key)\" : {\n      \"comment\" : \"c\\n\(index)\",\n      \"localizations\" : {\n" + locales.joined(separator: ",\n") + "\n      }\n    }")
        }
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entryTexts.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"" + extraTopLevel + "\n}"
        return lineEnding == "\n" ? text : text.replacingOccurrences(of: "\n", with: lineEnding)
    }

    @Test func aPrettyCatalogIsSplitAndMerged() {
        for entries in [1, 2, 3, 10, 101] {
            for lineEnding in ["\n", "\r\n"] {
                let (split, whole, outcome) = parseBothWays(Self.xcodeCatalog(entries: entries, lineEnding: lineEnding))
                #expect(description(split) == description(whole))
                // With two entries or fewer the middle is in the last one: no separator follows.
                if Processors.online > 1 && entries >= 10 { #expect(outcome == .merged, "\(entries) entries") }
                if case .success(let catalog) = split, entries >= 3 {
                    #expect(catalog.duplicateKeys.contains { $0.name == "Key1" && $0.objectPath == "strings" })
                }
            }
        }
    }

    @Test func aGuessOutsideStringsIsAbandoned() {
        // A top-level member after `strings`, far larger than it and indented like its entries:
        // the middle of the file, and so the guessed cut, lies in that member.
        let filler = (0..<400).map { "    \"f\($0)\" : {\n      \"a\" : 1\n    }" }.joined(separator: ",\n")
        let (split, whole, outcome) = parseBothWays(Self.xcodeCatalog(entries: 5, extraTopLevel: ",\n  \"filler\" : {\n" + filler + "\n  }"))
        #expect(description(split) == description(whole))
        if Processors.online > 1 { #expect(outcome == .abandoned) }
    }

    @Test func aCatalogOnOneLineIsNotSplit() {
        let text = Self.xcodeCatalog(entries: 20).replacingOccurrences(of: "\n", with: "")
        let (split, whole, outcome) = parseBothWays(text)
        #expect(description(split) == description(whole))
        #expect(outcome == .notSplit)
    }

    @Test func errorsAreTheSameOnEitherSideOfTheCut() {
        let text = Self.xcodeCatalog(entries: 60)
        let early = text.range(of: "\"Key3\"")!.upperBound
        let late = text.range(of: "\"Key50\"")!.upperBound
        for position in [early, late] {
            let damaged = [
                text.replacingCharacters(in: position..<text.index(position, offsetBy: 3), with: " ]"), // syntax
                String(text[..<text.index(position, offsetBy: 40)]), // truncated
                text.replacingOccurrences(of: "\"value\" : \"Key50", with: "\"valuX\" : \"Key50"), // missing value
                text.replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"Key3 ", with: "\"state\" : 12,\n            \"value\" : \"Key3 "),
            ]
            for variant in damaged {
                let (split, whole, _) = parseBothWays(variant)
                #expect(description(split) == description(whole))
                #expect(description(whole).hasPrefix("error: "))
            }
        }
    }

    @Test func theGuessIsAnEntryBoundaryAtTheFirstKeysIndentation() throws {
        let text = Self.xcodeCatalog(entries: 9)
        let bytes = Array(text.utf8)
        let stringsStart = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: "\"strings\" : {")!.upperBound.samePosition(in: text.utf8)!)
        let firstKey = text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: "\"Key0\"")!.lowerBound.samePosition(in: text.utf8)!)
        let comma = bytes.withUnsafeBufferPointer { StringCatalogParser.guessEntryBoundary(in: $0, objectStart: stringsStart, firstKey: firstKey) }
        let found = try #require(comma)
        // The first entry separator at or after the middle of the object.
        #expect(bytes[found] == UInt8(ascii: ","))
        #expect(Array(bytes[(found + 1)...(found + 6)]) == Array("\n    \"".utf8))
        let middle = stringsStart + (bytes.count - stringsStart) / 2
        #expect(found + 1 >= middle)
        let separators = bytes.indices.filter { $0 >= middle && Array(bytes[$0...].prefix(7)) == Array(",\n    \"".utf8) }
        #expect(found == separators.first)
        // Without a line break before the first key there is no layout to go by.
        let flat = Array("{\"a\":{},\n    \"b\":{}}".utf8)
        #expect(flat.withUnsafeBufferPointer { StringCatalogParser.guessEntryBoundary(in: $0, objectStart: 1, firstKey: 1) } == nil)
    }
}
