package struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    package var description: String { "\(line):\(column)" }
}

package struct JSONReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        case unexpectedEnd
        case unexpectedCharacter(String)
        case syntax(String)
        case invalidUTF8
        case typeMismatch(expected: String, found: JSONReader.ValueKind)
        case notAnInteger(String)
        case numberOutOfRange(String)
    }

    package let kind: Kind
    package let offset: Int
    package let position: JSONPosition

    /// What is wrong, without the position (callers add file and place).
    package var message: String {
        switch kind {
        case .unexpectedEnd: return "unexpected end of file (truncated JSON?)"
        case .unexpectedCharacter(let c): return "invalid JSON: unexpected \(c)"
        case .syntax(let text): return "invalid JSON: \(text)"
        case .invalidUTF8: return "invalid UTF-8 in a string"
        case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .notAnInteger(let text): return "expected an integer, found \(Self.shortened(text))"
        case .numberOutOfRange(let text): return "number \(Self.shortened(text)) is out of range"
        }
    }

    /// A number as written can be megabytes long; an error line shows its start.
    static func shortened(_ text: String) -> String {
        text.utf8.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    package var isSyntaxError: Bool {
        switch kind {
        case .typeMismatch, .notAnInteger, .numberOutOfRange: return false
        default: return true
        }
    }

    package var description: String { "\(position): \(message)" }
}
