/// Numbers spelled straight into UTF-8 bytes, for text built from many small pieces (a chart's
/// points): no `String` per number. The digits are the ones `String(_:)` and
/// `ChartSVG.oneDecimal` write.
enum ByteText {
    /// `-12`, `0`, `2026`, as `String(value)` spells it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        // Coordinates and tenths are mostly below 1000.
        if magnitude < 1000 {
            if magnitude >= 100 { bytes.append(0x30 + UInt8(magnitude / 100)) }
            if magnitude >= 10 { bytes.append(0x30 + UInt8(magnitude / 10 % 10)) }
            bytes.append(0x30 + UInt8(magnitude % 10))
            return
        }
        // The highest power of ten not above the value (UInt64.max has 20 digits).
        var power: UInt64 = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            bytes.append(0x30 + UInt8(magnitude / power))
            magnitude %= power
            power /= 10
        }
    }

    /// `value` with at most one decimal, as `ChartSVG.oneDecimal` spells it (`12.5`, `3`).
    static func appendOneDecimal(_ value: Double, to bytes: inout [UInt8]) {
        let tenths = Int((value * 10).rounded())
        appendDecimal(tenths / 10, to: &bytes)
        let fraction = abs(tenths % 10)
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(0x30 + UInt8(fraction))
        }
    }
}
