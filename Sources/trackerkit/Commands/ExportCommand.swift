import Foundation
import TrackerModel
import Output
import SharpTools
import SafeOutput

/// `trackerkit export <kind>`: one file of the report set, to a file or stdout. The kinds are
/// the report files that declare an export name (`ReportFiles.exported`).
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Write one \(kindOfFile) (\(ProseList.joined(ReportFiles.exportNames, "or"))) to a file or stdout."
    static let synopsis: String? = "export \(ReportFiles.exportNames.joined(separator: "|")) [--period week|month|year] [--store PATH] [--catalog PATH] [--locale L] [--out FILE|-] [--csv-dialect auto|rfc4180|excel] [--csv-headers localized|ids] [--as-of DATE] [--timezone IANA] [--from DATE] [--to DATE] [--include-inactive] [--pin NAME | --no-pin]"
    static let locale = OptionSpec.value("--locale", "LOCALE", "Locale of headers and labels.", default: "en (or the first of the settings file's report.locales)")
    static let out = OptionSpec.value("--out", "FILE|-", "Output file, or - for stdout.", default: "-")
    static let period = OptionSpec.value(
        "--period", PeriodSummary.Kind.allCases.map(\.rawValue).joined(separator: "|"),
        "\(ProseList.joined(periodKindNames, "and")) only: one kind of period (the last 12 ISO weeks, the last 12 months, or every year).",
        default: "all three")
    static let options: [OptionSpec] = ReportSourceOptions.specs + [
        locale, out, period, ReportOptionSpecs.csvDialect, ReportOptionSpecs.csvHeaders, ReportOptionSpecs.from, ReportOptionSpecs.to,
    ] + ListingOptions.specs + [CommonOptions.force]
    static let discussion = "The \(kindOfFile) is the same as the report's \(ProseList.joined(ReportFiles.exported.map(\.fileName), "or")) for that locale."

    static var positionalChoices: [String] { ReportFiles.exportNames.sorted() }

    /// "CSV" while every file export writes is one.
    private static var kindOfFile: String {
        ReportFiles.exported.allSatisfy { $0.format == .csv } ? "CSV" : "report file"
    }

    /// The kinds that take `--period`: files with kinds of period to choose from.
    private static var periodKindNames: [String] {
        ReportFiles.exported.filter { $0.limited(to: PeriodSummary.Kind.allCases) != nil }.compactMap(\.exportName)
    }

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
        let kinds = ProseList.joined(ReportFiles.exportNames, "or")
        guard let kind = arguments.positionals.first else {
            throw UsageError("export needs what to export: \(kinds)", command: Self.name)
        }
        guard let file = ReportFiles.exported(named: kind) else {
            throw UsageError("cannot export \"\(kind)\"; choose \(kinds)", command: Self.name)
        }
        if let period = arguments.value(Self.period.name) {
            guard file.limited(to: PeriodSummary.Kind.allCases) != nil else {
                let takers = Self.periodKindNames.map { "'export \($0)'" }
                throw UsageError("--period goes with \(ProseList.joined(takers, "or"))", command: Self.name)
            }
            guard let periodKind = PeriodSummary.Kind(rawValue: period), let limited = file.limited(to: [periodKind]) else {
                throw UsageError("--period \"\(period)\": choose \(ProseList.joined(PeriodSummary.Kind.allCases.map(\.rawValue), "or"))", command: Self.name)
            }
            self.file = limited
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
        options.parts = file.needs
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
