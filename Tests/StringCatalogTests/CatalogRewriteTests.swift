import Foundation
import Testing
import TestSupport
@testable import StringCatalog
import CatalogEdit

/// Writes that keep the file's layout: on a catalog in Xcode's layout only the changed units'
/// lines change; another catalog is brought into Xcode's layout (and the count of lines that
/// took is reported) unless its layout is kept, and then every entry that was not edited keeps
/// its bytes, whatever the file's indentation, separators, line ends or escapes.
@Suite struct CatalogRewriteTests {
    /// Lines removed plus added, the plain way: what differs between the common first and
    /// last lines (exact for edits in one place).
    static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> Int {
        let a = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (a.count - prefix - suffix) + (b.count - prefix - suffix)
    }

    static func editingOneUnit(_ catalog: StringCatalog, key: String, locale: String, to value: String) -> StringCatalog {
        var edited = catalog
        guard var entry = catalog.entry(for: key), let index = entry.localizations.firstIndex(where: { $0.locale == locale }) else { return catalog }
        entry.localizations[index].content.stringUnit?.value = value
        edited.setEntry(entry)
        return edited
    }

    @Test func aCatalogInXcodesLayoutChangesOnlyTheEditedUnitsLine() throws {
        let original = try Support.fixtureBytes("../../../Strings/Localizable.xcstrings")
        let catalog = try StringCatalog(bytes: original, fileName: "Localizable.xcstrings")
        let edited = Self.editingOneUnit(catalog, key: "Mood", locale: "de", to: "Laune")
        for keepLayout in [false, true] {
            let rewrite = try CatalogRewrite.rewrite(edited, over: original, readAs: catalog, keepLayout: keepLayout, file: "Localizable.xcstrings")
            #expect(rewrite.wasInXcodeLayout && rewrite.reformattedLines == 0)
            #expect(Self.changedLines(original, rewrite.bytes) == 2)
            #expect(LineDiff.changedLines(original, rewrite.bytes) == 2)
            #expect(String(decoding: rewrite.bytes, as: UTF8.self).contains("\"value\" : \"Laune\""))
        }
        let unchanged = try CatalogRewrite.rewrite(catalog, over: original, readAs: catalog, keepLayout: false, file: "x")
        #expect(!unchanged.changes(original))
    }

    @Test func anotherLayoutIsReformattedWithACountOrKept() throws {
        let original = try Support.fixtureBytes("lean-health-timer-root.xcstrings")
        let catalog = try StringCatalog(bytes: original, fileName: "root.xcstrings")
        let key = try #require(catalog.entries.first { $0.localization(for: "de")?.content.stringUnit != nil }?.key)
        let edited = Self.editingOneUnit(catalog, key: key, locale: "de", to: "Geändert / neu")
        let reformatted = try CatalogRewrite.rewrite(edited, over: original, readAs: catalog, keepLayout: false, file: "root.xcstrings")
        #expect(!reformatted.wasInXcodeLayout)
        #expect(reformatted.bytes == Array(StringCatalogWriter.write(edited).utf8))
        let xcode = Array(StringCatalogWriter.write(catalog).utf8)
        #expect(reformatted.reformattedLines == LineDiff.changedLines(original, xcode))
        #expect(reformatted.reformattedLines > 1000)
        let kept = try CatalogRewrite.rewrite(edited, over: original, readAs: catalog, keepLayout: true, file: "root.xcstrings")
        #expect(kept.reformattedLines == 0)
        #expect(Self.changedLines(original, kept.bytes) == 2)
        #expect(String(decoding: kept.bytes, as: UTF8.self).contains("\"value\": \"Geändert / neu\""))
    }

    /// The layouts the kept-layout edits are tried on: the real catalog another tool wrote,
    /// and the shipped catalog written in styles seen in the wild.
    static let layouts: [(name: String, style: CatalogLayoutStyle?)] = {
        var fourSpaces = CatalogLayoutStyle.xcode
        fourSpaces.indentUnit = "    "
        fourSpaces.keySeparator = ": "
        fourSpaces.blankLineInEmptyObject = false
        var tabs = fourSpaces
        tabs.indentUnit = "\t"
        var crlf = CatalogLayoutStyle.xcode
        crlf.newline = "\r\n"
        var oneLine = CatalogLayoutStyle.oneLine
        oneLine.inlineSeparator = ", "
        oneLine.keySeparator = ": "
        var escaping = fourSpaces
        escaping.escapesSlash = true
        escaping.escapesNonASCII = true
        var unsorted = fourSpaces
        unsorted.sortsMembers = false
        return [("lean-health-timer-root", nil), ("four spaces", fourSpaces), ("tabs", tabs), ("CRLF", crlf), ("one line", oneLine),
                ("escapes", escaping), ("file order", unsorted)]
    }()

    static func original(_ layout: (name: String, style: CatalogLayoutStyle?)) throws -> [UInt8] {
        guard let style = layout.style else { return try Support.fixtureBytes("lean-health-timer-root.xcstrings") }
        let catalog = try StringCatalog(contentsOfFile: Support.shippedCatalogPath)
        var text = ""
        // File order that is not Xcode's: the entries reversed.
        var tree = StringCatalogWriter.tree(catalog)
        if !style.sortsMembers, case .object(var members) = tree, let index = members.firstIndex(where: { $0.0 == "strings" }), case .object(let entries) = members[index].1 {
            members[index].1 = .object(entries.reversed())
            tree = .object(members)
        }
        style.render(tree, indent: "", into: &text)
        return Array(text.utf8)
    }

    /// Generated edits (as two branches make them) applied with the layout kept: the file reads
    /// back as the edited catalog, and every key the edits did not touch keeps its bytes.
    @Test(arguments: 0..<7)
    func keptLayoutsChangeOnlyTheEditedEntries(_ layoutIndex: Int) throws {
        let layout = Self.layouts[layoutIndex]
        let original = try Self.original(layout)
        let catalog = try StringCatalog(bytes: original, fileName: layout.name)
        let plain = try PlainCatalog(bytes: original)
        let oldSpans = try JSONSpan.read(original)
        var generator = CatalogEditGenerator(seed: 0x1A10 + UInt64(layoutIndex))
        for round in 0..<20 {
            var claimed = Set<String>()
            let edits = generator.edits(of: plain, side: "ours", count: Int.random(in: 1...6, using: &generator.random), claimed: &claimed)
            var expected = plain
            for edit in edits { edit.apply(&expected) }
            let edited = try StringCatalog(bytes: expected.bytes(), fileName: "edited")
            let rewrite = try CatalogRewrite.rewrite(edited, over: original, readAs: catalog, keepLayout: true, file: layout.name)
            #expect(try PlainCatalog(bytes: rewrite.bytes).isEquivalent(to: expected), "\(layout.name) round \(round)")
            let touched = Set(claimed.map { String($0.prefix { $0 != "\u{0}" }) })
            let newSpans = try JSONSpan.read(rewrite.bytes)
            for member in oldSpans.member("strings")?.value.members ?? [] where !touched.contains(member.name) {
                let after = try #require(newSpans.member("strings")?.value.member(member.name), "\(member.name) lost")
                #expect(original[member.keyStart..<member.value.end].elementsEqual(rewrite.bytes[after.keyStart..<after.value.end]),
                        "\(layout.name) round \(round): \(member.name) changed bytes after \(edits.map(\.describe))")
            }
        }
    }

    /// On a file in Xcode's layout, editing in place gives exactly what the writer writes.
    @Test func theSpliceOfAnXcodeLayoutFileIsTheWritersOutput() throws {
        let original = try Support.fixtureBytes("../../../Strings/Localizable.xcstrings")
        let catalog = try StringCatalog(bytes: original, fileName: "Localizable.xcstrings")
        let plain = try PlainCatalog(bytes: original)
        let root = try JSONSpan.read(original)
        var generator = CatalogEditGenerator(seed: 0x5_911CE)
        for round in 0..<30 {
            var claimed = Set<String>()
            var expected = plain
            for edit in generator.edits(of: plain, side: "ours", count: Int.random(in: 1...6, using: &generator.random), claimed: &claimed) { edit.apply(&expected) }
            let edited = try StringCatalog(bytes: expected.bytes(), fileName: "edited")
            let spliced = LayoutKeepingSplice.splice(original, root: root, old: StringCatalogWriter.tree(catalog), new: StringCatalogWriter.tree(edited), style: .xcode)
            #expect(String(decoding: spliced, as: UTF8.self) == StringCatalogWriter.write(edited), "round \(round)")
        }
    }

    @Test func lineCountsAgreeWithALongestCommonSubsequence() {
        var random = SeededGenerator(seed: 42)
        func lcsCount(_ a: [String], _ b: [String]) -> Int {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            return a.count + b.count - 2 * table[0][0]
        }
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...30, using: &random)).map { _ in "line \(Int.random(in: 0...8, using: &random))" }
            var b = a
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0...2, using: &random) {
                case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &random))
                case 1: b.insert("new \(Int.random(in: 0...3, using: &random))", at: Int.random(in: 0...b.count, using: &random))
                default: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &random)] = "changed" }
                }
            }
            let text = { (lines: [String]) in Array(lines.map { $0 + "\n" }.joined().utf8) }
            // Lines that repeat make the anchors ambiguous: the count may exceed the minimum,
            // never fall below it; with distinct lines it is the minimum.
            let count = LineDiff.changedLines(text(a), text(b))
            #expect(count >= lcsCount(a, b))
            if Set(a).count == a.count && Set(b).count == b.count { #expect(count == lcsCount(a, b), "\(a) → \(b)") }
        }
        #expect(LineDiff.changedLines(Array("a\nb\nc\n".utf8), Array("c\nb\na\n".utf8)) == 4)
    }
}
