/// `${name}` in a text: a variable the system fills in — the app's name in an App Shortcuts
/// phrase (`${applicationName}`), an App Intent's parameter in its summary (`${date}`). Written
/// as it is in every language; a translation that changes or drops one breaks the phrase.
package enum AppShortcutVariable {
    /// The UTF-8 ranges of every `${name}` in `text` (a name: one or more characters up to the
    /// next `}`, none of them `$`, `{`, `}` or whitespace).
    package static func ranges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 2 {
                ranges.append(index..<(end + 1))
                index = end + 1
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// The variables of `text` as written (`${applicationName}`), in order.
    package static func variables(in text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        let bytes = Array(text.utf8)
        return ranges(in: text).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
