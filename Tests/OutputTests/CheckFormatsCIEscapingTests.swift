import Foundation
import Testing
import TestSupport
import StringCatalog
@testable import Output

/// The CI renderers escape on UTF-8 bytes; the results must be those of the former walks
/// over Unicode scalars (kept here as the reference).
@Suite struct CheckFormatsCIEscapingTests {
    static func referenceEscapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\t": out += "\t"
            default:
                // Other controls and the bidi controls never reach the log as themselves.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static func referenceEscapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in referenceEscapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func referenceXML(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let pieces = ["a", "%", "\r", "\n", "\r\n", ":", ",", "&", "<", ">", "\"", "'", "\t", "\u{0}", "\u{1B}", "\u{1F}",
                         "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "ï", "é", "e\u{301}", "🙂", "—", " ",
                         "\u{7F}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{2028}"]

    @Test func escapingMatchesTheScalarWalk() {
        var generator = SeededGenerator(seed: 61)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(GitHubCheckFormat.escapeData(text) == Self.referenceEscapeData(text), "\(text.debugDescription)")
            #expect(GitHubCheckFormat.escapeProperty(text) == Self.referenceEscapeProperty(text), "\(text.debugDescription)")
            #expect(JUnitCheckFormat.xml(text) == Self.referenceXML(text, attribute: true), "\(text.debugDescription)")
            #expect(JUnitCheckFormat.xml(text, attribute: false) == Self.referenceXML(text, attribute: false), "\(text.debugDescription)")
            let stripped = text.replacingOccurrences(of: "\u{1F}", with: "")
            #expect(SARIFCheckFormat.withoutUnitSeparators(text) == stripped)
        }
    }
}
