/// What a format mismatch does to the app, most serious first. Only `harmless` leaves the
/// gate passing by default: the others are errors of `format-mismatch`, a stable kind name,
/// with this as its `consequence`.
package enum FormatConsequence: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The app crashes or reads memory it was not given: an object read where the call passes a
    /// number (a reordered `%lld`/`%@` without positions), a number of another width read (its
    /// arguments after it shift), an argument the call does not pass.
    case crash
    /// The catalog does not compile: a `%` the catalog compiler rejects (`50%-ig`: a `%`
    /// glued to a letter that starts no specifier the source has).
    case buildError = "build-error"
    /// The text shows something else: another kind of number of the same width (`%d` for
    /// `%u`, `%x`), a lost precision or width (`%.2f` → `%f`), a number read as text.
    case wrongOutput = "wrong-output"
    /// Nothing goes wrong: the translation leaves out an argument (it shows less).
    case harmless

    /// The order above: a problem with several differences takes the most serious.
    var rank: Int {
        switch self {
        case .crash: return 0
        case .buildError: return 1
        case .wrongOutput: return 2
        case .harmless: return 3
        }
    }

    package static func < (lhs: FormatConsequence, rhs: FormatConsequence) -> Bool { lhs.rank < rhs.rank }

    /// The severity a finding with this consequence has by default: an error unless harmless.
    package var severity: ProblemSeverity { self == .harmless ? .warning : .error }

    /// How messages name it.
    package var phrase: String {
        switch self {
        case .crash: return "crashes the app"
        case .buildError: return "breaks the build"
        case .wrongOutput: return "shows wrong output"
        case .harmless: return "harmless"
        }
    }
}
