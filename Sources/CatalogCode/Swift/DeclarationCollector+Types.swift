import StringCatalog

/// How the first pass reads a parameter's or property's type: a key type, `String`, or another
/// type by its name.
extension DeclarationCollector {
    enum TypeClass { case key, string, other }

    /// What a parameter's type is to this pass: a key type (optional too), `String`, or other.
    static func classify(_ tokens: [SwiftLexer.Token]) -> TypeClass {
        var chain: [String] = []
        var rest = tokens[...]
        while let first = rest.first, first.kind == .identifier, ["inout", "some", "any", "borrowing", "consuming", "sending", "__owned"].contains(first.text) {
            rest = rest.dropFirst()
        }
        while let first = rest.first, first.kind == .identifier {
            chain.append(first.text)
            rest = rest.dropFirst()
            guard let dot = rest.first, dot.kind == .punctuation, dot.text == "." else { break }
            rest = rest.dropFirst()
        }
        guard let base = chain.last else { return .other }
        let tail = rest.prefix { !($0.kind == .punctuation && $0.text == "=") }
        let plain = tail.allSatisfy { $0.kind == .punctuation && ($0.text == "?" || $0.text == "!") }
        guard plain else { return .other }
        if LocalizingAPIs.literalTypes.contains(base) { return .key }
        return base == "String" && chain.count == 1 ? .string : .other
    }

    /// The name a parameter's type gives (`Key`, `Strings.Key` → `Key`), for a plain type.
    static func typeName(_ tokens: [SwiftLexer.Token]) -> String? {
        var name: String?
        for token in tokens {
            if token.kind == .identifier { name = token.text; continue }
            if token.kind == .punctuation, token.text == "." { continue }
            if token.kind == .punctuation, token.text == "?" || token.text == "!" || token.text == "=" { break }
            return nil
        }
        return name
    }

    /// Whether a file can declare anything this pass records: a quick look for the names
    /// involved, so that most files are lexed once.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        let needles: [[UInt8]] = [Array("Locali".utf8), Array("localizedString".utf8), Array("extension String".utf8), Array("extension Substring".utf8)]
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "L") || byte == UInt8(ascii: "l") || byte == UInt8(ascii: "e") {
                for needle in needles where needle[0] == byte && index + needle.count <= end {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
            }
            index += 1
        }
        return false
    }
}
