import SharpTools

/// Everything one option declares, whatever the type of its value: its spellings, the
/// placeholder, choices and kind of its value, its help and default text, and how a value is
/// read. Parsing, `--help`, the shell completions and the man page all work from these.
/// Declared through `Flag`, `Option` and `RepeatedOption`, which add the value's type.
package struct OptionSpec: Sendable {
    package let name: String
    /// The one-letter form (`-o`): the same letter means the same option in every command.
    package let shortName: String?
    /// Other spellings accepted where the command has no option of that name (`--locales`
    /// for `--locale`).
    package let aliases: [String]
    /// The placeholder of the value (`PATH`, `YYYY-MM-DD`); nil for a flag.
    package let valueName: String?
    package let repeatable: Bool
    package let help: String
    /// What applies when the option is not given, shown in `--help`.
    package let defaultText: String?
    /// The values completions offer, when there is something to choose between.
    package let choices: [String]?
    /// Whether the value is a file or directory (completions offer paths).
    package let takesPath: Bool
    /// Whether a stray argument looks like this option's value without the option.
    package let claimsStray: (@Sendable (String) -> Bool)?
    /// Checks that one value as written reads as the option's type (the typed reading is the
    /// declaration's own: `Option.value`); nil for a flag.
    package let check: (@Sendable (String) throws(InvalidValue) -> Void)?

    package var takesValue: Bool { check != nil }

    /// Every spelling of the option on the command line: the name, the aliases, the letter.
    package var spellings: [String] { [name] + aliases + [shortName].compactMap { $0 } }

    /// The spellings as help and the man page list them: letter, name, aliases.
    package var listedNames: [String] { [shortName].compactMap { $0 } + [name] + aliases }

    /// Whether `other` is this declaration (options of one name may differ between
    /// commands: `--catalog` is the app's catalog for `report`, a repeatable list elsewhere).
    package func isSameDeclaration(as other: OptionSpec) -> Bool {
        name == other.name && valueName == other.valueName && help == other.help && repeatable == other.repeatable
    }
}

extension OptionSpec {
    package init<Value>(_ name: String, short: Character?, aliases: [String], value: OptionValue<Value>?, repeatable: Bool, help: String, defaultText: String?) {
        var check: (@Sendable (String) throws(InvalidValue) -> Void)?
        if let parse = value?.parse {
            check = { (text: String) throws(InvalidValue) in _ = try parse(text) }
        }
        self.init(
            name: name, shortName: short.map { "-\($0)" }, aliases: aliases, valueName: value?.placeholder, repeatable: repeatable,
            help: help, defaultText: defaultText, choices: value?.choices, takesPath: value?.isPath ?? false,
            claimsStray: value?.claimsStray, check: check)
    }
}
