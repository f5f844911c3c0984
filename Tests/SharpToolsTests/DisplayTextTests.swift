import Testing
import TestSupport
@testable import SharpTools

/// `DisplayText.shortened`: at most 200 characters and 800 bytes, cut at a character
/// boundary, "…" at the end; shorter texts unchanged.
@Suite struct DisplayTextTests {
    static func withinLimits(_ text: String) -> Bool {
        text.count <= DisplayText.maximumCharacters && text.utf8.count <= DisplayText.maximumBytes
    }

    @Test func shortTextsStayAsTheyAre() {
        for text in ["", "NoAlc", String(repeating: "a", count: 200), String(repeating: "ü", count: 200), String(repeating: "🍷", count: 200)] {
            #expect(DisplayText.shortened(text) == text, "\(text.count) characters")
        }
    }

    @Test func aTenMegabyteTextBecomesTwoHundredCharacters() {
        let shown = DisplayText.shortened(String(repeating: "N", count: 10_000_000))
        #expect(shown == String(repeating: "N", count: 199) + "…")
        #expect(DisplayText.shortened(String(repeating: "a", count: 201)) == String(repeating: "a", count: 199) + "…")
    }

    /// Characters of many bytes: cut by the bytes, never inside a character.
    @Test func longCharactersAreCutByTheirBytes() {
        let family = "👨‍👩‍👧‍👦"  // one character of 25 bytes
        let shown = DisplayText.shortened(String(repeating: family, count: 100))
        #expect(Self.withinLimits(shown) && shown.hasSuffix("…"))
        #expect(shown.dropLast().allSatisfy { $0 == Character(family) }, "cut inside a character")
        #expect(shown.count == 1 + (DisplayText.maximumBytes - 3) / family.utf8.count)
        // One letter under 100,000 combining marks: a single character larger than the budget.
        let zalgo = "e" + String(repeating: "\u{301}", count: 100_000) + "nd"
        let cut = DisplayText.shortened(zalgo)
        #expect(cut.utf8.count <= DisplayText.maximumBytes && cut.unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars) && cut.hasSuffix("…"))
    }

    @Test func randomTextsAreCutWithinTheLimitsAtACharacterBoundary() {
        let pieces = ["a", "ü", "🍷", "e\u{301}", "👨‍👩‍👧‍👦", "\u{202E}", "\r\n", "中", "🇩🇪"]
        var generator = SeededGenerator(seed: 200)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...400, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let shown = DisplayText.shortened(text)
            #expect(Self.withinLimits(shown))
            if shown != text {
                #expect(shown.hasSuffix("…") && text.hasPrefix(shown.dropLast()))
                // The longest such beginning: one more character would not fit.
                let kept = shown.dropLast().count
                let longer = String(text.prefix(kept + 1)) + "…"
                #expect(!Self.withinLimits(longer))
            } else {
                #expect(Self.withinLimits(text))
            }
        }
    }

    @Test func theBidiControlsAreTheListedOnes() {
        let controls: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(DisplayText.isBidiControl(scalar) == controls.contains(value))
            let text = "a" + String(scalar) + "b"
            let found = text.withUTF8Span { bytes in (0..<bytes.count).contains { DisplayText.bidiControlStarts(at: $0, in: bytes) } }
            #expect(found == controls.contains(value), "U+\(String(value, radix: 16))")
        }
    }
}
