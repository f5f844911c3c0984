import Foundation
import SharpTools
import StringCatalog
import Output

/// The translator spreadsheet's columns, in order; `strings import` finds them by name, so a
/// translator may reorder columns or add their own.
enum TranslationCSV {
    static let columns = ["key", "locale", "path", "source", "translation", "state", "comment"]

    /// A text cell. Cells a spreadsheet would run as a formula get a `'` in front (CSVWriter's
    /// neutralization); a value that itself begins with `'` gets one too, so `import`, which
    /// removes one leading `'` (`TranslationImporter.cellValue`), gives back exactly the
    /// catalog's text.
    static func cell(_ text: String) -> CSVCell {
        .text(text.hasPrefix("'") ? "'" + text : text)
    }
}
