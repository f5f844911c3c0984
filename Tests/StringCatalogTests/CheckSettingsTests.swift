import Foundation
import SharpTools
import Testing
@testable import StringCatalog
@testable import CatalogCheck

/// The check's settings: the `"strings"` member of a settings file, the flags over it, and the
/// values flags and settings share.
@Suite struct CheckSettingsTests {
    static func read(_ json: String, path: String = "App/.trackerkit.json") throws -> CheckSettings {
        var settings = CheckSettings()
        try SettingsValues.read(section: "strings", of: Array("{\"strings\": \(json)}".utf8), file: path, sections: ["strings", "report"]) { name, reader in
            try settings.read(member: name, from: &reader, settingsPath: path)
        }
        return settings
    }

    static func error(_ json: String) -> String? {
        do {
            _ = try read(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func everyMemberIsReadWithPathsBesideTheFile() throws {
        let settings = try Self.read("""
            {"locales": ["de"], "ignoreKeys": ["DEBUG"], "ignoreGlobs": ["Debug.*"], "severity": {"stale": "error", "needs-review": "off"},
             "minCoverage": 95, "strict": true, "baselineFile": "old.xcstrings", "sources": ["Code", "Watch=W.xcstrings"],
             "sourcesExclude": ["*/Gen/*"], "keyPatterns": [{"call": "labelKey"}], "dynamicKeys": ["Workout.*"]}
            """)
        #expect(settings == CheckSettings(
            locales: ["de"], ignoredKeys: KeyFilter(keys: ["DEBUG"], globs: ["Debug.*"]), severity: [.stale: .error, .needsReview: nil as ProblemSeverity?],
            minCoverage: 95, strict: true, baseline: .file("App/old.xcstrings"), sources: ["App/Code", "App/Watch=App/W.xcstrings"],
            sourcesExcluded: ["*/Gen/*"], keyPatterns: ["labelKey"], dynamicKeys: ["Workout.*"]))
        #expect(try Self.read(#"{"baseline": "origin/main"}"#).baseline == .revision("origin/main"))
    }

    /// The place is the member's (its name), or a severity's kind.
    @Test func aValueThatIsNoSettingIsRefusedAtItsPlace() {
        #expect(Self.error(#"{"minCoverge": 90}"#) == "App/.trackerkit.json:1:14: unknown member \"strings.minCoverge\" (did you mean \"strings.minCoverage\"? known: \(CheckSettings.members.joined(separator: ", ")))")
        #expect(Self.error(#"{"locales": ["d e"]}"#) == "App/.trackerkit.json:1:14: locales \"d e\" is not a locale identifier (e.g. de, en, de-AT)")
        #expect(Self.error(#"{"minCoverage": 101}"#) == "App/.trackerkit.json:1:14: minCoverage must be between 0 and 100")
        #expect(Self.error(#"{"severity": {"stale": "fatal"}}"#) == "App/.trackerkit.json:1:27: severity \"fatal\" is not error, warning or off")
        #expect(Self.error(#"{"keyPatterns": [{"label": "x"}]}"#)?.hasSuffix("a key pattern has only \"call\" (a call such as L10n.tr or an argument label such as labelKey)") == true)
        #expect(Self.error(#"{"baseline": "main", "baselineFile": "old.xcstrings"}"#)
            == "App/.trackerkit.json:1:34: give either strings.baseline or strings.baselineFile, not both")
        #expect(Self.error(#"{}, "reprot": {}"#) == "App/.trackerkit.json:1:17: unknown member \"reprot\" (did you mean \"report\"? the settings go into \"strings\" or \"report\")")
    }

    @Test func flagsReplaceOneValueSettingsAndAddToLists() {
        let file = CheckSettings(
            locales: ["de"], ignoredKeys: KeyFilter(keys: ["K"], globs: ["G*"]), severity: [.stale: .error, .needsReview: .warning],
            minCoverage: 90, strict: true, baseline: .revision("main"), sources: ["App"], sourcesExcluded: ["*/Gen/*"],
            keyPatterns: ["labelKey"], dynamicKeys: ["D.*"])
        #expect(file.overridden(by: CheckSettings()) == file)
        let flags = CheckSettings(
            locales: ["en"], ignoredKeys: KeyFilter(globs: ["Debug.*"]), severity: [.stale: nil], minCoverage: 50, baseline: CheckSettings.Baseline.none,
            sources: ["Watch"], sourcesExcluded: ["*/Tests/*"])
        #expect(file.overridden(by: flags) == CheckSettings(
            locales: ["en"], ignoredKeys: KeyFilter(keys: ["K"], globs: ["G*", "Debug.*"]), severity: [.stale: nil, .needsReview: .warning],
            minCoverage: 50, strict: true, baseline: CheckSettings.Baseline.none, sources: ["Watch"], sourcesExcluded: ["*/Gen/*", "*/Tests/*"],
            keyPatterns: ["labelKey"], dynamicKeys: ["D.*"]))
        #expect(file.policy == GatePolicy(strict: true, minCoverage: 90))
        #expect(CheckSettings(baseline: .file("old")).baselineFile == "old" && file.baselineFile == nil)
    }

    @Test func theValuesFlagsTakeWordTheirErrors() throws {
        #expect(try CheckSettings.minimumCoverage("95%") == 95 && CheckSettings.minimumCoverage("99.5") == 99.5)
        for text in ["101", "-1", "nan", "lots"] {
            #expect(throws: InvalidValue(text, "is not a percentage between 0 and 100")) { try CheckSettings.minimumCoverage(text) }
        }
        let override = try CheckSettings.severityOverride("stale=off")
        #expect(override.kind == .stale && override.severity == nil)
        #expect(try CheckSettings.severityOverride("missing-key=warning").severity == .warning)
        #expect(throws: InvalidValue.self) { try CheckSettings.severityOverride("stale") }
        #expect(try LocaleTag.list("fr,pt-BR") == ["fr", "pt-BR"])
        #expect(throws: InvalidValue(shown: "\"\"", "is not a BCP 47 language tag (such as fr, pt-BR or zh-Hans)")) { try LocaleTag.list("fr,") }
    }
}
