import Foundation
import Testing

/// `strings import --write` changes only the lines of the units it changes in a catalog in
/// Xcode's layout, counted as `git diff --numstat` counts them; a catalog in another layout is
/// reformatted with the count in the summary, or kept with `--keep-layout`.
@Suite struct LayoutKeepingWritesCLITests {
    /// Lines added and removed between two files, as git counts them.
    static func numstat(_ old: String, _ new: String) throws -> (added: Int, removed: Int) {
        let diff = try StringsMergeCLITests.git(["diff", "--no-index", "--numstat", old, new], in: URL(fileURLWithPath: "/"))
        let fields = diff.stdout.split(separator: "\t")
        guard fields.count >= 2 else { return (0, 0) }
        return (Int(fields[0]) ?? -1, Int(fields[1]) ?? -1)
    }

    /// The catalog at `source` copied, and a CSV changing one German translation of it.
    static func setUp(_ source: String, in directory: URL, key: String, value: String) throws -> (catalog: String, csv: String) {
        let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
        try FileManager.default.copyItem(atPath: source, toPath: catalog)
        let csv = directory.appendingPathComponent("de.csv").path
        try "key,locale,path,translation\n\(key),de,,\(value)\n".write(toFile: csv, atomically: true, encoding: .utf8)
        return (catalog, csv)
    }

    @Test func aOneUnitImportIntoXcodesLayoutChangesOneLine() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shipped = TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path
        let (catalog, csv) = try Self.setUp(shipped, in: directory, key: "Mood", value: "Laune")
        let result = try TrackerKitProcess.run(["strings", "import", "--catalog", catalog, csv, "--write"])
        #expect(result.exitCode == 0 && result.stdout.hasSuffix("1 unit changed in \(catalog).\n"), "\(result.stdout)\(result.stderr)")
        let (added, removed) = try Self.numstat(shipped, catalog)
        #expect(added == 1 && removed == 1)
    }

    @Test func anotherLayoutIsReformattedWithItsCountOrKept() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/catalogs/lean-health-timer-root.xcstrings").path
        let (catalog, csv) = try Self.setUp(fixture, in: directory, key: "%d hours", value: "%d Std.")
        let dryRun = try TrackerKitProcess.run(["strings", "import", "--catalog", catalog, csv])
        #expect(dryRun.stdout.hasSuffix("1 unit would change; run again with --write to write \(catalog); would also be reformatted to Xcode's layout (9902 lines; --keep-layout edits it in place instead).\n"),
                "\(dryRun.stdout)")
        let kept = try TrackerKitProcess.run(["strings", "import", "--catalog", catalog, csv, "--write", "--keep-layout"])
        #expect(kept.exitCode == 0 && kept.stdout.hasSuffix("1 unit changed in \(catalog).\n"))
        let (added, removed) = try Self.numstat(fixture, catalog)
        #expect(added == 1 && removed == 1)

        try FileManager.default.removeItem(atPath: catalog)
        try FileManager.default.copyItem(atPath: fixture, toPath: catalog)
        let reformatted = try TrackerKitProcess.run(["strings", "import", "--catalog", catalog, csv, "--write"])
        #expect(reformatted.stdout.hasSuffix("1 unit changed in \(catalog); also reformatted to Xcode's layout (9902 lines; --keep-layout edits it in place instead).\n"))
        let stat = try Self.numstat(fixture, catalog)
        // git's own count of the same rewrite (the changed unit's line is among the reformatted).
        #expect(stat.added + stat.removed == 9902)
        #expect(try TrackerKitProcess.run(["strings", "format", "--check", catalog]).exitCode == 0)
    }
}
