import Foundation
import SharpTools
import StringCatalog
import TrackerModel
import TrackerStore
import CatalogCheck
import CommandLineKit

extension OptionValue where Value == String {
    /// A tracker store; an argument named like one (`export.json`, `default.store`) where the
    /// command takes none is taken for a forgotten `--store`.
    package static var store: Self { Self(placeholder: "PATH", isPath: true, claimsStray: StoreReaders.isNamedLikeAStore) { $0 } }
}

/// The kinds of value the commands take: the placeholder help and completions show, and the
/// reading of the value type itself, which words its errors (settings files read the same).
extension OptionValue where Value == CalendarDay {
    package static var date: Self { Self(placeholder: "YYYY-MM-DD", parse: CalendarDay.read) }
}

extension OptionValue where Value == TimeZone {
    package static var timeZone: Self { Self(placeholder: "IANA", parse: ValueText.timeZone) }
}

extension OptionValue where Value == [String] {
    /// `de,en`: comma-separated locale identifiers.
    package static func locales(_ placeholder: String = "LIST") -> Self { Self(placeholder: placeholder, parse: ValueText.locales) }

    /// `fr,pt-BR`: comma-separated BCP 47 language tags.
    package static func languageTags(_ placeholder: String) -> Self { Self(placeholder: placeholder, parse: LocaleTag.list) }
}

extension OptionValue where Value == Int {
    /// Bytes, or with K, M or G.
    package static var size: Self { Self(placeholder: "SIZE", parse: ValueText.byteCount) }

    /// A 1-based place in the displayed list.
    package static var position: Self { Self(placeholder: "N", parse: DisplayOrderEdit.position) }
}

extension OptionValue where Value == Double {
    /// A percentage from 0 to 100.
    package static var percentage: Self { Self(placeholder: "N", parse: CheckSettings.minimumCoverage) }
}

extension OptionValue where Value == (kind: ProblemKind, severity: ProblemSeverity?) {
    /// `KIND=LEVEL`.
    package static var severity: Self { Self(placeholder: "KIND=LEVEL", parse: CheckSettings.severityOverride) }
}

extension OptionValue where Value == Int {
    /// A whole number of at least `minimum`.
    package static func count(minimum: Int) -> Self { Self(placeholder: "N") { (text) throws(InvalidValue) in try ValueText.count(text, minimum: minimum) } }
}

extension OptionValue where Value == Double {
    /// A number of seconds.
    package static var seconds: Self { Self(placeholder: "SECONDS", parse: ValueText.seconds) }
}
