import SharpTools
import StringCatalog
import CatalogEdit

/// What `strings merge` prints about its conflicts on stderr: one line per conflict — the file
/// and line in the merged result, the key, locale and path, ours and theirs (and base) — then a
/// block a person can resolve from: per conflict the member as ours has it (now in the file)
/// and as theirs has it, between `<<<<<<<`, `|||||||`, `=======` and `>>>>>>>` lines as git
/// shows conflicts, ready to be copied over the lines the file has there.
public struct MergeConflictReport: Sendable {
    package let conflicts: [CatalogMerge.Conflict]
    /// Each conflict's line in the merged file.
    public let lines: [Int]
    /// The file as messages name it.
    public let file: String

    /// The conflicts are listed by their line (a file kept in its own layout need not be in
    /// the order of the keys).
    package init(conflicts: [CatalogMerge.Conflict], lines: [Int], file: String) {
        let sorted = zip(conflicts, lines).enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
        self.conflicts = sorted.map(\.0)
        self.lines = sorted.map(\.1)
        self.file = file
    }

    /// `FILE:LINE: "KEY" [de] plural.one: ours "…" (translated), theirs "…" (needs_review),
    /// base "…" (new)` — one line each, values shortened, controls visible.
    public var conflictLines: [String] {
        zip(conflicts, lines).map { conflict, line in
            let sides = [("ours", conflict.ours), ("theirs", conflict.theirs), ("base", conflict.base)].map { name, side in
                "\(name) " + (side.map { DisplayText.shortened($0.summary) } ?? "(none)")
            }
            // Texts that look alike and differ only in their Unicode scalars (one side's
            // letters precomposed, the other's with combining marks) are told apart.
            let lookAlike = conflict.ours.flatMap { ours in conflict.theirs.map { ours.json == $0.json && !ours.json.utf8.elementsEqual($0.json.utf8) } } ?? false
            let remark = lookAlike ? " (the same text in other Unicode scalars: take either)" : ""
            return TerminalText.oneLine("\(file):\(line): \(Self.shown(conflict.place)): " + sides.joined(separator: ", ") + remark)
        }
    }

    /// The place with a long key (or path) shortened inside its quotes, so that the closing
    /// quote, the `[locale]` and the path always show: `"KKK…" [de] plural.one`.
    static func shown(_ place: CatalogPlace) -> String {
        var shortened = place
        shortened.key = place.key.map(DisplayText.shortened)
        shortened.locale = place.locale.map(DisplayText.shortened)
        shortened.path = DisplayText.shortened(place.path)
        shortened.field = place.field.map(DisplayText.shortened)
        return shortened.description
    }

    /// The block to resolve from (ends with a newline).
    public var block: String {
        let count = conflicts.count
        var out = "\(count) conflict\(count == 1 ? "" : "s") in \(TerminalText.oneLine(file)); it keeps ours there. "
        out += "To take theirs, replace the lines at each place with the part after =======; then git add the file.\n"
        for (conflict, line) in zip(conflicts, lines) {
            let name = conflict.jsonPath.last ?? ""
            let indent = String(repeating: "  ", count: max(conflict.jsonPath.count, 1))
            out += "\n\(TerminalText.oneLine(file)):\(line): \(TerminalText.oneLine(conflict.place.description))\n"
            out += "<<<<<<< ours\n" + Self.member(name, conflict.ours, indent: indent)
            if let base = conflict.base { out += "||||||| base\n" + Self.member(name, base, indent: indent) }
            out += "=======\n" + Self.member(name, conflict.theirs, indent: indent) + ">>>>>>> theirs\n"
        }
        return out
    }

    /// The member as the file writes it, or a line saying the side has none.
    static func member(_ name: String, _ side: CatalogMerge.Side?, indent: String) -> String {
        guard let side else { return "(none: this side has no \(TerminalText.oneLine(CatalogDiffFormats.quoted(name))) here)\n" }
        return TerminalText.showingLineBreaks(indent + CatalogDiffFormats.quoted(name) + " : ")
            + side.json.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.showingLineBreaks(String($0)) }.joined(separator: "\n") + "\n"
    }
}
