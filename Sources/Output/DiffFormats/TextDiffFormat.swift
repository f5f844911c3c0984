import SharpTools
import StringCatalog
import CatalogEdit

/// `strings diff` for a terminal: the counts, then a line per key added, removed or renamed
/// and per changed unit or member — keys, values and states on one line each, shortened and
/// with controls made visible (`TerminalText`).
public struct TextDiffFormat: CatalogDiffFormat {
    public let name = "text"
    public let helpNote = "a line per change"

    public init() {}

    package func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        var out = "\(TerminalText.oneLine(old)) → \(TerminalText.oneLine(new)): \(diff.counts.sentence)\n"
        guard !diff.isEmpty else { return out }
        out += "\n"
        for key in diff.added { out += "added   \(Self.key(key.key))\(Self.locales(key.locales))\n" }
        for key in diff.removed { out += "removed \(Self.key(key.key))\(Self.locales(key.locales))\n" }
        for rename in diff.renamed { out += "renamed \(Self.key(rename.from)) → \(Self.key(rename.to))\n" }
        for change in diff.changes {
            out += TerminalText.oneLine(DisplayText.shortened(change.place.description)) + ": " + TerminalText.oneLine(change.summary) + "\n"
        }
        return out
    }

    static func key(_ key: String) -> String {
        TerminalText.oneLine(DisplayText.shortened(CatalogDiffFormats.quoted(key)))
    }

    static func locales(_ locales: [String]) -> String {
        locales.isEmpty ? "" : " [" + TerminalText.oneLine(locales.joined(separator: ", ")) + "]"
    }
}
