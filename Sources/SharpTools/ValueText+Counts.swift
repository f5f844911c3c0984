extension ValueText {
    /// A whole number from `minimum` to 1,000,000 (`--batch-size 20`, `--retries 0`).
    package static func count(_ text: String, minimum: Int) throws(InvalidValue) -> Int {
        guard text.allSatisfy(\.isASCII), let value = Int(text), value >= minimum, value <= 1_000_000 else {
            throw InvalidValue(text, "is not a whole number from \(minimum) to 1000000")
        }
        return value
    }

    /// A positive number of seconds, with a fraction if wanted (`30`, `2.5`), at most a day.
    package static func seconds(_ text: String) throws(InvalidValue) -> Double {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text), value > 0, value <= 86_400 else {
            throw InvalidValue(text, "is not a number of seconds (more than 0, at most 86400)")
        }
        return value
    }
}
