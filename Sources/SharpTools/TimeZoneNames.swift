/// The IANA time zone names nearest to a text that is not one: people type a city
/// (`Berlin`, `new york`), a name in the wrong case (`europe/berlin`) or a slip of the
/// keyboard (`Europe/Berln`), and should be told the name to write.
package enum TimeZoneNames {
    /// At most this many names are offered: a city found in several regions
    /// (`Indianapolis`) lists them, more would be a list to read, not a suggestion.
    package static let maximumSuggestions = 3

    /// The names of `identifiers` (the known zones) nearest to `typed`, best first: the same
    /// name in another case; else the zones whose city (the part after the last `/`) is the
    /// typed text — spaces written as `_`, case ignored; else those at the smallest edit
    /// distance, whole or by city (at most 2, and one per four letters). Empty when none is
    /// near.
    package static func nearest(to typed: String, among identifiers: [String]) -> [String] {
        let wanted = typed.trimmingWhitespace.replacingSpaces.lowercased()
        guard !wanted.isEmpty else { return [] }
        let sorted = identifiers.sorted()
        if let same = sorted.first(where: { $0.lowercased() == wanted }) { return [same] }
        let cities = sorted.filter { city(of: $0) == wanted }
        if !cities.isEmpty { return Array(cities.prefix(maximumSuggestions)) }
        let wantedScalars = Array(wanted.unicodeScalars)
        // By city when the text names no region; whole names otherwise.
        let byCity = !wanted.contains("/")
        let limit = min(2, max(1, wantedScalars.count / 4))
        var rows = EditDistance()
        var best: [(name: String, distance: Int)] = []
        for identifier in sorted {
            let compared = byCity ? city(of: identifier) : identifier.lowercased()
            let distance = rows.between(wantedScalars, Array(compared.unicodeScalars), limit: limit)
            if distance <= limit { best.append((identifier, distance)) }
        }
        guard let smallest = best.map(\.distance).min() else { return [] }
        return Array(best.filter { $0.distance == smallest }.map(\.name).prefix(maximumSuggestions))
    }

    /// `America/Argentina/Buenos_Aires` → `buenos_aires`.
    private static func city(of identifier: String) -> String {
        (identifier.split(separator: "/").last.map(String.init) ?? identifier).lowercased()
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    fileprivate var replacingSpaces: String {
        String(map { $0 == " " ? "_" : $0 })
    }
}
