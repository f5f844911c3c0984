import Foundation
import Output
import TrackerModel
import TrackerStore

/// The options several commands share (contract §5), defined once so help texts and parsing agree.
enum CommonOptions {
    /// The formats come from the readers (`StoreReaders.all`): every command reads each of them.
    static let store = OptionSpec.value("--store", "PATH", "Tracker store: \(storeFormats).", default: "the bundled sample store")
    /// "a JSON store or the app's SQLite store".
    static var storeFormats: String { ProseList.joined(StoreReaders.all.map { $0.storeDescription }, "or") }
    static let catalog = OptionSpec.value("--catalog", "PATH", "String catalog (.xcstrings).", default: BundledData.catalogPath)
    /// `--catalog` of the commands that show trackers: the app's catalog, over the built-in phrases.
    static let appCatalog = OptionSpec.value(
        "--catalog", "PATH",
        "The app's string catalog (.xcstrings) for level labels and other app strings; a key that is also a built-in report phrase overrides it.",
        default: "none: built-in phrases and preset labels (with the sample store, the sample's catalog)")
    static let asOf = OptionSpec.value("--as-of", "YYYY-MM-DD", "The day treated as today.", default: "today in the report time zone; the sample's export day for the sample store")
    static let timezone = OptionSpec.value("--timezone", "IANA", "Report time zone, e.g. Europe/Berlin.", default: "the settings file's report.timeZone, else the store's timeZone, else the system zone")
    static let includeInactive = OptionSpec.flag("--include-inactive", "List inactive trackers too, after the active ones.")
    static let pin = OptionSpec.value("--pin", "NAME", "Pin a tracker to the top (repeatable).", default: DisplayOrder.defaultPins.joined(separator: ", "), repeatable: true)
    static let force = OptionSpec.flag("--force", "Replace an output file even when it is read-only (no write permission bits).")
    static let noPin = OptionSpec.flag("--no-pin", "Pin no tracker.")
    /// Every command: notes (what was read, where things went) are left out; errors and
    /// warnings are not.
    static let quiet = OptionSpec.flag("--quiet", "Print no notes (errors and warnings still show).")
    /// Every command: also what was read and written, with sizes and times.
    static let verbose = OptionSpec.flag("--verbose", "Also print what was read and written, with counts and times.")

    /// `--pin` values, `[]` with `--no-pin`, else the default pin list.
    static func pins(from arguments: ParsedArguments, command: String) throws(UsageError) -> [String] {
        let pins = arguments.allValues(pin.name)
        if arguments.flag(noPin.name) {
            guard pins.isEmpty else { throw UsageError("--pin and --no-pin exclude each other", command: command) }
            return []
        }
        return pins.isEmpty ? DisplayOrder.defaultPins : pins
    }

    static func asOfDay(from arguments: ParsedArguments, command: String) throws(UsageError) -> CalendarDay? {
        try day(arguments, asOf, command: command)
    }

    /// A `YYYY-MM-DD` option's value.
    static func day(_ arguments: ParsedArguments, _ spec: OptionSpec, command: String) throws(UsageError) -> CalendarDay? {
        guard let text = arguments.value(spec.name) else { return nil }
        guard let day = CalendarDay(iso: text) else {
            throw UsageError("\(spec.name) \"\(text)\" is not a date (expected YYYY-MM-DD)", command: command)
        }
        return day
    }

    static func timeZone(from arguments: ParsedArguments, command: String) throws(UsageError) -> TimeZone? {
        guard let identifier = arguments.value(timezone.name) else { return nil }
        guard let zone = TimeZone(identifier: identifier) else {
            throw UsageError("--timezone \"\(identifier)\" is not an IANA time zone (e.g. Europe/Berlin)", command: command)
        }
        return zone
    }

    /// A value that must be one of `choices`.
    static func choice(_ arguments: ParsedArguments, _ spec: OptionSpec, _ choices: [String], default defaultValue: String, command: String) throws(UsageError) -> String {
        guard let value = arguments.value(spec.name) else { return defaultValue }
        guard choices.contains(value) else {
            throw UsageError("\(spec.name) \"\(value)\" is not one of \(choices.joined(separator: ", "))", command: command)
        }
        return value
    }

    /// Rejects positional arguments a command does not take.
    static func rejectPositionals(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected argument \"\(extra)\" for '\(command)'", command: command)
        }
    }
}
