import Testing
import TestSupport
import SharpTools

@Suite struct CSVRecordReaderTests {
    private func read(_ text: String) throws(CSVRecordReader.ReadError) -> [CSVRecordReader.Record] {
        try CSVRecordReader.read(Array(text.utf8))
    }

    @Test func quotedFieldsKeepDelimitersQuotesAndLineBreaks() throws {
        let records = try read("key,translation\r\n\"a,b\",\"say \"\"hi\"\"\nnext\"\r\nc,\n")
        #expect(records == [
            CSVRecordReader.Record(line: 1, fields: ["key", "translation"]),
            CSVRecordReader.Record(line: 2, fields: ["a,b", "say \"hi\"\nnext"]),
            CSVRecordReader.Record(line: 4, fields: ["c", ""]),
        ])
    }

    @Test func blankLinesAreSkippedAndABOMIsIgnored() throws {
        let records = try CSVRecordReader.read([0xEF, 0xBB, 0xBF] + Array("a,b\n\n\nc,d".utf8))
        #expect(records.map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(records.map(\.line) == [1, 4])
    }

    @Test func theDelimiterIsDetectedFromTheFirstRecord() throws {
        #expect(try read("a;b\nc;d\n").map(\.fields) == [["a", "b"], ["c", "d"]])
        #expect(try read("a\tb\n").map(\.fields) == [["a", "b"]])
        #expect(try read("\"x;y\",b;c\n").map(\.fields) == [["x;y", "b;c"]])
        #expect(try read("\"x,y\";b\n").map(\.fields) == [["x,y", "b"]])
    }

    @Test func malformedQuotesAreErrorsWithTheirLine() {
        #expect(throws: CSVRecordReader.ReadError.self) { try read("a,b\n\"open\n") }
        do {
            _ = try read("a,b\nx\"y,z\n")
            Issue.record("a quote inside an unquoted field was accepted")
        } catch {
            #expect(error.line == 2)
        }
        do {
            _ = try read("a\n\"q\"x,b\n")
            Issue.record("text after a closing quote was accepted")
        } catch {
            #expect(error.line == 2)
        }
    }

    /// Random tables written with RFC 4180 quoting read back cell for cell.
    @Test func writtenTablesReadBack() throws {
        var generator = SeededGenerator(seed: 51)
        let pieces = ["a", ",", "\"", "\n", "\r\n", "é", " ", "🙂", "'=1"]
        for _ in 0..<300 {
            let columns = Int.random(in: 1...4, using: &generator)
            let table = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                (0..<columns).map { _ in
                    "x" + (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
                }
            }
            let text = table.map { row in
                row.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
            }.joined(separator: "\r\n") + "\r\n"
            #expect(try read(text).map(\.fields) == table)
        }
    }
}
