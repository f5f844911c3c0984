import Testing
@testable import Output

@Suite("CSVWriter quoting and dialects")
struct CSVWriterTests {
    private func csv(_ rows: [[CSVCell]], _ dialect: CSVDialect = .rfc4180) -> String {
        CSVWriter.string(rows, dialect: dialect)
    }

    @Test func plainFieldsAreNotQuotedAndRowsEndInCRLF() {
        #expect(csv([[.header("a"), .header("b")], [.text("x"), .integer(3)]]) == "a,b\r\nx,3\r\n")
    }

    @Test(arguments: [
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("line1\nline2", "\"line1\nline2\""),
        ("line1\rline2", "\"line1\rline2\""),
        ("line1\r\nline2", "\"line1\r\nline2\""),
        (" leading", "\" leading\""),
        ("trailing ", "\"trailing \""),
        ("trailing\t", "\"trailing\t\""),
        ("in side", "in side"),
        ("a;b", "a;b"),
        ("😀 Gut, „sehr“", "\"😀 Gut, „sehr“\""),
        ("🏳️‍🌈", "🏳️‍🌈"),
        ("", ""),
    ])
    func quoting(input: String, expected: String) {
        #expect(csv([[.text(input), .text("z")]]) == expected + ",z\r\n")
    }

    @Test func semicolonDialectQuotesSemicolonsNotCommas() {
        let output = csv([[.text("a;b"), .text("c,d")]], .excel(decimalComma: true))
        #expect(output == "\u{FEFF}\"a;b\";c,d\r\n")
    }

    @Test func loneEmptyFieldIsWrittenAsQuotesSoTheRowSurvives() {
        #expect(csv([[.text("")], [], [.text(""), .text("")]]) == "\"\"\r\n\"\"\r\n,\r\n")
    }

    @Test(arguments: ["=1+2", "+49 170", "-rf", "@SUM(A1)", "\tx", "\rx", "=", "-"])
    func textStartingWithAFormulaTriggerGetsAnApostrophe(input: String) throws {
        let bytes = CSVWriter.bytes([[.text(input)]])
        let rows = try parseCSV(bytes)
        #expect(rows == [["'" + input]])
    }

    @Test func neutralizedFieldsWithLineBreaksAreStillQuoted() {
        #expect(csv([[.text("\rcmd")]]) == "\"'\rcmd\"\r\n")
        #expect(csv([[.text("=a,b")]]) == "\"'=a,b\"\r\n")
    }

    @Test(arguments: ["a=b", " =1", "'=1", "x-y", "", "(1)"])
    func otherTextIsUntouched(input: String) throws {
        #expect(try parseCSV(CSVWriter.bytes([[.text(input), .text("")]])) == [[input, ""]])
    }

    @Test func numbersAreNeverNeutralized() {
        #expect(csv([[.number("-3"), .integer(-42), .number("-0.5"), .decimal(-1.25, fractionDigits: 2)]])
                == "-3,-42,-0.5,-1.25\r\n")
    }

    @Test func aNumberCellThatIsNotANumberIsTreatedAsText() {
        #expect(csv([[.number("=1+1"), .number("-1-1"), .number("1."), .number(".5"), .number("")]])
                == "'=1+1,'-1-1,1.,.5,\r\n")
    }

    @Test func headerCellsAreNeverAltered() {
        #expect(csv([[.header("-streak"), .header("=x"), .header("a,b")]]) == "-streak,=x,\"a,b\"\r\n")
    }

    @Test func rfc4180HasNoBOMAndCommas() {
        let bytes = CSVWriter.bytes([[.header("day"), .number("12.5")]], dialect: .rfc4180)
        #expect(bytes == Array("day,12.5\r\n".utf8))
    }

    @Test func excelWithoutDecimalCommaHasBOMAndCommas() {
        let bytes = CSVWriter.bytes([[.header("day"), .number("12.5")]], dialect: .excel(decimalComma: false))
        #expect(bytes == [0xEF, 0xBB, 0xBF] + Array("day,12.5\r\n".utf8))
    }

    @Test func excelWithDecimalCommaHasBOMSemicolonsAndCommaDecimals() {
        let bytes = CSVWriter.bytes(
            [[.header("Tag"), .number("12.5"), .integer(-3), .text("1.5"), .text("a;b")]],
            dialect: .excel(decimalComma: true))
        #expect(bytes == [0xEF, 0xBB, 0xBF] + Array("Tag;12,5;-3;1.5;\"a;b\"\r\n".utf8))
    }

    @Test func excelDialectFollowsTheLocale() {
        #expect(CSVDialect.excel(locale: "de") == .excel(decimalComma: true))
        #expect(CSVDialect.excel(locale: "de_AT") == .excel(decimalComma: true))
        #expect(CSVDialect.excel(locale: "de-CH") == .excel(decimalComma: false))
        #expect(CSVDialect.excel(locale: "en-GB") == .excel(decimalComma: false))
        // Languages without a formatting profile still follow CLDR's decimal separator.
        for locale in ["fr", "es", "it", "pt-BR", "nl", "ru", "pl", "sv", "tr"] {
            #expect(CSVDialect.excel(locale: locale) == .excel(decimalComma: true), "\(locale)")
        }
        for locale in ["es-MX", "it-CH", "ja", "zh-Hans", "ko", "he"] {
            #expect(CSVDialect.excel(locale: locale) == .excel(decimalComma: false), "\(locale)")
        }
    }

    @Test func emptyWriterWithBOMIsJustTheBOM() {
        #expect(CSVWriter(dialect: .excel(decimalComma: true)).bytes == [0xEF, 0xBB, 0xBF])
        #expect(CSVWriter().bytes.isEmpty)
    }

    @Test func stringAndBytesAgree() {
        var writer = CSVWriter(dialect: .excel(decimalComma: false))
        writer.appendRow([CSVCell.text("Ä\"ö"), .text("x\ny")])
        #expect(Array(writer.string.utf8) == writer.bytes)
        #expect(writer.string.hasPrefix("\u{FEFF}"))
    }

    @Test func cellByCellEqualsRowAtATime() {
        var a = CSVWriter()
        a.appendCell(.text("x")); a.appendCell(.integer(1)); a.endRow()
        var b = CSVWriter()
        b.appendRow([CSVCell.text("x"), .integer(1)])
        #expect(a.bytes == b.bytes)
    }

    @Test(arguments: [
        (0.125, 2, "0.13"), (2.5, 0, "3"), (-2.5, 0, "-3"), (-0.001, 2, "0.00"), (1e-7, 3, "0.000"),
        (1234567.891, 1, "1234567.9"), (9.995, 2, "10.00"), (1e21, 0, "1000000000000000000000"),
    ])
    func decimalCells(value: Double, digits: Int, expected: String) {
        #expect(CSVCell.decimal(value, fractionDigits: digits) == .number(expected))
    }

    @Test func nonFiniteDecimalIsEmpty() {
        #expect(CSVCell.decimal(.nan, fractionDigits: 1) == .number(""))
        #expect(CSVCell.decimal(-.infinity, fractionDigits: 1) == .number(""))
    }
}
