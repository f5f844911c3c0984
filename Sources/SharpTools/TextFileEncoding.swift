/// The encodings a text file from a person's tools may come in, turned into UTF-8: UTF-8 with
/// or without a byte order mark, UTF-16 (either byte order) with one. Anything else is refused
/// with the line of the first byte that is not UTF-8 — Excel's "CSV" is Windows-1252, and read
/// as UTF-8 its umlauts would silently become U+FFFD.
package enum TextFileEncoding {
    package struct NotUTF8: Error, Equatable, Sendable {
        /// 1-based line of the first invalid byte.
        package let line: Int
        /// "not UTF-8 (looks like Windows-1252?)" or a plainer wording.
        package let message: String
    }

    /// The text as UTF-8 without a byte order mark.
    package static func utf8(_ bytes: [UInt8]) -> Result<[UInt8], NotUTF8> {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let invalid = firstInvalidUTF8(body) {
            let line = 1 + LineLocator.newlines(in: body, from: 0, to: invalid)
            return .failure(NotUTF8(line: line, message: looksLikeWindows1252(body) ? "not UTF-8 (looks like Windows-1252?)" : "not UTF-8 (nor UTF-16 with a byte order mark)"))
        }
        return .success(body)
    }

    private static func utf16(_ body: ArraySlice<UInt8>, littleEndian: Bool) -> Result<[UInt8], NotUTF8> {
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { output.append($0) }
        let line = 1 + LineLocator.newlines(in: output, from: 0, to: output.count)
        if failed { return .failure(NotUTF8(line: line, message: "not valid UTF-16 (a lone surrogate)")) }
        if body.count % 2 != 0 { return .failure(NotUTF8(line: line, message: "not valid UTF-16 (an odd number of bytes)")) }
        return .success(output)
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Text that Windows-1252 maps completely (none of its five unassigned bytes, no NUL):
    /// what Excel and most Windows tools save as "CSV" in Western Europe.
    private static func looksLikeWindows1252(_ bytes: [UInt8]) -> Bool {
        !bytes.contains { $0 == 0 || $0 == 0x81 || $0 == 0x8D || $0 == 0x8F || $0 == 0x90 || $0 == 0x9D }
    }
}

extension TextFileEncoding.NotUTF8: CustomStringConvertible {
    /// The line and the problem, to follow the file's path and a colon.
    package var description: String { "\(line): \(message)" }
}
