import Foundation
import Testing

/// Failures a hostile probe found in reading, each reproduced as it was found and checked to hold
/// now: translator CSVs in Windows-1252 or UTF-16; pipes, FIFOs, /dev/stdin; work that grew
/// with trackers × years, 80,000 levels, an endless catalog; escapes in text output, lone CR
/// line ends, locale typos in imports. (6, views instead of tables, and the second-60 and
/// leading-whitespace cases of 12 are in the hostile corpus, `Tests/Fixtures/hostile/`.)
@Suite struct InputReliabilityTests {
    static let binary = TrackerKitProcess.binary.path
    static let store = HostileInputTests.validStore
    static let sampleCatalog = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/Localizable.xcstrings").path
    static let sqliteStore = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/app-written/app-written.sqlite").path

    static func shell(_ script: String, _ arguments: [String] = []) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(executable: "/bin/bash", ["-c", script, "bash", binary] + arguments)
    }

    // MARK: 9. Inputs are read once

    @Test(arguments: [
        #""$1" streaks --store /dev/stdin --as-of 2026-11-20 --timezone UTC < "$2""#,
        #"cat "$2" | "$1" streaks --store /dev/stdin --as-of 2026-11-20 --timezone UTC"#,
        #""$1" streaks --store <(cat "$2") --as-of 2026-11-20 --timezone UTC"#,
        #"gzip -c "$2" > "$3/s.gz" && "$1" streaks --store <(gunzip -c "$3/s.gz") --as-of 2026-11-20 --timezone UTC"#,
        #"mkfifo "$3/fifo" && { cat "$2" > "$3/fifo" & } && "$1" streaks --store "$3/fifo" --as-of 2026-11-20 --timezone UTC"#,
    ])
    func aStoreFromAPipeIsReadOnce(_ script: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let direct = try TrackerKitProcess.run(["streaks", "--store", Self.store, "--as-of", "2026-11-20", "--timezone", "UTC"])
        for input in [Self.store, Self.sqliteStore] {
            let outcome = try Self.shell(script, [input, directory.path])
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("fifo"))
            #expect(!outcome.timedOut && outcome.exitCode == 0, "\(script) on \(input): \(outcome.summary) \(outcome.stderr)")
            #expect(!outcome.stderr.contains("error"), "\(outcome.stderr)")
            if input == Self.store { #expect(outcome.stdout == direct.stdout) }
        }
    }

    /// The store's bytes given as standard input by the harness, JSON and SQLite alike.
    @Test func aStoreOnStandardInputIsRead() throws {
        let arguments = ["streaks", "--store", "/dev/stdin", "--as-of", "2026-11-20", "--timezone", "UTC"]
        let direct = try TrackerKitProcess.run(["streaks", "--store", Self.store, "--as-of", "2026-11-20", "--timezone", "UTC"])
        for input in [Self.store, Self.sqliteStore] {
            let outcome = try TrackerKitProcess.run(arguments, input: [UInt8](try Data(contentsOf: URL(fileURLWithPath: input))))
            #expect(outcome.exitCode == 0 && !outcome.stderr.contains("error"), "\(input): \(outcome.summary) \(outcome.stderr)")
            if input == Self.store { #expect(outcome.stdout == direct.stdout) }
        }
    }

    @Test func aCatalogFromAPipeIsReadOnce() throws {
        let outcome = try Self.shell(#""$1" strings check --catalog <(cat "$2")"#, [Self.sampleCatalog])
        #expect(outcome.exitCode == 0, "\(outcome.summary) \(outcome.stderr)")
    }

    // MARK: 10. Bounded work

    @Test func anEndlessCatalogStopsAtTheSizeLimit() throws {
        let outcome = try TrackerKitProcess.run(executable: Self.binary, ["strings", "check", "--catalog", "/dev/zero", "--max-input-size", "64M"])
        #expect(outcome.exitCode == 2, "\(outcome.summary)")
        #expect(outcome.stderrLines == ["trackerkit: error: /dev/zero: larger than the input size limit of 67108864 bytes; raise it with --max-input-size if the file is real"])
        #if os(Linux)
        #expect(outcome.peakMemory < 400_000_000, "peak \(outcome.peakMemory / 1_000_000) MB")
        #endif
    }

    @Test func aStoreOverTheSizeLimitIsRefused() throws {
        for store in [Self.store, Self.sqliteStore] {
            let outcome = try TrackerKitProcess.run(executable: Self.binary, ["streaks", "--store", store, "--max-input-size", "100"])
            #expect(outcome.exitCode == 2)
            #expect(outcome.stderrLines.count == 1 && outcome.stderr.contains("larger than the input size limit of 100 bytes"), "\(outcome.stderr)")
        }
        let bad = try TrackerKitProcess.run(executable: Self.binary, ["streaks", "--max-input-size", "lots"])
        #expect(bad.exitCode == 2 && bad.stderr.contains("is not a size"))
    }

    /// 2,000 trackers logged once in 1900 made a 4.3 GB daily table (days × trackers cells).
    @Test func trackersSpanningACenturyStayInBoundedMemory() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let trackers = (0..<300).map { index in
            #"{"id": "\#(Self.uuid(index + 1))", "name": "T\#(index)", "icon": "x", "type": "good", "trackingMode": "yesNo", "createdAt": "1900-01-01T08:00:00Z", "isActive": true, "displayOrder": \#(index)}"#
        }
        let logs = (0..<300).map { index in
            #"{"id": "\#(Self.uuid(1_000_000 + index))", "trackerId": "\#(Self.uuid(index + 1))", "timestamp": "1900-01-02T10:00:00Z", "value": 1}"#
        }
        let text = #"{"format": "tracker-store", "schemaVersion": 1, "timeZone": "UTC", "trackers": [\#(trackers.joined(separator: ","))], "logs": [\#(logs.joined(separator: ","))]}"#
        let path = directory.appendingPathComponent("century.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let out = directory.appendingPathComponent("daily.csv").path
        let outcome = try TrackerKitProcess.run(executable: Self.binary, ["export", "daily", "--store", path, "--as-of", "2026-11-20", "--out", out], timeout: 600)
        #expect(outcome.exitCode == 0, "\(outcome.summary) \(outcome.stderr)")
        // A row for the day with the logs, one for the century without a log after it, one per
        // day of the last 53 weeks; a column per tracker.
        let rows = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\r\n")
        #expect(rows.count == 1 + 1 + 1 + 371)
        #expect(rows.count > 2 && rows[1] == "1900-01-02" + String(repeating: ",✓", count: 300))
        #expect(rows.count > 2 && rows[2] == "1900-01-03/2025-11-14" + String(repeating: ",", count: 300))
        #if os(Linux)
        // The old dense table of 11 million cells took over 600 MB.
        #expect(outcome.peakMemory < 150_000_000, "peak \(outcome.peakMemory / 1_000_000) MB")
        #endif
    }

    @Test func eightyThousandLevelsAreReadInLinearTime() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let levels = (0..<80_000).map { #"{"id": \#($0), "key": "k\#($0)", "icon": "", "labelKey": "L\#($0)", "streakEffect": "success"}"# }
        let text = try HostileInputTests.validStoreText()
        guard let range = text.range(of: #""levels": ["#) else {
            Issue.record("the valid store has no levels")
            return
        }
        let patched = text.replacingCharacters(in: range, with: #""levels": [\#(levels.joined(separator: ",")), "#)
        let path = directory.appendingPathComponent("levels.json").path
        try Data(patched.utf8).write(to: URL(fileURLWithPath: path))
        // Seconds before, not minutes: the 20 s time limit is the check.
        let outcome = try TrackerKitProcess.run(executable: Self.binary, ["streaks", "--store", path, "--as-of", "2026-11-20", "--timezone", "UTC"], timeout: 20)
        #expect(!outcome.timedOut)
        #expect(outcome.exitCode == 2 || outcome.exitCode == 0, "\(outcome.summary) \(outcome.stderr.prefix(300))")
    }

    // MARK: 5. Translator CSVs

    func importing(_ bytes: [UInt8], arguments: [String] = []) throws -> TrackerKitProcess.Result {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
        try FileManager.default.copyItem(atPath: Self.sampleCatalog, toPath: catalog)
        let csv = directory.appendingPathComponent("translations.csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: csv))
        return try TrackerKitProcess.run(executable: Self.binary, ["strings", "import", "--catalog", catalog, csv] + arguments)
    }

    static let header = "key,locale,path,translation\r\n"

    @Test func aWindows1252CSVIsRefusedWithItsLine() throws {
        var bytes = Array((Self.header + "Focus.Deep,de,,Tief\r\nFocus.Scattered,de,,Zerstreut gr").utf8)
        bytes += [0xFC, 0xDF, 0x65, 0x0D, 0x0A]  // "grüße" in Windows-1252
        let outcome = try importing(bytes)
        #expect(outcome.exitCode == 2)
        #expect(outcome.stderrLines.count == 1 && outcome.stderr.hasSuffix("translations.csv:3: not UTF-8 (looks like Windows-1252?)\n"), "\(outcome.stderr)")
    }

    @Test func utf16AndUTF8WithByteOrderMarksAreRead() throws {
        let text = Self.header + "Focus.Deep,de,,Grüße\r\n"
        var utf16LE: [UInt8] = [0xFF, 0xFE]
        var utf16BE: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            utf16LE += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            utf16BE += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [utf16LE, utf16BE, utf8BOM, Array(text.utf8)] {
            let outcome = try importing(bytes)
            #expect(outcome.exitCode == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.contains(#"→ "Grüße" (translated)"#), "\(outcome.stdout)")
        }
    }

    // MARK: 12. Locale typos do not create localizations

    @Test(arguments: [("De", "did you mean de?"), (" de", "did you mean de?"), ("de\u{0}", "did you mean de?"), ("fr", "to add it, import with --new-locale fr"), ("d/e", "not a BCP 47 language tag")])
    func aLocaleTheCatalogDoesNotHaveIsRejected(_ locale: String, _ reason: String) throws {
        let outcome = try importing(Array((Self.header + "Focus.Deep,\(locale),,Tief!\r\n").utf8))
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("\u{0}"), "control characters are escaped")
    }

    @Test func newLocaleAddsALanguageOnPurpose() throws {
        let csv = Array((Self.header + "Focus.Deep,fr,,Profond\r\n").utf8)
        let outcome = try importing(csv, arguments: ["--new-locale", "fr"])
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#"Focus.Deep [fr]: (none) → "Profond""#))
        let typo = try importing(csv, arguments: ["--new-locale", "f r"])
        #expect(typo.exitCode == 2 && typo.stderr.contains("is not a BCP 47 language tag"))
    }

    // MARK: 12. Escapes and line ends

    @Test func textOutputEscapesControlCharactersInKeysAndLocales() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Evil\n::warning::forged\u001B[31m": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Evil"}},
                                                               "de": {"stringUnit": {"state": "new", "value": ""}}}},
          "Plain": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "x"}},
                                      "d\ne": {"stringUnit": {"state": "new", "value": ""}}}}
        }}
        """#
        let path = directory.appendingPathComponent("evil.xcstrings").path
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: path))
        for format in ["text", "github"] {
            let outcome = try TrackerKitProcess.run(executable: Self.binary, ["strings", "check", "--catalog", path, "--format", format])
            #expect(outcome.exitCode == 1, "\(outcome.summary) \(outcome.stderr)")
            #expect(!outcome.stdout.contains("\u{1B}"), "\(format): no raw ESC")
            #expect(!outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("::warning::forged") }, "\(format): no forged line")
        }
    }

    @Test func aStoreWithLoneCarriageReturnsReportsTheRightLine() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let text = try HostileInputTests.validStoreText().replacingOccurrences(of: "\"value\": 0", with: "\"value\": \"zero\"")
        let expectedLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"zero\"") }) + 1
        let path = directory.appendingPathComponent("cr.json").path
        try Data(text.replacingOccurrences(of: "\n", with: "\r").utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try TrackerKitProcess.run(executable: Self.binary, ["streaks", "--store", path])
        #expect(outcome.exitCode == 2)
        #expect(outcome.stderr.contains("cr.json:\(expectedLine):"), "expected line \(expectedLine): \(outcome.stderr)")
    }

    static func uuid(_ number: Int) -> String {
        let hex = String(number, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: 12 - hex.count) + hex
        return "00000000-0000-4000-8000-" + digits
    }
}
