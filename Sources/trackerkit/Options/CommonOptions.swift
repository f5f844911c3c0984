import SharpTools
import Foundation
import Output
import TrackerModel
import TrackerStore
import CommandLineKit
import CommandFiles

/// The options several commands share, declared once so that help texts, parsing and value
/// errors agree; `global` are the ones every command takes.
enum CommonOptions {
    /// The formats come from the readers (`StoreReaders.all`): every command reads each of them.
    /// The default is the sample compiled into the binary (`BundledSample`): true wherever it is installed.
    static let store = Option("--store", .store, "Tracker store: \(storeFormats).", default: "the bundled sample store, built into trackerkit; a warning says so")
    /// "a JSON store or the app's SQLite store".
    static var storeFormats: String { ProseList.joined(StoreReaders.all.map { $0.storeDescription }, "or") }
    /// `--catalog` of the commands that show trackers: the app's catalog, over the built-in phrases.
    static let appCatalog = Option(
        "--catalog", .path(),
        "The app's string catalog (.xcstrings) for level labels and other app strings; a key that is also a built-in report phrase overrides it.",
        default: "the settings file's report.catalog, else none: built-in phrases and preset labels (with the sample store, the sample's catalog)")
    static let asOf = Option("--as-of", .date, "The day treated as today.", default: "today in the report time zone; the sample's export day for the sample store")
    static let timezone = Option("--timezone", .timeZone, "Report time zone, e.g. Europe/Berlin.", default: "the settings file's report.timeZone, else the store's timeZone, else the system zone")
    static let includeInactive = Flag("--include-inactive", "List inactive trackers too, after the active ones.")
    static let pin = RepeatedOption("--pin", .text("NAME"), "Pin a tracker to the top (repeatable).", default: DisplayOrder.defaultPins.joined(separator: ", "))
    static let noPin = Flag("--no-pin", "Pin no tracker.")
    static let force = Flag("--force", "Replace an output file even when it is read-only (no write permission bits).")

    /// Every command: notes (what was read, where things went, a summary of what was done)
    /// are left out; errors and warnings are not.
    static let quiet = Flag("--quiet", short: "q", "Print no notes (errors and warnings still show).")
    /// Every command: also what was read and written, with sizes and times.
    static let verbose = Flag("--verbose", short: "v", "Also print what was read and written, with counts and times.")
    /// Every command: the most bytes a store, catalog, CSV, XLIFF or settings file may hold
    /// (`CommandContext.maxInputSize`).
    static let maxInputSize = Option("--max-input-size", .size, "Largest input file read (a store, catalog, CSV, XLIFF, settings or Swift file), in bytes or with K, M or G (binary units).", default: "2G")

    /// Options every command takes, whether or not it lists them (help shows them after the
    /// command's own).
    static let global: [any CommandOption] = [quiet, verbose, maxInputSize]
    static let globalRules = [OptionRule.exclusive(quiet, verbose)]
}
