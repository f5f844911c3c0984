import SharpTools

/// How an option's value is written and read: its placeholder in help and completions, the
/// values completions offer, whether it names a file, and the parser that turns the text into
/// a typed value. The kind of value words its errors once (`InvalidValue`): `--locale` and a
/// settings file's `locales` say the same thing (`OptionValue+Kinds.swift` has the kinds,
/// `ValueText` those that settings files take too).
struct OptionValue<Value: Sendable>: Sendable {
    let placeholder: String
    var choices: [String]?
    var isPath = false
    /// Whether an argument the command does not take looks like a value of this kind given
    /// without its option (`report export.json` for `--store export.json`).
    var claimsStray: (@Sendable (String) -> Bool)?
    let parse: @Sendable (String) throws(InvalidValue) -> Value
}

extension OptionValue where Value == String {
    /// Any text (`--pin NAME`).
    static func text(_ placeholder: String) -> Self {
        Self(placeholder: placeholder) { $0 }
    }

    /// A file or directory; `placeholder` says which (`PATH`, `FILE|-`, `DIR`).
    static func path(_ placeholder: String = "PATH") -> Self {
        Self(placeholder: placeholder, isPath: true) { $0 }
    }
}

extension OptionValue {
    /// One of `values`, each written as its `name`; the placeholder lists them (`a|b|c`)
    /// unless one is given. Completions offer the names when there are two or more.
    static func choice(among values: [Value], placeholder: String? = nil, named name: @escaping @Sendable (Value) -> String) -> Self {
        let names = values.map(name)
        return Self(placeholder: placeholder ?? names.joined(separator: "|"), choices: names.count > 1 ? names : nil) { (text) throws(InvalidValue) in
            try ValueText.choice(text, among: values, named: name)
        }
    }

    /// One of the cases of an enum written as their raw values (`auto|rfc4180|excel`).
    static func choice(among values: [Value]) -> Self where Value: RawRepresentable<String> {
        choice(among: values) { $0.rawValue }
    }
}
