import Foundation
import Testing

/// `strings merge` as git's merge driver, end to end: installed into a repository, run by
/// `git merge` on two branches that changed the catalog, and on its own.
@Suite struct StringsMergeCLITests {
    static func catalog(_ units: [(key: String, de: String)], layout xcode: Bool = true) -> String {
        let entries = units.map { key, de in
            xcode
                ? "    \"\(key)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(de)\"\n          }\n        }\n      }\n    }"
                : "  \"\(key)\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(de)\"}}}}"
        }
        return xcode
            ? "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
            : "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + entries.joined(separator: ",\n") + "\n}}\n"
    }

    static func git(_ arguments: [String], in directory: URL) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(executable: "/usr/bin/env", [
            "git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main",
        ] + arguments, in: directory)
    }

    /// A repository with the driver installed and the catalog committed on main.
    static func repository(_ text: String) throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        _ = try git(["init", "-q"], in: directory)
        let install = try TrackerKitProcess.run(["strings", "merge", "--install"], in: directory)
        #expect(install.exitCode == 0, "\(install.stderr)")
        try text.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        _ = try git(["add", "."], in: directory)
        _ = try git(["commit", "-qm", "base"], in: directory)
        return directory
    }

    /// Commits `text` as the catalog on `branch` (made from main when new).
    static func commit(_ text: String, on branch: String, in directory: URL) throws {
        _ = try git(["checkout", "-q", "-B", branch], in: directory)
        try text.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        _ = try git(["commit", "-qam", branch], in: directory)
    }

    @Test func gitMergesDisjointEditsThroughTheDriver() throws {
        let base = [("A", "a"), ("B", "b"), ("C", "c")]
        let directory = try Self.repository(Self.catalog(base))
        defer { try? FileManager.default.removeItem(at: directory) }
        let attributes = try String(contentsOf: directory.appendingPathComponent(".gitattributes"), encoding: .utf8)
        #expect(attributes == "*.xcstrings merge=xcstrings\n")
        let driver = try Self.git(["config", "merge.xcstrings.driver"], in: directory).stdout
        #expect(driver.hasSuffix(" strings merge --name %P %O %A %B\n") && driver.hasPrefix("/"))
        // Installing again changes nothing.
        let again = try TrackerKitProcess.run(["strings", "merge", "--install"], in: directory)
        #expect(again.exitCode == 0 && again.stdout.contains("already has *.xcstrings merge=xcstrings"))
        #expect(try String(contentsOf: directory.appendingPathComponent(".gitattributes"), encoding: .utf8) == attributes)

        try Self.commit(Self.catalog([("A", "a2"), ("B", "b"), ("C", "c")]), on: "feature", in: directory)
        _ = try Self.git(["checkout", "-q", "main"], in: directory)
        try Self.commit(Self.catalog([("A", "a"), ("B", "b"), ("C", "c3"), ("D", "d")]), on: "main", in: directory)
        // A textual merge of these neighbouring lines would conflict; per unit they are disjoint.
        let merge = try Self.git(["merge", "-q", "--no-edit", "feature"], in: directory)
        #expect(merge.exitCode == 0, "\(merge.stdout)\(merge.stderr)")
        let merged = try String(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(merged == Self.catalog([("A", "a2"), ("B", "b"), ("C", "c3"), ("D", "d")]))
    }

    @Test func aConflictKeepsOursListsItAndGitMarksTheFile() throws {
        let directory = try Self.repository(Self.catalog([("A", "a"), ("B", "b")]))
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.commit(Self.catalog([("A", "theirs"), ("B", "b2")]), on: "feature", in: directory)
        _ = try Self.git(["checkout", "-q", "main"], in: directory)
        try Self.commit(Self.catalog([("A", "ours"), ("B", "b")]), on: "main", in: directory)
        let merge = try Self.git(["merge", "--no-edit", "feature"], in: directory)
        #expect(merge.exitCode != 0)
        #expect(merge.stderr.contains("trackerkit: conflict: Localizable.xcstrings (ours):7: \"A\" [de]: ours \"ours\" (translated), theirs \"theirs\" (translated), base \"a\" (translated)"),
                "\(merge.stderr)")
        #expect(merge.stderr.contains("<<<<<<< ours\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"ours\"\n          }\n||||||| base"))
        #expect(try Self.git(["diff", "--name-only", "--diff-filter=U"], in: directory).stdout == "Localizable.xcstrings\n")
        // The file holds the merge with ours at the conflict: valid JSON, B taken from theirs.
        let merged = try String(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(merged == Self.catalog([("A", "ours"), ("B", "b2")]))
    }

    @Test func onItsOwnItWritesOursOrOutAndNeverTouchesOursOnBadInput() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func file(_ name: String, _ text: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let base = try file("base.xcstrings", Self.catalog([("A", "a"), ("B", "b")]))
        let ours = try file("ours.xcstrings", Self.catalog([("A", "a2"), ("B", "b")]))
        let theirs = try file("theirs.xcstrings", Self.catalog([("A", "a"), ("B", "b2")]))
        let printed = try TrackerKitProcess.run(["strings", "merge", "--out", "-", base, ours, theirs])
        #expect(printed.exitCode == 0 && printed.stdout == Self.catalog([("A", "a2"), ("B", "b2")]))
        #expect(try String(contentsOfFile: ours, encoding: .utf8) == Self.catalog([("A", "a2"), ("B", "b")]))
        #expect(printed.stderr == "trackerkit: note: merged \(ours): from theirs 1 unit changed in 1 key (de 1)\n")

        let broken = try file("broken.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\n<<<<<<< HEAD\n}}")
        let before = try Data(contentsOf: URL(fileURLWithPath: broken))
        let refused = try TrackerKitProcess.run(["strings", "merge", base, broken, theirs])
        #expect(refused.exitCode == 2 && refused.stderrLines == ["trackerkit: error: \(broken):2:1: invalid JSON: expected a member name in double quotes, found '<'"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: broken)) == before)

        let twice = try file("twice.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\n\"A\": {},\n\"A\": {}\n}}")
        let duplicate = try TrackerKitProcess.run(["strings", "merge", base, ours, twice])
        #expect(duplicate.exitCode == 2)
        #expect(duplicate.stderrLines == ["trackerkit: error: \(twice):3: \"A\" occurs more than once in strings (lines 2 and 3); a merge would drop one — merge them first"])

        // No common ancestor: git passes an empty BASE.
        let empty = try file("empty.xcstrings", "")
        let added = try TrackerKitProcess.run(["strings", "merge", "--out", "-", empty, ours, theirs])
        #expect(added.exitCode == 1 && added.stderr.contains("\"B\" [de]: ours \"b\" (translated), theirs \"b2\" (translated), base (none)"))

        let usage = try TrackerKitProcess.run(["strings", "merge", base, ours])
        #expect(usage.exitCode == 2 && usage.stderr.contains("strings merge needs three catalogs"))
    }

    @Test func oursInAnotherLayoutIsReformattedWithANoteOrKeptWithKeepLayout() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let units = (0..<20).map { ("K\($0)", "v\($0)") }
        var changed = units
        changed[7].1 = "changed"
        let paths = ["base", "ours", "theirs"].map { directory.appendingPathComponent("\($0).xcstrings").path }
        try Self.catalog(units, layout: false).write(toFile: paths[0], atomically: true, encoding: .utf8)
        try Self.catalog(units, layout: false).write(toFile: paths[1], atomically: true, encoding: .utf8)
        try Self.catalog(changed, layout: false).write(toFile: paths[2], atomically: true, encoding: .utf8)
        let kept = try TrackerKitProcess.run(["strings", "merge", "--keep-layout"] + paths)
        #expect(kept.exitCode == 0)
        #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == Self.catalog(changed, layout: false))
        try Self.catalog(units, layout: false).write(toFile: paths[1], atomically: true, encoding: .utf8)
        let reformatted = try TrackerKitProcess.run(["strings", "merge"] + paths)
        #expect(reformatted.exitCode == 0)
        #expect(reformatted.stderr.contains("; also reformatted to Xcode's layout ("))
        let written = try String(contentsOfFile: paths[1], encoding: .utf8)
        #expect(written == Self.catalog(changed) + "\n")
    }
}
