import Foundation
import Output
import StringCatalog
import Testing
import CatalogEdit

/// The `strings diff` formats and the merge conflict report: every format for every change,
/// and text from the catalog that must not act — a key with Markdown and table syntax, line
/// breaks, a right-to-left override, an escape sequence.
@Suite struct CatalogDiffFormatsTests {
    static let hostileKey = "A|`b`*\n\u{202E}\u{1B}[2J"

    static func diff() throws -> CatalogDiff {
        func catalog(_ value: String, extra: String) throws -> StringCatalog {
            let key = CatalogDiffFormats.quoted(hostileKey)
            return try StringCatalog(bytes: Array("""
            {"sourceLanguage":"en","strings":{\(key):{"comment":"c \(value)","localizations":{"de":{"stringUnit":{"state":"translated","value":"\(value)\\nzwei"}}}}\(extra)}}
            """.utf8))
        }
        return CatalogDiff.between(try catalog("alt", extra: ""), try catalog("neu", extra: ",\"New\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}}}"))
    }

    @Test func everyFormatEndsWithANewlineAndNamesEveryChange() throws {
        let diff = try Self.diff()
        #expect(CatalogDiffFormats.names == ["text", "md", "json"])
        for format in CatalogDiffFormats.all {
            let text = format.render(diff, old: "a.xcstrings", new: "b.xcstrings")
            #expect(text.hasSuffix("\n"), "\(format.name)")
            #expect(text.contains("New"), "\(format.name)")
            #expect(!text.contains("\u{1B}"), "\(format.name) lets a control act")
            // JSON is for machines and keeps texts whole (an escape sequence is escaped anyway).
            if format.name != "json" { #expect(!text.contains("\u{202E}"), "\(format.name) lets a bidi control act") }
        }
    }

    @Test func textKeepsEachChangeOnOneLine() throws {
        let text = TextDiffFormat().render(try Self.diff(), old: "a", new: "b")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "a → b: 1 key added; 1 unit changed in 1 key (de 1); 1 other change")
        #expect(lines.count == 6)
        #expect(text.contains(#" [de]: "alt\nzwei" → "neu\nzwei""#), "\(text)")
        #expect(text.contains(#""A|`b`*\n\u{202e}\u001b[2J""#), "\(text)")
    }

    @Test func markdownEscapesTableSyntaxAndShowsLineBreaks() throws {
        let text = MarkdownDiffFormat().render(try Self.diff(), old: "a", new: "b")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| translation") }
        #expect(rows.count == 1)
        // Six cells: no pipe of the key or the value split the row.
        #expect(rows.first.map { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count } == 7)
        #expect(!text.contains("<details>"))
    }

    @Test func jsonKeepsTextsWhole() throws {
        let text = JSONDiffFormat().render(try Self.diff(), old: "a", new: "b")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 2)
        #expect(changes[0]["field"] as? String == "comment" && changes[0]["key"] as? String == Self.hostileKey)
        #expect((changes[1]["after"] as? [String: Any])?["value"] as? String == "neu\nzwei")
        #expect(changes[1]["field"] is NSNull && changes[1]["path"] as? String == "")
        let added = try #require((object["added"] as? [[String: Any]])?.first)
        #expect(added["key"] as? String == "New" && (added["contents"] as? [[String: Any]])?.first?["state"] as? String == "new")
    }

    @Test func manyChangesAreFoldedInMarkdown() throws {
        var entries: [String] = []
        for index in 0..<40 { entries.append("\"K\(index)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"v\"}}}}") }
        let old = try StringCatalog(bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{}}".utf8))
        let new = try StringCatalog(bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))}}".utf8))
        let text = MarkdownDiffFormat().render(CatalogDiff.between(old, new), old: "a", new: "b")
        #expect(text.contains("<details><summary>All 40 changes</summary>"))
        #expect(text.hasPrefix("**String catalog** `a` → `b`: 40 keys added\n"))
    }

    @Test func mergeConflictsAreListedAndResolvable() throws {
        func catalog(_ value: String) throws -> StringCatalog {
            try StringCatalog(bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"K\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}}}}}".utf8))
        }
        let result = try CatalogMerge.merge(base: catalog("a"), ours: catalog("b"), theirs: catalog("c\\u001b"))
        let report = MergeConflictReport(conflicts: result.conflicts, lines: [7], file: "L.xcstrings")
        #expect(report.conflictLines == [#"L.xcstrings:7: "K" [de]: ours "b" (translated), theirs "c\u001b" (translated), base "a" (translated)"#])
        #expect(report.block == """
        1 conflict in L.xcstrings; it keeps ours there. To take theirs, replace the lines at each place with the part after =======; then git add the file.

        L.xcstrings:7: "K" [de]
        <<<<<<< ours
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "b"
                  }
        ||||||| base
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "a"
                  }
        =======
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "c\\u001b"
                  }
        >>>>>>> theirs

        """)
    }
}
