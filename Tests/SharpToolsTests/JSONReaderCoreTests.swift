import Testing
@testable import SharpTools

@Suite struct JSONReaderCoreTests {
    private func reader(_ text: String) -> JSONReader { JSONReader(bytes: Array(text.utf8)) }

    @Test func readsNestedDocumentInOrderWithDuplicateKeysVisible() throws {
        var r = reader(#"{"a": [1, -2, 3.5e2, true, null, "x\u00e9\n"], "a": {"b": {}}, "c": []}"#)
        try r.beginObject()
        #expect(try r.nextKey() == "a")
        try r.beginArray()
        #expect(try r.nextElement())
        #expect(try r.readInt() == 1)
        #expect(try r.nextElement())
        #expect(try r.readInt() == -2)
        #expect(try r.nextElement())
        #expect(try r.readDouble() == 350)
        #expect(try r.nextElement())
        #expect(try r.readBool() == true)
        #expect(try r.nextElement())
        #expect(try r.readNullIfPresent())
        #expect(try r.nextElement())
        #expect(try r.readString() == "xé\n")
        #expect(try !r.nextElement())
        #expect(try r.nextKey() == "a")
        try r.skipValue()
        #expect(try r.nextKey() == "c")
        try r.skipValue()
        #expect(try r.nextKey() == nil)
        try r.finish()
    }

    @Test func decodesSurrogatePairsAndEscapes() throws {
        var r = reader(#""\ud83d\ude00 \"q\" \\ \/ \t""#)
        #expect(try r.readString() == "😀 \"q\" \\ / \t")
    }

    @Test func reportsLineAndColumnOfSyntaxErrors() {
        var r = reader("{\n  \"a\": 1,\n  \"b\" 2\n}")
        do {
            try r.beginObject()
            _ = try r.nextKey()
            _ = try r.readInt()
            _ = try r.nextKey()
            Issue.record("expected an error")
        } catch {
            #expect(error.position == JSONPosition(line: 3, column: 7))
            #expect(error.message.contains("expected ':'"))
        }
    }

    /// Found by the hostile-input corpus: a number of a million digits put all of them into
    /// the one-line error; the message shows the first 40.
    @Test func aHugeNumberIsShortenedInTheMessage() {
        let digits = String(repeating: "7", count: 1_000_000)
        for (text, expected) in [(digits, "number \(digits.prefix(40))… is out of range"), (digits + ".5", "expected an integer, found \(digits.prefix(40))…")] {
            var r = reader(text)
            do {
                _ = try r.readInt()
                Issue.record("expected an error")
            } catch {
                #expect(error.message == expected)
            }
        }
        var r = reader("1.5")
        #expect(throws: JSONReaderError.self) { _ = try r.readInt() }
        #expect(JSONReaderError(kind: .notAnInteger("1.5"), offset: 0, position: JSONPosition(line: 1, column: 1)).message == "expected an integer, found 1.5")
    }

    @Test func columnsCountCharactersNotBytes() {
        let r = reader("{\"ä😀\": x}")
        #expect(r.position(of: 9) == JSONPosition(line: 1, column: 6))
    }

    @Test(arguments: [
        ("[1,]", "trailing comma"),
        ("{\"a\":1,}", "trailing comma"),
        ("[01]", "leading zeros"),
        ("[1.]", "digit must follow '.'"),
        ("[-]", "digit must follow '-'"),
        ("[NaN]", "unexpected 'N'"),
        ("[Infinity]", "unexpected 'I'"),
        ("[\"a\nb\"]", "control character"),
        ("[\"\\x\"]", "invalid escape"),
        ("[\"\\ud800\"]", "unpaired UTF-16 surrogate"),
        ("[\"abc", "unterminated string"),
        ("[1 2]", "expected ',' or ']'"),
        ("{'a':1}", "member name in double quotes"),
        ("[tru]", "unexpected 't'"),
    ])
    func rejectsInvalidJSON(text: String, expected: String) {
        var r = reader(text)
        do {
            try r.skipValue()
            try r.finish()
            Issue.record("accepted invalid JSON \(text)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        var r = JSONReader(bytes: Array("[\"ab".utf8) + [0xFF, 0xFE] + Array("\"]".utf8))
        do {
            try r.skipValue()
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.kind == .invalidUTF8)
            #expect(error.offset == 4)
        }
    }

    @Test func skipsByteOrderMark() throws {
        var r = JSONReader(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        try r.beginObject()
        #expect(try r.nextKey() == nil)
        try r.finish()
    }

    @Test func deepNestingIsRejectedWithoutCrashing() {
        let depth = 100_000
        var r = reader(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        do {
            try r.skipValue()
            Issue.record("accepted nesting of \(depth)")
        } catch {
            #expect(error.message.contains("nesting deeper than 512"))
        }
    }

    @Test func integersOutOfRangeAndNonIntegersAreErrors() {
        for (text, kindCheck) in [("9223372036854775808", "out of range"), ("1.5", "expected an integer"), ("1e3", "expected an integer")] {
            var r = reader(text)
            do {
                _ = try r.readInt()
                Issue.record("accepted \(text) as Int")
            } catch {
                #expect(error.message.contains(kindCheck), "\(text): \(error.message)")
            }
        }
        var r = reader("-9223372036854775808")
        #expect((try? r.readInt()) == Int.min)
    }

    @Test func typeMismatchNamesBothKinds() {
        var r = reader("[true]")
        do {
            try r.beginArray()
            _ = try r.nextElement()
            _ = try r.readString()
            Issue.record("expected a type mismatch")
        } catch {
            #expect(error.message == "expected a string, found a boolean")
            #expect(error.position == JSONPosition(line: 1, column: 2))
        }
    }

    @Test func writerEscapesAndKeepsMemberOrder() {
        let value = JSONValue.object([("z", .int(1)), ("a", .string("q\"\\\n\u{1}")), ("n", .null), ("l", .array([.bool(true), .double(1.5)]))])
        #expect(value.serialized(pretty: false) == #"{"z":1,"a":"q\"\\\n\u0001","n":null,"l":[true,1.5]}"#)
        #expect(value.serialized(pretty: true).hasSuffix("}\n"))
    }
}
