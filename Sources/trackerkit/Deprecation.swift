import CommandFiles
/// A stable name on its way out (docs/contract.md §6): still accepted — or, for output, still
/// written when asked — with a warning on stderr, from the release `since` until at least the
/// release `removal` (one minor release later, or more). `Deprecations.all` lists them; the
/// warnings, `--csv-headers ids-v1`, docs/stable-names.txt and its test follow the list.
struct Deprecation: Sendable {
    enum Kind: String, Sendable {
        /// A command-line option's value (`--csv-headers ids-v1`); `scope` is the option.
        case value
        /// A column id of `--csv-headers ids`; `scope` is the file (`streaks.csv`).
        case csvID = "csv-id"
    }

    let kind: Kind
    let scope: String
    /// The old name.
    let name: String
    /// What to use instead.
    let replacement: String
    /// The release that deprecated it and the first that may remove it.
    let since: String
    let removal: String

    /// The warning a use prints.
    var warning: String {
        "\(scope) \(name) is deprecated since \(since) and will be removed in \(removal): use \(scope) \(replacement)"
    }
}

enum Deprecations {
    /// `--csv-headers ids-v1`: the ids 0.1 and 0.2 wrote, renamed in 0.3 without a transition
    /// (`position` everywhere, `jokers` as the reports say).
    static let idsVersion1 = Deprecation(
        kind: .value, scope: "--csv-headers", name: "ids-v1", replacement: "ids", since: "0.4.0", removal: "0.6.0")

    static let all: [Deprecation] = [
        idsVersion1,
        Deprecation(kind: .csvID, scope: "logs.csv", name: "tracker_position", replacement: "position", since: "0.4.0", removal: "0.6.0"),
        Deprecation(kind: .csvID, scope: "streaks.csv", name: "rewards_available", replacement: "jokers_available", since: "0.4.0", removal: "0.6.0"),
        Deprecation(kind: .csvID, scope: "streaks.csv", name: "rewards_earned", replacement: "jokers_earned", since: "0.4.0", removal: "0.6.0"),
        Deprecation(kind: .csvID, scope: "streaks.csv", name: "rewards_used", replacement: "jokers_used", since: "0.4.0", removal: "0.6.0"),
        Deprecation(kind: .csvID, scope: "trackers.csv", name: "rewards", replacement: "jokers", since: "0.4.0", removal: "0.6.0"),
    ]

    /// The deprecation of `value` given to `option`, if it is one.
    static func value(_ value: String, of option: String) -> Deprecation? {
        all.first { $0.kind == .value && $0.scope == option && $0.name == value }
    }

    /// The ids `--csv-headers ids-v1` writes instead of today's, by file and id.
    static var idsVersion1Names: [String: [String: String]] {
        var names: [String: [String: String]] = [:]
        for deprecation in all where deprecation.kind == .csvID {
            names[deprecation.scope, default: [:]][deprecation.replacement] = deprecation.name
        }
        return names
    }
}
