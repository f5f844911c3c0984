import Foundation
import TrackerModel
import Output
import SharpTools
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit export <kind>`: one file of the report set, to a file or stdout. The kinds are
/// the report files that declare an export name (`ReportFiles.exported`).
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Write one \(kindOfFile) (\(ProseList.joined(ReportFiles.exportNames, "or"))) to a file or stdout."
    static let locale = Option("--locale", aliases: ["--locales"], .locales("LOCALE"), "Locale of headers and labels.", default: "en (or the first of the settings file's report.locales)")
    static let out = Option("--out", short: "o", .path("FILE|-"), "Output file, or - for stdout.", default: "-")
    static let period = Option(
        "--period", .choice(among: PeriodSummary.Kind.allCases),
        "\(ProseList.joined(ExportRequest.periodKindNames, "and")) only: one kind of period (the last 12 ISO weeks, the last 12 months, or every year).",
        default: "all three")
    static let options: [any CommandOption] = ReportSource.options + [
        locale, out, period, ReportFileOptions.csvDialect, ReportFileOptions.csvHeaders, ReportFileOptions.from, ReportFileOptions.to,
    ] + ListingOptions.options + [CommonOptions.force]
    static let rules = [
        OptionRule { arguments in
            guard case .failure(let refusal) = ExportRequest.file(arguments.positionals, period: arguments[period]) else { return nil }
            // `export logs export.json`: the store named without its option.
            let unused = allOptions.filter { spec in !options.contains { $0.spec.name == spec.name && arguments.isGiven($0) } }
            let storeHint = arguments.positionals.lazy.map { ParsedArguments.strayHint($0, options: unused) }.first { !$0.isEmpty }
            return refusal.message + (storeHint ?? "")
        },
        OptionRule.refuse("export writes one locale; --locale takes one") { ($0[locale]?.count ?? 0) > 1 },
    ] + ListingOptions.rules + ReportFileOptions.rules
    static let discussion = "The \(kindOfFile) is the same as the report's \(ProseList.joined(ReportFiles.exported.map(\.fileName), "or")) for that locale."

    static var positionalChoices: [String] { ReportFiles.exportNames.sorted() }

    /// "CSV" while every file export writes is one.
    private static var kindOfFile: String {
        ReportFiles.exported.allSatisfy { $0.format == .csv } ? "CSV" : "report file"
    }

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let file = try ExportRequest.file(arguments.positionals, period: arguments[Self.period]).mapError { UsageError($0.message, command: Self.name) }.get()
        let outPath = arguments[Self.out] ?? "-"
        let source = try ReportSource(arguments, locale: Self.locale, context: context)
        let inputs = try source.load(context)
        if outPath != "-" {
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.spec.name, inputs: inputs.inputPaths, context: context, command: Self.name)
        }
        let match = try inputs.match([source.settings.locales?.first ?? "en"], option: Self.locale, command: Self.name)[0]
        let report = inputs.report(
            inputs.options(match, source.listing, from: arguments[ReportFileOptions.from], to: arguments[ReportFileOptions.to], parts: file.needs))
        // Streamed in chunks (logs.csv of a large store is 160 MB): never all in memory.
        if outPath == "-" {
            file.write(report, csv: source.csv) { chunk in
                context.console.out(String(decoding: chunk.bytes, as: UTF8.self))
            }
        } else {
            try AtomicFileWriter.write(to: outPath, options: AtomicFileWriter.Options(force: arguments[CommonOptions.force])) { (write) throws(OutputError) in
                try file.write(report, csv: source.csv, to: write)
            }
        }
        inputs.warnAboutRawKeys(Set(report.rawKeys), context: context)
        return .success
    }
}
