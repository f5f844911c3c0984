import Foundation
import Output
import SharpTools
import StringCatalog
import TrackerModel
import SafeOutput
import CatalogCheck
import CommandLineKit
import CommandFiles

/// `trackerkit strings check`: translation completeness of a string catalog, for CI — with
/// a baseline (only new problems fail), a coverage gate, and CI output formats.
struct StringsCheckCommand: Command {
    static let name = "strings check"
    static let takesFiles = true
    static let summary = "Check a catalog for missing and unfinished translations (the CI gate)."
    static let arguments = "[CATALOG…]"
    static let locales = Option("--locales", aliases: ["--locale"], .locales(), "Locales that must be complete, comma-separated.", default: "every locale in the catalog")
    static let only = Option("--only", .choice(among: Scope.allCases), "Check only level label keys.")
    static let strict = Flag("--strict", "Fail on warnings (needs-review, stale) too.")
    static let format = Option(
        "--format", short: "f", .choice(among: CheckFormats.all, placeholder: "FORMAT") { $0.name }, "Output format: " + CheckFormats.helpList + ".", default: "text")
    static let store = Option("--store", .path(), "Also require the level label keys of this store's trackers.")
    static let minCoverage = Option("--min-coverage", .percentage, "Fail a locale whose translated/keys is below N percent; missing and untranslated keys then no longer fail one by one.")
    static let baseline = Option("--baseline", .text("REF"), "Git revision to compare with (git show REF:PATH in the catalog's repository); only new problems fail.")
    static let baselineFile = Option("--baseline-file", .path(), "An older version of the catalog to compare with; only new problems fail.")
    static let noBaseline = Flag("--no-baseline", "Ignore the baseline of the configuration file.")
    static let ignore = RepeatedOption("--ignore", .text("KEY|GLOB"), "Leave keys out of the check (* and ? are wildcards; repeatable).")
    static let severity = RepeatedOption("--severity", .severity, "Change a problem kind's severity: error, warning or off (repeatable).")
    static let sources = RepeatedOption(
        "--sources", .path("DIR[=CATALOG]"),
        "Swift sources of the app: report keys the code uses that the catalog lacks (missing-key), keys no code uses (unused-key) and stale keys in use (stale-but-used); =CATALOG limits the folder to that catalog (repeatable).")
    static let sourcesExclude = RepeatedOption("--sources-exclude", .text("GLOB"), "Skip files and folders under --sources whose path matches (repeatable).")
    static let glossary = Option(
        "--glossary", .path("FILE"), "A CSV with the columns term, locale and translation: where the source has a term, its translation must have the fixed one (the glossary check).")
    static let project = RepeatedOption(
        "--project", .path("App.xcodeproj"),
        "Xcode project of the app: each catalog is checked against the Swift files of the targets that bundle it (repeatable).",
        default: "the project beside the catalog, unless --sources is given")
    static let noProject = Flag("--no-project", "Do not look for an Xcode project beside the catalog.")
    static let config = Option("--config", .path(), "Settings file.", default: ".trackerkit.json beside the catalog, when present")
    static let noConfig = Flag("--no-config", "Do not read .trackerkit.json.")
    static let out = Option("--out", short: "o", .path("FILE"), "Write the report to FILE (atomically) instead of stdout.")
    static let split = Option(
        "--split", .path("DIR|FILE.json"), "Check the catalog as strings join would make it of these split files (strings split), before they are joined; a unit the join would reject fails the check.")
    static let options: [any CommandOption] = [
        CatalogSet.catalog, CatalogSet.root, store, locales, only, strict, minCoverage, baseline, baselineFile, noBaseline,
        ignore, severity, sources, sourcesExclude, project, noProject, glossary, config, noConfig, split, format, out, CommonOptions.force,
    ]
    static let rules = [OptionRule.exclusive(baseline, baselineFile, noBaseline), .exclusive(config, noConfig), .exclusive(project, noProject)]

    /// What `--only` limits the check to.
    enum Scope: String, CaseIterable {
        case levels
    }
    static let discussion = """
    In scope: every catalog key, every level label key of the presets (NoAlc.Steady, Mood.Awful,
    …; not with --sources, where the code's uses decide) and of the --store's trackers. Exit 0 when the check passes, 1 when
    a problem (or, with --min-coverage, a locale) fails it, 2 when an input cannot be read.

    With --baseline or --baseline-file, problems are compared by kind, key and locale; only
    those the baseline does not have decide the exit code, and the report shows new, fixed and
    still-open problems and the coverage before and after per locale. Flags override the
    settings of .trackerkit.json (see docs/strings.md, "CI").

    Several catalogs (--catalog repeated, or --root DIR for every *.xcstrings below DIR) are
    checked in every locale of the app and reported in one output with the total coverage; a
    key two of them translate differently is an inconsistent-translation warning.

    With --sources, the app's Swift files are scanned for the keys the code passes as literals
    (Text, String(localized:), Button, .navigationTitle, …, and the config's keyPatterns):
    missing-key then points at the Swift line; keys built at run time are declared with
    // trackerkit:keys PREFIX* or "dynamicKeys".

    Quality checks, warnings by default, compare each translation with its source text:
    \(ProblemKind.qualityChecksListed). They skip the source language, pseudo-locales, units not yet
    translated and strings with nothing to translate; --severity KIND=off turns one off.

    Examples:
      trackerkit strings check --catalog App/Localizable.xcstrings --baseline origin/main --format github
      trackerkit strings check --catalog App/Localizable.xcstrings --min-coverage 95 --format sarif --out strings.sarif
      trackerkit strings check --catalog App/Localizable.xcstrings --sources App --sources "Watch=App/Localizable.xcstrings" --format github
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        // Catalogs as arguments too (`strings check A.xcstrings B.xcstrings`, as pre-commit passes them).
        let catalogSet = CatalogSet(arguments, command: Self.name, extraPaths: arguments.positionals)
        let paths = try catalogSet.locations(context: context)
        if paths.count > 1, arguments.isGiven(Self.baselineFile) {
            throw UsageError("--baseline-file is one older catalog; with several catalogs use --baseline REF (each catalog's own history)", command: Self.name)
        }
        let (fileSettings, settingsFile) = try SettingsFile.stringsSettings(
            config: arguments[Self.config], noConfig: arguments[Self.noConfig], firstCatalog: paths[0], context: context)
        var trackers: [Tracker] = []
        if let storePath = arguments[Self.store] {
            trackers = try StoreLoader.load(path: storePath, context: context).store.trackers
        }
        let settings = fileSettings.overridden(by: flagSettings)
        var catalogs = try catalogSet.read(paths, context: context)
        var splitRejected = 0
        if let split = arguments[Self.split] {
            guard catalogs.count == 1 else { throw UsageError("--split holds one catalog's files: check one catalog with it", command: Self.name) }
            (catalogs[0].catalog, splitRejected) = try SplitInputs.joined(catalogs[0].catalog, path: paths[0], split: split, context: context)
        }
        var code = try CatalogCodeScan(settings: settings, projects: arguments[Self.project], noProject: arguments[Self.noProject], command: Self.name, context: context)
        var members: [AppCatalogCheck.Member] = []
        var sourcesKnown = !code.trees.isEmpty
        for (catalog, path) in catalogs {
            // The system reads Info.plist keys and App Shortcut phrases; no Swift literal does.
            guard !AppCatalogCheck.systemTables.contains(AppCatalogCheck.table(ofCatalogAt: path)) else {
                members.append(AppCatalogCheck.Member(catalog: catalog, path: path, baseline: try baseline(settings.baseline, of: path, context: context)))
                continue
            }
            let sources = try code.scan(forCatalogAt: path, context: context)
            if sources != nil { sourcesKnown = true }
            members.append(AppCatalogCheck.Member(catalog: catalog, path: path, sources: sources, baseline: try baseline(settings.baseline, of: path, context: context)))
        }
        let options = CheckOptions(
            locales: settings.locales, onlyLevels: arguments[Self.only] == .levels, ignoredKeys: settings.ignoredKeys, severityOverrides: settings.severity,
            quality: try Self.qualityOptions(settings, glossaryGiven: arguments[Self.glossary] != nil, context: context))
        let presetReason = PresetLabelDemand.reason(
            hasStore: arguments[Self.store] != nil, settingsAsk: settings.requirePresetLabels == true, sourcesKnown: sourcesKnown,
            catalogHas: { key in catalogs.contains { $0.catalog.entry(for: key) != nil } })
        let check = AppCatalogCheck(members: members, requiredKeys: Self.requiredKeys(trackers: trackers, presetReason: presetReason), options: options)
        let results = check.results(policy: settings.policy)
        let text = (arguments[Self.format] ?? TextCheckFormat()).render(results, toolVersion: TrackerKitCLI.version)
        if let outPath = arguments[Self.out] {
            // The report never replaces what it was made from (the store above all).
            let inputs = paths + [arguments[Self.store], arguments[Self.baselineFile], fileSettings.baselineFile, settingsFile, settings.glossary]
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.spec.name, inputs: inputs, context: context, command: Self.name)
            try AtomicFileWriter.write(text, to: outPath, options: AtomicFileWriter.Options(force: arguments[CommonOptions.force]))
        } else {
            context.console.out(text)
        }
        return results.allSatisfy(\.passed) && splitRejected == 0 ? .success : .checkFailed
    }

    /// What the flags say; they win over the settings file (`CheckSettings.overridden(by:)`).
    private var flagSettings: CheckSettings {
        var baseline: CheckSettings.Baseline?
        if arguments[Self.noBaseline] {
            baseline = CheckSettings.Baseline.none
        } else {
            baseline = arguments[Self.baselineFile].map(CheckSettings.Baseline.file) ?? arguments[Self.baseline].map(CheckSettings.Baseline.revision)
        }
        return CheckSettings(
            locales: arguments[Self.locales], ignoredKeys: KeyFilter(globs: arguments[Self.ignore]),
            severity: Dictionary(arguments[Self.severity].map { ($0.kind, $0.severity) }, uniquingKeysWith: { _, last in last }),
            minCoverage: arguments[Self.minCoverage], strict: arguments[Self.strict] ? true : nil, baseline: baseline,
            sources: arguments[Self.sources], sourcesExcluded: arguments[Self.sourcesExclude], glossary: arguments[Self.glossary])
    }

    /// The glossary (read here), kept terms and length limits of the settings; `glossaryGiven`
    /// when the glossary comes from the command line rather than the settings file.
    static func qualityOptions(_ settings: CheckSettings, glossaryGiven: Bool, context: CommandContext) throws -> QualityOptions {
        var glossary = Glossary(rows: [])
        if let path = settings.glossary {
            // Named in the settings file, it must be a regular file (a FIFO there would block
            // the run, a link to a device read gigabytes); given on the command line, a pipe will do.
            let fromSettings = !glossaryGiven
            let bytes: [UInt8]
            do {
                bytes = try InputFile.bytes(of: path, limit: context.maxInputSize, accepted: fromSettings ? .regularFile : .fileOrStream) { _ in "cannot read the glossary" }
            } catch {
                guard fromSettings, Self.isSpecialFile(path) else { throw error }
                throw UsageError("\(error.message); \"glossary\" in the settings file must name a regular file (a CSV)")
            }
            glossary = try Glossary.read(bytes, file: path)
            context.console.verbose("glossary \(path): \(glossary.rows.count) rows")
        }
        return QualityOptions(glossary: glossary, keepTerms: settings.keepTerms, maxLength: settings.maxLength)
    }

    /// A FIFO, device or socket (links followed): what a path from the settings file may not name.
    private static func isSpecialFile(_ path: String) -> Bool {
        FileIdentity.of(path).map { !$0.isRegularFile && !$0.isDirectory } ?? false
    }

    /// The older version of the catalog at `path` to compare with; nil for none.
    private func baseline(_ baseline: CheckSettings.Baseline?, of path: String, context: CommandContext) throws -> AppCatalogCheck.BaselineCatalog? {
        switch baseline {
        case .file(let file)?:
            let fromSettings = arguments[Self.baselineFile] == nil
            do {
                return AppCatalogCheck.BaselineCatalog(
                    catalog: try StringCatalog(contentsOfFile: file, limit: context.maxInputSize, accepted: fromSettings ? .regularFile : .fileOrStream), name: file)
            } catch {
                guard fromSettings, Self.isSpecialFile(file) else { throw error }
                throw UsageError("\(error); \"baselineFile\" in the settings file must name a regular file (an older catalog)")
            }
        case .revision(let ref)?:
            return try StringsBaseline.catalog(atRevision: ref, path: path, context: context)
        case .none?, nil:
            return nil
        }
    }

    /// The level label keys the trackers need (the rule is `TrackerPreset.requiredCatalogKeys`
    /// in TrackerModel), as the catalog check takes them; the presets' own only with a reason
    /// (`PresetLabelDemand`), which their messages give. This is the one place that sees both
    /// libraries, which by design do not know each other.
    static func requiredKeys(trackers: [Tracker], presetReason: String?) -> [RequiredKey] {
        let presetCount = presetReason == nil ? 0 : TrackerPreset.requiredCatalogKeys(trackers: []).count
        return TrackerPreset.requiredCatalogKeys(trackers: trackers, includingPresets: presetReason != nil).enumerated().map { index, need in
            RequiredKey(key: need.key, kind: .levelLabel, tracker: need.tracker, level: need.level, reason: index < presetCount ? presetReason : nil)
        }
    }
}
