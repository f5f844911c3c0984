import Foundation
import Output
import StringCatalog
import TrackerModel
import SafeOutput

/// `trackerkit strings check`: translation completeness of a string catalog, for CI — with
/// a baseline (only new problems fail), a coverage gate, and CI output formats.
struct StringsCheckCommand: Command {
    static let name = "strings check"
    static let takesFiles = true
    static let summary = "Check a catalog for missing and unfinished translations (the CI gate)."
    static let synopsis: String? = "strings check [--catalog PATH]… [--root DIR] [CATALOG…] [--store PATH] [--locales LIST] [--only levels] [--strict] [--min-coverage N] [--baseline REF | --baseline-file PATH | --no-baseline] [--ignore KEY|GLOB]… [--severity KIND=LEVEL]… [--sources DIR[=CATALOG]]… [--sources-exclude GLOB]… [--config PATH | --no-config] [--format " + CheckFormats.names.joined(separator: "|") + "] [--out FILE]"
    static let locales = OptionSpec.value("--locales", "LIST", "Locales that must be complete, comma-separated.", default: "every locale in the catalog")
    static let only = OptionSpec.value("--only", "levels", "Check only level label keys.")
    static let strict = OptionSpec.flag("--strict", "Fail on warnings (needs-review, stale) too.")
    static let format = OptionSpec.value("--format", "FORMAT", "Output format: " + CheckFormats.helpList + ".", default: "text", choices: CheckFormats.names)
    static let store = OptionSpec.value("--store", "PATH", "Also require the level label keys of this store's trackers.")
    static let minCoverage = OptionSpec.value("--min-coverage", "N", "Fail a locale whose translated/keys is below N percent; missing and untranslated keys then no longer fail one by one.")
    static let baseline = OptionSpec.value("--baseline", "REF", "Git revision to compare with (git show REF:PATH in the catalog's repository); only new problems fail.")
    static let baselineFile = OptionSpec.value("--baseline-file", "PATH", "An older version of the catalog to compare with; only new problems fail.")
    static let noBaseline = OptionSpec.flag("--no-baseline", "Ignore the baseline of the configuration file.")
    static let ignore = OptionSpec.value("--ignore", "KEY|GLOB", "Leave keys out of the check (* and ? are wildcards; repeatable).", repeatable: true)
    static let severity = OptionSpec.value("--severity", "KIND=LEVEL", "Change a problem kind's severity: error, warning or off (repeatable).", repeatable: true)
    static let sources = OptionSpec.value("--sources", "DIR[=CATALOG]", "Swift sources of the app: report keys the code uses that the catalog lacks (missing-key), keys no code uses (unused-key) and stale keys in use (stale-but-used); =CATALOG limits the folder to that catalog (repeatable).", repeatable: true)
    static let sourcesExclude = OptionSpec.value("--sources-exclude", "GLOB", "Skip files and folders under --sources whose path matches (repeatable).", repeatable: true)
    static let config = OptionSpec.value("--config", "PATH", "Settings file.", default: ".trackerkit.json beside the catalog, when present")
    static let noConfig = OptionSpec.flag("--no-config", "Do not read .trackerkit.json.")
    static let out = OptionSpec.value("--out", "FILE", "Write the report to FILE (atomically) instead of stdout.")
    static let options: [OptionSpec] = [
        CatalogSet.catalog, CatalogSet.root, store, locales, only, strict, minCoverage, baseline, baselineFile, noBaseline,
        ignore, severity, sources, sourcesExclude, config, noConfig, format, out, CommonOptions.force,
    ]
    static let discussion = """
    In scope: every catalog key, every level label key of the presets (NoAlc.Steady, Mood.Awful,
    …; not with --sources, where the code's uses decide) and of the --store's trackers. Exit 0 when the check passes, 1 when
    a problem (or, with --min-coverage, a locale) fails it, 2 when an input cannot be read.

    With --baseline or --baseline-file, problems are compared by kind, key and locale; only
    those the baseline does not have decide the exit code, and the report shows new, fixed and
    still-open problems and the coverage before and after per locale. Flags override the
    settings of .trackerkit.json (see README, "CI").

    Several catalogs (--catalog repeated, or --root DIR for every *.xcstrings below DIR) are
    checked in every locale of the app and reported in one output with the total coverage; a
    key two of them translate differently is an inconsistent-translation warning.

    With --sources, the app's Swift files are scanned for the keys the code passes as literals
    (Text, String(localized:), Button, .navigationTitle, …, and the config's keyPatterns):
    missing-key then points at the Swift line; keys built at run time are declared with
    // trackerkit:keys PREFIX* or "dynamicKeys".

    Examples:
      trackerkit strings check --catalog App/Localizable.xcstrings --baseline origin/main --format github
      trackerkit strings check --catalog App/Localizable.xcstrings --min-coverage 95 --format sarif --out strings.sarif
      trackerkit strings check --catalog App/Localizable.xcstrings --sources App --sources "Watch=App/Localizable.xcstrings" --format github
    """

    let catalogSet: CatalogSet
    let storePath: String?
    let requiredLocales: [String]?
    let onlyLevels: Bool
    let isStrict: Bool
    let outputFormat: any CheckFormat
    let minimumCoverage: Double?
    let baselineRef: String?
    let baselinePath: String?
    let withoutBaseline: Bool
    let ignored: [String]
    let severityOverrides: [ProblemKind: ProblemSeverity?]
    let configPath: String?
    let withoutConfig: Bool
    let outPath: String?
    let isForced: Bool
    let sourceTrees: [String]
    let sourcesExcluded: [String]

    init(arguments: ParsedArguments) throws(UsageError) {
        let command = "strings check"
        // Catalogs as arguments too (`strings check A.xcstrings B.xcstrings`, as pre-commit passes them).
        catalogSet = CatalogSet(arguments: arguments, command: Self.name, extraPaths: arguments.positionals)
        storePath = arguments.value(Self.store.name)
        requiredLocales = try arguments.value(Self.locales.name).map { text throws(UsageError) in
            try ReportOptionSpecs.locales(text, option: Self.locales.name, command: command)
        }
        if let scope = arguments.value(Self.only.name), scope != "levels" {
            throw UsageError("--only \"\(scope)\" is not a scope; the scope is levels", command: command)
        }
        onlyLevels = arguments.value(Self.only.name) == "levels"
        isStrict = arguments.flag(Self.strict.name)
        let formatName = try CommonOptions.choice(arguments, Self.format, CheckFormats.names, default: "text", command: command)
        outputFormat = CheckFormats.named(formatName) ?? TextCheckFormat()
        if let text = arguments.value(Self.minCoverage.name) {
            let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(trimmed), value.isFinite, (0...100).contains(value) else {
                throw UsageError("--min-coverage \"\(text)\" is not a percentage between 0 and 100", command: command)
            }
            minimumCoverage = value
        } else {
            minimumCoverage = nil
        }
        baselineRef = arguments.value(Self.baseline.name)
        baselinePath = arguments.value(Self.baselineFile.name)
        withoutBaseline = arguments.flag(Self.noBaseline.name)
        let baselineCount = [baselineRef != nil, baselinePath != nil, withoutBaseline].filter { $0 }.count
        if baselineCount > 1 {
            throw UsageError("--baseline, --baseline-file and --no-baseline exclude each other", command: command)
        }
        ignored = arguments.allValues(Self.ignore.name)
        var overrides: [ProblemKind: ProblemSeverity?] = [:]
        for text in arguments.allValues(Self.severity.name) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let kind = ProblemKind(rawValue: parts[0]), let level = Self.severityLevel(parts[1]) else {
                throw UsageError("--severity \"\(text)\" is not KIND=LEVEL (kinds: \(ProblemKind.allCases.map(\.rawValue).joined(separator: ", ")); levels: error, warning, off)", command: command)
            }
            overrides[kind] = level
        }
        severityOverrides = overrides
        configPath = arguments.value(Self.config.name)
        withoutConfig = arguments.flag(Self.noConfig.name)
        if configPath != nil && withoutConfig {
            throw UsageError("--config and --no-config exclude each other", command: command)
        }
        outPath = arguments.value(Self.out.name)
        isForced = arguments.flag(CommonOptions.force.name)
        sourceTrees = arguments.allValues(Self.sources.name)
        sourcesExcluded = arguments.allValues(Self.sourcesExclude.name)
    }

    /// `error`/`warning` → that severity; `off` → drop (nil inside); anything else → nil.
    static func severityLevel(_ text: String) -> ProblemSeverity?? {
        switch text {
        case "error": return .some(.error)
        case "warning": return .some(.warning)
        case "off": return .some(nil)
        default: return nil
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let paths = try catalogSet.locations(context: context)
        if paths.count > 1, baselinePath != nil {
            throw UsageError("--baseline-file is one older catalog; with several catalogs use --baseline REF (each catalog's own history)", command: Self.name)
        }
        var settings = StringsConfig()
        var settingsFile: String?
        if !withoutConfig, let file = configPath ?? StringsConfig.locate(besideCatalog: paths[0]) {
            settingsFile = file
            settings = try StringsConfig.load(file)
            if configPath == nil { context.console.note("settings from \(file)") }
        }
        var trackers: [Tracker] = []
        if let storePath {
            trackers = try StoreLoader.load(path: storePath, context: context).store.trackers
        }
        var overrides = settings.severity
        for (kind, level) in severityOverrides { overrides[kind] = level }
        let catalogs = try CatalogSet.read(paths, console: context.console)
        // Flags replace the config's folders; exclusions, patterns and dynamic keys add up.
        let trees = (sourceTrees.isEmpty ? settings.sources : sourceTrees).map(SourceTree.init)
        var members: [AppCatalogCheck.Member] = []
        for (catalog, path) in catalogs {
            let sources = trees.isEmpty ? nil : try scan(trees, for: path, settings: settings, context: context)
            members.append(AppCatalogCheck.Member(catalog: catalog, path: path, sources: sources, baseline: try baseline(of: path, settings: settings, context: context)))
        }
        let options = CheckOptions(
            locales: requiredLocales ?? settings.locales, onlyLevels: onlyLevels,
            ignoredKeys: KeyFilter(keys: Set(settings.ignoreKeys), globs: settings.ignoreGlobs + ignored), severityOverrides: overrides)
        // With sources the code's uses say which label keys the app needs (the Lean Health
        // Timer app passes them as labelKey: literals); the presets' own are not required.
        let check = AppCatalogCheck(members: members, requiredKeys: Self.requiredKeys(trackers: trackers, includingPresets: trees.isEmpty), options: options)
        let results = check.results(policy: GatePolicy(strict: isStrict || (settings.strict ?? false), minCoverage: minimumCoverage ?? settings.minCoverage))
        let text = outputFormat.render(results, toolVersion: TrackerKitCLI.version)
        if let outPath {
            // The report never replaces what it was made from (the store above all).
            let inputs = paths + [storePath, baselinePath, settings.baselineFile, settingsFile]
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.name, inputs: inputs, context: context, command: Self.name)
            try AtomicFileWriter.write(text, to: outPath, options: AtomicFileWriter.Options(force: isForced))
        } else {
            context.console.out(text)
        }
        return results.allSatisfy(\.passed) ? .success : .checkFailed
    }

    /// The Swift files of the trees that apply to the catalog at `path`, scanned for keys.
    private func scan(_ trees: [SourceTree], for path: String, settings: StringsConfig, context: CommandContext) throws -> SourceScan {
        let scanner = SwiftKeyScanner(extraNames: settings.keyPatterns)
        var scan = try SourceTree.scan(trees, catalogPath: path, excluding: settings.sourcesExclude + sourcesExcluded, scanner: scanner)
        scan.dynamicKeys += settings.dynamicKeys
        context.console.note("scanned \(scan.files) Swift file\(scan.files == 1 ? "" : "s") for \(path): \(scan.uses.count) key use\(scan.uses.count == 1 ? "" : "s")")
        return scan
    }

    /// The older version of the catalog at `path` to compare with: --baseline-file, else the
    /// revision of --baseline or the settings, else the settings' baselineFile; nil for none.
    private func baseline(of path: String, settings: StringsConfig, context: CommandContext) throws -> AppCatalogCheck.BaselineCatalog? {
        guard !withoutBaseline else { return nil }
        if let baselinePath {
            return AppCatalogCheck.BaselineCatalog(catalog: try StringCatalog(contentsOfFile: baselinePath), name: baselinePath)
        } else if let ref = baselineRef ?? settings.baseline {
            return try StringsBaseline.catalog(atRevision: ref, path: path, context: context)
        } else if let file = settings.baselineFile {
            return AppCatalogCheck.BaselineCatalog(catalog: try StringCatalog(contentsOfFile: file), name: file)
        }
        return nil
    }

    /// The level label keys the trackers need (the rule is `TrackerPreset.requiredCatalogKeys`
    /// in TrackerModel), as the catalog check takes them. This is the one place that sees both
    /// libraries, which by design do not know each other.
    static func requiredKeys(trackers: [Tracker], includingPresets: Bool) -> [RequiredKey] {
        TrackerPreset.requiredCatalogKeys(trackers: trackers, includingPresets: includingPresets).map { need in
            RequiredKey(key: need.key, kind: .levelLabel, tracker: need.tracker, level: need.level)
        }
    }
}
