/// One command-line option: its name, whether it takes a value, and its help line. The same
/// definitions give parsing, `--help`, the shell completions and the man page.
struct OptionSpec: Sendable {
    let name: String
    /// The placeholder of the value (`PATH`, `DATE`); nil for a flag.
    let valueName: String?
    let repeatable: Bool
    let help: String
    /// What applies when the option is not given, shown in `--help`.
    let defaultText: String?
    /// The values the option takes, when it is a choice (for completions): given, or read
    /// from a placeholder such as `auto|rfc4180|excel`.
    let choices: [String]?

    init(name: String, valueName: String?, repeatable: Bool, help: String, defaultText: String?, choices: [String]? = nil) {
        self.name = name
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
        self.defaultText = defaultText
        self.choices = choices ?? valueName.flatMap { placeholder in
            let parts = placeholder.split(separator: "|").map(String.init)
            // `FILE|-` or `FILE|DIR|-` name kinds of path, not choices.
            return parts.count > 1 && parts.allSatisfy { $0 == $0.lowercased() && $0 != "-" } ? parts : nil
        }
    }

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, repeatable: false, help: help, defaultText: nil)
    }

    static func value(_ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil, repeatable: Bool = false, choices: [String]? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, repeatable: repeatable, help: help, defaultText: defaultText, choices: choices)
    }

    var takesValue: Bool { valueName != nil }

    /// The one-letter forms of the shared vocabulary: the same letter means the same option
    /// in every command (README "Options").
    static let shortNames: [String: String] = ["--out": "-o", "--format": "-f", "--quiet": "-q", "--verbose": "-v"]

    var shortName: String? { Self.shortNames[name] }

    /// Other spellings accepted for this option: `--locale` and `--locales` are one option
    /// wherever a command has only one of them.
    var aliases: [String] {
        switch name {
        case "--locale": return ["--locales"]
        case "--locales": return ["--locale"]
        default: return []
        }
    }

    /// Whether the option's value is a file or directory (for completions).
    var takesPath: Bool {
        guard let valueName else { return false }
        return ["PATH", "FILE", "DIR", "CATALOG"].contains { valueName.contains($0) }
    }
}
