import Foundation
import Testing
import SharpTools

/// The values options and settings files share, and the one wording of their errors.
@Suite struct ValueTextTests {
    enum Dialect: String, CaseIterable { case auto, rfc4180, excel }

    @Test func timeZonesByTheirIANANames() throws {
        #expect(try ValueText.timeZone("Europe/Berlin").identifier == "Europe/Berlin")
        #expect(throws: InvalidValue("Mars/Olympus", "is not an IANA time zone (e.g. Europe/Berlin)")) { try ValueText.timeZone("Mars/Olympus") }
    }

    @Test func localeListsAreTrimmedAndEachGivenOnce() throws {
        #expect(try ValueText.locales(" de, en ,,de") == ["de", "en"])
        #expect(throws: InvalidValue(nil, "needs at least one locale, e.g. de,en")) { try ValueText.locales(" , ") }
        #expect(throws: InvalidValue("de;en", "is not a locale identifier (e.g. de, en, de-AT)")) { try ValueText.locales("de;en") }
    }

    @Test func choicesListWhatCanBeChosen() throws {
        #expect(try ValueText.choice("excel", of: Dialect.self) == .excel)
        #expect(throws: InvalidValue("tsv", "is not one of auto, rfc4180, excel")) { try ValueText.choice("tsv", of: Dialect.self) }
        #expect(throws: InvalidValue("all", "is not levels")) { try ValueText.choice("all", among: ["levels"]) { $0 } }
    }

    @Test func byteCountsWithBinaryUnits() throws {
        #expect(try ValueText.byteCount("500") == 500)
        #expect(try ValueText.byteCount("2k") == 2048 && ValueText.byteCount("3M") == 3 << 20 && ValueText.byteCount("2G") == 2 << 30)
        for text in ["0", "-5", "1.5G", "G", "", "1T", "\u{0661}"] {
            #expect(throws: InvalidValue(text, "is not a size (e.g. 500M, 2G or a number of bytes)")) { try ValueText.byteCount(text) }
        }
        #expect(throws: InvalidValue.self) { try ValueText.byteCount("\(Int.max)G") }
    }

    @Test func aMessageNamesWhereTheValueCameFrom() {
        #expect(InvalidValue("x", "is not y").message(for: "--opt") == "--opt \"x\" is not y")
        #expect(InvalidValue(nil, "needs one").message(for: "report.locales") == "report.locales needs one")
        #expect(InvalidValue(shown: "\"a\\tb\"", "is bad").message(for: "--tag") == "--tag \"a\\tb\" is bad")
    }
}

/// The walk of a settings file's sections.
@Suite struct SettingsValuesTests {
    static func members(_ json: String, section: String = "strings") throws -> [String] {
        var names: [String] = []
        try SettingsValues.read(section: section, of: Array(json.utf8), file: "s.json", sections: ["strings", "report"]) { name, reader in
            names.append(name)
            try reader.skipValue()
        }
        return names
    }

    @Test func onlyTheSectionAskedForIsHandedOver() throws {
        #expect(try Self.members(#"{"report": {"out": "x"}, "strings": {"strict": true, "locales": []}}"#) == ["strict", "locales"])
        #expect(try Self.members(#"{"report": {"out": "x"}}"#) == [])
    }

    @Test func errorsNameTheFileAndThePlace() {
        #expect(throws: SettingsError.self) { try Self.members(#"{"strngs": {}}"#) }
        do {
            _ = try Self.members(#"{"strngs": {}}"#)
        } catch {
            #expect("\(error)" == "s.json:1:2: unknown member \"strngs\" (did you mean \"strings\"? the settings go into \"strings\" or \"report\")")
        }
        do {
            _ = try Self.members("{\"strings\": {\n\"strict\": tru}}")
        } catch {
            #expect("\(error)".hasPrefix("s.json:2:11: "))
        }
    }

    /// A member given twice in one object — a section, a member's object, an object in an
    /// array, or the top level — is an error at the second, naming it and the first's line:
    /// the last used to win silently.
    @Test func aMemberGivenTwiceIsAnErrorNamingBoth() throws {
        let cases: [(json: String, error: String)] = [
            ("{\"strings\": {\"locales\": [\"de\"],\n \"locales\": [\"fr\"]}}",
             "s.json:2:2: \"strings.locales\" is given twice (also line 1); give each member once"),
            ("{\"report\": {\"out\": \"a\"}, \"strings\": {\"severity\": {\"stale\": \"off\",\n\n  \"stale\": \"error\"}}}",
             "s.json:3:3: \"strings.severity.stale\" is given twice (also line 1); give each member once"),
            ("{\"strings\": {\"keyPatterns\": [{\"call\": \"a\"}, {\"call\": \"b\", \"call\": \"c\"}]}}",
             "s.json:1:59: \"strings.keyPatterns[1].call\" is given twice (also line 1); give each member once"),
            ("{\"strings\": {},\n\"strings\": {\"strict\": true}}", "s.json:2:1: \"strings\" is given twice (also line 1); give each member once"),
        ]
        for (json, expected) in cases {
            #expect(throws: SettingsError.self) { try Self.members(json) }
            do {
                _ = try Self.members(json, section: "report")
            } catch {
                #expect("\(error)" == expected)
            }
        }
        #expect(try Self.members(#"{"strings": {"severity": {"stale": "off"}, "keyPatterns": [{"call": "a"}, {"call": "a"}]}}"#) == ["severity", "keyPatterns"],
                "the same name in two objects is no repeat")
    }

    @Test func pathsAreTakenBesideTheFile() {
        #expect(SettingsValues.resolve("old.xcstrings", besideSettings: "App/.trackerkit.json") == "App/old.xcstrings")
        #expect(SettingsValues.resolve("/abs/old", besideSettings: "App/.trackerkit.json") == "/abs/old")
        #expect(SettingsValues.resolve("old", besideSettings: ".trackerkit.json") == "old")
    }
}

/// Running a program to its end and keeping what it printed.
@Suite struct ProgramRunTests {
    @Test func statusAndBothOutputsAreKept() throws {
        let run = try ProgramRun("/bin/sh", ["-c", "printf 'out'; printf 'err\\n' >&2; exit 3"], in: "/tmp", environment: [:])
        #expect(run.status == 3 && run.output == Array("out".utf8) && run.errorOutput == "err\n")
    }

    @Test func theDirectoryAndTheEnvironmentAreTheRunsOwn() throws {
        let run = try ProgramRun("/bin/sh", ["-c", "pwd; echo \"$GREETING\""], in: "/", environment: ["GREETING": "hi"])
        #expect(String(decoding: run.output, as: UTF8.self) == "/\nhi\n")
    }

    @Test func aProgramThatCannotStartIsAFailure() {
        #expect(throws: ProgramRun.Failure.self) { try ProgramRun("/nonexistent/program", [], in: "/", environment: [:]) }
    }
}
