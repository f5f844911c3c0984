import SharpTools

/// A gettext PO file as its messages: what `strings import` reads from a `.po` file that a
/// translation platform or Poedit wrote. Comments `#.` (extracted), `# ` (translator's), `#:`
/// (references) and `#,` (flags) are kept per message; obsolete messages (`#~`) and previous
/// strings (`#|`) are skipped. Strings are C literals (`\n`, `\t`, `\"`, `\\`, octal and hex
/// escapes), split over several quoted lines or not.
package struct POFile: Sendable {
    /// One message (the header is the message whose `msgid` is empty and has no context).
    package struct Message: Sendable, Equatable {
        /// The 1-based line of its `msgid`.
        package var line: Int
        package var extractedComments: [String] = []
        package var translatorComments: [String] = []
        package var references: [String] = []
        package var flags: [String] = []
        package var context: String?
        package var id: String = ""
        package var idPlural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, … in index order.
        package var strings: [String] = []
        /// The 1-based line of each string.
        package var stringLines: [Int] = []

        package var isFuzzy: Bool { flags.contains("fuzzy") }
        var isHeader: Bool { id.isEmpty && context == nil }
    }

    /// A file that is no PO file, with the line at fault.
    package struct ReadError: Error, Sendable, Equatable {
        package var line: Int
        package var message: String

        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    package var messages: [Message]
    /// The header's fields (`Language`, `Plural-Forms`, …), by name.
    package var header: [String: String]
    /// The header message's line; nil when the file has none.
    package var headerLine: Int?

    /// Reads UTF-8 text (a byte order mark is skipped; CRLF line ends are read as LF).
    package init(bytes: [UInt8]) throws(ReadError) {
        var parser = Parser()
        var lineNumber = 0
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw ReadError(line: lineNumber, message: "not UTF-8 (a PO file for trackerkit is UTF-8: charset=UTF-8)")
            }
            try parser.read(text, line: lineNumber)
            start = end + 1
        }
        let all = try parser.finish()
        messages = all.filter { !$0.isHeader }
        let headerMessage = all.first(where: \.isHeader)
        headerLine = headerMessage?.line
        header = [:]
        for field in (headerMessage?.strings.first ?? "").split(separator: "\n") {
            guard let colon = field.firstIndex(of: ":") else { continue }
            let name = field[..<colon].trimmingCharacters(in: .whitespaces)
            if header[name] == nil { header[name] = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The line-by-line reading: which keyword the quoted lines continue.
    private struct Parser {
        var messages: [Message] = []
        var current: Message?
        /// Where a continuation line (`"…"`) goes.
        var target: Target?
        /// Whether the current message has had its `msgstr`: a comment or `msgid` then starts a new one.
        var hasStrings = false
        /// Whether the current message has had its `msgid`: a second one starts a new message.
        var hasID = false

        enum Target { case context, id, idPlural, string(Int) }

        mutating func read(_ text: String, line: Int) throws(ReadError) {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { return }
            if trimmed.hasPrefix("#~") || trimmed.hasPrefix("#|") {
                target = nil
                return
            }
            if trimmed.hasPrefix("#") {
                if hasStrings { close() }
                var message = current ?? Message(line: line)
                let body = String(trimmed.dropFirst(2))
                switch trimmed.dropFirst().first {
                case "."?: message.extractedComments.append(body)
                case ":"?: message.references += body.split(separator: " ").map(String.init)
                case ","?: message.flags += body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                default: message.translatorComments.append(trimmed.count > 1 ? String(trimmed.dropFirst(trimmed.hasPrefix("# ") ? 2 : 1)) : "")
                }
                current = message
                target = nil
                return
            }
            if trimmed.hasPrefix("\"") {
                guard let target else { throw ReadError(line: line, message: "a quoted line that continues no msgid, msgstr or msgctxt") }
                append(try POString.unquote(String(trimmed), line: line), to: target)
                return
            }
            try keyword(String(trimmed), line: line)
        }

        private mutating func keyword(_ text: String, line: Int) throws(ReadError) {
            guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
                throw ReadError(line: line, message: "expected msgctxt, msgid, msgid_plural or msgstr, found \"\(DisplayText.shortened(text))\"")
            }
            let name = String(text[..<space])
            let value = try POString.unquote(text[space...].trimmingCharacters(in: .whitespaces), line: line)
            switch name {
            case "msgctxt", "msgid":
                if hasStrings || hasID || (name == "msgctxt" && current?.context != nil) { close() }
                var message = current ?? Message(line: line)
                if name == "msgctxt" {
                    message.context = value
                    target = .context
                } else {
                    message.id = value
                    message.line = line
                    hasID = true
                    target = .id
                }
                current = message
            case "msgid_plural":
                guard hasID, !hasStrings else { throw ReadError(line: line, message: "msgid_plural without a msgid before it") }
                current?.idPlural = value
                target = .idPlural
            default:
                guard hasID else { throw ReadError(line: line, message: "\(name) without a msgid before it") }
                let index = try Self.stringIndex(name, line: line)
                guard index == current?.strings.count else {
                    throw ReadError(line: line, message: "\(name) out of order (expected msgstr\(current?.idPlural == nil ? "" : "[\(current?.strings.count ?? 0)]"))")
                }
                current?.strings.append(value)
                current?.stringLines.append(line)
                hasStrings = true
                target = .string(index)
            }
        }

        /// 0 for `msgstr`, i for `msgstr[i]`.
        private static func stringIndex(_ name: String, line: Int) throws(ReadError) -> Int {
            if name == "msgstr" { return 0 }
            guard name.hasPrefix("msgstr["), name.hasSuffix("]"), let index = Int(name.dropFirst(7).dropLast()), (0..<7).contains(index) else {
                throw ReadError(line: line, message: "expected msgctxt, msgid, msgid_plural or msgstr, found \(DisplayText.shortened(name))")
            }
            return index
        }

        private mutating func append(_ text: String, to target: Target) {
            guard var message = current else { return }
            switch target {
            case .context: message.context = (message.context ?? "") + text
            case .id: message.id += text
            case .idPlural: message.idPlural = (message.idPlural ?? "") + text
            case .string(let index): message.strings[index] += text
            }
            current = message
        }

        mutating func close() {
            // Comments that belong to no message (at the end of the file) are no message.
            if let current, hasID || !current.strings.isEmpty || current.context != nil { messages.append(current) }
            current = nil
            target = nil
            hasStrings = false
            hasID = false
        }

        mutating func finish() throws(ReadError) -> [Message] {
            close()
            for message in messages where message.strings.isEmpty {
                throw ReadError(line: message.line, message: "the message has no msgstr")
            }
            return messages
        }
    }
}
