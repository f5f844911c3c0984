/// A command's arguments after parsing: option values, flags and positional arguments.
/// Accepts `--name value` and `--name=value`; `--` ends the options.
struct ParsedArguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    private(set) var wantsHelp = false

    init(_ arguments: [String], specs: [OptionSpec], command: String) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
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
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let known = specs.map(\.name).filter { $0.hasPrefix(name) || name.hasPrefix($0) }
                let hint = known.isEmpty ? "" : " (did you mean \(known.joined(separator: " or "))?)"
                throw UsageError("unknown option \(name) for '\(command)'\(hint)", command: command)
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError("option \(name) needs a value (\(spec.valueName ?? "VALUE"))", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
                if !spec.repeatable, values[name] != nil {
                    throw UsageError("option \(name) is given more than once", command: command)
                }
                values[name, default: []].append(value)
            } else {
                guard inlineValue == nil else {
                    throw UsageError("option \(name) takes no value", command: command)
                }
                flags.insert(name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
    func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }
}
