import Foundation
import Output
import SharpTools
import StringCatalog
import Testing
import TrackerModel
@testable import trackerkit
@testable import CommandFiles
import CommandLineKit

/// The option machinery in-process: declarations read into typed values, choices from their
/// enums, the spellings (aliases, one-letter forms, `-qv`, `--`), repeated options, the rules
/// between options, and suggestions for mistyped names.
@Suite struct OptionMachineryTests {
    enum Color: String, CaseIterable { case red, green, blue }
    enum Only: String, CaseIterable { case levels }

    static let color = Option("--color", short: "c", .choice(among: Color.allCases), "A color.", default: "red")
    static let only = Option("--only", .choice(among: Only.allCases), "One choice.")
    static let day = Option("--day", .date, "A day.")
    static let zone = Option("--zone", .timeZone, "A zone.")
    static let size = Option("--size", .size, "A size.")
    static let name = RepeatedOption("--name", .text("NAME"), "Names.")
    static let locale = Option("--locale", aliases: ["--locales"], .locales(), "Locales.")
    static let file = Option("--file", short: "o", .path("FILE"), "A file.")
    static let loud = Flag("--loud", short: "l", "Loud.")
    static let calm = Flag("--calm", short: "k", "Calm.")
    static let options: [any CommandOption] = [color, only, day, zone, size, name, locale, file, loud, calm]

    static func parse(_ arguments: [String], takesPositionals: Bool = false) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(arguments, options: options.map(\.spec), takesPositionals: takesPositionals, command: "test")
    }

    /// The message of the usage error `arguments` give, or nil when they parse.
    static func error(_ arguments: [String], takesPositionals: Bool = false) -> String? {
        do {
            _ = try parse(arguments, takesPositionals: takesPositionals)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func valuesAreReadIntoTheirTypes() throws {
        let arguments = try Self.parse(["--color", "blue", "--day=2026-11-20", "--zone", "Europe/Berlin", "--size", "2K", "--locale", "de, en,de"])
        #expect(arguments[Self.color] == .blue)
        #expect(arguments[Self.day] == CalendarDay(iso: "2026-11-20"))
        #expect(arguments[Self.zone]?.identifier == "Europe/Berlin")
        #expect(arguments[Self.size] == 2048)
        #expect(arguments[Self.locale] == ["de", "en"])
        #expect(arguments[Self.file] == nil && arguments[Self.name].isEmpty && !arguments[Self.loud])
    }

    @Test func eachKindOfValueWordsItsOwnError() {
        #expect(Self.error(["--day", "2026-13-01"]) == "--day \"2026-13-01\" is not a date (expected YYYY-MM-DD)")
        #expect(Self.error(["--zone", "Mars/Olympus"]) == "--zone \"Mars/Olympus\" is not an IANA time zone (e.g. Europe/Berlin)")
        #expect(Self.error(["--size", "0"]) == "--size \"0\" is not a size (e.g. 500M, 2G or a number of bytes)")
        #expect(Self.error(["--locale", ""]) == "--locale needs at least one locale, e.g. de,en")
        #expect(Self.error(["--locales", "de;en"]) == "--locale \"de;en\" is not a locale identifier (e.g. de, en, de-AT)")
    }

    @Test func aChoiceComesFromItsEnum() {
        #expect(Self.color.spec.valueName == "red|green|blue")
        #expect(Self.color.spec.choices == ["red", "green", "blue"])
        #expect(Self.error(["--color", "pink"]) == "--color \"pink\" is not one of red, green, blue")
        // One value to choose is shown as itself; completions have nothing to offer.
        #expect(Self.only.spec.valueName == "levels" && Self.only.spec.choices == nil)
        #expect(Self.error(["--only", "all"]) == "--only \"all\" is not levels")
    }

    @Test func aliasesOneLetterFormsAndGroupedFlags() throws {
        let arguments = try Self.parse(["--locales", "de", "-o", "out.txt", "-lk", "-c", "green"])
        #expect(arguments[Self.locale] == ["de"] && arguments[Self.file] == "out.txt")
        #expect(arguments[Self.loud] && arguments[Self.calm] && arguments[Self.color] == .green)
        // `-lo` is not two flags: -o takes a value.
        #expect(Self.error(["-lo"]) == "unknown option -lo for 'test'")
    }

    @Test func doubleDashEndsTheOptionsAndADashIsAnArgument() throws {
        let arguments = try Self.parse(["--loud", "-", "--", "--calm", "-x"], takesPositionals: true)
        #expect(arguments[Self.loud] && !arguments[Self.calm])
        #expect(arguments.positionals == ["-", "--calm", "-x"])
        #expect(Self.error(["extra"]) == "unexpected argument \"extra\" for 'test'")
    }

    @Test func repeatedOptionsKeepEveryValueInOrderAndOthersOnlyOne() throws {
        #expect(try Self.parse(["--name", "b", "--name=a", "--name", "c"])[Self.name] == ["b", "a", "c"])
        #expect(Self.error(["--day", "2026-01-01", "--day", "2026-01-02"]) == "option --day is given more than once")
        #expect(Self.error(["--locale", "de", "--locales", "en"]) == "option --locale is given more than once")
    }

    @Test func theShapeOfTheCommandLineIsCheckedBeforeAnyValue() {
        #expect(Self.error(["--loud=yes"]) == "option --loud takes no value")
        #expect(Self.error(["--day"]) == "option --day needs a value (YYYY-MM-DD)")
        #expect(Self.error(["--day", "soon", "--bogus"]) == "unknown option --bogus for 'test'")
        // Values in the order given.
        #expect(Self.error(["--zone", "Nowhere", "--day", "soon"]) == "--zone \"Nowhere\" is not an IANA time zone (e.g. Europe/Berlin)")
    }

    @Test func helpIsShownWhateverTheValues() throws {
        let arguments = try Self.parse(["--day", "soon", "--help", "extra"])
        #expect(arguments.wantsHelp)
        #expect(Self.error(["--bogus", "-h"]) == "unknown option --bogus for 'test'")
    }

    @Test func aMistypedOptionGetsTheNearestName() {
        #expect(Self.error(["--colr"]) == "unknown option --colr for 'test' (did you mean --color?)")
        #expect(Self.error(["--locals"]) == "unknown option --locals for 'test' (did you mean --locale?)")
        #expect(Self.error(["--zzzzzz"]) == "unknown option --zzzzzz for 'test'")
    }

    @Test func rulesSayWhatToChange() throws {
        let exclusive = OptionRule.exclusive(Self.loud, Self.calm)
        let three = OptionRule.exclusive(Self.loud, Self.calm, Self.file, reason: " (pick one)")
        let requires = OptionRule.requires(Self.day, Self.zone, reason: " (the day's zone)")
        let refuse = OptionRule.refuse("two names at most") { $0[Self.name].count > 2 }
        func broken(_ rule: OptionRule, _ arguments: [String]) throws -> String? {
            rule.brokenBy(try Self.parse(arguments))
        }
        #expect(try broken(exclusive, ["-l", "-k"]) == "--loud and --calm exclude each other")
        #expect(try broken(exclusive, ["-l"]) == nil)
        #expect(try broken(three, ["-l", "-o", "x"]) == "--loud, --calm and --file exclude each other (pick one)")
        #expect(try broken(requires, ["--day", "2026-01-01"]) == "--day needs --zone IANA (the day's zone)")
        #expect(try broken(requires, ["--zone", "UTC"]) == nil)
        #expect(try broken(refuse, ["--name", "a", "--name", "b", "--name", "c"]) == "two names at most")
    }

    @Test func aCommandLooksUpItsOwnDeclarations() throws {
        let spec = ReportCommand.allOptions
        let arguments = try ParsedArguments(["-f", "csv", "--format", "html", "--no-pin", "-q"], options: spec, command: ReportCommand.name)
        #expect(arguments[ReportCommand.formats] == [.csv, .html])
        #expect(arguments[CommonOptions.noPin] && arguments[CommonOptions.quiet] && !arguments[CommonOptions.verbose])
        #expect(ListingOptions.pins(arguments) == [])
    }

    /// The shared vocabulary: a letter means one option in every command, and an option keeps
    /// its letter wherever it appears.
    @Test func oneLetterFormsMeanTheSameOptionEverywhere() {
        var names: [String: Set<String>] = [:]
        var letters: [String: Set<String?>] = [:]
        for command in TrackerKitCLI.allCommands {
            for spec in command.options {
                if let short = spec.shortName { names[short, default: []].insert(spec.name) }
                letters[spec.name, default: []].insert(spec.shortName)
            }
        }
        for (short, options) in names { #expect(options.count == 1, "\(short) names \(options.sorted())") }
        for (option, shorts) in letters { #expect(shorts.count == 1, "\(option) has the forms \(shorts)") }
    }

    @Test func everyCommandRuleAndValueIsCheckedOnce() throws {
        // The global rule and a command's rule, in one step after every value.
        #expect(try InProcessRun(["streaks", "-qv"]).stderr == "trackerkit: error: --quiet and --verbose exclude each other; see 'trackerkit streaks --help'\n")
        #expect(try InProcessRun(["order", "--to", "2"]).stderr.contains("--to needs --move NAME (the tracker to move)"))
    }
}
