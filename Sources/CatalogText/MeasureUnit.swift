import StringCatalog

/// A unit of measure written after a number or placeholder — `%@ MB`, `5 GHz`, `%lld\u{A0}ГБ` —
/// that a translation may localize (`Mo` in French, `МБ` in Russian) but must not change:
/// `%@ MB` → `%@ GB` is a thousand times off. Read for data sizes (decimal and binary) and
/// frequencies only: their symbols are unambiguous, while time and length units are words a
/// translation rightly spells out or reorders.
package struct MeasureUnit: Sendable, Equatable {
    package enum Family: UInt8, Sendable {
        case bytes, binaryBytes, hertz
    }

    package var family: Family
    /// 0 for the base unit, 1 for kilo/kibi, 2 for mega/mebi, …
    package var scale: UInt8
    /// As the text writes it.
    package var shown: String

    private typealias Symbol = (scalars: [Unicode.Scalar], family: Family, scale: UInt8)

    private static func symbols(_ table: [(String, Family, UInt8)]) -> [Symbol] {
        table.map { (Array($0.0.unicodeScalars), $0.1, $0.2) }
    }

    /// The symbols any language may write: the international ones and the Cyrillic ones (which
    /// no Latin-script text can hold by chance).
    private static let common: [Symbol] = symbols([
        ("KB", .bytes, 1), ("kB", .bytes, 1), ("MB", .bytes, 2), ("GB", .bytes, 3), ("TB", .bytes, 4), ("PB", .bytes, 5),
        ("KiB", .binaryBytes, 1), ("MiB", .binaryBytes, 2), ("GiB", .binaryBytes, 3), ("TiB", .binaryBytes, 4),
        ("Hz", .hertz, 0), ("kHz", .hertz, 1), ("KHz", .hertz, 1), ("MHz", .hertz, 2), ("GHz", .hertz, 3),
        ("КБ", .bytes, 1), ("Кб", .bytes, 1), ("кБ", .bytes, 1), ("МБ", .bytes, 2), ("Мб", .bytes, 2), ("ГБ", .bytes, 3), ("Гб", .bytes, 3),
        ("ТБ", .bytes, 4), ("Тб", .bytes, 4), ("ПБ", .bytes, 5),
        ("КиБ", .binaryBytes, 1), ("МиБ", .binaryBytes, 2), ("ГиБ", .binaryBytes, 3), ("ТиБ", .binaryBytes, 4),
        ("Гц", .hertz, 0), ("кГц", .hertz, 1), ("МГц", .hertz, 2), ("ГГц", .hertz, 3),
    ])

    /// French octets, read only in French text: elsewhere `Go` and `To` are words
    /// (`Move %@ To Trash`).
    private static let french: [Symbol] = common + symbols([("Ko", .bytes, 1), ("Mo", .bytes, 2), ("Go", .bytes, 3), ("To", .bytes, 4), ("Po", .bytes, 5)])

    /// The units of `text` that follow a number or a placeholder directly or after one space
    /// (a space, no-break or narrow no-break space), as whole words, with the symbols of the
    /// text's language; each family and scale once, in order.
    package static func afterNumbers(in text: QualityText, locale: QualityLocale) -> [MeasureUnit] {
        let scalars = text.scalars
        let known = locale.language == "fr" ? french : common
        var found: [MeasureUnit] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == QualityText.placeholder || QualityText.digitValue(scalar) != nil else { continue }
            var start = index
            if start < scalars.count, scalars[start] == " " || scalars[start] == "\u{A0}" || scalars[start] == "\u{202F}" { start += 1 }
            guard start < scalars.count, QualityText.isLetter(scalars[start]) else { continue }
            for (symbol, family, scale) in known where start + symbol.count <= scalars.count {
                guard scalars[start..<(start + symbol.count)].elementsEqual(symbol) else { continue }
                let end = start + symbol.count
                // A whole word: `MBit` or `Gold` is not `MB` or `Go`.
                if end < scalars.count, QualityText.isLetter(scalars[end]) { continue }
                if !found.contains(where: { $0.family == family && $0.scale == scale }) {
                    found.append(MeasureUnit(family: family, scale: scale, shown: String(String.UnicodeScalarView(symbol))))
                }
                index = end
                break
            }
        }
        return found
    }

    /// The first unit of `expected` (the source's) whose family `found` (the translation's)
    /// writes only at other scales, with the unit written instead: `MB` where the translation
    /// has `GB`. A family the translation does not write is not judged (spelled out, or in the
    /// placeholder's value).
    package static func changed(_ expected: [MeasureUnit], _ found: [MeasureUnit]) -> (expected: MeasureUnit, found: MeasureUnit)? {
        for unit in expected {
            let sameFamily = found.filter { $0.family == unit.family }
            guard let other = sameFamily.first, !sameFamily.contains(where: { $0.scale == unit.scale }) else { continue }
            return (unit, other)
        }
        return nil
    }
}
