/// A locale asked for on the command line (`DE`, `de_DE`, `de-AT`, `en-GB`) matched to a
/// locale the report phrases exist in (`de`, `en`).
///
/// The request is normalized to BCP 47 casing (`de_at` → `de-AT`) and compared with the
/// available locales case-insensitively, the whole tag first, then shorter and shorter
/// (`de-Latn-AT` → `de-Latn` → `de`). The normalized identifier keeps the region for numbers
/// and dates (`de-CH` writes `0.5`); the folder is the available locale's own name.
public struct ReportLocaleMatch: Sendable, Equatable {
    /// As given.
    public let requested: String
    /// Normalized: looks the phrases up (falling back to the language) and formats numbers.
    public let identifier: String
    /// The available locale it matched, the name of its output folder (`de`).
    public let folder: String

    /// The match of `requested` among `available`, or nil when none has its language.
    public static func match(_ requested: String, available: [String]) -> ReportLocaleMatch? {
        let identifier = normalized(requested)
        var candidate = identifier.split(separator: "-").map(String.init)
        while !candidate.isEmpty {
            let tag = candidate.joined(separator: "-").lowercased()
            if let found = available.first(where: { normalized($0).lowercased() == tag }) {
                return ReportLocaleMatch(requested: requested, identifier: identifier, folder: found)
            }
            candidate.removeLast()
        }
        return nil
    }

    /// `de_at` → `de-AT`, `zh_hant_tw` → `zh-Hant-TW`, `EN` → `en`.
    public static func normalized(_ identifier: String) -> String {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.enumerated().map { index, part -> String in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }
}
