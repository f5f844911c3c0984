import Foundation

/// The kinds of value that both options and settings files take, read from their text with the
/// one wording of their errors.
package enum ValueText {
    /// An IANA time zone (`Europe/Berlin`); for any other text the nearest names, if any
    /// (`Berlin` → Europe/Berlin, `new york` → America/New_York).
    package static func timeZone(_ identifier: String) throws(InvalidValue) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            let nearest = TimeZoneNames.nearest(to: identifier, among: TimeZone.knownTimeZoneIdentifiers)
            let hint = nearest.isEmpty ? "e.g. Europe/Berlin" : "did you mean \(nearest.joined(separator: " or "))?"
            throw InvalidValue(identifier, "is not an IANA time zone (\(hint))")
        }
        return zone
    }

    /// `de,en` → ["de", "en"]: at least one, each shaped like a locale identifier, each once.
    package static func locales(_ text: String) throws(InvalidValue) -> [String] {
        let locales = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !locales.isEmpty else { throw InvalidValue(nil, "needs at least one locale, e.g. de,en") }
        for locale in locales where !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw InvalidValue(locale, "is not a locale identifier (e.g. de, en, de-AT)")
        }
        var seen = Set<String>()
        return locales.filter { seen.insert($0).inserted }
    }

    /// The one of `values` whose name is `text`.
    package static func choice<Value>(_ text: String, among values: [Value], named name: (Value) -> String) throws(InvalidValue) -> Value {
        let names = values.map(name)
        guard let index = names.firstIndex(of: text) else {
            throw InvalidValue(text, names.count == 1 ? "is not \(names[0])" : "is not one of \(names.joined(separator: ", "))")
        }
        return values[index]
    }

    /// The case of an enum whose raw value is `text`.
    package static func choice<Value: CaseIterable & RawRepresentable<String>>(_ text: String, of type: Value.Type) throws(InvalidValue) -> Value {
        try choice(text, among: Array(Value.allCases)) { $0.rawValue }
    }

    /// A positive number of bytes, optionally with K, M or G (powers of 1024): `500M`, `2G`.
    package static func byteCount(_ text: String) throws(InvalidValue) -> Int {
        var digits = Substring(text)
        let shift = ["K": 10, "k": 10, "M": 20, "m": 20, "G": 30, "g": 30][digits.last.map(String.init) ?? ""] ?? 0
        if shift > 0 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0, value <= Int.max >> shift else {
            throw InvalidValue(text, "is not a size (e.g. 500M, 2G or a number of bytes)")
        }
        return value << shift
    }
}
