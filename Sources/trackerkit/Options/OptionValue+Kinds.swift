import Foundation
import SharpTools
import StringCatalog
import TrackerModel

/// The kinds of value the commands take, each with the one wording of its errors.
extension OptionValue where Value == CalendarDay {
    static var date: Self {
        Self(placeholder: "YYYY-MM-DD") { (text) throws(InvalidValue) in
            guard let day = CalendarDay(iso: text) else { throw InvalidValue(text, "is not a date (expected YYYY-MM-DD)") }
            return day
        }
    }
}

extension OptionValue where Value == TimeZone {
    static var timeZone: Self {
        Self(placeholder: "IANA", parse: ValueText.timeZone)
    }
}

extension OptionValue where Value == [String] {
    /// `de,en`: comma-separated locale identifiers (`ValueText.locales`).
    static func locales(_ placeholder: String = "LIST") -> Self {
        Self(placeholder: placeholder, parse: ValueText.locales)
    }

    /// `fr,pt-BR`: comma-separated BCP 47 language tags, exactly as written (an empty one is
    /// not a tag).
    static func languageTags(_ placeholder: String) -> Self {
        Self(placeholder: placeholder) { (text) throws(InvalidValue) in
            let tags = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if let bad = tags.first(where: { !LocaleTag.isWellFormed($0) }) {
                throw InvalidValue(shown: String(reflecting: bad), "is not a BCP 47 language tag (such as fr, pt-BR or zh-Hans)")
            }
            return tags
        }
    }
}

extension OptionValue where Value == Int {
    /// A positive byte count, optionally with K, M or G (powers of 1024).
    static var size: Self {
        Self(placeholder: "SIZE") { (text) throws(InvalidValue) in
            var digits = Substring(text)
            let shift = ["K": 10, "k": 10, "M": 20, "m": 20, "G": 30, "g": 30][digits.last.map(String.init) ?? ""] ?? 0
            if shift > 0 { digits = digits.dropLast() }
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0, value <= Int.max >> shift else {
                throw InvalidValue(text, "is not a size (e.g. 500M, 2G or a number of bytes)")
            }
            return value << shift
        }
    }

    /// A 1-based place in a list, any whole number (the use clamps it).
    static var position: Self {
        Self(placeholder: "N") { (text) throws(InvalidValue) in
            guard let position = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw InvalidValue(text, "is not a position (a whole number; 1 is the top of the list)")
            }
            return position
        }
    }
}

extension OptionValue where Value == Double {
    /// `95`, `95%` or `99.5`: from 0 to 100.
    static var percentage: Self {
        Self(placeholder: "N") { (text) throws(InvalidValue) in
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
                throw InvalidValue(text, "is not a percentage between 0 and 100")
            }
            return value
        }
    }
}

extension OptionValue where Value == (kind: ProblemKind, severity: ProblemSeverity?) {
    /// `KIND=LEVEL` (`CheckSettings.severityOverride`).
    static var severity: Self {
        Self(placeholder: "KIND=LEVEL", parse: CheckSettings.severityOverride)
    }
}
