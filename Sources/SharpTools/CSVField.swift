/// How one CSV field is spelled — the rules `CSVWriter` (Output) documents: quoting, doubled
/// quotes, formula neutralization, decimal comma. `CSVWriter` and the `logs.csv` row encoder
/// both write fields through here, so the rules live in one place.
package enum CSVField {
    package enum Kind: Sendable { case text, number, header }

    /// Appends the field for `text` (nothing for an empty one) to `bytes`.
    package static func append(_ text: String, kind: Kind, delimiter: UInt8, decimalComma: Bool, to bytes: inout [UInt8]) {
        guard !text.isEmpty else { return }
        withUTF8(of: text) { utf8 in
            // Spelled into scratch memory by the shared rules, then appended in one copy.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength(utf8.count)) { scratch in
                let count = write(utf8, kind: kind, delimiter: delimiter, decimalComma: decimalComma, to: scratch.baseAddress!)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            }
        }
    }

    /// Appends the field for `text` (nothing for an empty one) to `chunk`.
    package static func append(_ text: String, kind: Kind, delimiter: UInt8, decimalComma: Bool, to chunk: inout OutputChunk) {
        guard !text.isEmpty else { return }
        withUTF8(of: text) { utf8 in
            chunk.ensureRoom(maximumLength(utf8.count))
            chunk.used += write(utf8, kind: kind, delimiter: delimiter, decimalComma: decimalComma, to: chunk.base + chunk.used)
        }
    }

    /// Native Swift strings are contiguous UTF-8: no copy. Others (bridged) are copied once.
    @inline(__always)
    private static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    // Computed, not `static let`: a stored one is initialized lazily, and checking that on
    // every byte of a 160 MB file showed in the profile.
    package static var quote: UInt8 { 0x22 }
    static var apostrophe: UInt8 { 0x27 }

    /// The most bytes `write` writes for a field of `count` bytes: two quotes, an apostrophe,
    /// and every byte a quote that is doubled.
    @inline(__always)
    static func maximumLength(_ count: Int) -> Int { 2 * count + 3 }

    /// Whether a text field starting with `byte` could be read as a formula (contract §5).
    @inline(__always)
    static func isFormulaTrigger(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D:
            return true
        default:
            return false
        }
    }

    /// `-?[0-9]+(\.[0-9]+)?`
    static func isCanonicalNumber(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = utf8.count
        if index < count && utf8[index] == UInt8(ascii: "-") { index += 1 }
        var integerDigits = 0
        while index < count && utf8[index] &- UInt8(ascii: "0") < 10 {
            index += 1
            integerDigits += 1
        }
        guard integerDigits > 0 else { return false }
        if index == count { return true }
        guard utf8[index] == UInt8(ascii: ".") else { return false }
        index += 1
        var fractionDigits = 0
        while index < count && utf8[index] &- UInt8(ascii: "0") < 10 {
            index += 1
            fractionDigits += 1
        }
        return fractionDigits > 0 && index == count
    }

    /// Whether any byte forces quoting: the delimiter, `"`, CR or LF.
    @inline(__always)
    static func containsSpecialByte(_ utf8: UnsafeBufferPointer<UInt8>, delimiter: UInt8) -> Bool {
        for byte in utf8 where byte <= 0x3B {
            // 0x3B is `;`, the largest byte that can force quoting (`,` is 0x2C, `"` 0x22).
            if byte == delimiter || byte == quote || byte == 0x0A || byte == 0x0D { return true }
        }
        return false
    }

    /// Writes the field for `utf8` at `output` (room for `maximumLength(utf8.count)` bytes)
    /// and returns the number of bytes written. An empty field writes nothing.
    @inline(__always)
    static func write(
        _ utf8: UnsafeBufferPointer<UInt8>, kind: Kind, delimiter: UInt8, decimalComma: Bool,
        to output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let count = utf8.count
        guard count > 0, let source = utf8.baseAddress else { return 0 }

        var neutralize = false
        var localizeDecimal = false
        switch kind {
        case .header:
            break
        case .number:
            if isCanonicalNumber(utf8) {
                localizeDecimal = decimalComma
            } else {
                neutralize = isFormulaTrigger(source[0])
            }
        case .text:
            neutralize = isFormulaTrigger(source[0])
        }

        // Leading or trailing spaces and tabs are quoted too, so readers that trim keep them.
        let first = neutralize ? apostrophe : source[0]
        let last = source[count - 1]
        let needsQuotes = first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
            || containsSpecialByte(utf8, delimiter: delimiter)

        var end = 0
        if needsQuotes {
            output[end] = quote
            end += 1
        }
        if neutralize {
            output[end] = apostrophe
            end += 1
        }
        if localizeDecimal {
            for index in 0..<count {
                output[end + index] = source[index] == UInt8(ascii: ".") ? UInt8(ascii: ",") : source[index]
            }
            end += count
        } else if needsQuotes {
            // Copy runs between quotes in bulk; double each quote.
            var runStart = 0
            for index in 0..<count where source[index] == quote {
                (output + end).update(from: source + runStart, count: index + 1 - runStart)
                end += index + 1 - runStart
                output[end] = quote
                end += 1
                runStart = index + 1
            }
            (output + end).update(from: source + runStart, count: count - runStart)
            end += count - runStart
        } else {
            (output + end).update(from: source, count: count)
            end += count
        }
        if needsQuotes {
            output[end] = quote
            end += 1
        }
        return end
    }
}
