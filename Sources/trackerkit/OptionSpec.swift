/// One command-line option: its name, whether it takes a value, and its help line.
struct OptionSpec: Sendable {
    let name: String
    /// The placeholder of the value (`PATH`, `DATE`); nil for a flag.
    let valueName: String?
    let repeatable: Bool
    let help: String
    /// What applies when the option is not given, shown in `--help`.
    let defaultText: String?

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, repeatable: false, help: help, defaultText: nil)
    }

    static func value(_ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, repeatable: repeatable, help: help, defaultText: defaultText)
    }

    var takesValue: Bool { valueName != nil }
}
