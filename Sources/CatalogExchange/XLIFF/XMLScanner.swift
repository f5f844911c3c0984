import SharpTools
import StringCatalog

/// What `XMLScanner` reports, in document order.
protocol XMLEventHandler {
    /// Whether the text now coming is wanted (only then is it decoded into a `String`).
    var wantsText: Bool { get }
    mutating func start(_ name: String, attributes: [XMLScanner.Attribute], line: Int) throws(XLIFFReader.Failure)
    mutating func end(_ name: String)
    mutating func text(_ text: String)
}

/// A checking XML 1.0 scanner on bytes, enough for XLIFF: elements, attributes, text with the
/// predefined entities and character references, CDATA, comments, processing instructions.
/// A DOCTYPE is refused (XLIFF needs none; nothing it declares would be read). Not
/// well-formed input is a `Failure` with its line. Written for speed: Foundation's
/// `XMLParser` spent most of an import of 40 large files on bridging its callbacks.
struct XMLScanner {
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    let bytes: [UInt8]
    private var position = 0
    private var lines: LineLocator

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineLocator(bytes: bytes)
    }

    mutating func failure(_ message: String, at offset: Int) -> XLIFFReader.Failure {
        XLIFFReader.Failure(line: lines.lineOfEarlier(min(offset, bytes.count)), message: "not well-formed XML: " + message)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF: return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return !first
        default: return false
        }
    }

    private func hasPrefix(_ text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Span { prefix in
            for index in 0..<count where bytes[offset + index] != prefix[index] { return false }
            return true
        }
    }

    /// The offset of the next `terminator` at or after `offset`, or nil.
    private func find(_ terminator: StaticString, from offset: Int) -> Int? {
        let first = terminator.withUTF8Span { $0[0] }
        var index = offset
        while index < bytes.count {
            if bytes[index] == first && hasPrefix(terminator, at: index) { return index }
            index += 1
        }
        return nil
    }

    mutating func scan<Handler: XMLEventHandler>(_ handler: inout Handler) throws(XLIFFReader.Failure) {
        if let bad = Self.firstInvalidUTF8(bytes) { throw failure("bytes that are not UTF-8", at: bad) }
        if hasPrefix("\u{FEFF}", at: 0) { position = 3 }
        var open: [Range<Int>] = []
        var sawRoot = false
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let end = find("<", from: position) ?? bytes.count
                if open.isEmpty {
                    guard bytes[position..<end].allSatisfy(Self.isSpace) else {
                        throw failure(sawRoot ? "content after the root element" : "text outside the root element", at: position)
                    }
                } else {
                    let text = try decode(position..<end, attribute: false, wanted: handler.wantsText)
                    if handler.wantsText { handler.text(text) }
                }
                position = end
            } else if hasPrefix("</", at: position) {
                let start = position
                position += 2
                let name = try readName()
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw failure("'>' expected", at: position) }
                position += 1
                guard let last = open.last else { throw failure("an end tag without a start tag", at: start) }
                guard bytes[last].elementsEqual(bytes[name]) else { throw failure("the end tag does not match the open element", at: start) }
                open.removeLast()
                handler.end(String(decoding: bytes[name], as: UTF8.self))
            } else if hasPrefix("<!--", at: position) {
                guard let end = find("-->", from: position + 4) else { throw failure("a comment is not closed", at: position) }
                position = end + 3
            } else if hasPrefix("<![CDATA[", at: position) {
                guard !open.isEmpty else { throw failure("CDATA outside the root element", at: position) }
                guard let end = find("]]>", from: position + 9) else { throw failure("a CDATA section is not closed", at: position) }
                if handler.wantsText { handler.text(String(decoding: Self.normalizedLineEnds(bytes[(position + 9)..<end]), as: UTF8.self)) }
                position = end + 3
            } else if hasPrefix("<!", at: position) {
                throw failure(hasPrefix("<!DOCTYPE", at: position) ? "a DOCTYPE (XLIFF needs none, and entities it declares are not read)" : "markup XML does not know", at: position)
            } else if hasPrefix("<?", at: position) {
                try processingInstruction()
            } else {
                if sawRoot && open.isEmpty { throw failure("content after the root element", at: position) }
                sawRoot = true
                let start = position
                let (name, attributes, empty) = try startTag()
                let nameText = String(decoding: bytes[name], as: UTF8.self)
                try handler.start(nameText, attributes: attributes, line: lines.line(at: start))
                if empty { handler.end(nameText) } else { open.append(name) }
            }
        }
        if !open.isEmpty { throw failure("an element is not closed", at: bytes.count) }
        if !sawRoot { throw failure("the document is empty", at: bytes.count) }
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    private mutating func readName() throws(XLIFFReader.Failure) -> Range<Int> {
        let start = position
        guard position < bytes.count, Self.isNameByte(bytes[position], first: true) else { throw failure("a name is missing", at: position) }
        position += 1
        while position < bytes.count, Self.isNameByte(bytes[position], first: false) { position += 1 }
        return start..<position
    }

    private mutating func processingInstruction() throws(XLIFFReader.Failure) {
        let start = position
        position += 2
        let target = try readName()
        let isDeclaration = String(decoding: bytes[target], as: UTF8.self).lowercased() == "xml"
        guard let end = find("?>", from: position) else { throw failure("a processing instruction is not closed", at: start) }
        if isDeclaration {
            let offset = hasPrefix("\u{FEFF}", at: 0) ? 3 : 0
            guard start == offset else { throw failure("an XML declaration that is not at the start", at: start) }
            let declaration = String(decoding: bytes[position..<end], as: UTF8.self)
            if let range = declaration.range(of: "encoding") {
                let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                let encoding = rest.prefix { $0 != "\"" && $0 != "'" }.lowercased()
                guard encoding == "utf-8" || encoding == "utf8" else {
                    throw XLIFFReader.Failure(line: lines.lineOfEarlier(start), message: "the encoding \(encoding); only UTF-8 is read")
                }
            }
        }
        position = end + 2
    }

    private mutating func startTag() throws(XLIFFReader.Failure) -> (Range<Int>, [Attribute], Bool) {
        position += 1
        let name = try readName()
        var attributes: [Attribute] = []
        var repeats = RepeatFinder<String>()
        while true {
            let hadSpace = position < bytes.count && Self.isSpace(bytes[position])
            skipSpace()
            guard position < bytes.count else { throw failure("an element is not closed", at: position) }
            if bytes[position] == UInt8(ascii: ">") { position += 1; return (name, attributes, false) }
            if hasPrefix("/>", at: position) { position += 2; return (name, attributes, true) }
            guard hadSpace else { throw failure("'>' expected", at: position) }
            let attributeName = String(decoding: bytes[try readName()], as: UTF8.self)
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw failure("an attribute without a value", at: position) }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw failure("an attribute value without quotes", at: position)
            }
            let quote = bytes[position]
            let valueStart = position + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != quote {
                if bytes[end] == UInt8(ascii: "<") { throw failure("'<' inside an attribute value", at: end) }
                end += 1
            }
            guard end < bytes.count else { throw failure("an attribute value is not closed", at: valueStart) }
            let value = try decode(valueStart..<end, attribute: true, wanted: true)
            if repeats.isRepeat(attributeName, earlier: attributes.lazy.map(\.name)) { throw failure("an attribute given twice", at: valueStart) }
            attributes.append(Attribute(name: attributeName, value: value))
            position = end + 1
        }
    }
}
