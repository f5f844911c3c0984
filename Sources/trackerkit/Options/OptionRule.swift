import Output

/// A rule between a command's options (or its arguments), checked once every value was read:
/// options that exclude each other, an option that needs another, or any condition with the
/// message that says what to change. A command declares its rules in `Command.rules`.
struct OptionRule: Sendable {
    /// The message when the arguments break the rule, else nil.
    let brokenBy: @Sendable (ParsedArguments) -> String?

    func check(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        if let message = brokenBy(arguments) { throw UsageError(message, command: command) }
    }

    /// At most one of `options`: "--a and --b exclude each other", then `reason`.
    static func exclusive(_ options: any CommandOption..., reason: String = "") -> OptionRule {
        OptionRule { arguments in
            options.filter { arguments.isGiven($0) }.count > 1
                ? ProseList.joined(options.map(\.spec.name), "and") + " exclude each other" + reason : nil
        }
    }

    /// `option` only together with `needed`: "--to needs --move NAME", then `reason`.
    static func requires(_ option: any CommandOption, _ needed: any CommandOption, reason: String = "") -> OptionRule {
        OptionRule { arguments in
            arguments.isGiven(option) && !arguments.isGiven(needed)
                ? "\(option.spec.name) needs \(needed.spec.name)\(needed.spec.valueName.map { " \($0)" } ?? "")\(reason)" : nil
        }
    }

    /// Broken when `isBroken` holds, with `message`.
    static func refuse(_ message: String, when isBroken: @escaping @Sendable (ParsedArguments) -> Bool) -> OptionRule {
        OptionRule { isBroken($0) ? message : nil }
    }
}
