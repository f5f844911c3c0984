import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogCheck
import CatalogEdit
import CommandLineKit
import CommandFiles

/// `trackerkit strings sync`: Xcode's key extraction without Xcode — the keys the code uses
/// are added to the catalog, keys no code uses are marked stale (or removed when they hold
/// nothing), stale keys in use are cleared (`CatalogSync`). Dry run by default.
struct StringsSyncCommand: Command {
    static let name = "strings sync"
    static let takesFiles = true
    static let summary = "Bring catalogs in line with the keys the code uses, as Xcode's build does (dry run; --write, --check)."
    static let arguments = "[CATALOG…]"
    static let write = Flag("--write", "Write the catalogs (default: only show what would change).")
    static let check = Flag("--check", "Change nothing; exit 1 when a catalog is not in sync with the code (for CI).")
    static let keepLayout = Flag("--keep-layout", "Edit a catalog that is not in Xcode's layout in its own layout (default: write it in Xcode's).")
    static let sources = RepeatedOption(
        "--sources", .path("DIR[=CATALOG]"), "Swift sources of the app, scanned for the keys the code uses; =CATALOG limits the folder to that catalog (repeatable).")
    static let project = RepeatedOption(
        "--project", .path("App.xcodeproj"), "Xcode project of the app: each catalog is synced with the Swift files of the targets that bundle it (repeatable).",
        default: "the project beside the catalog, unless --sources is given")
    static let options: [any CommandOption] = [
        CatalogSet.catalog, CatalogSet.root, sources, StringsCheckCommand.sourcesExclude, project,
        StringsCheckCommand.noProject, StringsCheckCommand.config, StringsCheckCommand.noConfig, write, check, keepLayout, CommonOptions.force,
    ]
    static let rules = [
        OptionRule.exclusive(write, check), .exclusive(StringsCheckCommand.config, StringsCheckCommand.noConfig),
        .exclusive(project, StringsCheckCommand.noProject),
    ]
    static let discussion = """
    The code is found as strings check finds it: --sources folders, the targets of --project
    that bundle the catalog, or the Xcode project beside the catalog. A catalog no code is
    known for is an error (exit 2): without code every key would look unused.

    As Xcode does: a key the code uses and the catalog lacks is added without an
    extractionState, with the call's comment: as its comment; with a defaultValue: it is
    extracted_with_value and the value becomes the source language's unit (state new); a key
    with two or more specifiers gets a source unit with them numbered (%1$@ %2$lld). An
    interpolation whose type the scan cannot see is taken as %@ (the line says so). An
    extracted key no code uses is marked stale, or removed when it has no localization; a
    stale key in use is cleared; a comment: in the code replaces the entry's. Manual keys,
    keys the settings ignore and dynamicKeys are never touched.

    A catalog in Xcode's layout keeps it: only the changed entries' lines change (see strings
    import for --keep-layout). --check exits 1 and names each catalog a sync would change.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name, extraPaths: arguments.positionals)
        let paths = try catalogSet.locations(context: context)
        let fileSettings = try SettingsFile.stringsSettings(
            config: arguments[StringsCheckCommand.config], noConfig: arguments[StringsCheckCommand.noConfig], firstCatalog: paths[0], context: context).settings
        let settings = fileSettings.overridden(by: CheckSettings(
            sources: arguments[Self.sources], sourcesExcluded: arguments[StringsCheckCommand.sourcesExclude]))
        let writes = arguments[Self.write]
        var write = try CatalogWrite(paths, writes: writes, force: arguments[CommonOptions.force], context: context)
        let files = try paths.map { path in try write.read(path, accepted: catalogSet.accepted(path), context: context) }
        var code = try CatalogCodeScan(
            settings: settings, projects: arguments[Self.project], noProject: arguments[StringsCheckCommand.noProject],
            command: Self.name, context: context)
        var outOfSync: [String] = []
        // With --write the summaries wait until every catalog is written.
        var summaries: [String] = []
        func say(_ summary: String) {
            if writes { summaries.append(summary) } else { context.console.out(summary) }
        }
        for file in files {
            let (catalog, path) = (file.catalog, file.path)
            let table = AppCatalogCheck.table(ofCatalogAt: path)
            // The system reads Info.plist keys and App Shortcut phrases; no Swift literal does.
            if AppCatalogCheck.systemTables.contains(table) {
                context.console.note("\(path): \(table) is read by the system, not by code; left as it is")
                continue
            }
            guard let scan = try code.scan(forCatalogAt: path, context: context) else {
                throw UsageError("\(path): no code is known for this catalog; give the app's Swift files with --sources DIR or its project with --project App.xcodeproj", command: Self.name)
            }
            if !scan.extractionOffTargets.isEmpty {
                let targets = ProseList.joined(scan.extractionOffTargets, "and")
                context.console.out("\(path): Xcode extracts no key into it — SWIFT_EMIT_LOC_STRINGS is NO in every configuration of \(targets); nothing to sync\n")
                continue
            }
            let sync = CatalogSync(catalog: catalog, table: table, scan: scan, ignored: settings.ignoredKeys)
            let listing = SyncListing(sync: sync, path: path)
            if context.console.showsNotes { context.console.out(listing.changeLines) }
            guard !sync.isEmpty else {
                say("\(path): \(listing.counts)\n")
                continue
            }
            outOfSync.append(path)
            let rewrite = try write.stage(sync.applied(to: catalog), over: file, keepLayout: arguments[Self.keepLayout])
            var summary = "\(path): \(listing.counts)"
            if rewrite.reformattedLines > 0 { summary += "; also reformatted to Xcode's layout (\(rewrite.reformattedLines) lines; --keep-layout edits it in place instead)" }
            if !writes { summary += arguments[Self.check] ? " — not in sync with the code: run trackerkit strings sync --write" : " (dry run: --write applies it)" }
            say(summary + "\n")
        }
        try write.commit()
        summaries.forEach(context.console.out)
        return arguments[Self.check] && !outOfSync.isEmpty ? .checkFailed : .success
    }
}
