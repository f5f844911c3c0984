import Foundation
import Testing

/// `strings export --format xcloc|xliff` on a full disk (a file-size limit, SIGXFSZ ignored so
/// that write(2) fails with EFBIG): exit 2, and every bundle and file as it was before — an
/// export used to leave the new XLIFF file beside the old catalog copy in the bundle.
@Suite struct ExportFullDiskCLITests {
    static let binary = TrackerKitProcess.binary.path

    /// 300 keys in 10 languages: the catalog (copied into each bundle) is over the limit's
    /// 128 or 256 KB, the German XLIFF file well under it.
    static func catalog(version: String) -> String {
        let locales = ["en", "de", "fr", "it", "es", "nl", "pt", "sv", "da", "fi"]
        let entries = (0..<300).map { key in
            let localizations = locales.map { "\"\($0)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0) text \(key) of version \(version)\"}}" }
            return "\"Key \(key)\":{\"localizations\":{\(localizations.joined(separator: ","))}}"
        }
        return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
    }

    /// Every file below `directory` with its bytes.
    static func tree(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in HostileInputTests.regularFiles(under: directory) {
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + relative))
        }
        return files
    }

    @Test(arguments: ["xcloc", "xliff"])
    func aFullDiskLeavesTheEarlierExportWhole(_ format: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let catalog = directory.appendingPathComponent("L.xcstrings").path
        let out = directory.appendingPathComponent("l10n").path
        try Self.catalog(version: "1").write(toFile: catalog, atomically: true, encoding: .utf8)
        let locales = format == "xcloc" ? "de" : "de,fr,it,es,nl,pt,sv,da,fi"
        let export = ["strings", "export", "--catalog", catalog, "--format", format, "--locales", locales, "--out", out]
        let first = try TrackerKitProcess.run(export)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let before = try Self.tree(out)
        #expect(!before.isEmpty)
        try Self.catalog(version: "2").write(toFile: catalog, atomically: true, encoding: .utf8)
        // 256 blocks: an XLIFF file of one language fits, the catalog copy (xcloc) or the nine
        // files together (xliff: the limit is per file, so make one file the big one) do not.
        let script = #"trap '' XFSZ; ulimit -f 256 && exec "$0" "$@""#
        let limited = format == "xcloc" ? export : export.map { $0 == locales ? "de,fr" : $0 }
        if format == "xliff" {
            // A long German text makes de.xliff the one file over the limit; fr.xliff fits.
            let long = Self.catalog(version: "2").replacingOccurrences(of: "de text 0 of version 2", with: String(repeating: "d", count: 400_000))
            try long.write(toFile: catalog, atomically: true, encoding: .utf8)
        }
        let second = try TrackerKitProcess.run(executable: "/bin/sh", ["-c", script, Self.binary] + limited)
        #expect(second.exitCode == 2, "\(second.summary): \(second.stderr)")
        #expect(second.stderr.contains("File too large"), "\(second.stderr)")
        #expect(try Self.tree(out) == before, "the earlier export is left whole")
        #expect(!HostileInputTests.regularFiles(under: out).contains { $0.contains(".tmp-") })
    }
}
