import Foundation

/// The fixed-width texts of report rows — integers, UUIDs, ISO dates and times — written
/// straight into an `OutputChunk`, without a `String` per value (a million rows of logs.csv).
/// Callers compute the plain values (a date's fields, a time of day, a UTC offset); these
/// only spell them.
extension OutputChunk {
    /// `value` in decimal, `-` for negatives, as `String(value)` writes it.
    @inlinable
    package mutating func appendDecimal(_ value: Int) {
        ensureRoom(20)
        var magnitude = value.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        if value < 0 {
            base[used] = UInt8(ascii: "-")
            used += 1
        }
        var index = used + digitCount - 1
        repeat {
            base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            index -= 1
        } while index >= used
        used += digitCount
    }

    /// A UUID as Swift prints it: upper-case 8-4-4-4-12 (36 bytes).
    @inlinable
    package mutating func appendUUID(_ uuid: UUID) {
        ensureRoom(36)
        let octets = uuid.uuid
        var position = used
        @inline(__always)
        func pair(_ octet: UInt8) {
            base[position] = OutputChunk.hexDigit(octet >> 4)
            base[position + 1] = OutputChunk.hexDigit(octet & 0x0F)
            position += 2
        }
        @inline(__always)
        func dash() {
            base[position] = UInt8(ascii: "-")
            position += 1
        }
        pair(octets.0); pair(octets.1); pair(octets.2); pair(octets.3); dash()
        pair(octets.4); pair(octets.5); dash()
        pair(octets.6); pair(octets.7); dash()
        pair(octets.8); pair(octets.9); dash()
        pair(octets.10); pair(octets.11); pair(octets.12); pair(octets.13); pair(octets.14); pair(octets.15)
        used = position
    }

    @inlinable @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        // Without a branch (random ids would mispredict it half the time): 7 more from "A" on.
        let fromA = UInt8(truncatingIfNeeded: (9 &- Int(nibble)) >> 8) & 7
        return UInt8(ascii: "0") &+ nibble &+ fromA
    }

    /// Two digits, in room made by `ensureRoom`.
    @inlinable @inline(__always)
    mutating func storeTwoDigits(_ value: Int) {
        base[used] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10 % 10)
        base[used + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
        used += 2
    }

    /// The last `width` decimal digits of a non-negative `value`, zero-padded, in room made
    /// by `ensureRoom`.
    @inlinable @inline(__always)
    mutating func storeDigits(_ value: Int, width: Int) {
        var remaining = value.magnitude
        var index = used + width - 1
        while index >= used {
            base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            index -= 1
        }
        used += width
    }

    /// `YYYY-MM-DD`; false, with nothing written, for a year outside 0–9999 (no fixed width).
    @inlinable
    @discardableResult
    package mutating func appendISODate(year: Int, month: Int, day: Int) -> Bool {
        guard (0...9999).contains(year) else { return false }
        ensureRoom(10)
        storeDigits(year, width: 4)
        store(UInt8(ascii: "-"))
        storeTwoDigits(month)
        store(UInt8(ascii: "-"))
        storeTwoDigits(day)
        return true
    }

    /// `THH:MM:SS±HH:MM`: a time of day (seconds after local midnight) and the UTC offset it
    /// was read with; an offset with seconds prints its hours and minutes.
    @inlinable
    package mutating func appendTimeAndOffset(secondOfDay: Int, utcOffset: Int) {
        ensureRoom(15)
        store(UInt8(ascii: "T"))
        storeTwoDigits(secondOfDay / 3600)
        store(UInt8(ascii: ":"))
        storeTwoDigits(secondOfDay / 60 % 60)
        store(UInt8(ascii: ":"))
        storeTwoDigits(secondOfDay % 60)
        let magnitude = abs(utcOffset)
        store(utcOffset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        storeTwoDigits(magnitude / 3600 % 100)
        store(UInt8(ascii: ":"))
        storeTwoDigits(magnitude / 60 % 60)
    }
}

/// The text of the last ISO date written, for runs of rows on the same date (logs.csv rows
/// come in time order per tracker): the date's fields are computed and spelled once per date.
package struct ISODateCache: Sendable {
    @usableFromInline var key = Int.min
    /// The ten bytes of `YYYY-MM-DD`, little-endian: bytes 0–7, then 8–9.
    @usableFromInline var head: UInt64 = 0
    @usableFromInline var tail: UInt16 = 0

    package init() {}

    /// Appends the date known by `key` (e.g. a day number); `fields` gives its year, month
    /// and day when it is not the cached one. False, with nothing written, for a year outside
    /// 0–9999.
    @inlinable @inline(__always)
    package mutating func append(
        key: Int, to chunk: inout OutputChunk, fields: (Int) -> (year: Int, month: Int, day: Int)
    ) -> Bool {
        if key != self.key {
            let (year, month, day) = fields(key)
            guard (0...9999).contains(year) else { return false }
            (head, tail) = ISODateCache.text(year: year, month: month, day: day)
            self.key = key
        }
        chunk.storeTenBytes(head, tail)
        return true
    }
}

extension ISODateCache {
    /// `YYYY-MM-DD` as ten little-endian bytes, for a year in 0–9999.
    @usableFromInline
    static func text(year: Int, month: Int, day: Int) -> (UInt64, UInt16) {
        @inline(__always)
        func digit(_ value: Int, at byte: UInt64) -> UInt64 { UInt64(truncatingIfNeeded: 48 + value % 10) << (8 * byte) }
        let dash = UInt64(UInt8(ascii: "-"))
        let head = digit(year / 1000, at: 0) | digit(year / 100, at: 1) | digit(year / 10, at: 2) | digit(year, at: 3)
            | dash << 32 | digit(month / 10, at: 5) | digit(month, at: 6) | dash << 56
        return (head, UInt16(truncatingIfNeeded: digit(day / 10, at: 0) | digit(day, at: 1)))
    }
}

extension OutputChunk {
    @inlinable @inline(__always)
    mutating func storeTenBytes(_ head: UInt64, _ tail: UInt16) {
        ensureRoom(10)
        let raw = UnsafeMutableRawPointer(base + used)
        raw.storeBytes(of: head.littleEndian, as: UInt64.self)
        raw.storeBytes(of: tail.littleEndian, toByteOffset: 8, as: UInt16.self)
        used += 10
    }
}

extension ISODateCache {
    /// `YYYY-MM-DD` as a string, for a year in 0–9999 (nil otherwise): the ten bytes written
    /// in place, with no intermediate strings (the report's pictures name a day per cell).
    package static func string(year: Int, month: Int, day: Int) -> String? {
        guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        let (head, tail) = text(year: year, month: month, day: day)
        return String(unsafeUninitializedCapacity: 10) { buffer in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            raw.storeBytes(of: head.littleEndian, as: UInt64.self)
            raw.storeBytes(of: tail.littleEndian, toByteOffset: 8, as: UInt16.self)
            return 10
        }
    }
}
