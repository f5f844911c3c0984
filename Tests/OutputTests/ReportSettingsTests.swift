import Foundation
import SharpTools
import Testing
@testable import Output

/// The `"report"` member of a settings file, and the flags over it.
@Suite struct ReportSettingsTests {
    /// The settings `json` (the member's object) holds, read as the tool reads them.
    static func read(_ json: String, path: String = "conf/.trackerkit.json") throws -> ReportSettings {
        var settings = ReportSettings()
        try SettingsValues.read(section: "report", of: Array("{\"report\": \(json)}".utf8), file: path, sections: ["report"]) { name, reader in
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

    @Test func everyMemberIsRead() throws {
        let settings = try Self.read(
            #"{"store": "data/export.json", "timeZone": "Europe/Berlin", "locales": ["de", "en", "de"], "pin": [], "csvDialect": "excel", "out": "web"}"#)
        #expect(settings == ReportSettings(
            store: "conf/data/export.json", timeZone: TimeZone(identifier: "Europe/Berlin"), locales: ["de", "en"], pins: [], csvDialect: .excel, out: "conf/web"))
        #expect(try Self.read(#"{"out": "/srv/web"}"#).out == "/srv/web")
        #expect(try Self.read(#"{"store": "/srv/tracker/latest.json"}"#).store == "/srv/tracker/latest.json")
        #expect(try Self.read(#"{"store": "../latest.json"}"#).store == "conf/../latest.json")
    }

    /// The place is the member's (its name: `{"report": {` is 12 characters).
    @Test func aValueThatIsNoSettingIsRefusedAtItsPlace() {
        #expect(Self.error(#"{"timeZone": "Mars"}"#) == "conf/.trackerkit.json:1:13: report.timeZone \"Mars\" is not an IANA time zone (e.g. Europe/Berlin)")
        #expect(Self.error(#"{"csvDialect": "tsv"}"#) == "conf/.trackerkit.json:1:13: report.csvDialect \"tsv\" is not one of auto, rfc4180, excel")
        #expect(Self.error(#"{"locales": []}"#) == "conf/.trackerkit.json:1:13: report.locales needs at least one locale, e.g. de,en")
        #expect(Self.error(#"{"out": ""}"#) == "conf/.trackerkit.json:1:13: report.out is empty")
        #expect(Self.error(#"{"store": ""}"#) == "conf/.trackerkit.json:1:13: report.store is empty")
        #expect(Self.error(#"{"pins": []}"#)
            == "conf/.trackerkit.json:1:13: unknown member \"report.pins\" (did you mean \"report.pin\"? known: store, timeZone, locales, pin, csvDialect, catalog, out)")
        #expect(Self.error(#"{"timezone": "Europe/Berlin"}"#)
            == "conf/.trackerkit.json:1:13: unknown member \"report.timezone\" (did you mean \"report.timeZone\"? known: store, timeZone, locales, pin, csvDialect, catalog, out)")
        #expect(Self.error(#"{"colour": "red"}"#) == "conf/.trackerkit.json:1:13: unknown member \"report.colour\" (known: store, timeZone, locales, pin, csvDialect, catalog, out)")
        #expect(Self.error(#"{"timeZone": "Berlin"}"#) == "conf/.trackerkit.json:1:13: report.timeZone \"Berlin\" is not an IANA time zone (did you mean Europe/Berlin?)")
    }

    @Test func theFlagsWinSettingBySetting() {
        let file = ReportSettings(store: "a.json", timeZone: TimeZone(identifier: "UTC"), locales: ["de"], pins: ["A"], csvDialect: .excel, out: "web")
        #expect(file.overridden(by: ReportSettings()) == file)
        let flags = ReportSettings(store: "b.json", locales: ["en"], pins: [], out: "other")
        #expect(file.overridden(by: flags)
            == ReportSettings(store: "b.json", timeZone: TimeZone(identifier: "UTC"), locales: ["en"], pins: [], csvDialect: .excel, out: "other"))
    }
}
