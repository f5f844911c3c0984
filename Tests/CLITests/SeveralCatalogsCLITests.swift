import Foundation
import Testing

/// `strings check` over every catalog of an app: `--root` finds them, the output
/// shows each catalog's coverage and the total, one SARIF / JSON / JUnit file holds them all,
/// and a key worded differently in two catalogs is an `inconsistent-translation` warning.
@Suite struct SeveralCatalogsCLITests {
    static func catalog(_ entries: [(key: String, de: String?, deState: String)]) -> String {
        let members = entries.map { entry -> String in
            let german = entry.de.map { #", "de": {"stringUnit": {"state": "\#(entry.deState)", "value": "\#($0)"}}"# } ?? ""
            return #"    "\#(entry.key)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(entry.key)"}}\#(german)}}"#
        }
        return "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n" + members.joined(separator: ",\n") + "\n  },\n  \"version\": \"1.0\"\n}\n"
    }

    /// App/Localizable (3 keys, all German), App/InfoPlist (2 keys, 1 German), Watch/Localizable
    /// (3 keys, 2 German, "Streak" worded differently from the app, and one level label of a
    /// preset, which makes the others required), plus catalogs in skipped folders.
    static func app() throws -> URL {
        let root = try TrackerKitProcess.temporaryDirectory()
        let files: [(String, String)] = [
            ("App/Localizable.xcstrings", catalog([("Streak", "Serie", "translated"), ("Start", "Start", "translated"), ("Stop", "Stopp", "translated")])),
            ("App/InfoPlist.xcstrings", catalog([("NSHealthShareUsageDescription", "Liest Schritte", "translated"), ("NSCameraUsageDescription", nil, "")])),
            ("Watch/Localizable.xcstrings", catalog([("Streak", "Strähne", "translated"), ("Pause", nil, ""), ("Mood.Awful", "Furchtbar", "translated")])),
            (".build/checkouts/Dep/Localizable.xcstrings", catalog([("Ignored", nil, "")])),
            ("Pods/X/Localizable.xcstrings", catalog([("Ignored", nil, "")])),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func textShowsEachCatalogAndTheTotal() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TrackerKitProcess.run(["strings", "check", "--root", "."], in: root)
        #expect(result.exitCode == 1, "two untranslated keys fail the check")
        let text = result.stdout
        for name in ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Watch/Localizable.xcstrings"] {
            #expect(text.contains(name), "\(name) has its section")
        }
        #expect(!text.contains("Ignored"), ".build and Pods are skipped")
        #expect(text.contains("Total over 3 catalogs: failed."))
        // de: 8 keys, 6 translated in total.
        let totalRow = try #require(text.split(separator: "\n").last { $0.hasPrefix("de ") || $0.hasPrefix("de\t") || $0.hasPrefix("de  ") })
        let numbers = totalRow.split(separator: " ").dropFirst().map(String.init)
        #expect(numbers.first == "8" && numbers.dropFirst().first == "6", "\(totalRow)")
        #expect(text.contains("inconsistent-translation"))
        #expect(text.contains(#"translated as "Strähne" here but as "Serie" in App/Localizable.xcstrings"#))
    }

    @Test func oneSARIFHoldsEveryCatalog() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try TrackerKitProcess.run(["strings", "check", "--root", ".", "--format", "sarif", "--out", "checks.sarif"], in: root)
        // The Watch catalog holds Mood.Awful: the presets' other level labels, which no catalog
        // has, are required and reported once, in App/Localizable.
        #expect(result.exitCode == 1, "\(result.stderr)")
        let data = try Data(contentsOf: root.appendingPathComponent("checks.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let artifacts = (runs[0]["artifacts"] as? [[String: Any]] ?? []).compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(artifacts == ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Watch/Localizable.xcstrings"])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let uris = Set(results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } })
        #expect(uris == ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Watch/Localizable.xcstrings"], "results in every catalog")
        let missing = results.filter { $0["ruleId"] as? String == "missing-key" }
        #expect(missing.count == 7 && missing.allSatisfy { "\($0)".contains("App/Localizable.xcstrings") }, "NoAlc.Steady & co. once, in the app's catalog")
        #expect(missing.allSatisfy { (($0["message"] as? [String: Any])?["text"] as? String)?.contains(#"the catalog holds "Mood.Awful""#) == true }, "the message says why")
        #expect(results.contains { $0["ruleId"] as? String == "inconsistent-translation" && $0["level"] as? String == "warning" })
    }

    @Test func jsonAndJUnitWrapEveryCatalog() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--catalog", "Watch/Localizable.xcstrings", "--format", "json"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let catalogs = try #require(object["catalogs"] as? [[String: Any]])
        #expect(catalogs.map { $0["catalog"] as? String } == ["App/Localizable.xcstrings", "Watch/Localizable.xcstrings"])
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["passed"] as? Bool == false)
        #expect(((total["summary"] as? [String: Any])?["de"] as? [String: Any])?["keys"] as? Int == 6)

        let junit = try TrackerKitProcess.run(["strings", "check", "--root", ".", "--format", "junit"], in: root)
        #expect(junit.stdout.components(separatedBy: "<testsuites ").count == 2, "one <testsuites>")
        #expect(junit.stdout.contains("<testsuite name=\"Watch/Localizable.xcstrings [de]\""))
        #expect(junit.stdout.contains("<testsuite name=\"App/InfoPlist.xcstrings [de]\""))
    }

    @Test func oneCatalogKeepsItsShapeAndTheWarningCanBeTurnedOff() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let single = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "json"], in: root)
        #expect(single.stdout.hasPrefix("{\n  \"catalog\": \"App/Localizable.xcstrings\""))
        let off = try TrackerKitProcess.run(["strings", "check", "--root", ".", "--severity", "inconsistent-translation=off"], in: root)
        #expect(!off.stdout.contains("inconsistent-translation"))
        let twice = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/InfoPlist.xcstrings", "--catalog", "./App/InfoPlist.xcstrings"], in: root)
        #expect(twice.exitCode == 2 && twice.stderr.contains("is named twice"))
        let overlapping = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/InfoPlist.xcstrings", "--root", "App", "--format", "json"], in: root)
        #expect(overlapping.stdout.components(separatedBy: "\"catalog\": ").count == 3, "a catalog named and found below --root is checked once")
    }

    @Test func formatTakesCatalogAndRootToo() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try TrackerKitProcess.run(["strings", "format", "--check", "--root", "."], in: root)
        #expect(check.exitCode == 1)
        #expect(check.stdout == "would reformat App/InfoPlist.xcstrings\nwould reformat App/Localizable.xcstrings\nwould reformat Watch/Localizable.xcstrings\n")
        let one = try TrackerKitProcess.run(["strings", "format", "--catalog", "Watch/Localizable.xcstrings"], in: root)
        #expect(one.exitCode == 0 && one.stdout == "reformatted Watch/Localizable.xcstrings\n", "\(one.stdout)\(one.stderr)")
    }
}