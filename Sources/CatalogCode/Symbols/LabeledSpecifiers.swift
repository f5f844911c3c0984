import StringCatalog

/// Xcode 26's named format arguments: `%(count)lld files` — the name in parentheses after the
/// `%` (and after a `n$` position) becomes the generated function's argument label; the
/// specifier itself is `%lld`.
enum LabeledSpecifiers {
    /// `text` with each `(name)` of a labeled specifier taken out, and the labels by the
    /// index of their specifier among `FormatSpecifier.parse` of the result.
    static func strip(_ text: String) -> (String, [Int: String]) {
        guard text.contains("%(") || text.contains("$(") else { return (text, [:]) }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var labelsAt: [Int: String] = [:]
        var index = 0
        var percentCount = 0
        while index < scalars.count {
            let scalar = scalars[index]
            result.append(scalar)
            index += 1
            guard scalar == "%" else { continue }
            if index < scalars.count, scalars[index] == "%" {
                result.append("%")
                index += 1
                continue
            }
            // An optional `n$` before the name.
            var position = index
            while position < scalars.count, scalars[position].properties.numericType != nil { position += 1 }
            if position > index, position < scalars.count, scalars[position] == "$" { position += 1 } else { position = index }
            if position < scalars.count, scalars[position] == "(", let close = scalars[position...].firstIndex(of: ")"),
               close > position + 1, scalars[(position + 1)..<close].allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                for kept in scalars[index..<position] { result.append(kept) }
                labelsAt[percentCount] = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
                index = close + 1
            }
            percentCount += 1
        }
        let plain = String(result)
        // Labels were counted per `%`; specifiers are what parse finds (a stray `%` is none).
        var labels: [Int: String] = [:]
        var percentOffsets: [Int] = []
        var offset = 0
        var previousPercent = false
        for byte in plain.utf8 {
            if byte == UInt8(ascii: "%") && !previousPercent {
                percentOffsets.append(offset)
                previousPercent = true
            } else {
                if byte == UInt8(ascii: "%") { percentOffsets.removeLast() }
                previousPercent = false
            }
            offset += 1
        }
        for (specifierIndex, specifier) in FormatSpecifier.parse(plain).enumerated() {
            if let percentIndex = percentOffsets.firstIndex(of: specifier.utf8Range.lowerBound), let label = labelsAt[percentIndex] {
                labels[specifierIndex] = label
            }
        }
        return (plain, labels)
    }
}
