import SharpTools
import StringCatalog
import CatalogEdit

/// `strings diff --format md`, for a pull request: the counts as a sentence and a table per
/// locale, then one table row per change — folded away (`<details>`) when there are many, so
/// the comment stays short.
public struct MarkdownDiffFormat: CatalogDiffFormat {
    public let name = "md"
    public let helpNote = "a pull-request comment"
    /// More rows than this are folded.
    static let openRows = 30

    public init() {}

    package func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        let counts = diff.counts
        var out = "**String catalog** \(MarkdownText.codeSpan(DisplayText.shortened(old))) → \(MarkdownText.codeSpan(DisplayText.shortened(new))): "
        out += MarkdownText.escapeInline(counts.sentence) + "\n"
        guard !diff.isEmpty else { return out }
        if !counts.locales.isEmpty {
            let kinds: [CatalogDiff.Change.Kind] = [.translation, .source, .state, .added, .removed]
            var table = MarkdownTable(columns: [MarkdownTable.Column("locale")] + kinds.map { MarkdownTable.Column(Self.title($0), alignment: .right) })
            for (locale, byKind) in counts.locales {
                table.appendRow([locale] + kinds.map { String(byKind[$0] ?? 0) })
            }
            out += "\n" + table.render()
        }
        var rows = MarkdownTable(columns: ["change", "key", "locale", "path", "before", "after"].map { MarkdownTable.Column($0) })
        for key in diff.added { rows.appendRow([.text("key added"), Self.code(key.key), .text(key.locales.joined(separator: ", "))]) }
        for key in diff.removed { rows.appendRow([.text("key removed"), Self.code(key.key), .text(key.locales.joined(separator: ", "))]) }
        for rename in diff.renamed { rows.appendRow([.text("key renamed"), Self.code(rename.to), .text(""), .text(""), Self.code(rename.from), Self.code(rename.to)]) }
        for change in diff.changes {
            let path = change.place.path + (change.place.field.map { change.place.path.isEmpty ? $0 : " " + $0 } ?? "")
            rows.appendRow([.text(Self.title(change.kind)), Self.code(change.place.key ?? ""), .text(change.place.locale ?? ""), .text(path),
                            .text(change.before.map(Self.shown) ?? ""), .text(change.after.map(Self.shown) ?? "")])
        }
        let total = diff.added.count + diff.removed.count + diff.renamed.count + diff.changes.count
        if total > Self.openRows {
            out += "\n<details><summary>All \(total) changes</summary>\n\n" + rows.render() + "\n</details>\n"
        } else {
            out += "\n" + rows.render()
        }
        return out
    }

    static func title(_ kind: CatalogDiff.Change.Kind) -> String {
        switch kind {
        case .translation: return "translation"
        case .source: return "source"
        case .state: return "state"
        case .added: return "unit added"
        case .removed: return "unit removed"
        case .field: return "other"
        }
    }

    static func code(_ text: String) -> MarkdownCell {
        .markdown(MarkdownText.codeSpan(DisplayText.shortened(text)))
    }

    static func shown(_ value: CatalogDiff.Value) -> String {
        let text = DisplayText.shortened(value.isString ? CatalogDiffFormats.quoted(value.text) : value.text)
        return value.state.map { "\(text) (\($0))" } ?? text
    }
}
