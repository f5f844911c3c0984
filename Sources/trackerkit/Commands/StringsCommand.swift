import Foundation
import StringCatalog
import TrackerModel

/// `trackerkit strings check`: translation completeness of a string catalog, for CI.
struct StringsCommand: Command {
    static let name = "strings"
    static let summary = "Check a string catalog for missing and unfinished translations (CI gate)."
    static let synopsis: String? = "strings check [--catalog PATH] [--store PATH] [--locales LIST] [--only levels] [--strict] [--format text|md|json]"
    static let locales = OptionSpec.value("--locales", "LIST", "Locales that must be complete, comma-separated.", default: "every locale in the catalog")
    static let only = OptionSpec.value("--only", "levels", "Check only level label keys.")
    static let strict = OptionSpec.flag("--strict", "Fail on warnings (needs-review, stale) too.")
    static let format = OptionSpec.value("--format", "text|md|json", "Output format.", default: "text")
    static let store = OptionSpec.value("--store", "PATH", "Also require the level label keys of this store's trackers.")
    static let options: [OptionSpec] = [CommonOptions.catalog, store, locales, only, strict, format]
    static let discussion = """
    In scope: every catalog key, every level label key of the presets (NoAlc.Steady, Mood.Awful,
    …) and of the --store's trackers, and the preset names. Exit 0 when complete, 1 when a
    problem fails the check, 2 when the catalog or store cannot be read.
    """

    let catalogPath: String?
    let storePath: String?
    let requiredLocales: [String]?
    let onlyLevels: Bool
    let isStrict: Bool
    let outputFormat: CompletenessReport.Format

    init(arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.first == "check" else {
            throw UsageError(arguments.positionals.isEmpty ? "strings needs a subcommand: check" : "unknown strings subcommand \"\(arguments.positionals[0])\"; the subcommand is check", command: Self.name)
        }
        if arguments.positionals.count > 1 {
            throw UsageError("unexpected argument \"\(arguments.positionals[1])\" for 'strings check'", command: Self.name)
        }
        catalogPath = arguments.value(CommonOptions.catalog.name)
        storePath = arguments.value(Self.store.name)
        requiredLocales = try arguments.value(Self.locales.name).map { text throws(UsageError) in
            try ReportOptionSpecs.locales(text, option: Self.locales.name, command: Self.name)
        }
        if let scope = arguments.value(Self.only.name), scope != "levels" {
            throw UsageError("--only \"\(scope)\" is not a scope; the scope is levels", command: Self.name)
        }
        onlyLevels = arguments.value(Self.only.name) == "levels"
        isStrict = arguments.flag(Self.strict.name)
        let formatName = try CommonOptions.choice(arguments, Self.format, CompletenessReport.Format.allCases.map(\.rawValue), default: "text", command: Self.name)
        outputFormat = CompletenessReport.Format(rawValue: formatName) ?? .text
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let (catalog, path) = try ReportInputs.loadCatalog(catalogPath, context: context)
        var trackers: [Tracker] = []
        if let storePath {
            trackers = try StoreLoader.load(path: storePath, context: context).store.trackers
        }
        let checker = CompletenessChecker(
            catalog: catalog, requiredKeys: Self.requiredKeys(trackers: trackers),
            options: CheckOptions(locales: requiredLocales, onlyLevels: onlyLevels, catalogName: path)
        )
        let report = checker.run()
        context.console.out(report.render(format: outputFormat))
        return report.exitCode(strict: isStrict) == 0 ? .success : .checkFailed
    }

    /// The presets' level label keys and names, then the store's trackers' level label keys
    /// (a custom tracker's name is the user's own text and is not required).
    static func requiredKeys(trackers: [Tracker]) -> [RequiredKey] {
        var keys: [RequiredKey] = []
        var seen = Set<String>()
        func add(_ key: RequiredKey) {
            if seen.insert("\(key.kind.rawValue)\u{0}\(key.key)\u{0}\(key.tracker ?? "")").inserted { keys.append(key) }
        }
        for preset in TrackerPreset.all {
            for level in preset.levels ?? [] {
                add(RequiredKey(key: level.labelKey, kind: .levelLabel, tracker: preset.name, level: level.key))
            }
            add(RequiredKey(key: preset.nameKey, kind: .presetName, tracker: preset.name))
        }
        for tracker in trackers {
            for level in TrackerRules(tracker: tracker).levels ?? [] {
                add(RequiredKey(key: level.labelKey, kind: .levelLabel, tracker: tracker.name, level: level.key))
            }
        }
        return keys
    }
}
