/// How an option's value is written and read: its placeholder in help and completions, the
/// values completions offer, whether it names a file, and the parser that turns the text into
/// a typed value. A value type words its own errors, so `--as-of`, `--from` and a settings
/// file's date say the same thing (`OptionValue+Kinds.swift` has the kinds).
struct OptionValue<Value: Sendable>: Sendable {
    let placeholder: String
    var choices: [String]?
    var isPath = false
    let parse: @Sendable (String) throws(InvalidValue) -> Value
}

/// Why a value does not fit: the value as the message shows it and what is wrong, named by
/// whatever it came from (an option, or a member of a settings file).
struct InvalidValue: Error, Equatable {
    /// The value as written, shown in quotes; nil when the problem is with the text as a whole.
    let shown: String?
    let problem: String

    init(_ text: String?, _ problem: String) {
        self.init(shown: text.map { "\"\($0)\"" }, problem)
    }

    /// `shown` as the message shows the value (e.g. with its escapes: `"f\tr"`).
    init(shown: String?, _ problem: String) {
        self.shown = shown
        self.problem = problem
    }

    /// `--csv-dialect "tsv" is not one of auto, rfc4180, excel`.
    func message(for source: String) -> String {
        ([source] + [shown].compactMap { $0 } + [problem]).joined(separator: " ")
    }
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
            guard let index = names.firstIndex(of: text) else {
                throw InvalidValue(text, names.count == 1 ? "is not \(names[0])" : "is not one of \(names.joined(separator: ", "))")
            }
            return values[index]
        }
    }

    /// One of the cases of an enum written as their raw values (`auto|rfc4180|excel`).
    static func choice(among values: [Value]) -> Self where Value: RawRepresentable<String> {
        choice(among: values) { $0.rawValue }
    }
}
