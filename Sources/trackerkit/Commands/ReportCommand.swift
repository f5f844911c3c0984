import Foundation
import TrackerModel
import Output
import SharpTools
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit report`: the localized report set per locale into `OUT/<locale>/`.
struct ReportCommand: Command {
    static let name = "report"
    static let summary = "Write the localized report: index.html with pictures, Markdown and CSV (the nightly job)."
    static let locale = Option(
        "--locale", aliases: ["--locales"], .locales(),
        "Locales to write, comma-separated; DE, de_DE and de-AT write de/ (numbers and dates keep the region).", default: "de,en (or the settings file's report.locales)")
    static let out = Option("--out", short: "o", .path("DIR"), "Output directory; files go to DIR/<locale>/.", default: "Reports (or the settings file's report.out)")
    static let formats = RepeatedOption(
        "--format", short: "f", .choice(among: ReportFiles.formats), "Write only these kinds of file (repeatable): " + ReportFiles.formatHelpList + ".", default: "all")
    static let allowTracked = Flag(
        "--allow-tracked",
        "Write a store's report into the default OUT (Reports) even when git tracks files there; without it that is refused, so a clone's committed reports never take a user's data.")
    static let options: [any CommandOption] = ReportSource.options + [locale, out, formats] + ListingOptions.options + [
        ReportFileOptions.csvDialect, ReportFileOptions.csvHeaders, ReportFileOptions.from, ReportFileOptions.to, CommonOptions.quiet, CommonOptions.force,
        allowTracked,
    ]
    static let rules = ListingOptions.rules + ReportFileOptions.rules
    static let discussion = """
    Writes \(ProseList.joined(ReportFiles.all.map(\.fileName), "and")) for each locale, and
    \(TrackerSVGFile.namePattern), a picture per listed tracker. The whole set is built beside OUT and swapped with it in one step, so a reader sees
    the old set or the new one, never a mix, and a failure leaves the previous reports intact
    (see docs/output-files.md). The same inputs and --as-of give byte-identical files.

    Nightly from cron, for example:
      15 3 * * *  trackerkit report --store /srv/tracker/latest.json --out /srv/www/reports --quiet

    Settings a cron line would repeat (store, timeZone, locales, pin, csvDialect, catalog, out)
    can go into the "report" member of .trackerkit.json in the working directory or --config
    PATH; store, catalog and out are relative to that file's folder. With neither --store nor
    report.store the sample store built into trackerkit is reported on, and a warning says so
    even with --quiet. Without --out or report.out the set goes to Reports; when git tracks
    files there (a clone of trackerkit's own repository) a store's report is refused unless
    --allow-tracked is given — the bundled sample's report is what such a folder holds.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let started = Date()
        let source = try ReportSource(arguments, locale: Self.locale, out: Self.out, context: context)
        let outDirectory = source.settings.out ?? "Reports"
        let chosen = arguments[Self.formats]
        let formats = Set(chosen.isEmpty ? ReportFiles.formats : chosen)
        let inputs = try source.load(context)
        if source.settings.out == nil, !inputs.loaded.isBundledSample, !arguments[Self.allowTracked],
           let tracked = Git.trackedFiles(in: outDirectory, context: context) {
            throw UsageError(
                "\(outDirectory) holds files git tracks (\(tracked)); this store's report would replace them. "
                    + "Write it elsewhere with --out DIR (or report.out in .trackerkit.json), or pass --allow-tracked", command: Self.name)
        }
        let matches = try inputs.match(source.settings.locales ?? ["de", "en"], option: Self.locale, command: Self.name)
        // --quiet: no progress and no summary, as no notes.
        let showsProgress = StandardStreams.isTerminal(.error) && context.console.showsNotes
        // The whole set is built beside OUT and switched in one step (ReportSetWriter): a
        // failure or a kill leaves the previous report set as it was.
        // The files of this run: the pictures are named after the listed trackers, the same in
        // every locale. An earlier run's pictures of other trackers go when the pictures are written.
        // Only what the files of the chosen formats read is worked out.
        let parts = ReportFiles.parts(formats: formats)
        let reportOptions = { (locale: ReportLocaleMatch) in
            inputs.options(locale, source.listing, from: arguments[ReportFileOptions.from], to: arguments[ReportFileOptions.to], parts: parts)
        }
        // The locale-independent work (the pass over the logs) once for every locale; its
        // options differ from each locale's only in the locale.
        let basis = matches.first.map { ReportBuilder.basis(store: inputs.loaded.store, options: reportOptions($0)) }
        let layout = ReportSetLayout(folders: matches.map(\.folder), listed: basis?.listedTrackers ?? [], formats: formats)
        let root = try checkedRoot(outDirectory, layout, inputs: inputs, context: context)
        var set = try ReportSetWriter(root: root, context: context, ours: layout.paths, dropped: layout.isDroppedPicture, force: arguments[CommonOptions.force])
        var rawKeys: Set<String> = []
        for note in set.notes { context.console.warning(note) }
        for (index, locale) in matches.enumerated() {
            if showsProgress, Date().timeIntervalSince(started) > 1 {
                context.console.writeErr("\rtrackerkit: writing \(locale.folder) (\(index + 1)/\(matches.count))…")
            }
            let report = inputs.report(reportOptions(locale), basis: basis)
            rawKeys.formUnion(report.rawKeys)
            do {
                for file in layout.files {
                    // Streamed: logs.csv goes to its file in chunks as they are rendered.
                    try set.write(locale: locale.folder, fileName: file.fileName) { (sink) throws(OutputError) in
                        try file.write(report, csv: source.csv) { (chunk) throws(OutputError) in try sink.write(chunk) }
                    }
                }
            } catch {
                set.discard()
                throw error
            }
        }
        do { try set.commit() } catch {
            set.discard()
            throw error
        }
        inputs.warnAboutRawKeys(rawKeys, context: context)
        for file in layout.paths.sorted() {
            context.console.verbose("wrote \(outDirectory)/\(file)")
        }
        context.console.verbose(String(format: "report done in %.2f s", Date().timeIntervalSince(started)))
        if showsProgress, Date().timeIntervalSince(started) > 1 { context.console.writeErr("\r\u{1B}[K") }
        if context.console.showsNotes {
            let store = inputs.loaded.store
            context.console.out(
                "Wrote \(Plural.count(layout.paths.count, "file")) for \(matches.map(\.folder).joined(separator: ", ")) to \(outDirectory) "
                    + "(\(Plural.count(store.trackers.count, "tracker")), \(Plural.count(store.logs.count, "log")), as of \(inputs.calendar.today.isoString), "
                    + "\(inputs.calendar.timeZone.identifier))\n"
            )
        }
        return .success
    }

    /// OUT without a trailing slash, checked before anything is written: OUT must be (or
    /// become) a directory, and no report file may land on the store or the catalog.
    private func checkedRoot(_ outDirectory: String, _ layout: ReportSetLayout, inputs: ReportInputs, context: CommandContext) throws(UsageError) -> String {
        let root = outDirectory.hasSuffix("/") && outDirectory.count > 1 ? String(outDirectory.dropLast()) : outDirectory
        // Links followed; nil when nothing is there.
        func isDirectory(_ relative: String) -> Bool? {
            FileIdentity.of(relative.isEmpty ? root : root + "/" + relative)?.isDirectory
        }
        if isDirectory("") == false {
            throw UsageError("--out \(outDirectory) is a file, not a directory", command: Self.name)
        }
        // The same real path, or an input reached by another name (a hard link).
        let isInput = { (relative: String) in
            AtomicFileWriter.input(overwrittenBy: root + "/" + relative, among: inputs.inputPaths, canonicalPath: context.canonicalPath) != nil
        }
        switch layout.firstObstacle(isInput: isInput, isDirectory: isDirectory) {
        case nil:
            return root
        case .fileIsInput(let relative)?:
            throw UsageError("--out \(outDirectory) would overwrite \(root)/\(relative), an input of this run; choose another directory", command: Self.name)
        case .folderIsInput(let relative)?:
            throw UsageError("--out \(outDirectory) would replace \(root)/\(relative), an input of this run; choose another directory", command: Self.name)
        case .folderIsNotADirectory(let relative)?:
            throw UsageError("--out \(outDirectory): \(root)/\(relative) is a file, not a directory", command: Self.name)
        case .fileIsADirectory(let relative)?:
            throw UsageError("--out \(outDirectory): \(root)/\(relative) is a directory, so the report cannot replace it", command: Self.name)
        }
    }
}
