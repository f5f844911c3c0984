import SharpTools
import StringCatalog
import CatalogCheck
import CatalogExchange
import CommandLineKit
import CommandFiles

/// `trackerkit strings translate --command CMD`: missing units sent to a machine translation
/// command of the user's, its answers held to the quality checks and written as needs_review.
struct StringsTranslateCommand: Command {
    static let name = "strings translate"
    static let summary = "Fill missing translations with a machine translation command of yours; only answers that pass the checks are written, as needs_review."
    static let command = Option("--command", .text("CMD"), "The machine translation command, run by /bin/sh: JSON lines of requests on its stdin, a JSON line per answer on its stdout.")
    static let locales = Option("--locales", aliases: ["--locale"], .locales(), "Locales to translate into, comma-separated.", default: "every locale of the catalog except the source language")
    static let review = Flag("--review", "Send the units in needs_review (with their current translation) instead of the missing ones.")
    static let dryRun = Flag("--dry-run", "Run no command: print the JSON lines that would be sent.")
    static let batchSize = Option("--batch-size", .count(minimum: 1), "Units per run of the command.", default: "50")
    static let timeout = Option("--timeout", .seconds, "How long one run of the command may take; then its process group is ended.", default: "120")
    static let retries = Option("--retries", .count(minimum: 0), "Further runs of a batch whose run failed (an exit status other than 0, the time limit).", default: "2")
    static let options: [any CommandOption] = [
        CatalogSet.catalog, command, locales, review, StringsImportCommand.write, dryRun, batchSize, timeout, retries,
        StringsCheckCommand.glossary, StringsCheckCommand.config, StringsCheckCommand.noConfig, StringsImportCommand.keepLayout, CommonOptions.force,
    ]
    static let rules = [
        OptionRule.refuse("strings translate needs the command that translates: --command CMD (or --dry-run to see what it would be sent)") {
            !$0.isGiven(command) && !$0[dryRun]
        },
        .exclusive(StringsImportCommand.write, dryRun), .exclusive(StringsCheckCommand.config, StringsCheckCommand.noConfig),
    ]
    static let discussion = """
    Requests go to the command's stdin as JSON lines (id, key, path, locale, sourceLanguage,
    source with its placeholders as tokens such as {{1}}, comment, placeholders, glossary,
    maxLength, translation); it answers {"id", "translation"} per line, the tokens given back.
    An answer is written, as needs_review, only when its tokens all come back (in order where
    the order matters) and it passes the format check and every quality check the settings
    leave on; each reject is listed with its check, and the exit code is then 1. A failed or
    timed-out run is retried. Without --write nothing is written.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        var session = try CatalogEditSession(
            CatalogSet(catalogOf: arguments, command: Self.name), writes: arguments[StringsImportCommand.write], force: arguments[CommonOptions.force],
            command: Self.name, context: context)
        let catalog = session.catalog
        let (fileSettings, _) = try SettingsFile.stringsSettings(
            config: arguments[StringsCheckCommand.config], noConfig: arguments[StringsCheckCommand.noConfig], firstCatalog: session.path, context: context)
        let settings = fileSettings.overridden(by: CheckSettings(glossary: arguments[StringsCheckCommand.glossary]))
        let quality = try StringsCheckCommand.qualityOptions(settings, glossaryGiven: arguments[StringsCheckCommand.glossary] != nil, context: context)
        let locales = arguments[Self.locales] ?? TranslationTable.targetLocales(of: [catalog])
        if locales.isEmpty || locales.contains(catalog.sourceLanguage) {
            throw UsageError("name the locales to translate into with --locales (not the source language \(catalog.sourceLanguage))", command: Self.name)
        }
        let (requests, nothing) = TranslationRequest.requests(
            for: catalog, locales: locales, review: arguments[Self.review], options: quality, ignoring: settings.ignoredKeys)
        if nothing > 0 { context.console.note("\(nothing) unit\(nothing == 1 ? "" : "s") with nothing to translate (such as %@) not sent") }
        if arguments[Self.dryRun] {
            context.console.out(requests.map { $0.jsonLine + "\n" }.joined())
            context.console.note("\(requests.count) request\(requests.count == 1 ? "" : "s") (dry run: nothing sent)")
            return .success
        }
        let off = Set(settings.severity.filter { $0.value == nil }.keys)
        let machine = MachineTranslation(review: AnswerReview(catalog: catalog, quality: quality, off: off),
                                         batchSize: arguments[Self.batchSize] ?? 50, retries: arguments[Self.retries] ?? 2)
        let (command, timeout) = (arguments[Self.command] ?? "", arguments[Self.timeout] ?? 120)
        // The progress line only on a terminal, and not with --quiet.
        let progress = context.console.showsNotes && StandardStreams.isTerminal(.error)
        let outcome = machine.run(requests, send: { batch in
            context.console.verbose("sending \(batch.count) requests to \(command)")
            do throws(ShellCommandRun.Failure) {
                return MachineTranslation.Reply(try ShellCommandRun(command, input: MachineTranslation.input(batch), in: context.currentDirectory, timeout: timeout), timeout: timeout)
            } catch {
                return .failed(error.description)
            }
        }, progress: { done, total in if progress { context.console.errorText("\rtranslating: \(done) of \(total) units answered") } })
        if progress { context.console.errorText("\r\u{1B}[K") }
        outcome.failedRuns.forEach { context.console.warning("the command failed: \($0)") }
        let rejects = outcome.rejected.map(\.description)
        if !rejects.isEmpty { context.console.out(rejects.map { $0 + "\n" }.joined()) }
        let target = TranslationImport.Target(catalog: catalog, path: session.path)
        let plan = try TranslationImport(targets: [target], review: true, newLocales: Set(locales))
            .plan(MachineTranslation.batches(outcome.accepted, file: "answer"))
        context.console.note(outcome.summary(sent: requests.count))
        let code = try session.apply(plan, inputs: ["the command's answers"], keepLayout: arguments[StringsImportCommand.keepLayout], context: context)
        return rejects.isEmpty ? code : .checkFailed
    }
}
