import Foundation
import Testing
@testable import SharpTools

/// "Did you mean": the nearest name, the nearest time zones, a path as a shell takes it, and a
/// gzip file told apart by its first bytes.
@Suite struct NameSuggestionTests {
    @Test func theNearestNameDiffersInCaseOrByAFewEdits() {
        let members = ["store", "timeZone", "locales", "pin", "csvDialect", "out"]
        #expect(NameSuggestion.closest(to: "timezone", among: members) == "timeZone")
        #expect(NameSuggestion.closest(to: "TIMEZONE", among: members) == "timeZone")
        #expect(NameSuggestion.closest(to: "pins", among: members) == "pin")
        #expect(NameSuggestion.closest(to: "colour", among: members) == nil)
        #expect(NameSuggestion.closest(to: "--verison", among: ["--help", "--version"]) == "--version")
        #expect(NameSuggestion.closest(to: "--inc", among: ["--include-inactive", "--locale"]) == "--include-inactive")
        #expect(NameSuggestion.hint("strngs", among: ["strings", "report"]) == " (did you mean strings?)")
        #expect(NameSuggestion.hint("xyz", among: ["strings", "report"]) == "")
    }

    @Test func theEditDistanceGivesUpPastItsLimit() {
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int {
            EditDistance.between(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
        }
        #expect(distance("kitten", "sitting", 5) == 3)
        #expect(distance("kitten", "sitting", 2) == 3)
        #expect(distance("", "abc", 5) == 3)
        #expect(distance("same", "same", 0) == 0)
    }

    @Test func aCityOrASlipFindsTheIANAName() {
        let zones = ["America/Indiana/Indianapolis", "America/Indianapolis", "America/New_York", "Europe/Berlin", "Europe/Paris", "UTC"]
        #expect(TimeZoneNames.nearest(to: "Berlin", among: zones) == ["Europe/Berlin"])
        #expect(TimeZoneNames.nearest(to: " berlin ", among: zones) == ["Europe/Berlin"])
        #expect(TimeZoneNames.nearest(to: "New York", among: zones) == ["America/New_York"])
        #expect(TimeZoneNames.nearest(to: "europe/paris", among: zones) == ["Europe/Paris"])
        #expect(TimeZoneNames.nearest(to: "Indianapolis", among: zones) == ["America/Indiana/Indianapolis", "America/Indianapolis"])
        #expect(TimeZoneNames.nearest(to: "Berln", among: zones) == ["Europe/Berlin"])
        #expect(TimeZoneNames.nearest(to: "Europe/Berln", among: zones) == ["Europe/Berlin"])
        #expect(TimeZoneNames.nearest(to: "Mars", among: zones) == [])
        #expect(TimeZoneNames.nearest(to: "", among: zones) == [])
    }

    @Test func theTimeZoneErrorNamesTheNearestZones() {
        #expect(throws: InvalidValue("Berlin", "is not an IANA time zone (did you mean Europe/Berlin?)")) { try ValueText.timeZone("Berlin") }
        #expect(throws: InvalidValue("Mars", "is not an IANA time zone (e.g. Europe/Berlin)")) { try ValueText.timeZone("Mars") }
    }

    @Test func aPathIsQuotedOnlyWhenAShellWouldSplitOrExpandIt() {
        #expect(ShellWord.quoted("exports/latest.json") == "exports/latest.json")
        #expect(ShellWord.quoted("My Export.json") == "'My Export.json'")
        #expect(ShellWord.quoted("it's.json") == #"'it'\''s.json'"#)
        #expect(ShellWord.quoted("$HOME/x") == "'$HOME/x'")
        #expect(ShellWord.quoted("") == "''")
    }

    @Test func aGzipFileIsToldByItsFirstBytes() {
        #expect(CompressedInput.hint(prefix: [0x1F, 0x8B, 0x08], file: "x.json.gz", option: "--store")
            == "the file is gzip-compressed; read it decompressed, e.g. --store <(gunzip -c x.json.gz)")
        #expect(CompressedInput.hint(prefix: [0x1F, 0x8B], file: "my file.gz") == "the file is gzip-compressed; read it decompressed, e.g. <(gunzip -c 'my file.gz')")
        #expect(CompressedInput.hint(prefix: Array("{}".utf8), file: "x.json") == nil)
        #expect(CompressedInput.hint(prefix: [0x1F], file: "x") == nil)
    }
}
