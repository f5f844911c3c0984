import Testing
import SharpTools

/// Strings are scanned eight bytes at a time; every stop byte (quote, backslash, control
/// character) and every non-ASCII byte must be found wherever it falls in a word. Random
/// strings built from tokens with a known meaning, against what the tokens say.
@Suite struct JSONStringScanTests {
    private enum Token: CaseIterable {
        case ascii, quoteEscape, backslashEscape, newlineEscape, unicodeEscape, twoByte, fourByte, control, invalidByte

        var bytes: [UInt8] {
            switch self {
            case .ascii: return Array("a~ 0{}[],:/".utf8)
            case .quoteEscape: return Array(#"\""#.utf8)
            case .backslashEscape: return Array(#"\\"#.utf8)
            case .newlineEscape: return Array(#"\n"#.utf8)
            case .unicodeEscape: return Array(#"\u00e9"#.utf8)
            case .twoByte: return Array("é".utf8)
            case .fourByte: return Array("😀".utf8)
            case .control: return [0x1F]
            case .invalidByte: return [0xFF]
            }
        }

        var decoded: [UInt8] {
            switch self {
            case .quoteEscape: return [0x22]
            case .backslashEscape: return [0x5C]
            case .newlineEscape: return [0x0A]
            case .unicodeEscape: return Array("é".utf8)
            default: return bytes
            }
        }

        var isEscape: Bool { [.quoteEscape, .backslashEscape, .newlineEscape, .unicodeEscape].contains(self) }
    }

    @Test func randomStringsDecodeAsTheirTokensSay() throws {
        var state: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<6_000 {
            // Mostly plain tokens, so stops land at every offset within a word.
            let tokens: [Token] = (0..<random(24)).map { _ in random(4) == 0 ? Token.allCases[random(Token.allCases.count)] : .ascii }
            var content: [UInt8] = []
            var firstControl: Int?
            var firstInvalid: Int?
            for token in tokens {
                if token == .control, firstControl == nil { firstControl = 1 + content.count }
                if token == .invalidByte, firstInvalid == nil { firstInvalid = 1 + content.count }
                content += token.bytes
            }
            let document = [0x22] + content + [0x22]

            var reader = JSONReader(bytes: document)
            let plain = try reader.readPlainStringRange()
            let isPlain = !tokens.contains { $0.isEscape || $0 == .control }
            #expect((plain != nil) == isPlain, "\(tokens)")
            if let plain { #expect(Array(document[plain]) == content) }

            reader = JSONReader(bytes: document)
            do {
                let text = try reader.readString()
                #expect(firstControl == nil && firstInvalid == nil, "\(tokens) decoded")
                #expect(Array(text.utf8) == tokens.flatMap(\.decoded), "\(tokens)")
            } catch {
                if let firstControl {
                    #expect(error.offset == firstControl, "\(tokens)")
                    #expect(error.message.contains("control character"))
                } else {
                    #expect(error.kind == .invalidUTF8, "\(tokens)")
                    #expect(firstInvalid != nil)
                }
            }
        }
    }
}
