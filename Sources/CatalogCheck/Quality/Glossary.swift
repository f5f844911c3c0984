import Foundation
import SharpTools
import StringCatalog
import CatalogText

/// The terms a team fixed, per locale: a CSV with the columns `term`, `locale` and
/// `translation` (found by their header names; other columns, such as a note, are ignored).
/// Where the source has a term (a whole word, ignoring case), the translation must have the
/// fixed translation — "Joker" must stay "Joker", never "Wildcard". A row's locale is a
/// catalog locale (`de-CH`), a language that stands for all its locales (`de`), or `*` for
/// every locale; the most specific row wins. Several rows for one term and locale are
/// alternatives. A term translated as itself also tells `same-as-source` that it stays.
package struct Glossary: Sendable {
    /// One row of the file.
    package struct Row: Sendable, Equatable {
        package var term: String
        package var locale: String
        package var translation: String
        package var line: Int

        package init(term: String, locale: String, translation: String, line: Int) {
            self.term = term
            self.locale = locale
            self.translation = translation
            self.line = line
        }
    }

    /// A term as one locale must translate it.
    struct Rule: Sendable {
        var term: String
        var translations: [String]
        /// Lower-cased scalars of the translations, for the search.
        var needles: [[Unicode.Scalar]]
    }

    /// A glossary file that cannot be used, with the line and why.
    package struct InputError: Error, Sendable, CustomStringConvertible {
        package var file: String
        package var line: Int
        package var message: String

        package var description: String { "\(file):\(line): \(message)" }
    }

    package var rows: [Row]
    /// The terms, lower-cased, in the order of their first row; per term its rows.
    private var terms: [(needle: [Unicode.Scalar], rows: [Row])] = []
    /// The terms' needles as one automaton: a text is searched for all of them in one pass.
    private let automaton: GlossaryAutomaton
    /// The rules worked out so far, by term and locale: once per pair, not per translation
    /// checked (and only for the terms that occur, a few of 50,000).
    private let ruleCache = RuleCache()
    /// The terms translated as themselves in some locale: names that stay as they are.
    package private(set) var keptTerms: [String] = []

    package init(rows: [Row]) {
        self.rows = rows
        var index: [String: Int] = [:]
        for row in rows {
            let folded = Self.lowercased(row.term)
            if Self.isKept(folded, translation: row.translation) { keptTerms.append(row.term) }
            if let position = index[folded] {
                terms[position].rows.append(row)
            } else {
                index[folded] = terms.count
                terms.append((Array(folded.unicodeScalars), [row]))
            }
        }
        automaton = GlossaryAutomaton(terms.map(\.needle))
    }

    package var isEmpty: Bool { rows.isEmpty }

    /// Whether `translation` lower-cased is `folded` (a term lower-cased): a term translated as
    /// itself. An ASCII term is not equal to a translation with a scalar beyond ASCII other
    /// than the Kelvin sign, the one such scalar that lower-cases to ASCII (`k`; a test holds
    /// every scalar to that), so most translations are not lower-cased at all.
    static func isKept(_ folded: String, translation: String) -> Bool {
        if folded.utf8.allSatisfy({ $0 < 0x80 }), translation.unicodeScalars.contains(where: { !$0.isASCII && $0 != "\u{212A}" }) { return false }
        return folded == lowercased(translation)
    }

    /// `text.lowercased()`, an ASCII text byte by byte (a glossary has many cells, most ASCII).
    static func lowercased(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.lowercased() }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The positions of the terms that occur in `text` (lower-cased scalars) as whole words,
    /// in increasing order: every occurrence of every term from one pass over the text
    /// (`GlossaryAutomaton`), each kept when it has word edges (`GlossaryCheck.containsWord`'s
    /// rule, which a test holds it to).
    func terms(in text: [Unicode.Scalar]) -> [Int] {
        var found: [Int] = []
        automaton.forEachOccurrence(in: text) { term, last in
            let needle = terms[term].needle
            guard let first = needle.first, let final = needle.last else { return }
            if GlossaryCheck.hasWordEdges(first: first, last: final, in: text, from: last + 1 - needle.count, count: needle.count) {
                found.append(term)
            }
        }
        guard found.count > 1 else { return found }
        return Array(Set(found)).sorted()
    }

    /// The rule of the term at `position` for `locale`: its rows for that locale, else for its
    /// language, else for `*`; nil when none applies.
    func rule(_ position: Int, for locale: QualityLocale) -> Rule? {
        let key = RuleCache.Key(term: position, locale: locale.tag)
        if let known = ruleCache.rules[key] { return known }
        let rows = terms[position].rows
        var chosen = rows.filter { $0.locale == locale.tag }
        if chosen.isEmpty { chosen = rows.filter { $0.locale.lowercased() == locale.language } }
        if chosen.isEmpty { chosen = rows.filter { $0.locale == "*" } }
        let rule = chosen.first.map { first in
            Rule(term: first.term, translations: chosen.map(\.translation), needles: chosen.map { Array($0.translation.lowercased().unicodeScalars) })
        }
        ruleCache.rules.store(rule, for: key)
        return rule
    }

    /// Reads a glossary CSV (UTF-8, or UTF-16 with a byte order mark; `,`, `;` or tab separated).
    package static func read(_ bytes: [UInt8], file: String) throws(InputError) -> Glossary {
        let text: [UInt8]
        switch TextFileEncoding.utf8(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let problem): throw InputError(file: file, line: problem.line, message: problem.message)
        }
        let records: [CSVRecordReader.Record]
        do throws(CSVRecordReader.ReadError) {
            records = try CSVRecordReader.read(text)
        } catch {
            throw InputError(file: file, line: error.line, message: error.message)
        }
        guard let header = records.first else { throw InputError(file: file, line: 1, message: "empty: a glossary needs a header row term,locale,translation") }
        let names = header.fields.map { trimmed($0).lowercased() }
        var columns: [Int] = []
        for name in ["term", "locale", "translation"] {
            guard let column = names.firstIndex(of: name) else {
                throw InputError(file: file, line: header.line, message: "no \"\(name)\" column: a glossary needs the columns term, locale and translation (the header has \(header.fields.map { String(reflecting: DisplayText.shortened($0)) }.joined(separator: ", ")))")
            }
            columns.append(column)
        }
        var rows: [Row] = []
        for record in records.dropFirst() {
            let cells = columns.map { $0 < record.fields.count ? trimmed(record.fields[$0]) : "" }
            if cells.allSatisfy(\.isEmpty) { continue }
            guard !cells[0].isEmpty else { throw InputError(file: file, line: record.line, message: "a row without a term") }
            guard !cells[2].isEmpty else { throw InputError(file: file, line: record.line, message: "the term \(String(reflecting: DisplayText.shortened(cells[0]))) has no translation") }
            guard cells[1] == "*" || LocaleTag.isWellFormed(cells[1]) else {
                throw InputError(file: file, line: record.line, message: "the locale \(String(reflecting: DisplayText.shortened(cells[1]))) is not a language tag (such as de or pt-BR) or * for every locale")
            }
            rows.append(Row(term: cells[0], locale: cells[1], translation: cells[2], line: record.line))
        }
        return Glossary(rows: rows)
    }

    /// `text` without the whitespace around it, as `trimmingCharacters(in: .whitespaces)`
    /// trims it (the set is Foundation's, asked only for the scalars at the edges that are not
    /// ASCII), without its bridging to `NSString` per cell (a glossary has many cells).
    static func trimmed(_ text: String) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : CharacterSet.whitespaces.contains(scalar)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }
}

/// The rules a glossary has worked out, shared by its copies (a rule depends only on the rows,
/// which a glossary never changes after it is made).
private final class RuleCache: Sendable {
    struct Key: Hashable, Sendable {
        var term: Int
        var locale: String
    }

    let rules = SharedCache<Key, Glossary.Rule?>()
}
