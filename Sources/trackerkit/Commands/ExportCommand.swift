import Foundation
import TrackerModel
import Output
import SharpTools
import SafeOutput

/// `trackerkit export logs|trackers|daily|periods`: one CSV of the report set, to a file or stdout.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Write one CSV (logs, trackers, daily or periods) to a file or stdout."
    static let synopsis: String? = "export logs|trackers|daily|periods [--period week|month|year] [--store PATH] [--catalog PATH] [--locale L] [--out FILE|-] [--csv-dialect auto|rfc4180|excel] [--csv-headers localized|ids] [--as-of DATE] [--timezone IANA] [--from DATE] [--to DATE] [--include-inactive] [--pin NAME | --no-pin]"
    static let locale = OptionSpec.value("--locale", "LOCALE", "Locale of headers and labels.", default: "en (or the first of the settings file's report.locales)")
    static let out = OptionSpec.value("--out", "FILE|-", "Output file, or - for stdout.", default: "-")
    static let period = OptionSpec.value("--period", "week|month|year", "periods only: one kind of period (the last 12 ISO weeks, the last 12 months, or every year).", default: "all three")
    static let options: [OptionSpec] = ReportSourceOptions.specs + [
        locale, out, period, ReportOptionSpecs.csvDialect, ReportOptionSpecs.csvHeaders, ReportOptionSpecs.from, ReportOptionSpecs.to,
    ] + ListingOptions.specs + [CommonOptions.force]
    static let discussion = "The CSV is the same as the report's logs.csv, trackers.csv, daily.csv or periods.csv for that locale."

    static var positionalChoices: [String] { kinds.keys.sorted() }

    /// What `export` can write: files of the report set.
    static let kinds = ["logs": "logs.csv", "trackers": "trackers.csv", "daily": "daily.csv", "periods": "periods.csv"]

    let file: any ReportFileRenderer
    let source: ReportSourceOptions
    let locale: String
    let outPath: String
    let isForced: Bool
    let csv: CSVOptions
    let from: CalendarDay?
    let to: CalendarDay?
    let listing: ListingOptions

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let kind = arguments.positionals.first else {
            throw UsageError("export needs what to export: logs, trackers, daily or periods", command: Self.name)
        }
        guard let file = Self.kinds[kind].flatMap(ReportFiles.named) else {
            throw UsageError("cannot export \"\(kind)\"; choose logs, trackers, daily or periods", command: Self.name)
        }
        if let period = arguments.value(Self.period.name) {
            guard kind == "periods" else { throw UsageError("--period goes with 'export periods'", command: Self.name) }
            guard let periodKind = PeriodSummary.Kind(rawValue: period) else {
                throw UsageError("--period \"\(period)\": choose week, month or year", command: Self.name)
            }
            self.file = PeriodsCSVFile(kinds: [periodKind])
        } else {
            self.file = file
        }
        if arguments.positionals.count > 1 {
            throw UsageError("unexpected argument \"\(arguments.positionals[1])\" for 'export'", command: Self.name)
        }
        source = try ReportSourceOptions(arguments: arguments, command: Self.name)
        let locales = try source.locales(arguments, option: Self.locale, fallback: "en", command: Self.name)
        guard locales.count == 1 || arguments.value(Self.locale.name) == nil else { throw UsageError("export writes one locale; --locale takes one", command: Self.name) }
        locale = locales[0]
        outPath = arguments.value(Self.out.name) ?? "-"
        isForced = arguments.flag(CommonOptions.force.name)
        csv = try ReportOptionSpecs.csvOptions(arguments, config: source.config, command: Self.name)
        (from, to) = try ReportOptionSpecs.dateRange(arguments, command: Self.name)
        listing = try ListingOptions(arguments: arguments, configPins: source.config.pins, command: Self.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let inputs = try source.load(context)
        if outPath != "-" {
            try AtomicFileWriter.refuseInputs(output: outPath, option: "--out", inputs: inputs.inputPaths, context: context, command: Self.name)
        }
        let match = try inputs.match([locale], option: Self.locale.name, command: Self.name)[0]
        var options = inputs.options(locale: match, listing: listing, from: from, to: to)
        options.includesDaily = file.fileName == DailyCSVFile().fileName
        options.includesPeriods = file.fileName == PeriodsCSVFile().fileName
        let report = ReportBuilder.build(store: inputs.loaded.store, strings: inputs.strings, options: options)
        // Streamed in chunks (logs.csv of a large store is 160 MB): never all in memory.
        if outPath == "-" {
            file.write(report, csv: csv) { chunk in
                context.console.out(String(decoding: chunk.bytes, as: UTF8.self))
            }
        } else {
            try AtomicFileWriter.write(to: outPath, options: AtomicFileWriter.Options(force: isForced)) { (write) throws(OutputError) in
                try file.write(report, csv: csv, to: write)
            }
        }
        return .success
    }
}
