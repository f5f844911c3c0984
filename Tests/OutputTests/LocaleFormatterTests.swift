import Testing
import TrackerModel
@testable import Output

@Suite("Locale formatting (de, en, en-GB, fallback)")
struct LocaleFormatterTests {
    let de = LocaleFormatter(locale: "de")
    let en = LocaleFormatter(locale: "en")
    let day = CalendarDay(year: 2026, month: 11, day: 20)!

    @Test(arguments: [
        ("de", "1.234.567"), ("de-DE", "1.234.567"), ("de_AT", "1.234.567"), ("de-CH", "1\u{2019}234\u{2019}567"),
        ("en", "1,234,567"), ("en-US", "1,234,567"), ("en-GB", "1,234,567"), ("fr", "1,234,567"), ("", "1,234,567"),
    ])
    func integersAreGrouped(locale: String, expected: String) {
        #expect(LocaleFormatter(locale: locale).integer(1_234_567) == expected)
    }

    @Test func smallAndNegativeIntegers() {
        #expect(de.integer(0) == "0")
        #expect(de.integer(999) == "999")
        #expect(de.integer(1000) == "1.000")
        #expect(en.integer(-1234) == "-1,234")
        #expect(en.integer(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func decimals() {
        #expect(de.decimal(12.5, fractionDigits: 1) == "12,5")
        #expect(en.decimal(12.5, fractionDigits: 1) == "12.5")
        #expect(de.decimal(1234.5, fractionDigits: 2) == "1.234,50")
        #expect(en.decimal(1234.5, fractionDigits: 0) == "1,235")
        #expect(en.decimal(0.125, fractionDigits: 2) == "0.13")
        #expect(en.decimal(-0.004, fractionDigits: 2) == "0.00")
        #expect(en.decimal(-2.5, fractionDigits: 0) == "-3")
        #expect(en.decimal(99.96, fractionDigits: 1) == "100.0")
        #expect(en.decimal(1e-10, fractionDigits: 3) == "0.000")
        #expect(en.decimal(6.0 / 7.0, fractionDigits: 3) == "0.857")
        #expect(en.decimal(.nan, fractionDigits: 1) == "NaN")
        #expect(de.decimal(-.infinity, fractionDigits: 1) == "-∞")
    }

    @Test func percentages() {
        #expect(de.percent(0.85) == "85\u{00A0}%")
        #expect(en.percent(0.85) == "85%")
        #expect(en.percent(0.855) == "86%")
        #expect(de.percent(0.857142, fractionDigits: 1) == "85,7\u{00A0}%")
        #expect(en.percent(1) == "100%")
        #expect(en.percent(0) == "0%")
        #expect(LocaleFormatter(locale: "de-CH").percent(0.5) == "50%")
        #expect(en.percent(12.345) == "1,235%")
    }

    @Test(arguments: [
        ("de", "20.11.2026"), ("de-DE", "20.11.2026"), ("de_AT", "20.11.2026"), ("de-CH", "20.11.2026"),
        ("en", "Nov 20, 2026"), ("en-US", "Nov 20, 2026"), ("en_us", "Nov 20, 2026"),
        ("en-GB", "20 Nov 2026"), ("en_GB", "20 Nov 2026"), ("ja", "Nov 20, 2026"), ("", "Nov 20, 2026"),
    ])
    func mediumDates(locale: String, expected: String) {
        #expect(LocaleFormatter(locale: locale).mediumDate(day) == expected)
    }

    @Test func mediumDatesPadOnlyWhereThePatternSays() {
        let early = CalendarDay(year: 2027, month: 3, day: 5)!
        #expect(de.mediumDate(early) == "05.03.2027")
        #expect(en.mediumDate(early) == "Mar 5, 2027")
        #expect(LocaleFormatter(locale: "en-GB").mediumDate(early) == "5 Mar 2027")
        let september = CalendarDay(year: 2026, month: 9, day: 1)!
        #expect(en.mediumDate(september) == "Sep 1, 2026")
        #expect(LocaleFormatter(locale: "en-GB").mediumDate(september) == "1 Sept 2026")
    }

    @Test func monthAbbreviations() {
        #expect((1...12).map(en.monthAbbreviation) == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect(de.monthAbbreviation(3) == "März")
        #expect(de.monthAbbreviation(11) == "Nov.")
        #expect(en.monthAbbreviation(13) == "13")
    }

    @Test func localeResolution() {
        let austrian = ReportLocale("de_AT")
        #expect(austrian.language == "de")
        #expect(austrian.region == "AT")
        #expect(!austrian.isFallback)
        let script = ReportLocale("zh-Hant-TW")
        #expect(script.language == "zh")
        #expect(script.region == "TW")
        #expect(script.isFallback)
        #expect(ReportLocale("DE-de").decimalComma)
        #expect(LocaleFormatter.decimalComma("de"))
        #expect(LocaleFormatter.decimalComma("de-DE"))
        #expect(!LocaleFormatter.decimalComma("de-CH"))
        #expect(!LocaleFormatter.decimalComma("en-GB"))
        #expect(!LocaleFormatter.decimalComma("xx"))
    }

    @Test func weeksAndMonthsAsPeopleReadThem() {
        let first = CalendarDay(iso: "2026-09-01")!, last = CalendarDay(iso: "2026-09-07")!
        let crossing = (CalendarDay(iso: "2026-09-28")!, CalendarDay(iso: "2026-10-04")!)
        #expect(de.dayRange(first, last) == "1.–7. Sept." && de.dayRange(crossing.0, crossing.1) == "28. Sept. – 4. Okt.")
        #expect(en.dayRange(first, last) == "Sep 1–7" && en.dayRange(crossing.0, crossing.1) == "Sep 28 – Oct 4")
        #expect(LocaleFormatter(locale: "en-GB").dayRange(first, last) == "1–7 Sept")
        #expect(de.monthAndYear(CalendarDay(iso: "2026-05-17")!) == "Mai 2026" && en.monthAndYear(CalendarDay(iso: "2026-05-17")!) == "May 2026")
        #expect(de.monthName(3) == "März" && en.monthName(12) == "December" && en.monthName(13) == "13")
    }
}
