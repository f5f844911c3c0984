import Testing
import StringCatalog
import TestSupport
import CatalogCode
@testable import CatalogProject

/// The old-style property list reader: every kind of value, strings with their escapes, and
/// every broken text as a `Failure` with its line — hostile input included.
@Suite struct PropertyListTextTests {
    static func parse(_ text: String) throws(PropertyListText.Failure) -> PropertyListValue {
        try PropertyListText.parse(Array(text.utf8))
    }

    static func failure(_ text: String) -> PropertyListText.Failure? {
        failure(bytes: Array(text.utf8))
    }

    static func failure(bytes: [UInt8]) -> PropertyListText.Failure? {
        do {
            _ = try PropertyListText.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsDictionariesListsAndComments() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjects = {
        \t\tA1 /* App */ = {isa = PBXGroup; children = (B2 /* x.swift */, C3, ); sourceTree = "<group>"; };
        \t};
        \tempty = ( );
        \tdata = <0fA1 ff>;
        \trootObject = A1 /* Project object */;
        }
        """
        let root = try #require(try Self.parse(text).dictionary)
        #expect(root.keys == ["archiveVersion", "classes", "objects", "empty", "data", "rootObject"])
        #expect(root["archiveVersion"] == .string("1"))
        #expect(root["classes"]?.dictionary?.count == 0)
        #expect(root["empty"] == .array([]))
        #expect(root["data"] == .data([0x0F, 0xA1, 0xFF]))
        #expect(root["rootObject"] == .string("A1"))
        let group = try #require(root["objects"]?.dictionary?["A1"]?.dictionary)
        #expect(group.line == 7)
        #expect(group["children"] == .array([.string("B2"), .string("C3")]))
        #expect(group["sourceTree"] == .string("<group>"))
        #expect(root.line == 2 && root.line(of: "rootObject") == 11)
    }

    @Test func readsUnquotedAndQuotedStrings() throws {
        let text = #"""
        { a = Foo/Bar_1.swift; b = $(SRCROOT)x; c = "with \"quotes\" and \\"; d = 'single "q"'; e = "tab\there\nline"; f = "\U00e9\U20AC"; g = "\UD83D\UDE00"; h = "\101\12"; i = "\q"; j = ""; k = "Grüße 🍎"; "quoted key" = 1; }
        """#
        // `$(SRCROOT)x` is not one string: parentheses are not unquoted characters.
        #expect(Self.failure(text)?.message == "';' expected after the value of \"b\", found '('")
        let fixed = text.replacingOccurrences(of: "$(SRCROOT)x", with: "$SRCROOT+x-1.2:3")
        let root = try #require(try Self.parse(fixed).dictionary)
        #expect(root["a"] == .string("Foo/Bar_1.swift"))
        #expect(root["b"] == .string("$SRCROOT+x-1.2:3"))
        #expect(root["c"] == .string("with \"quotes\" and \\"))
        #expect(root["d"] == .string("single \"q\""))
        #expect(root["e"] == .string("tab\there\nline"))
        #expect(root["f"] == .string("é€"))
        #expect(root["g"] == .string("😀"))
        #expect(root["h"] == .string("A\n"))
        #expect(root["i"] == .string("q"))
        #expect(root["j"] == .string(""))
        #expect(root["k"] == .string("Grüße 🍎"))
        #expect(root["quoted key"] == .string("1"))
    }

    @Test func brokenTextIsAFailureWithItsLine() {
        let cases: [(String, Int, String)] = [
            ("", 1, "the file holds no property list"),
            ("// !$*UTF8*$!\n", 2, "the file holds no property list"),
            ("{\n a = \"open;\n}\n", 2, "a quoted string that is not closed"),
            ("{\n /* comment\n a = b; }", 2, "a comment that is not closed"),
            ("{\n a = (b, c;\n}", 2, "',' or ')' expected in a list, found ';'"),
            ("{\n a = (b,\n", 2, "a list that is not closed"),
            ("{\n a = b;\n", 1, "a dictionary that is not closed"),
            ("{ a b; }", 1, "'=' expected after the key \"a\", found 'b'"),
            ("{ a = b }", 1, "';' expected after the value of \"a\", found '}'"),
            ("{ a = ; }", 1, "a value expected, found ';'"),
            ("{ = b; }", 1, "a key or '}' expected, found '='"),
            ("{ a =", 1, "the value of \"a\" is missing"),
            ("{\n a = 1;\n a = 2;\n}", 3, "the key \"a\" appears twice in one dictionary"),
            ("{ a = b; }\n}", 2, "text after the end of the property list"),
            ("{ a = <0f1>; }", 1, "data with an odd number of hex digits"),
            ("{ a = <0g>; }", 1, "data holds 'g', not a hex digit"),
            ("{ a = <0f; }", 1, "data holds ';', not a hex digit"),
            ("{ a = \"\\UD83D\"; }", 1, "a \\U escape that is half of a UTF-16 pair"),
            ("{ a = \"\\UDE00\\UD83D\"; }", 1, "a \\U escape that is half of a UTF-16 pair"),
            ("{ a = \"\\Ux\"; }", 1, "a \\U escape without hex digits"),
            ("{ a = \"\\351\"; }", 1, "an octal escape above \\177 (a NeXTSTEP character, not UTF-8)"),
            ("{ a = \"\\", 1, "a quoted string that is not closed"),
            ("{\n a = b\u{7F}; }", 2, "';' expected after the value of \"a\", found the byte 0x7F"),
        ]
        for (text, line, message) in cases {
            #expect(Self.failure(text) == PropertyListText.Failure(line: line, message: message), "\(text.debugDescription)")
        }
    }

    @Test func nulBytesAndBytesThatAreNotUTF8AreRefused() {
        #expect(Self.failure(bytes: Array("{\n a = \"x".utf8) + [0] + Array("\"; }".utf8)) == .init(line: 2, message: "a NUL byte (a project file is text)"))
        #expect(Self.failure(bytes: Array("{\n\n a = \"".utf8) + [0xC3, 0x28] + Array("\"; }".utf8)) == .init(line: 3, message: "bytes that are not UTF-8"))
        // A byte-order mark is allowed before the text.
        #expect(throws: Never.self) { try PropertyListText.parse([0xEF, 0xBB, 0xBF] + Array("{ }".utf8)) }
    }

    @Test func nestingIsBoundedWithoutExhaustingTheStack() throws {
        let limit = PropertyListText.maximumDepth
        let deepest = String(repeating: "(", count: limit) + String(repeating: ")", count: limit)
        #expect(throws: Never.self) { try Self.parse(deepest) }
        let tooDeep = String(repeating: "(", count: limit + 1) + String(repeating: ")", count: limit + 1)
        #expect(Self.failure(tooDeep)?.message == "dictionaries and lists nested deeper than \(limit) levels")
        let hostile = String(repeating: "{a=(", count: 200_000)
        #expect(Self.failure(hostile)?.message == "dictionaries and lists nested deeper than \(limit) levels")
    }

    @Test func largeStringsAndListsAreRead() throws {
        let long = String(repeating: "x\\\"", count: 1_000_000)
        let value = try Self.parse("{ a = \"\(long)\"; b = (\(String(repeating: "item, ", count: 100_000))); }")
        #expect(value.dictionary?["a"]?.string?.count == 2_000_000)
        guard case .array(let items) = value.dictionary?["b"] else { Issue.record("b is not a list"); return }
        #expect(items.count == 100_000)
    }

    /// Random damage to a valid project text (bytes deleted, repeated, replaced) always ends in
    /// a value or a `Failure` whose line lies inside the text — and reading it as a project in
    /// targets or an `XcodeProjectError` with such a line.
    @Test func damagedTextNeverCrashes() {
        var generator = SeededGenerator(seed: 0x5EED_9B)
        let alphabet = Array("{}();=,\"'\\/*<>aZ0 \n\u{0}".utf8) + [0xFF, 0xC3]
        for valid in [XcodeProjectFixtures.classic, XcodeProjectFixtures.synchronized].map({ Array($0.utf8) }) {
            for _ in 0..<150 {
                var bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: index)
                    case 1: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 40)], at: index)
                    default: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
                    }
                }
                let lines = 1...(bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1)
                if let failure = Self.failure(bytes: bytes) {
                    #expect(lines.contains(failure.line) && !failure.message.isEmpty, "\(failure)")
                }
                do {
                    _ = try XcodeProject(bytes: bytes, fileName: "Damaged.xcodeproj/project.pbxproj", projectDirectory: ".")
                } catch {
                    #expect(error.line.map(lines.contains) ?? false, "\(error)")
                }
            }
        }
    }
}
