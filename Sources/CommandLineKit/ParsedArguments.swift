import SharpTools

/// A command's arguments after parsing: every option's values, checked by its value type,
/// looked up by the option's declaration (`arguments[CommonOptions.store]` is a `String?`,
/// `arguments[ReportCommand.formats]` a `[ReportFormat]`, a flag a `Bool`). The typed value
/// comes from the declaration's own reading of the text (`OptionValue.parse`, pure, and
/// already passed once while parsing), so a lookup has its declared type without a cast.
///
/// Accepts `--name value`, `--name=value`, one-letter forms (`-o FILE`, also `-qv` for
/// several flags) and aliases (`--locales` for `--locale`); `--` ends the options. Errors
/// come in a fixed order: the command line's shape (unknown options, missing values, options
/// given twice, unexpected arguments), then each value as its type reads it. With `--help`
/// only the shape is checked.
package struct ParsedArguments: Sendable {
    /// By option name: the values as written, in the order given, each checked by its type.
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The declarations parsed against, by name: a lookup must use one of them.
    private let declarations: [String: OptionSpec]
    package private(set) var positionals: [String] = []
    package private(set) var wantsHelp = false
    /// Each value given, with its option's name, in the order given (a tool warns of deprecated
    /// values from these).
    package private(set) var given: [(option: String, text: String)] = []

    /// - Parameter takesPositionals: whether arguments other than options are the command's
    ///   (files, a kind); when not, the first one is an error.
    package init(_ arguments: [String], options: [OptionSpec], takesPositionals: Bool = false, command: String) throws(UsageError) {
        declarations = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var texts: [(spec: OptionSpec, text: String)] = []
        let spellings = Self.spellings(options)
        var optionsEnded = false
        var pending = arguments[...]
        while let argument = pending.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--help" || argument == "-h" {
                wantsHelp = true
            } else if !argument.hasPrefix("--"), argument.count > 2, !argument.contains("="),
                      argument.dropFirst().allSatisfy({ spellings["-\($0)"].map { !$0.takesValue } ?? false }) {
                // `-qv`: several one-letter flags at once.
                pending = argument.dropFirst().map { "-\($0)" }[...] + pending
            } else {
                let (name, inlineValue) = Self.split(argument)
                guard let spec = spellings[name] else {
                    let known = options.flatMap { [$0.name] + $0.aliases }
                    throw UsageError("unknown option \(name) for '\(command)'\(NameSuggestion.hint(name, among: known))", command: command)
                }
                guard spec.takesValue else {
                    guard inlineValue == nil else { throw UsageError("option \(spec.name) takes no value", command: command) }
                    flags.insert(spec.name)
                    continue
                }
                guard let text = inlineValue ?? pending.popFirst() else {
                    throw UsageError("option \(spec.name) needs a value (\(spec.valueName ?? "VALUE"))", command: command)
                }
                if !spec.repeatable, texts.contains(where: { $0.spec.name == spec.name }) {
                    throw UsageError("option \(spec.name) is given more than once", command: command)
                }
                texts.append((spec, text))
            }
        }
        guard !wantsHelp else { return }
        if !takesPositionals, let extra = positionals.first {
            let unused = options.filter { spec in !texts.contains { $0.spec.name == spec.name } }
            throw UsageError("unexpected argument \"\(extra)\" for '\(command)'\(Self.strayHint(extra, options: unused))", command: command)
        }
        for (spec, text) in texts {
            given.append((spec.name, text))
            do throws(InvalidValue) {
                try spec.check?(text)
                values[spec.name, default: []].append(text)
            } catch {
                throw UsageError(error.message(for: spec.name), command: command)
            }
        }
    }

    /// " (did you mean --store export.json?)" when one of `options` (those not given) claims the
    /// stray `argument`, else "".
    package static func strayHint(_ argument: String, options: [OptionSpec]) -> String {
        guard let option = options.first(where: { $0.claimsStray?(argument) ?? false }) else { return "" }
        return " (did you mean \(option.name) \(ShellWord.quoted(argument))?)"
    }

    /// Each spelling and the option it names. Aliases and one-letter forms only where they do
    /// not clash with a name of the command's own.
    private static func spellings(_ options: [OptionSpec]) -> [String: OptionSpec] {
        var table: [String: OptionSpec] = [:]
        for spec in options where table[spec.name] == nil { table[spec.name] = spec }
        for spec in options {
            for alias in spec.aliases where table[alias] == nil { table[alias] = spec }
        }
        for spec in options {
            if let short = spec.shortName, table[short] == nil { table[short] = spec }
        }
        return table
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    package subscript(flag: Flag) -> Bool {
        flags.contains(checked(flag.spec))
    }

    package subscript<Value>(option: Option<Value>) -> Value? {
        values[checked(option.spec)]?.last.flatMap { try? option.value.parse($0) }
    }

    package subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
        (values[checked(option.spec)] ?? []).compactMap { try? option.value.parse($0) }
    }

    /// Whether the option was given (with any value).
    package func isGiven(_ option: any CommandOption) -> Bool {
        let name = checked(option.spec)
        return values[name] != nil || flags.contains(name)
    }

    /// The option's name, after making sure the command declared this very option: looking up
    /// another declaration of the same name would read a value its type did not parse.
    private func checked(_ spec: OptionSpec) -> String {
        assert(declarations[spec.name]?.isSameDeclaration(as: spec) == true, "\(spec.name) is not an option of this command")
        return spec.name
    }
}
