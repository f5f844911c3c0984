import SharpTools
import StringCatalog

/// Writes XLIFF 1.2 as Xcode's Export Localizations does for string catalogs: one `<file>`
/// per catalog (its `original` the catalog's path, with a tool header), one trans-unit per
/// unit a translator should see — the units of `TranslationTable.rows`, so exactly the rows of
/// the CSV export — plus the units of `shouldTranslate: false` entries marked `translate="no"`.
package enum XLIFFWriter {
    /// A catalog and the path its `<file original>` names.
    package struct Source: Sendable {
        package var catalog: StringCatalog
        package var original: String

        package init(catalog: StringCatalog, original: String) {
            self.catalog = catalog
            self.original = original
        }
    }

    /// A text XML 1.0 cannot hold (control characters other than tab, line feed and carriage
    /// return; U+FFFE, U+FFFF).
    package struct Failure: Error, Sendable, Equatable {
        package var original: String
        package var key: String
        package var locale: String
        package var scalar: UInt32

        package var message: String {
            let code = String(scalar, radix: 16, uppercase: true)
            return "\(original): \"\(key)\" [\(locale)] contains U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), which XML 1.0 cannot hold"
        }
    }

    package static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The catalogs prepared for `document(_:targetLocale:toolVersion:)`: entries not to
    /// translate are listed too (with `translate="no"`), so the table sees them as translatable.
    package struct Prepared: Sendable {
        package var sources: [Source]
        var tables: [StringCatalog]
        var untranslatable: [Set<String>]

        package init(_ sources: [Source]) {
            self.sources = sources
            tables = []
            untranslatable = []
            for source in sources {
                var all = source.catalog
                var keys = Set<String>()
                for entry in source.catalog.entries where !entry.shouldTranslate {
                    keys.insert(entry.key)
                    var translatable = entry
                    translatable.shouldTranslate = true
                    all.setEntry(translatable)
                }
                tables.append(all)
                untranslatable.append(keys)
            }
        }
    }

    /// The units of every locale in `locales`, per locale in catalog order.
    package static func units(for catalog: StringCatalog, locales: [String]) -> [String: [XLIFFDocument.Unit]] {
        let prepared = Prepared([Source(catalog: catalog, original: "")])
        var units: [String: [XLIFFDocument.Unit]] = [:]
        for locale in locales { units[locale] = [] }
        for row in TranslationTable.rows(for: prepared.tables[0], locales: locales) {
            units[row.locale, default: []].append(unit(row, untranslatable: prepared.untranslatable[0]))
        }
        return units
    }

    static func unit(_ row: TranslationRow, untranslatable: Set<String>) -> XLIFFDocument.Unit {
        // A unit not to translate carries no target: a target in it on import is an edit.
        let translate = untranslatable.isEmpty || !untranslatable.contains(row.key)
        let exists = translate && !(row.state.isEmpty && row.translation.isEmpty)
        return XLIFFDocument.Unit(
            id: XLIFFUnitID.id(key: row.key, path: row.path), source: row.source,
            target: exists ? row.translation : nil, state: exists && !row.state.isEmpty ? XLIFFState.xliff(row.state) : nil,
            note: row.comment.isEmpty ? nil : row.comment, translate: translate, line: 0
        )
    }

    /// The documents for `targetLocales` and the number of translatable units of each; the
    /// same bytes as `write(_:units:…)` with `units(for:locales:)`, from one pass over each
    /// catalog for all the locales, without holding every unit.
    package static func documents(_ prepared: Prepared, targetLocales: [String], toolVersion: String) throws(Failure) -> [(bytes: [UInt8], units: Int)] {
        var outs = targetLocales.map { _ in header() }
        var counts = targetLocales.map { _ in 0 }
        var position: [String: Int] = [:]
        for (index, locale) in targetLocales.enumerated() { position[locale] = index }
        for (index, source) in prepared.sources.enumerated() {
            var escapers = targetLocales.map { Escaper(original: source.original, locale: $0) }
            for (slot, locale) in targetLocales.enumerated() {
                try appendFileStart(source, escaper: escapers[slot], targetLocale: locale, toolVersion: toolVersion, to: &outs[slot])
            }
            for row in TranslationTable.rows(for: prepared.tables[index], locales: targetLocales) {
                guard let slot = position[row.locale] else { continue }
                let unit = unit(row, untranslatable: prepared.untranslatable[index])
                if unit.translate { counts[slot] += 1 }
                try append(unit, escaper: &escapers[slot], to: &outs[slot])
            }
            for slot in outs.indices { outs[slot].append(contentsOf: "    </body>\n  </file>\n".utf8) }
        }
        for slot in outs.indices { outs[slot].append(contentsOf: "</xliff>\n".utf8) }
        return Array(zip(outs, counts))
    }

    /// The document for one target locale: one `<file>` per source, `units` as `units(for:…)`
    /// gives them for that locale, in the order of `sources`.
    package static func write(
        _ sources: [Source], units: [[XLIFFDocument.Unit]], targetLocale: String, toolVersion: String
    ) throws(Failure) -> [UInt8] {
        var out = header()
        for (source, fileUnits) in zip(sources, units) {
            var escaper = Escaper(original: source.original, locale: targetLocale)
            try appendFileStart(source, escaper: escaper, targetLocale: targetLocale, toolVersion: toolVersion, to: &out)
            for unit in fileUnits {
                try append(unit, escaper: &escaper, to: &out)
            }
            out.append(contentsOf: "    </body>\n  </file>\n".utf8)
        }
        out.append(contentsOf: "</xliff>\n".utf8)
        return out
    }

    private static func header() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        out.append(contentsOf: """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="\(namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
        xsi:schemaLocation="\(namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

        """.utf8)
        return out
    }

    private static func appendFileStart(_ source: Source, escaper: Escaper, targetLocale: String, toolVersion: String, to out: inout [UInt8]) throws(Failure) {
        out.append(contentsOf: "  <file original=\"".utf8)
        try escaper.append(source.original, key: "", attribute: true, to: &out)
        out.append(contentsOf: "\" source-language=\"".utf8)
        try escaper.append(source.catalog.sourceLanguage, key: "", attribute: true, to: &out)
        out.append(contentsOf: "\" target-language=\"".utf8)
        try escaper.append(targetLocale, key: "", attribute: true, to: &out)
        out.append(contentsOf: """
        " datatype="plaintext">
            <header>
              <tool tool-id="trackerkit" tool-name="TrackerKit" tool-version="\(toolVersion)"/>
            </header>
            <body>

        """.utf8)
    }

    private static func append(_ unit: XLIFFDocument.Unit, escaper: inout Escaper, to out: inout [UInt8]) throws(Failure) {
        let key = unit.id
        out.append(contentsOf: "      <trans-unit id=\"".utf8)
        try escaper.append(unit.id, key: key, attribute: true, to: &out)
        out.append(contentsOf: (unit.translate ? "\" xml:space=\"preserve\">\n        <source>"
                                  : "\" xml:space=\"preserve\" translate=\"no\">\n        <source>").utf8)
        try escaper.append(unit.source, key: key, attribute: false, to: &out)
        out.append(contentsOf: "</source>\n".utf8)
        if let target = unit.target {
            out.append(contentsOf: "        <target".utf8)
            if let state = unit.state { out.append(contentsOf: " state=\"\(state)\"".utf8) }
            out.append(contentsOf: ">".utf8)
            try escaper.append(target, key: key, attribute: false, to: &out)
            out.append(contentsOf: "</target>\n".utf8)
        }
        if let note = unit.note {
            out.append(contentsOf: "        <note>".utf8)
            try escaper.append(note, key: key, attribute: false, to: &out)
            out.append(contentsOf: "</note>\n".utf8)
        }
        out.append(contentsOf: "      </trans-unit>\n".utf8)
    }

    /// XML escaping on UTF-8 bytes. A carriage return is written `&#13;` (a parser turns a
    /// literal one into a line feed); in attributes tab and line feed become references too
    /// (attribute values are whitespace-normalized).
    struct Escaper {
        var original: String
        var locale: String

        func append(_ text: String, key: String, attribute: Bool, to out: inout [UInt8]) throws(Failure) {
            // Most text needs no escaping: one scan, one bulk copy. 0xEF may begin U+FFFE/U+FFFF.
            let plain = text.withUTF8Span { bytes in
                for index in bytes.indices {
                    let byte = bytes[index]
                    if byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0xEF { return false }
                }
                return true
            }
            if plain {
                out.append(contentsOf: text.utf8)
                return
            }
            var previous: (UInt8, UInt8) = (0, 0)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\"") where attribute: out.append(contentsOf: "&quot;".utf8)
                case 0x0D: out.append(contentsOf: "&#13;".utf8)
                case 0x09 where attribute: out.append(contentsOf: "&#9;".utf8)
                case 0x0A where attribute: out.append(contentsOf: "&#10;".utf8)
                case 0x09, 0x0A: out.append(byte)
                case 0..<0x20: throw Failure(original: original, key: key, locale: locale, scalar: UInt32(byte))
                case 0xBE where previous == (0xEF, 0xBF), 0xBF where previous == (0xEF, 0xBF):
                    throw Failure(original: original, key: key, locale: locale, scalar: byte == 0xBE ? 0xFFFE : 0xFFFF)
                default: out.append(byte)
                }
                previous = (previous.1, byte)
            }
        }
    }
}

extension XLIFFWriter.Failure: CustomStringConvertible {
    package var description: String { message }
}
