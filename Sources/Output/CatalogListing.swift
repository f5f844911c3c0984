import StringCatalog
import CatalogEdit

/// A catalog as text for `git diff` (`strings diff --textconv`, git's `textconv`): one line per
/// string unit and per other member, in Xcode's order —
/// `"Settings" [de] plural.one: "Einstellungen" (translated)`, `"Settings" comment: "…"` — so
/// that git shows a changed unit as one removed and one added line, whatever the file's
/// layout. Texts are whole and JSON-quoted (a line break is `\n`); controls are made visible.
public enum CatalogListing {
    public static func text(of catalog: StringCatalog) -> String {
        var out = ""
        for (place, value) in CatalogDiff.contents(of: catalog) {
            out += TerminalText.oneLine(place.description) + ": " + TerminalText.oneLine(value.shown) + "\n"
        }
        return out
    }
}
