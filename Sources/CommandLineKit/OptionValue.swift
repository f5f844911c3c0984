import SharpTools

/// How an option's value is written and read: its placeholder in help and completions, the
/// values completions offer, whether it names a file, and the parser that turns the text into
/// a typed value. The kind of value words its errors once (`InvalidValue`): `--locale` and a
/// settings file's `locales` say the same thing (`OptionValue+Kinds.swift` has the kinds,
/// `ValueText` those that settings files take too).
package struct OptionValue<Value: Sendable>: Sendable {
    package let placeholder: String
    package var choices: [String]?
    package var isPath = false
    /// Whether an argument the command does not take looks like a value of this kind given
    /// without its option (`report export.json` for `--store export.json`).
    package var claimsStray: (@Sendable (String) -> Bool)?
    package let parse: @Sendable (String) throws(InvalidValue) -> Value

    package init(
        placeholder: String, choices: [String]? = nil, isPath: Bool = false, claimsStray: (@Sendable (String) -> Bool)? = nil,
        parse: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) {
        self.placeholder = placeholder
        self.choices = choices
        self.isPath = isPath
        self.claimsStray = claimsStray
        self.parse = parse
    }
}

extension OptionValue where Value == String {
    /// Any text (`--pin NAME`).
    package static func text(_ placeholder: String) -> Self {
        Self(placeholder: placeholder) { $0 }
    }

    /// A file or directory; `placeholder` says which (`PATH`, `FILE|-`, `DIR`).
    package static func path(_ placeholder: String = "PATH") -> Self {
        Self(placeholder: placeholder, isPath: true) { $0 }
    }
}

extension OptionValue {
    /// One of `values`, each written as its `name`; the placeholder lists them (`a|b|c`)
    /// unless one is given. Completions offer the names when there are two or more.
    package static func choice(among values: [Value], placeholder: String? = nil, named name: @escaping @Sendable (Value) -> String) -> Self {
        let names = values.map(name)
        return Self(placeholder: placeholder ?? names.joined(separator: "|"), choices: names.count > 1 ? names : nil) { (text) throws(InvalidValue) in
            try ValueText.choice(text, among: values, named: name)
        }
    }

    /// One of the cases of an enum written as their raw values (`auto|rfc4180|excel`).
    package static func choice(among values: [Value]) -> Self where Value: RawRepresentable<String> {
        choice(among: values) { $0.rawValue }
    }
}
