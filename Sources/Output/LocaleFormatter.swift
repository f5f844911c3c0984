import TrackerModel

/// Locale-aware formatting that gives the same bytes on every platform: the few patterns the
/// reports need are implemented here from CLDR data (see `ReportLocale` for the table) instead
/// of Foundation's formatters, whose output differs between macOS and Linux and between ICU
/// versions. Rounding is half away from zero, applied to the shortest decimal representation
/// of a `Double` (so `0.855` as a percentage with no fraction digits is `86 %`).
public struct LocaleFormatter: Sendable, Hashable {
    public let locale: ReportLocale

    public init(locale: ReportLocale) {
        self.locale = locale
    }

    public init(locale identifier: String) {
        self.locale = ReportLocale(identifier)
    }

    /// `1234567` → de `1.234.567`, en `1,234,567`, de-CH `1’234’567`.
    public func integer(_ value: Int) -> String {
        let grouped = DecimalDigits.grouped(String(value.magnitude), separator: locale.profile.groupingSeparator)
        return value < 0 ? "-" + grouped : grouped
    }

    /// `12.5` with one fraction digit → de `12,5`, en `12.5`; thousands are grouped.
    /// NaN is `NaN`, infinities `∞` / `-∞` (the CLDR symbols).
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return LocaleFormatter.nonFinite(value) }
        return DecimalDigits(value).formatted(
            fractionDigits: fractionDigits,
            decimalSeparator: locale.profile.decimalSeparator,
            groupingSeparator: locale.profile.groupingSeparator)
    }

    /// A fraction as a percentage: `0.85` → de `85 %` (no-break space U+00A0), en `85%`.
    public func percent(_ fraction: Double, fractionDigits: Int = 0) -> String {
        let number: String
        if let plain = DecimalDigits.plainPercent(fraction, fractionDigits: fractionDigits, decimalSeparator: locale.profile.decimalSeparator) {
            number = plain
        } else if fraction.isFinite {
            number = DecimalDigits(fraction).shifted(by: 2).formatted(
                fractionDigits: fractionDigits,
                decimalSeparator: locale.profile.decimalSeparator,
                groupingSeparator: locale.profile.groupingSeparator)
        } else {
            number = LocaleFormatter.nonFinite(fraction)
        }
        return number + locale.profile.percentSpacing + "%"
    }

    /// The CLDR medium date: de `20.11.2026`, en `Nov 20, 2026`, en-GB `20 Nov 2026`. Built
    /// from the numbers below 100 spelled once (a heatmap names each of its days).
    public func mediumDate(_ day: CalendarDay) -> String {
        let (year, month, dayOfMonth) = day.components
        let yearText = (1000..<10000).contains(year) ? LocaleFormatter.numbers[year / 100] + LocaleFormatter.twoDigitNumbers[year % 100] : String(year)
        switch locale.profile.mediumDate {
        case .dayDotMonthDotYear:
            return LocaleFormatter.twoDigits(dayOfMonth) + "." + LocaleFormatter.twoDigits(month) + "." + yearText
        case .monthDayCommaYear:
            return monthAbbreviation(month) + " " + LocaleFormatter.number(dayOfMonth) + ", " + yearText
        case .dayMonthYear:
            return LocaleFormatter.number(dayOfMonth) + " " + monthAbbreviation(month) + " " + yearText
        }
    }

    /// The CLDR abbreviated month name (format context), 1 = January: en `Nov`,
    /// en-GB `Sept` for September, de `Nov.` / `März`. Out-of-range months give the number.
    public func monthAbbreviation(_ month: Int) -> String {
        guard (1...12).contains(month) else { return String(month) }
        return locale.profile.monthAbbreviations[month - 1]
    }

    /// The CLDR wide month name (standalone), 1 = January: de `Mai`, `September`; en `May`.
    public func monthName(_ month: Int) -> String {
        guard (1...12).contains(month) else { return String(month) }
        return locale.profile.monthNames[month - 1]
    }

    /// A month as a period table names it: de `Mai 2026`, en `May 2026`.
    public func monthAndYear(_ day: CalendarDay) -> String {
        let (year, month, _) = day.components
        return monthName(month) + " " + String(year)
    }

    /// Days from `first` to `last` as CLDR's interval formats write them without the year (a
    /// week of the period tables): de `1.–7. Sept.`, `29. Sept. – 5. Okt.`; en `Sep 1–7`,
    /// `Sep 29 – Oct 5`; en-GB `1–7 Sept`, `29 Sept – 5 Oct`.
    public func dayRange(_ first: CalendarDay, _ last: CalendarDay) -> String {
        let (_, firstMonth, firstDay) = first.components
        let (_, lastMonth, lastDay) = last.components
        let (a, b) = (monthAbbreviation(firstMonth), monthAbbreviation(lastMonth))
        let sameMonth = firstMonth == lastMonth && first.distance(to: last) < 31
        switch locale.profile.mediumDate {
        case .dayDotMonthDotYear:
            return sameMonth ? "\(firstDay).–\(lastDay). \(a)" : "\(firstDay). \(a) – \(lastDay). \(b)"
        case .monthDayCommaYear:
            return sameMonth ? "\(a) \(firstDay)–\(lastDay)" : "\(a) \(firstDay) – \(b) \(lastDay)"
        case .dayMonthYear:
            return sameMonth ? "\(firstDay)–\(lastDay) \(a)" : "\(firstDay) \(a) – \(lastDay) \(b)"
        }
    }

    /// Whether `identifier` writes a decimal comma (for `CSVDialect.excel(locale:)`).
    public static func decimalComma(_ identifier: String) -> Bool {
        ReportLocale(identifier).decimalComma
    }

    /// `0`…`99`, and the same with a leading zero below 10 (`07`).
    private static let numbers = (0..<100).map { String($0) }
    private static let twoDigitNumbers = (0..<100).map { $0 < 10 ? "0" + String($0) : String($0) }

    /// `String(value)`.
    static func number(_ value: Int) -> String {
        (0..<100).contains(value) ? numbers[value] : String(value)
    }

    /// `7` → `07`; `12` and negative values as they are.
    static func twoDigits(_ value: Int) -> String {
        (0..<100).contains(value) ? twoDigitNumbers[value] : String(value)
    }

    static func nonFinite(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        return value < 0 ? "-∞" : "∞"
    }
}
