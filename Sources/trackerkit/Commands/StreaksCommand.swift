import Foundation
import TrackerModel
import Output
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit streaks`: the streak summary of every tracker, in display order.
struct StreaksCommand: Command {
    static let name = "streaks"
    static let summary = "Show current and longest streaks and jokers per tracker."
    static let locale = Option("--locale", aliases: ["--locales"], .locales("LOCALE"), "Locale of labels and headings.", default: "en (or the first of the settings file's report.locales)")
    static let format = Option("--format", short: "f", .choice(among: StreaksFormats.all) { $0.name }, "Output format.", default: StreaksFormats.names[0])
    static let images = Option(
        "--images", .path("DIR"),
        "With --format md: write each tracker's picture into DIR (made when missing) and link them from the Markdown; without it the Markdown has no picture links.")
    static let options: [any CommandOption] = ReportSource.options + [locale] + ListingOptions.options + [
        format, images, ReportFileOptions.csvDialect, ReportFileOptions.csvHeaders, CommonOptions.force,
    ]
    static let rules = ListingOptions.rules + [
        OptionRule.refuse("streaks shows one locale; --locale takes one") { ($0[locale]?.count ?? 0) > 1 },
        OptionRule.refuse("--images goes with --format md (the pictures are the Markdown's)") {
            $0.isGiven(images) && ($0[format]?.name ?? StreaksFormats.names[0]) != StreaksMarkdownFormat().name
        },
    ]
    static let discussion = """
    Streaks follow the app's rules: the latest log of a day decides its level, jokers are earned
    every earnEveryDays successful days and heal needsGrace or empty days, and today costs
    nothing until it is decided. --format json is stable for scripts; csv is streaks.csv of the
    report set.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let source = try ReportSource(arguments, locale: Self.locale, context: context)
        let imageDirectory = arguments[Self.images]
        var outputFormat = arguments[Self.format] ?? StreaksFormats.all[0]
        if let imageDirectory { outputFormat = StreaksMarkdownFormat(images: imageDirectory) }
        let inputs = try source.load(context)
        let match = try inputs.match([source.settings.locales?.first ?? "en"], option: Self.locale, command: Self.name)[0]
        let report = inputs.report(inputs.options(match, source.listing, parts: outputFormat.needs))
        if let imageDirectory { try writePictures(report, into: imageDirectory, inputs: inputs, context: context) }
        context.console.out(outputFormat.render(report, csv: source.csv))
        inputs.warnAboutRawKeys(Set(report.rawKeys), context: context)
        return .success
    }

    /// The pictures the Markdown links to, each written atomically into `directory`.
    private func writePictures(_ report: Report, into directory: String, inputs: ReportInputs, context: CommandContext) throws {
        _ = try StringsXLIFFExport.makeDirectory(directory)
        let options = AtomicFileWriter.Options(force: arguments[CommonOptions.force])
        for file in ReportFiles.files(for: report, formats: [TrackerSVGFile.format]) {
            guard let picture = file as? TrackerSVGFile else { continue }
            let path = directory + "/" + String(picture.fileName.dropFirst(TrackerSVGFile.directory.count + 1))
            try AtomicFileWriter.refuseInputs(output: path, option: Self.images.spec.name, inputs: inputs.inputPaths, context: context, command: Self.name)
            try AtomicFileWriter.write(picture.render(report), to: path, options: options)
        }
        context.console.verbose("wrote \(report.trackers.count) pictures into \(directory)")
    }
}
