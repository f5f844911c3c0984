import Output

/// Test helpers written independently of the code under test.

enum CSVParseError: Error, Equatable {
    case quoteInUnquotedField(offset: Int)
    case textAfterClosingQuote(offset: Int)
    case unterminatedQuote
    case missingFinalLineEnd
}

/// An RFC 4180 reader as a byte state machine: records end in CRLF, fields in the delimiter;
/// a quoted field may hold anything, `""` being one quote. Strict: a bare CR or LF outside
/// quotes, a quote inside an unquoted field or text after a closing quote is an error.
func parseCSV(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws -> [[String]] {
    enum State { case fieldStart, unquoted, quoted, quoteInQuoted, afterCR }
    var rows: [[String]] = []
    var row: [String] = []
    var field: [UInt8] = []
    var state = State.fieldStart
    var index = 0
    func endField() { row.append(String(decoding: field, as: UTF8.self)); field.removeAll() }
    while index < bytes.count {
        let byte = bytes[index]
        switch state {
        case .fieldStart, .unquoted:
            if byte == UInt8(ascii: "\"") {
                guard state == .fieldStart else { throw CSVParseError.quoteInUnquotedField(offset: index) }
                state = .quoted
            } else if byte == delimiter {
                endField(); state = .fieldStart
            } else if byte == 0x0D {
                state = .afterCR
            } else if byte == 0x0A {
                throw CSVParseError.quoteInUnquotedField(offset: index) // bare LF
            } else {
                field.append(byte); state = .unquoted
            }
        case .quoted:
            if byte == UInt8(ascii: "\"") { state = .quoteInQuoted } else { field.append(byte) }
        case .quoteInQuoted:
            if byte == UInt8(ascii: "\"") {
                field.append(byte); state = .quoted
            } else if byte == delimiter {
                endField(); state = .fieldStart
            } else if byte == 0x0D {
                state = .afterCR
            } else {
                throw CSVParseError.textAfterClosingQuote(offset: index)
            }
        case .afterCR:
            guard byte == 0x0A else { throw CSVParseError.quoteInUnquotedField(offset: index) } // bare CR
            endField(); rows.append(row); row = []; state = .fieldStart
        }
        index += 1
    }
    if state == .quoted { throw CSVParseError.unterminatedQuote }
    if state != .fieldStart || !row.isEmpty { throw CSVParseError.missingFinalLineEnd }
    return rows
}

/// Splits one GFM table row into raw cell contents the way a GFM parser does: a backslash
/// takes the next character with it (so `\|` is no separator), an unescaped `|` separates,
/// the leading and trailing pipe are dropped, cells are trimmed.
func splitMarkdownRow(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var iterator = line.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
        if scalar == "\\" {
            current.unicodeScalars.append(scalar)
            if let next = iterator.next() { current.unicodeScalars.append(next) }
        } else if scalar == "|" {
            cells.append(current); current = ""
        } else {
            current.unicodeScalars.append(scalar)
        }
    }
    cells.append(current)
    if cells.first?.allSatisfy(\.isWhitespace) == true { cells.removeFirst() }
    if cells.last?.allSatisfy(\.isWhitespace) == true { cells.removeLast() }
    return cells.map { $0.trimmingSpaces() }
}

/// Undoes Markdown backslash escapes (backslash + ASCII punctuation → the punctuation).
func unescapeMarkdown(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
        if scalar == "\\", let next = iterator.next() {
            if next.isASCII && next.properties.isPatternSyntax || next == "_" {
                result.append(next)
            } else {
                result.append(scalar); result.append(next)
            }
        } else {
            result.append(scalar)
        }
    }
    return String(result)
}

extension String {
    func trimmingSpaces() -> String {
        var slice = self.unicodeScalars[...]
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}

extension String {
    /// Replaces `target` by `replacement` comparing Unicode scalars (not Characters, so a
    /// combining mark after the target does not hide it).
    func replacingScalars(_ target: String, with replacement: String) -> String {
        let source = Array(unicodeScalars)
        let pattern = Array(target.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < source.count {
            if index + pattern.count <= source.count && Array(source[index..<index + pattern.count]) == pattern {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The visible text of a table cell holding `self`: line breaks (CRLF as one) as `marker`,
    /// white space at both ends trimmed.
    func normalizedForTableCell(marker: String) -> String {
        let normalized = replacingScalars("\r\n", with: marker)
            .replacingScalars("\r", with: marker).replacingScalars("\n", with: marker)
            .replacingScalars("\u{2028}", with: marker).replacingScalars("\u{2029}", with: marker)
        var slice = normalized.unicodeScalars[...]
        // Trim white space, line breaks included (they are markers by now, so trim those too).
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || marker.unicodeScalars.contains(scalar)
        }
        while let first = slice.first, isBlank(first) { slice.removeFirst() }
        while let last = slice.last, isBlank(last) { slice.removeLast() }
        return String(slice)
    }
}

extension CSVWriter {
    /// The whole CSV for `rows` as bytes.
    static func bytes(_ rows: [[CSVCell]], dialect: CSVDialect = .rfc4180) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect)
        for row in rows {
            writer.appendRow(row)
        }
        return writer.bytes
    }

    /// The whole CSV for `rows` as a string.
    static func string(_ rows: [[CSVCell]], dialect: CSVDialect = .rfc4180) -> String {
        String(decoding: bytes(rows, dialect: dialect), as: UTF8.self)
    }
}
