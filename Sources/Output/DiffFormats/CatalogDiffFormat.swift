import SharpTools
import StringCatalog
import CatalogEdit

/// One output format of `trackerkit strings diff --format`: a type per format, listed once in
/// `CatalogDiffFormats.all` (the `--format` values, their help and the dispatch come from it).
package protocol CatalogDiffFormat: Sendable {
    /// The `--format` value (`md`).
    var name: String { get }
    /// What the `--format` help says of it.
    var helpNote: String { get }
    /// The diff from `old` to `new` (as the user named them); ends with a newline.
    func render(_ diff: CatalogDiff, old: String, new: String) -> String
}

/// The diff formats, in the order the help lists them.
public enum CatalogDiffFormats {
    package static let all: [any CatalogDiffFormat] = [TextDiffFormat(), MarkdownDiffFormat(), JSONDiffFormat()]

    /// The `--format` values, in list order.
    public static var names: [String] { all.map(\.name) }

    /// `text` as a JSON string literal: how values are shown, so that quotes, backslashes and
    /// line breaks in them read unambiguously.
    public static func quoted(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }

    /// `text (…), md (…), json (…)` for the help.
    public static var helpList: String { all.map { "\($0.name) (\($0.helpNote))" }.joined(separator: ", ") }
}

extension CatalogDiff.Counts {
    /// `2 keys added, 1 removed, 1 renamed; 5 units changed in 3 keys (de 3, fr 2); 1 other
    /// change` — the parts that are not zero; `no changes` when all are.
    public var sentence: String {
        var parts: [String] = []
        let keyParts = [(keysAdded, "added"), (keysRemoved, "removed"), (keysRenamed, "renamed")].filter { $0.0 > 0 }
        if let first = keyParts.first {
            let words = ["\(first.0) key\(first.0 == 1 ? "" : "s") \(first.1)"] + keyParts.dropFirst().map { "\($0.0) \($0.1)" }
            parts.append(words.joined(separator: ", "))
        }
        if units > 0 {
            let perLocale = locales.map { "\($0.locale) \($0.kinds.values.reduce(0, +))" }.joined(separator: ", ")
            parts.append("\(units) unit\(units == 1 ? "" : "s") changed in \(keysWithUnitChanges) key\(keysWithUnitChanges == 1 ? "" : "s") (\(perLocale))")
        }
        if otherChanges > 0 { parts.append("\(otherChanges) other change\(otherChanges == 1 ? "" : "s")") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }
}

extension CatalogDiff.Change {
    /// What changed, in a few words: `"Alt" → "Neu"`, `needs_review → translated`, `added
    /// "Neu" (translated)`. Values are shortened (`DisplayText`), not yet escaped.
    public var summary: String {
        let before = self.before.map(Self.shortened), after = self.after.map(Self.shortened)
        switch kind {
        case .added: return "added " + (after ?? "")
        case .removed: return "removed " + (before ?? "")
        case .state: return "\(self.before?.state ?? "") → \(self.after?.state ?? "")"
        case .source: return "source " + Self.pair(self.before, self.after)
        case .translation: return Self.pair(self.before, self.after)
        case .field: return "\(before ?? "(none)") → \(after ?? "(none)")"
        }
    }

    /// Before and after, with the states only when they differ.
    private static func pair(_ before: CatalogDiff.Value?, _ after: CatalogDiff.Value?) -> String {
        guard let before, let after else { return "" }
        if before.state == after.state {
            return DisplayText.shortened(CatalogDiffFormats.quoted(before.text)) + " → " + DisplayText.shortened(CatalogDiffFormats.quoted(after.text))
        }
        return shortened(before) + " → " + shortened(after)
    }

    private static func shortened(_ value: CatalogDiff.Value) -> String {
        let text = value.isString ? DisplayText.shortened(CatalogDiffFormats.quoted(value.text)) : DisplayText.shortened(value.text)
        return value.state.map { "\(text) (\($0))" } ?? text
    }
}
