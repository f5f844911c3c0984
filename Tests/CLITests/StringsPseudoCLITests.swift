import Foundation
import Testing

/// `strings pseudo` end to end: written into the catalog or another file, byte-identical when
/// run again, checked clean by `strings check` for the pseudo-locales, removed again.
@Suite struct StringsPseudoCLITests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                }
              }
            }
          }
        },
        "Open [the docs](https://example.com/docs) in %@?" : {
          "comment" : "[max 40]"
        },
        "tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap \\\\n to open" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    @Test func writeRerunCheckAndRemove() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.catalog.write(to: path, atomically: true, encoding: .utf8)
        let original = try bytes(path)

        let dryRun = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings"], in: directory)
        #expect(dryRun.exitCode == 0)
        #expect(dryRun.stdout.contains("en-XA: 3 strings in Localizable.xcstrings") && dryRun.stdout.contains("nothing written"), "\(dryRun.stdout)")
        #expect(try bytes(path) == original)

        let write = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--locales", "en-XA,ar-XB", "--write"], in: directory)
        #expect(write.exitCode == 0, "\(write.stderr)")
        let written = try bytes(path)
        #expect(written != original)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("[Öþéñ [the docs](https://example.com/docs) îñ %@?"), "\(text)")
        #expect(text.contains("Ţåþ \\\\n ţö öþéñ"), "a backslash escape stays as written")

        let again = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--locales", "en-XA,ar-XB", "--write"], in: directory)
        #expect(again.exitCode == 0 && again.stdout.contains("is unchanged"))
        #expect(try bytes(path) == written, "byte-identical on a rerun")

        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--locales", "en,en-XA,ar-XB", "--strict", "--severity", "missing-key=off", "--format", "json"], in: directory)
        #expect(check.exitCode == 0, "\(check.stdout)")
        let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as! [String: Any]
        #expect((report["problems"] as! [[String: Any]]).isEmpty, "no format or plural problem, no quality warning (the presets' level labels are not asked for)")
        // Left out of the default locales: the gate does not ask for them.
        let plain = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--format", "json"], in: directory)
        #expect((try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as! [String: Any])["locales"] as? [String] == ["en"])

        let remove = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--locales", "en-XA,ar-XB", "--remove", "--write"], in: directory)
        #expect(remove.exitCode == 0 && remove.stdout.contains("en-XA: 3 strings removed from"), "\(remove.stdout)")
        let formatted = try TrackerKitProcess.run(["strings", "format", "--check", "Localizable.xcstrings"], in: directory)
        #expect(formatted.exitCode == 0, "written in Xcode's form")
        #expect(!String(decoding: try bytes(path), as: UTF8.self).contains("XA"))
    }

    @Test func outWritesAnotherFileAndLeavesTheCatalog() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.catalog.write(to: path, atomically: true, encoding: .utf8)
        let original = try bytes(path)
        let out = try TrackerKitProcess.run(["strings", "pseudo", "--catalog", "Localizable.xcstrings", "--out", "Pseudo.xcstrings"], in: directory)
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(try bytes(path) == original)
        let separate = try bytes(directory.appendingPathComponent("Pseudo.xcstrings"))
        let rerun = try TrackerKitProcess.run(["strings", "pseudo", "--catalog", "Localizable.xcstrings", "--out", "Pseudo.xcstrings"], in: directory)
        let rewritten = try bytes(directory.appendingPathComponent("Pseudo.xcstrings"))
        #expect(rerun.stdout.contains("is unchanged") && rewritten == separate)
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "Pseudo.xcstrings", "--locales", "en,en-XA", "--strict", "--severity", "missing-key=off"], in: directory)
        #expect(check.exitCode == 0, "\(check.stdout)")
    }

    @Test func misuseIsAUsageError() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.catalog.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let notPseudo = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--locales", "de"], in: directory)
        #expect(notPseudo.exitCode == 2 && notPseudo.stderr.contains("de is not a pseudo-locale"))
        let both = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--write", "--out", "x.xcstrings"], in: directory)
        #expect(both.exitCode == 2 && both.stderr.contains("--write and --out exclude each other"))
        let none = try TrackerKitProcess.run(["strings", "pseudo"], in: directory)
        #expect(none.exitCode == 2)
        let intoItself = try TrackerKitProcess.run(["strings", "pseudo", "Localizable.xcstrings", "--out", "Localizable.xcstrings"], in: directory)
        #expect(intoItself.exitCode == 2, "--out is another file")
    }

    /// `${applicationName}` (App Shortcuts), `% d` and `%1$*2$d` come through as written and
    /// strings check finds the pseudo-locale clean; a pseudo-locale text someone wrote is kept,
    /// with a warning naming it, where it used to be overwritten silently.
    @Test func placeholdersStayAndAWrittenTextIsKept() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let catalog = #"{"sourceLanguage":"en","strings":{"${applicationName} start":{},"Value % d, %1$*2$d":{},"#
            + #""Hand":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}},"en-XA":{"stringUnit":{"state":"translated","value":"A very long test text"}}}}},"version":"1.0"}"#
        let path = directory.appendingPathComponent("L.xcstrings")
        try catalog.write(to: path, atomically: true, encoding: .utf8)
        let run = try TrackerKitProcess.run(["strings", "pseudo", "--catalog", "L.xcstrings", "--write"], in: directory)
        #expect(run.exitCode == 0)
        #expect(run.stderrLines == ["trackerkit: warning: L.xcstrings: the en-XA text of \"Hand\" was written by hand, not made from the source; kept as it is (to make it again: strings pseudo --remove --locales en-XA, then add it)"])
        let written = try String(contentsOf: path, encoding: .utf8)
        #expect(written.contains("\"value\" : \"[${applicationName} šţåŕţ one]\""), "\(written)")
        #expect(written.contains("% d, %1$*2$d"))
        #expect(written.contains("\"value\" : \"A very long test text\""))
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--locales", "en-XA", "--no-config"], in: directory)
        #expect(!check.stdout.contains("format-mismatch"), "\(check.stdout)")
    }
}
