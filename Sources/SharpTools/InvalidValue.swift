/// Why a text is not a value of the kind asked for: the text as a message shows it and what
/// is wrong — worded once, by the kind of value — named by where the text came from: an
/// option (`--timezone "Mars" is not an IANA time zone …`) or a member of a settings file
/// (`report.timeZone "Mars" is not …`).
package struct InvalidValue: Error, Sendable, Equatable {
    /// The value as written, as the message shows it; nil when the problem is with the text
    /// as a whole.
    package let shown: String?
    package let problem: String

    /// `text` shown in quotes.
    package init(_ text: String?, _ problem: String) {
        self.init(shown: text.map { "\"\($0)\"" }, problem)
    }

    /// `shown` as the message shows the value (e.g. with its escapes: `"f\tr"`).
    package init(shown: String?, _ problem: String) {
        self.shown = shown
        self.problem = problem
    }

    /// `--csv-dialect "tsv" is not one of auto, rfc4180, excel`.
    package func message(for source: String) -> String {
        ([source] + [shown].compactMap { $0 } + [problem]).joined(separator: " ")
    }
}

extension InvalidValue: CustomStringConvertible {
    /// The value as written and the problem (`"Mars" is not an IANA time zone`).
    package var description: String { shown.map { "\($0) \(problem)" } ?? problem }
}
