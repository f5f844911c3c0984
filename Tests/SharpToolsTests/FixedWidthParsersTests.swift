import Foundation
import Testing
import TestSupport
@testable import SharpTools

/// The fixed-place fast paths of the store's values against the plain parsers they stand in
/// for: the UUID's eight digits at a time (SWAR) against the table-driven parse, and the two
/// common timestamp layouts against the parse of any layout — on random texts and on every
/// single-byte change of valid ones.
@Suite struct FixedWidthParsersTests {
    static func uuid(_ text: [UInt8]) -> (UUID?, UUID?) {
        text.withUnsafeBufferPointer { (UUIDParser.parse($0), UUIDParser.parseByTable($0)) }
    }

    @Test func uuidsParseAsTheTableParsesThem() {
        var random = SeededGenerator(seed: 36)
        let valid = Array("1C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5D".utf8)
        for position in valid.indices {
            for byte in UInt8.min...UInt8.max {
                var text = valid
                text[position] = byte
                let (fast, plain) = Self.uuid(text)
                #expect(fast == plain, "byte \(byte) at \(position)")
            }
        }
        let alphabet = Array("0123456789abcdefABCDEF-gG@`/:".utf8)
        for _ in 0..<20_000 {
            var text = (0..<36).map { _ in alphabet.randomElement(using: &random)! }
            for dash in [8, 13, 18, 23] where Int.random(in: 0..<10, using: &random) > 0 { text[dash] = UInt8(ascii: "-") }
            let (fast, plain) = Self.uuid(text)
            #expect(fast == plain, "\(String(decoding: text, as: UTF8.self))")
        }
        for _ in 0..<2_000 {
            let uuid = UUID()
            #expect(Self.uuid(Array(uuid.uuidString.lowercased().utf8)).0 == uuid)
        }
    }

    static func timestamp(_ text: [UInt8]) -> (Date?, Result<Date, TimestampParser.Failure>) {
        text.withUnsafeBufferPointer { (TimestampParser.fixedLayout($0), TimestampParser.parseAnyLayout(utf8: $0)) }
    }

    @Test func timestampsInTheCommonLayoutsParseAsAnyLayoutDoes() {
        var random = SeededGenerator(seed: 3339)
        var texts = ["2026-05-01T20:24:00+02:00", "2026-11-20T21:00:00Z", "1900-01-01t00:00:00z", "9999-12-31 23:59:59-23:59",
                     "2024-02-29T12:00:00+00:00", "2023-02-29T12:00:00+00:00", "2026-05-01T24:00:00Z", "2026-05-01T23:59:60Z",
                     "2026-05-01T20:24:00+24:00", "2026-05-01T20:24:00+02:60", "1899-12-31T23:59:59Z", "2026-13-01T00:00:00Z"]
        for _ in 0..<5_000 {
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", Int.random(in: 1890...10_000, using: &random) % 10_000,
                              Int.random(in: 0...13, using: &random), Int.random(in: 0...32, using: &random), Int.random(in: 0...24, using: &random),
                              Int.random(in: 0...60, using: &random), Int.random(in: 0...60, using: &random))
            texts.append(text + (Bool.random(using: &random) ? "Z" : String(format: "%@%02d:%02d", Bool.random(using: &random) ? "+" : "-",
                                                                              Int.random(in: 0...24, using: &random), Int.random(in: 0...60, using: &random))))
        }
        let mutated = texts.prefix(2).flatMap { text in
            Array(text.utf8).indices.flatMap { position in
                Array("0123456789-:+ZzTt .,x".utf8).map { byte -> [UInt8] in
                    var bytes = Array(text.utf8)
                    bytes[position] = byte
                    return bytes
                }
            }
        }
        for bytes in texts.map({ Array($0.utf8) }) + mutated {
            let (fast, plain) = Self.timestamp(bytes)
            switch plain {
            case .success(let date): #expect(fast == nil || fast == date, "\(String(decoding: bytes, as: UTF8.self))")
            case .failure: #expect(fast == nil, "\(String(decoding: bytes, as: UTF8.self))")
            }
            // The layouts it is for are never left to the slow path when valid.
            if bytes.count == 20 || bytes.count == 25, case .success = plain, !bytes.contains(UInt8(ascii: ".")), !bytes.contains(UInt8(ascii: ",")) {
                #expect(fast != nil, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }
}
