import SharpTools
import StringCatalog
import CatalogEdit

/// What `trackerkit strings sync` prints about one catalog's sync: a line per change (the
/// key, and for an added key where the code uses it) and a summary with the counts. Keys
/// and comments come from files and are kept to one shortened line each.
public struct SyncListing: Sendable {
    package let sync: CatalogSync
    public let path: String

    package init(sync: CatalogSync, path: String) {
        self.sync = sync
        self.path = path
    }

    /// One line per change, in the order: added, un-staled, comments, marked stale, removed.
    public var changeLines: String {
        var lines = ""
        for addition in sync.additions {
            let place = "\(addition.location.file):\(addition.location.line):\(addition.location.column)"
            var line = "  + \(Self.quoted(addition.entry.key)) (\(place))"
            if addition.entry.extractionState == "extracted_with_value" { line += ", with its default value" }
            if addition.isGuessed { line += ", %@ for an interpolation of no evident type" }
            lines += line + "\n"
        }
        for key in sync.unstaled { lines += "  ↺ \(Self.quoted(key)): used again, no longer stale\n" }
        for change in sync.commentChanges {
            lines += "  # \(Self.quoted(change.key)): comment \(change.old.map(Self.quoted) ?? "(none)") → \(Self.quoted(change.new))\n"
        }
        for key in sync.staled { lines += "  ~ \(Self.quoted(key)): no code uses it, marked stale\n" }
        for key in sync.removed { lines += "  - \(Self.quoted(key)): no code uses it and it has no localization, removed\n" }
        return lines
    }

    /// `PATH: 3 keys added, 1 marked stale, …` (what the sync does, or would do).
    public var counts: String {
        var parts: [String] = []
        func add(_ count: Int, _ one: String, _ many: String) {
            if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") }
        }
        add(sync.additions.count, "key added", "keys added")
        add(sync.unstaled.count, "key used again", "keys used again")
        add(sync.commentChanges.count, "comment from the code", "comments from the code")
        add(sync.staled.count, "key marked stale", "keys marked stale")
        add(sync.removed.count, "key removed", "keys removed")
        return parts.isEmpty ? "in sync with the code" : parts.joined(separator: ", ")
    }

    static func quoted(_ text: String) -> String {
        "\"" + TerminalText.oneLine(DisplayText.shortened(text)) + "\""
    }
}
