import SharpTools
import StringCatalog
import CatalogCode

/// A key the caller requires the catalog to have (a level label key or a preset name).
/// The CLI builds these from the presets and the store's trackers; this module knows
/// nothing about trackers beyond this list.
package struct RequiredKey: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// A level's `labelKey` (`NoAlc.Steady`, `Mood.Awful`, …).
        case levelLabel
        /// A preset tracker's name (`Mood`, `Drink Water`, …).
        case presetName
    }

    package var key: String
    package var kind: Kind
    /// The tracker the key belongs to (its name), when known.
    package var tracker: String?
    /// The level's `key` (`awful`), for level labels.
    package var level: String?
    /// Why the catalog must have it, when that is not evident from the tracker (a preset's
    /// label, required because the catalog already holds another one): the message says it.
    package var reason: String?

    package init(key: String, kind: Kind, tracker: String? = nil, level: String? = nil, reason: String? = nil) {
        self.key = key
        self.kind = kind
        self.tracker = tracker
        self.level = level
        self.reason = reason
    }
}

/// How serious a problem is: errors fail the check, warnings only with `--strict`.
package enum ProblemSeverity: String, Sendable, Hashable, Comparable {
    case error, warning

    package static func < (lhs: ProblemSeverity, rhs: ProblemSeverity) -> Bool {
        lhs == .error && rhs == .warning
    }
}

/// The kinds of problem `strings check` reports (contract §5), in report order.
package enum ProblemKind: String, Sendable, Hashable, CaseIterable {
    case missingKey = "missing-key"
    case missingTranslation = "missing-translation"
    case untranslated
    case needsReview = "needs-review"
    case stale
    case formatMismatch = "format-mismatch"
    case pluralMissingCategory = "plural-missing-category"
    /// A plural form the language never shows (`few` in German, per CLDR; `zero` is shown for
    /// the count 0 in every language).
    case pluralExtraCategory = "plural-extra-category"
    case duplicateKey = "duplicate-key"
    case invalidEntry = "invalid-entry"
    /// A catalog key no scanned source uses (only with sources).
    case unusedKey = "unused-key"
    /// A stale key the scanned sources use: Xcode will extract it again.
    case staleButUsed = "stale-but-used"
    /// A key two catalogs of one run translate differently into one locale (only with
    /// several catalogs).
    case inconsistentTranslation = "inconsistent-translation"
    /// The quality checks (`QualityChecks.all`): warnings by default.
    case sameAsSource = "same-as-source"
    case whitespace
    case endPunctuation = "end-punctuation"
    case newlines
    case doubleSpace = "double-space"
    case numbers
    case urls
    case brackets
    case length
    case glossary
    /// A phrase of an App Shortcuts catalog (`AppShortcuts.xcstrings`) without
    /// `${applicationName}`, in some locale: Siri needs the app's name in every phrase, and
    /// the build rejects the catalog.
    case appShortcutPhrase = "app-shortcut-phrase"

    /// The usual severity (`plural-missing-category` may be a warning, see the checker).
    package var defaultSeverity: ProblemSeverity {
        switch self {
        case .needsReview, .stale, .pluralExtraCategory, .unusedKey, .staleButUsed, .inconsistentTranslation: return .warning
        case .sameAsSource, .whitespace, .endPunctuation, .newlines, .doubleSpace, .numbers, .urls, .brackets, .length, .glossary: return .warning
        default: return .error
        }
    }

    /// The position in report order (the order of `allCases`), without building `allCases`.
    package var order: Int {
        switch self {
        case .missingKey: return 0
        case .missingTranslation: return 1
        case .untranslated: return 2
        case .needsReview: return 3
        case .stale: return 4
        case .formatMismatch: return 5
        case .pluralMissingCategory: return 6
        case .pluralExtraCategory: return 7
        case .duplicateKey: return 8
        case .invalidEntry: return 9
        case .unusedKey: return 10
        case .staleButUsed: return 11
        case .inconsistentTranslation: return 12
        case .sameAsSource: return 13
        case .whitespace: return 14
        case .endPunctuation: return 15
        case .newlines: return 16
        case .doubleSpace: return 17
        case .numbers: return 18
        case .urls: return 19
        case .brackets: return 20
        case .length: return 21
        case .glossary: return 22
        case .appShortcutPhrase: return 23
        }
    }
}

/// One finding of the completeness check.
package struct CatalogProblem: Sendable, Hashable {
    package var severity: ProblemSeverity
    package var kind: ProblemKind
    package var key: String
    package var locale: String?
    package var tracker: String?
    package var level: String?
    /// What is wrong and how to fix it, in one sentence.
    package var message: String
    /// For `missing-key`: the closest existing key.
    package var suggestion: String?
    /// The line in the catalog file, when the problem is about something in it.
    package var line: Int?
    /// Where the code uses the key (`missing-key` and `stale-but-used` found by a source scan).
    package var source: SourceLocation?
    /// The string unit inside the localization, as `strings export` names it (`plural.one`,
    /// `substitutions.count/plural.few`), for problems about one unit (the quality checks);
    /// nil for the plain unit and for problems about more.
    package var path: String?
    /// For `format-mismatch`: what the mismatch does when the app runs (`FormatConsequence`).
    package var consequence: FormatConsequence?
    /// For `unused-key`: why the key counts as unused — what the scan looked for and did not find.
    package var reason: String?

    package init(
        severity: ProblemSeverity, kind: ProblemKind, key: String, locale: String? = nil, tracker: String? = nil,
        level: String? = nil, message: String, suggestion: String? = nil, line: Int? = nil, source: SourceLocation? = nil,
        path: String? = nil
    ) {
        self.source = source
        self.path = path
        self.severity = severity
        self.kind = kind
        self.key = key
        self.locale = locale
        self.tracker = tracker
        self.level = level
        self.message = message
        self.suggestion = suggestion
        self.line = line
    }

    /// A key, value or name from a catalog as a message quotes it: in double quotes, shortened
    /// for showing (`DisplayText`). A message is prose for people, repeated per locale and
    /// format; `key` keeps the whole key for tools (JSON, SARIF, JUnit, baselines).
    static func quoted(_ text: String) -> String {
        "\"" + DisplayText.shortened(text) + "\""
    }

    /// A locale or name from a catalog as a message shows it, unquoted: shortened for showing.
    static func shown(_ text: String) -> String {
        DisplayText.shortened(text)
    }
}

/// The counts of one locale (contract §5 "Counting").
package struct LocaleSummary: Sendable, Hashable {
    package var locale: String
    package var keys = 0
    package var translated = 0
    package var missing = 0
    package var needsReview = 0
    package var new = 0
    package var stale = 0

    package init(locale: String, keys: Int = 0, translated: Int = 0, missing: Int = 0, needsReview: Int = 0, new: Int = 0, stale: Int = 0) {
        self.locale = locale
        self.keys = keys
        self.translated = translated
        self.missing = missing
        self.needsReview = needsReview
        self.new = new
        self.stale = stale
    }

    /// translated / keys in percent (100 when there are no keys).
    package var coverage: Double {
        keys == 0 ? 100 : Double(translated) * 100 / Double(keys)
    }
}
