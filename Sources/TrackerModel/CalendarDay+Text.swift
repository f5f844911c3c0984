import SharpTools

extension CalendarDay {
    /// `YYYY-MM-DD` as a person types it (`--as-of`, `--from`); anything else is refused with
    /// the one wording of a wrong date.
    package static func read(_ text: String) throws(InvalidValue) -> CalendarDay {
        guard let day = CalendarDay(iso: text) else { throw InvalidValue(text, "is not a date (expected YYYY-MM-DD)") }
        return day
    }
}
