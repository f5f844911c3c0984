extension CatalogLayoutStyle {
    /// The style of the file in `bytes` (whose top-level object is `root`), read from its
    /// first members, its line ends, an empty object if it has one and its escapes.
    package static func of(_ bytes: [UInt8], root: JSONSpan) -> CatalogLayoutStyle {
        var style = CatalogLayoutStyle.xcode
        style.newline = bytes.contains(UInt8(ascii: "\n")) ? (contains(bytes, "\r\n") ? "\r\n" : "\n") : ""
        if let first = root.members?.first {
            style.keySeparator = String(decoding: bytes[first.keyEnd..<first.value.start], as: UTF8.self)
            if style.isOneLine {
                style.indentUnit = ""
                if let second = root.members?.dropFirst().first {
                    let between = String(decoding: bytes[first.value.end..<second.keyStart], as: UTF8.self)
                    style.inlineSeparator = between.trimmingTrailingSpaces == "," ? "," + between.dropFirst(1) : ","
                }
            } else {
                style.indentUnit = indentUnit(bytes, root: root, member: first)
            }
        }
        style.blankLineInEmptyObject = !style.isOneLine && emptyObject(in: root).map { span in
            bytes[(span.start + 1)..<(span.end - 1)].filter { $0 == UInt8(ascii: "\n") }.count >= 2
        } ?? false
        style.escapesSlash = contains(bytes, "\\/")
        style.escapesNonASCII = !bytes.contains { $0 >= 0x80 } && escapesBeyondASCII(bytes)
        return style
    }

    /// The indentation a member adds to its object's line: what the first member's line has
    /// beyond the top-level object's (two spaces when it cannot be told).
    private static func indentUnit(_ bytes: [UInt8], root: JSONSpan, member: JSONSpan.Member) -> String {
        var start = member.keyStart
        while start > 0 && (bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")) { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r") else { return "  " }
        var rootStart = root.start
        while rootStart > 0 && (bytes[rootStart - 1] == UInt8(ascii: " ") || bytes[rootStart - 1] == UInt8(ascii: "\t")) { rootStart -= 1 }
        let memberIndent = bytes[start..<member.keyStart]
        let rootIndent = bytes[rootStart..<root.start]
        guard memberIndent.count > rootIndent.count else { return "  " }
        return String(decoding: memberIndent.dropFirst(rootIndent.count), as: UTF8.self)
    }

    /// The first empty object in the file, depth first.
    private static func emptyObject(in span: JSONSpan) -> JSONSpan? {
        guard let members = span.members else { return nil }
        if members.isEmpty { return span }
        for member in members {
            if let found = emptyObject(in: member.value) { return found }
        }
        return nil
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first && bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    /// Whether a `\uXXXX` escape in the file stands for a character beyond ASCII (an escaped
    /// control character says nothing about how the file writes the rest).
    private static func escapesBeyondASCII(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 5 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                if bytes[index + 1] == UInt8(ascii: "u"), let value = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16), value >= 0x80 {
                    return true
                }
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }
}

private extension String {
    var trimmingTrailingSpaces: Substring {
        var text = self[...]
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
