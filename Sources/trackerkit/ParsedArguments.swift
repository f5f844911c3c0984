/// A command's arguments after parsing: option values, flags and positional arguments.
/// Accepts `--name value`, `--name=value`, the one-letter forms of the shared vocabulary
/// (`-o FILE`, `-f FORMAT`, `-q`, `-v`, also `-qv`) and an option's aliases (`--locales` for
/// `--locale`); `--` ends the options. Values are stored under the option's own name.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    private(set) var wantsHelp = false

    /// Options every command takes, whether or not it lists them.
    static let globalSpecs: [OptionSpec] = [CommonOptions.quiet, CommonOptions.verbose]

    /// The command's options plus the global ones it does not define itself.
    static func allSpecs(_ specs: [OptionSpec]) -> [OptionSpec] {
        specs + globalSpecs.filter { global in !specs.contains { $0.name == global.name } }
    }

    init(_ arguments: [String], specs commandSpecs: [OptionSpec], command: String) throws(UsageError) {
        let specs = Self.allSpecs(commandSpecs)
        var byName: [String: OptionSpec] = [:]
        for spec in specs { byName[spec.name] = spec }
        // Aliases and short names only where they do not clash with an option of the command.
        for spec in specs {
            for alias in spec.aliases where byName[alias] == nil { byName[alias] = spec }
        }
        for spec in specs {
            if let short = spec.shortName, byName[short] == nil { byName[short] = spec }
        }
        var optionsEnded = false
        var pending = arguments[...]
        while let argument = pending.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            // `-qv`: several one-letter flags at once.
            if !argument.hasPrefix("--"), argument.count > 2, !argument.contains("="),
               argument.dropFirst().allSatisfy({ byName["-\($0)"].map { !$0.takesValue } ?? false }) {
                pending = argument.dropFirst().map { "-\($0)" }[...] + pending
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                let known = specs.map(\.name) + specs.flatMap(\.aliases)
                throw UsageError("unknown option \(name) for '\(command)'\(NameSuggestion.hint(name, among: known))", command: command)
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard let next = pending.popFirst() else {
                        throw UsageError("option \(spec.name) needs a value (\(spec.valueName ?? "VALUE"))", command: command)
                    }
                    value = next
                }
                if !spec.repeatable, values[spec.name] != nil {
                    throw UsageError("option \(spec.name) is given more than once", command: command)
                }
                values[spec.name, default: []].append(value)
            } else {
                guard inlineValue == nil else {
                    throw UsageError("option \(spec.name) takes no value", command: command)
                }
                flags.insert(spec.name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
    func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }
}
