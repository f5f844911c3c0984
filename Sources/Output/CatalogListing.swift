import StringCatalog
import CatalogEdit

/// A catalog as text for `git diff` (`strings diff --textconv`, git's `textconv`): one line per
/// string unit and per other member, in Xcode's order —
/// `"Settings" [de] plural.one: "Einstellungen" (translated)`, `"Settings" comment: "…"` — so
/// that git shows a changed unit as one removed and one added line, whatever the file's
/// layout. Texts are whole and JSON-quoted (a line break is `\n`); controls are made visible.
public enum CatalogListing {
    /// The listing of the catalog file `bytes` (named `file`) for git: never a failure, since
    /// git stops `git log -p`, `git show` and `git diff` for the whole history when a textconv
    /// program fails. A file that is no catalog (conflict markers, empty, binary garbage) or
    /// holds a name twice (a listing would show one of the two) is shown as its own text,
    /// after one line saying why; its controls are made visible, bytes that are not UTF-8
    /// shown as U+FFFD.
    public static func textconv(_ bytes: [UInt8], file: String) -> String {
        let reason: String
        do {
            let catalog = try StringCatalog(bytes: bytes, fileName: file)
            guard let refusal = catalog.duplicateRefusal(file: file, consequence: "a listing per unit would show only one of them", remedy: nil) else {
                return text(of: catalog)
            }
            reason = refusal
        } catch {
            reason = error.description
        }
        let raw = TerminalText.showingControls(String(decoding: bytes, as: UTF8.self))
        return rawTextNote(TerminalText.oneLine(reason)) + raw + (raw.isEmpty || raw.hasSuffix("\n") ? "" : "\n")
    }

    /// The line before a file's own text: why it is not listed per unit.
    public static func rawTextNote(_ reason: String) -> String {
        "trackerkit: not listed per unit (\(reason)); the file's text as it is:\n"
    }

    /// The one line shown for a file that cannot be read at all.
    public static func unreadableNote(_ reason: String) -> String {
        "trackerkit: not shown (\(reason))\n"
    }

    public static func text(of catalog: StringCatalog) -> String {
        var out = ""
        for (place, value) in CatalogDiff.contents(of: catalog) {
            out += TerminalText.oneLine(place.description) + ": " + TerminalText.oneLine(value.shown) + "\n"
        }
        return out
    }
}
