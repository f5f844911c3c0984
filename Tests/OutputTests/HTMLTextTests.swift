import Testing
@testable import Output

/// Text in index.html and the SVG files: XML's five specials escaped, characters XML 1.0
/// forbids replaced, everything else kept (the fast path returns plain text unchanged).
@Suite struct HTMLTextTests {
    @Test func escapesTheSpecialsAndReplacesWhatXMLForbids() {
        #expect(HTMLText.escape("2026-11-20: Success · 💧 Steady") == "2026-11-20: Success · 💧 Steady")
        #expect(HTMLText.escape("Überstunden ✨ é") == "Überstunden ✨ é")
        #expect(HTMLText.escape(#"<b>"Tom" & 'Jerry'</b>"#) == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(HTMLText.escape("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(HTMLText.escape("a\u{0}b\u{1B}c\u{7F}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
        #expect(HTMLText.escape("C1 \u{85} \u{9F}, noncharacters \u{FFFE}\u{FFFF}") == "C1 \u{FFFD} \u{FFFD}, noncharacters \u{FFFD}\u{FFFD}")
        // Lead bytes C2 and EF that start allowed characters are kept.
        #expect(HTMLText.escape("¢ \u{00A0} \u{FF21} \u{FEFF}") == "¢ \u{00A0} \u{FF21} \u{FEFF}")
    }
}
