/// An option as a command lists it. The three kinds say what looking it up gives
/// (`ParsedArguments` subscripts): a `Flag` is a `Bool`, an `Option` its value or nil, a
/// `RepeatedOption` every value given, in order.
package protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option without a value (`--force`).
package struct Flag: CommandOption {
    package let spec: OptionSpec

    package init(_ name: String, short: Character? = nil, _ help: String) {
        spec = OptionSpec(name, short: short, aliases: [], value: nil as OptionValue<Bool>?, repeatable: false, help: help, defaultText: nil)
    }
}

/// An option given at most once, with a value of type `Value` (`--as-of 2026-11-20`).
package struct Option<Value: Sendable>: CommandOption {
    package let spec: OptionSpec
    /// How a value is read: what `ParsedArguments` gives for this declaration is typed by it.
    package let value: OptionValue<Value>

    package init(_ name: String, short: Character? = nil, aliases: [String] = [], _ value: OptionValue<Value>, _ help: String, default defaultText: String? = nil) {
        spec = OptionSpec(name, short: short, aliases: aliases, value: value, repeatable: false, help: help, defaultText: defaultText)
        self.value = value
    }
}

/// An option that may be given several times (`--pin A --pin B`).
package struct RepeatedOption<Value: Sendable>: CommandOption {
    package let spec: OptionSpec
    package let value: OptionValue<Value>

    package init(_ name: String, short: Character? = nil, _ value: OptionValue<Value>, _ help: String, default defaultText: String? = nil) {
        spec = OptionSpec(name, short: short, aliases: [], value: value, repeatable: true, help: help, defaultText: defaultText)
        self.value = value
    }
}
