import SharpTools

/// A rule between a command's options (or its arguments), checked once every value was read:
/// options that exclude each other, an option that needs another, or any condition with the
/// message that says what to change. A command declares its rules in `Command.rules`.
package struct OptionRule: Sendable {
    /// The message when the arguments break the rule, else nil.
    package let brokenBy: @Sendable (ParsedArguments) -> String?
    /// For a rule that lets only one of several options be given: their names, which a synopsis
    /// shows as one group (`[--write | --check]`); empty for any other rule.
    package private(set) var exclusiveNames: [String] = []

    package init(brokenBy: @escaping @Sendable (ParsedArguments) -> String?) {
        self.brokenBy = brokenBy
    }

    package func check(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        if let message = brokenBy(arguments) { throw UsageError(message, command: command) }
    }

    /// At most one of `options`: "--a and --b exclude each other", then `reason`.
    package static func exclusive(_ options: any CommandOption..., reason: String = "") -> OptionRule {
        var rule = OptionRule { arguments in
            options.filter { arguments.isGiven($0) }.count > 1
                ? ProseList.joined(options.map(\.spec.name), "and") + " exclude each other" + reason : nil
        }
        rule.exclusiveNames = options.map(\.spec.name)
        return rule
    }

    /// `option` only together with `needed`: "--to needs --move NAME", then `reason`.
    package static func requires(_ option: any CommandOption, _ needed: any CommandOption, reason: String = "") -> OptionRule {
        OptionRule { arguments in
            arguments.isGiven(option) && !arguments.isGiven(needed)
                ? "\(option.spec.name) needs \(needed.spec.name)\(needed.spec.valueName.map { " \($0)" } ?? "")\(reason)" : nil
        }
    }

    /// Broken when `isBroken` holds, with `message`.
    package static func refuse(_ message: String, when isBroken: @escaping @Sendable (ParsedArguments) -> Bool) -> OptionRule {
        OptionRule { isBroken($0) ? message : nil }
    }
}
