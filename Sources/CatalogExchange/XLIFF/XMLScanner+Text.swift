import StringCatalog

extension XMLScanner {
    /// The text of `range` with references resolved and line ends normalized (in attribute
    /// values, also white space made spaces); checked for characters XML does not allow.
    /// "" when not `wanted` (checked all the same).
    mutating func decode(_ range: Range<Int>, attribute: Bool, wanted: Bool) throws(XLIFFReader.Failure) -> String {
        var plain = true
        for index in range {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "]") || byte == 0xEF {
                plain = false
                break
            }
        }
        if plain { return wanted ? String(decoding: bytes[range], as: UTF8.self) : "" }
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                guard let semicolon = (index + 1..<min(index + 12, range.upperBound)).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
                    throw failure("an entity reference without its ';'", at: index)
                }
                try appendReference(String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self), at: index, to: &out)
                index = semicolon + 1
                continue
            case 0x0D:
                out.append(attribute ? 0x20 : 0x0A)
                if index + 1 < range.upperBound && bytes[index + 1] == 0x0A { index += 1 }
            case 0x09, 0x0A:
                out.append(attribute ? 0x20 : byte)
            case 0..<0x20:
                throw failure("a character XML does not allow", at: index)
            case UInt8(ascii: "]") where !attribute && index + 2 < range.upperBound && bytes[index + 1] == UInt8(ascii: "]") && bytes[index + 2] == UInt8(ascii: ">"):
                throw failure("']]>' in text", at: index)
            case 0xEF where index + 2 < range.upperBound && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                throw failure("a character XML does not allow", at: index)
            default:
                out.append(byte)
            }
            index += 1
        }
        return wanted ? String(decoding: out, as: UTF8.self) : ""
    }

    private mutating func appendReference(_ name: String, at offset: Int, to out: inout [UInt8]) throws(XLIFFReader.Failure) {
        switch name {
        case "amp": out.append(UInt8(ascii: "&"))
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "quot": out.append(UInt8(ascii: "\""))
        case "apos": out.append(UInt8(ascii: "'"))
        default:
            var value: UInt32?
            if name.hasPrefix("#x") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(), radix: 10)
            } else {
                throw failure("an entity that is not declared (XML knows &amp; &lt; &gt; &quot; &apos;)", at: offset)
            }
            guard let value, Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
                throw failure("a character reference to a character XML does not allow", at: offset)
            }
            out.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// CRLF and lone CR as LF (CDATA content is otherwise taken as it is).
    static func normalizedLineEnds(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        guard slice.contains(0x0D) else { return Array(slice) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var previousCR = false
        for byte in slice {
            if byte == 0x0A && previousCR { previousCR = false; continue }
            previousCR = byte == 0x0D
            out.append(previousCR ? 0x0A : byte)
        }
        return out
    }

    /// The offset of the first byte that is not valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length): _ = length; return offset
            }
        }
    }
}
