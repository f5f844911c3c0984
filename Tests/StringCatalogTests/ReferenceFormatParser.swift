import Foundation
@testable import StringCatalog

/// The specifier parser as it was before it was split into `FormatScanner` (bytes → tokens)
/// and `FormatSpecifier.parse` (tokens → values): the reference of the differential tests.
enum ReferenceFormatParser {
    private static let conversions: Set<Character> = [
        "@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p", "D", "U", "O",
    ]

    /// A `*` taking its value from argument n is written `*n$` (`%1$*2$d`).
    private static func skipArgument(_ bytes: [UInt8], _ cursor: inout Int) {
        let digits = bytes[cursor...].prefix { $0 >= 0x30 && $0 <= 0x39 }
        if !digits.isEmpty, cursor + digits.count < bytes.count, bytes[cursor + digits.count] == UInt8(ascii: "$") { cursor += digits.count + 1 }
    }

    static func parse(_ string: String, argPlaceholder: Bool = false) -> [FormatSpecifier] {
        let bytes = Array(string.utf8)
        var result: [FormatSpecifier] = []
        var sequential = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            var cursor = index + 1
            guard cursor < count else { break }
            if bytes[cursor] == UInt8(ascii: "%") { index = cursor + 1; continue }
            if argPlaceholder, cursor + 3 <= count, bytes[cursor] == UInt8(ascii: "a"),
               bytes[cursor + 1] == UInt8(ascii: "r"), bytes[cursor + 2] == UInt8(ascii: "g") {
                result.append(FormatSpecifier(
                    conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: 0,
                    isPositional: false, substitutionName: nil, isArgPlaceholder: true,
                    utf8Range: start..<(cursor + 3), text: "%arg"
                ))
                index = cursor + 3
                continue
            }
            // Positional `n$`.
            var positional: Int?
            var digitsEnd = cursor
            var number = 0
            while digitsEnd < count, bytes[digitsEnd] >= 0x30, bytes[digitsEnd] <= 0x39 {
                number = number &* 10 &+ Int(bytes[digitsEnd] - 0x30)
                digitsEnd += 1
            }
            if digitsEnd > cursor, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$"), number > 0 {
                positional = number
                cursor = digitsEnd + 1
            }
            // `%#@name@`
            if cursor + 1 < count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") {
                var nameEnd = cursor + 2
                while nameEnd < count, bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
                if nameEnd < count, nameEnd > cursor + 2 {
                    let name = String(decoding: bytes[(cursor + 2)..<nameEnd], as: UTF8.self)
                    let argument: Int
                    if let positional { argument = positional } else { sequential += 1; argument = sequential }
                    result.append(FormatSpecifier(
                        conversion: "@", length: "", flags: "", width: nil, precision: nil, argument: argument,
                        isPositional: positional != nil, substitutionName: name, isArgPlaceholder: false,
                        utf8Range: start..<(nameEnd + 1), text: String(decoding: bytes[start...nameEnd], as: UTF8.self)
                    ))
                    index = nameEnd + 1
                    continue
                }
            }
            // Flags. The space flag only in forms that cannot be prose ("50% off", "5% le prix",
            // "5% d'économie" stay text): `% d`, or a width, precision or length modifier then
            // d, i, u or f, with no letter, digit or apostrophe right after.
            var flagSet: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'")]
            if cursor < count, bytes[cursor] == UInt8(ascii: " ") {
                let rest = String(decoding: bytes[(cursor + 1)...], as: UTF8.self)
                guard rest.range(of: #"^(d|(?=[0-9.hlqztj])[0-9.]*[hlqztj]*[diuf])(?![A-Za-z0-9'\u0080-\U0010FFFF])"#, options: .regularExpression) != nil else {
                    index = start + 1
                    continue
                }
                flagSet.append(UInt8(ascii: " "))
            }
            let flagsStart = cursor
            while cursor < count, flagSet.contains(bytes[cursor]) {
                cursor += 1
            }
            let flags = String(decoding: bytes[flagsStart..<cursor], as: UTF8.self)
            // Width.
            var width: Int?
            if cursor < count, bytes[cursor] == UInt8(ascii: "*") {
                cursor += 1
                Self.skipArgument(bytes, &cursor)
            } else {
                var value = 0
                let widthStart = cursor
                while cursor < count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
                    value = value &* 10 &+ Int(bytes[cursor] - 0x30)
                    cursor += 1
                }
                if cursor > widthStart { width = value }
            }
            // Precision.
            var precision: Int?
            if cursor < count, bytes[cursor] == UInt8(ascii: ".") {
                cursor += 1
                if cursor < count, bytes[cursor] == UInt8(ascii: "*") {
                    cursor += 1
                    Self.skipArgument(bytes, &cursor)
                } else {
                    var value = 0
                    while cursor < count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
                        value = value &* 10 &+ Int(bytes[cursor] - 0x30)
                        cursor += 1
                    }
                    precision = value
                }
            }
            // Length.
            var length = ""
            if cursor < count {
                switch bytes[cursor] {
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    let letter = bytes[cursor]
                    if cursor + 1 < count, bytes[cursor + 1] == letter {
                        length = String(decoding: [letter, letter], as: UTF8.self)
                        cursor += 2
                    } else {
                        length = String(decoding: [letter], as: UTF8.self)
                        cursor += 1
                    }
                case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                    length = String(decoding: [bytes[cursor]], as: UTF8.self)
                    cursor += 1
                default:
                    break
                }
            }
            guard cursor < count else { break }
            let conversion = Character(Unicode.Scalar(bytes[cursor]))
            guard bytes[cursor] < 0x80, conversions.contains(conversion) else {
                // Not a specifier (e.g. "50%!"): leave the `%` as text.
                index = start + 1
                continue
            }
            let argument: Int
            if let positional { argument = positional } else { sequential += 1; argument = sequential }
            result.append(FormatSpecifier(
                conversion: conversion, length: length, flags: flags, width: width, precision: precision,
                argument: argument, isPositional: positional != nil, substitutionName: nil, isArgPlaceholder: false,
                utf8Range: start..<(cursor + 1), text: String(decoding: bytes[start...cursor], as: UTF8.self)
            ))
            index = cursor + 1
        }
        return result
    }
}
