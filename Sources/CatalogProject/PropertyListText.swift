import SharpTools
import StringCatalog
import CatalogCode

/// Reads an old-style (OpenStep) property list as text — the format Xcode writes as
/// `project.pbxproj`: dictionaries `{ key = value; … }`, arrays `( value, value, )` (a comma
/// after the last item is allowed), strings quoted with `"` or `'` (with backslash escapes) or
/// unquoted (letters, digits and `_ $ + / : . -`), data `<0fa1 …>`, and comments `/* … */` and
/// `// …` anywhere between tokens (the `// !$*UTF8*$!` header is one).
///
/// Whatever the bytes, the result is a value or a `Failure` with the line: the text must be
/// UTF-8 without NUL bytes, nesting deeper than `maximumDepth` is refused (so hostile input
/// cannot exhaust the stack), and every step moves forward, so time and memory grow linearly
/// with the input.
package struct PropertyListText {
    /// Why the text is not a property list, and the 1-based line where that shows.
    package struct Failure: Error, Sendable, Equatable {
        package var line: Int
        package var message: String

        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// Dictionaries and arrays nested deeper than this are refused. A project file nests about
    /// six levels (objects → object → build settings → list).
    package static let maximumDepth = 128

    let bytes: [UInt8]
    var position = 0
    private var lines: LineLocator

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineLocator(bytes: bytes)
    }

    /// The one value the text holds (a project file's is a dictionary).
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> PropertyListValue {
        var reader = PropertyListText(bytes: bytes)
        try reader.checkEncoding()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        try reader.skipTrivia()
        guard reader.position < bytes.count else { throw reader.failure("the file holds no property list", at: bytes.count) }
        let value = try reader.value(depth: 0)
        try reader.skipTrivia()
        guard reader.position == bytes.count else { throw reader.failure("text after the end of the property list", at: reader.position) }
        return value
    }

    mutating func failure(_ message: String, at offset: Int) -> Failure {
        Failure(line: lines.lineOfEarlier(min(offset, bytes.count)), message: message)
    }

    /// The text is UTF-8 (as the header says) and has no NUL byte.
    private mutating func checkEncoding() throws(Failure) {
        if let nul = bytes.firstIndex(of: 0) { throw failure("a NUL byte (a project file is text)", at: nul) }
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        throw failure("bytes that are not UTF-8", at: offset)
    }

    /// Skips white space and comments; an unclosed `/*` is a failure.
    mutating func skipTrivia() throws(Failure) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { throw failure("a comment that is not closed", at: start) }
                position += 2
            } else {
                return
            }
        }
    }

    /// The value at `position` (trivia already skipped); `depth` counts the enclosing
    /// dictionaries and arrays.
    private mutating func value(depth: Int) throws(Failure) -> PropertyListValue {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < Self.maximumDepth else {
                throw failure("dictionaries and lists nested deeper than \(Self.maximumDepth) levels", at: position)
            }
            return byte == UInt8(ascii: "{") ? .dictionary(try dictionary(depth: depth + 1)) : .array(try array(depth: depth + 1))
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            guard let text = try string() else { throw failure("a value expected, found \(Self.describe(byte))", at: position) }
            return .string(text)
        }
    }

    private mutating func dictionary(depth: Int) throws(Failure) -> PropertyListDictionary {
        let start = position
        var dictionary = PropertyListDictionary(line: lines.line(at: start))
        position += 1
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw failure("a dictionary that is not closed", at: start) }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return dictionary
            }
            let keyOffset = position
            guard let key = try string() else { throw failure("a key or '}' expected, found \(Self.describe(bytes[position]))", at: position) }
            let keyLine = lines.line(at: keyOffset)
            try expect(UInt8(ascii: "="), after: "the key \"\(key)\"")
            try skipTrivia()
            guard position < bytes.count else { throw failure("the value of \"\(key)\" is missing", at: position) }
            let value = try value(depth: depth)
            try expect(UInt8(ascii: ";"), after: "the value of \"\(key)\"")
            guard dictionary.insert(value, forKey: key, line: keyLine) else {
                throw failure("the key \"\(key)\" appears twice in one dictionary", at: keyOffset)
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> [PropertyListValue] {
        let start = position
        var items: [PropertyListValue] = []
        position += 1
        while true {
            try skipTrivia()
            guard position < bytes.count else { throw failure("a list that is not closed", at: start) }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return items
            }
            items.append(try value(depth: depth))
            try skipTrivia()
            guard position < bytes.count else { throw failure("a list that is not closed", at: start) }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"): continue
            default: throw failure("',' or ')' expected in a list, found \(Self.describe(bytes[position]))", at: position)
            }
        }
    }

    /// Skips trivia and the byte `expected`, or fails naming what it should follow.
    private mutating func expect(_ expected: UInt8, after what: String) throws(Failure) {
        try skipTrivia()
        guard position < bytes.count, bytes[position] == expected else {
            let found = position < bytes.count ? Self.describe(bytes[position]) : "the end of the file"
            throw failure("'\(Character(Unicode.Scalar(expected)))' expected after \(what), found \(found)", at: position)
        }
        position += 1
    }

    /// `<hex digits>` with white space anywhere between the digits.
    private mutating func data() throws(Failure) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw failure("data with an odd number of hex digits", at: start) }
                return result
            }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            guard let digit = Self.hexValue(byte) else { throw failure("data holds \(Self.describe(byte)), not a hex digit", at: position - 1) }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw failure("data that is not closed with '>'", at: start)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// How a message shows one byte of the text: the character in quotes when it is printable
    /// ASCII, otherwise its hex value.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}

extension PropertyListText.Failure: CustomStringConvertible {
    /// The line and the problem, to follow the file's path and a colon.
    package var description: String { "\(line): \(message)" }
}
