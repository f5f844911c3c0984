import StringCatalog

/// How a difference between a translation's format arguments and its source's plays out when
/// Foundation formats the translation with the arguments the code passes for the source.
extension FormatConsequence {
    /// The most serious consequence of the differences between `source` and `translation`
    /// (arguments in `omittable` may be left out); nil when they match.
    static func of(source: FormatSignature, translation: FormatSignature, omittable: Set<Int> = []) -> FormatConsequence? {
        var worst: FormatConsequence?
        func note(_ consequence: FormatConsequence) { worst = min(worst ?? consequence, consequence) }
        for argument in Set(source.arguments.keys).union(translation.arguments.keys) {
            switch (source.arguments[argument], translation.arguments[argument]) {
            case let (passed?, read?) where passed != read:
                note(reading(read, whenPassed: passed))
            case (_?, nil):
                // Shown less: the argument is passed and never read.
                if !omittable.contains(argument) { note(.harmless) }
            case (nil, let read?):
                // Read though never passed: whatever lies there.
                note(read.conversion == "@" || read.conversion == "s" ? .crash : .wrongOutput)
            default:
                break
            }
        }
        return worst
    }

    /// Reading an argument of type `read` where the call passed `passed`.
    static func reading(_ read: FormatSignature.ArgumentType, whenPassed passed: FormatSignature.ArgumentType) -> FormatConsequence {
        let objects: Set<Character> = ["@", "s"]
        // A number read as an object (or the reverse) dereferences what is no pointer.
        if objects.contains(read.conversion) || objects.contains(passed.conversion) {
            return objects.contains(read.conversion) && objects.contains(passed.conversion) ? .wrongOutput : .crash
        }
        // Another register class or width: this argument and every later one are read from the
        // wrong place.
        if (read.conversion == "f") != (passed.conversion == "f") || width(read) != width(passed) { return .crash }
        return .wrongOutput
    }

    /// The bytes an argument of `type` takes in a variadic call.
    static func width(_ type: FormatSignature.ArgumentType) -> Int {
        if type.conversion == "f" { return 8 }
        return ["l", "ll", "q", "z", "t", "j"].contains(type.length) ? 8 : 4
    }

    /// Defects of a translation's text that the argument lists do not show: a `%` glued to a
    /// letter that starts no specifier (`50%-ig`, `%k`), which the catalog compiler rejects —
    /// a build error; and a precision or width the source gives a number and the translation
    /// changes (`%.2f` → `%f`) — wrong output. Each with what to tell.
    static func textDefects(translation: String, source: String) -> [(String, FormatConsequence)] {
        guard translation.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var found: [(String, FormatConsequence)] = []
        let specifiers = FormatSpecifier.parse(translation)
        let sourceSpecifiers = FormatSpecifier.parse(source)
        let sourceTexts = Set(sourceSpecifiers.map(\.text))
        let bytes = Array(translation.utf8)
        let starts = Set(specifiers.map(\.utf8Range.lowerBound))
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            if let specifier = specifiers.first(where: { $0.utf8Range.lowerBound == index }) {
                // A specifier the source does not have, glued to the word after it (`%-ig`).
                let end = specifier.utf8Range.upperBound
                if !sourceTexts.contains(specifier.text), end < bytes.count, isLetter(bytes[end]), specifier.substitutionName == nil {
                    found.append(("\(quote(word(around: index, in: bytes))) is a % glued to a word, no specifier of the source (write %% for a percent sign)", .buildError))
                }
                index = end
                continue
            }
            if !starts.contains(index) {
                var next = index + 1
                while next < bytes.count, "-+ #0123456789.".utf8.contains(bytes[next]) { next += 1 }
                // `50 % off` is a percent sign set apart, not a specifier.
                if next < bytes.count, isLetter(bytes[next]), bytes[index + 1] != UInt8(ascii: " ") {
                    found.append(("\(quote(word(around: index, in: bytes))) is a % before a letter that starts no specifier (write %% for a percent sign)", .buildError))
                }
            }
            index += 1
        }
        for specifier in sourceSpecifiers where specifier.conversionClass == "f" && specifier.precision != nil {
            guard let other = specifiers.first(where: { $0.argument == specifier.argument && $0.conversionClass == "f" }) else { continue }
            if other.precision != specifier.precision {
                found.append(("argument \(specifier.argument) is \(specifier.text) in the source but \(other.text) here: the number shows with other decimals", .wrongOutput))
            }
        }
        return found
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The run of non-space bytes around `index`, for the message.
    private static func word(around index: Int, in bytes: [UInt8]) -> String {
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: " "), index - start < 12 { start -= 1 }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: " "), end - index < 12 { end += 1 }
        while start < index, bytes[start] & 0xC0 == 0x80 { start += 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func quote(_ text: String) -> String { "\"" + text + "\"" }
}
