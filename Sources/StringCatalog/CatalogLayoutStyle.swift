/// How a catalog file lays out its JSON: indentation, the text between a member's name and
/// its value, line ends, empty objects, which characters are escaped. Xcode's is one such
/// style; a file another tool wrote has its own, which a layout-keeping rewrite reads from
/// the file (`LayoutKeepingRewrite`) so that what it inserts looks like the lines around it.
package struct CatalogLayoutStyle: Sendable, Equatable {
    /// One level of indentation (`"  "`, `"    "`, `"\t"`); empty for a file on one line.
    var indentUnit: String
    /// Between a member's name and its value (`" : "`, `": "`, `":"`).
    var keySeparator: String
    /// `"\n"` or `"\r\n"`; empty for a file on one line.
    var newline: String
    /// After a comma on one line (`","` or `", "`), for a file without line breaks.
    var inlineSeparator: String
    /// Xcode writes an empty object as `{`, an empty line and `}`; most tools as `{}`.
    var blankLineInEmptyObject: Bool
    /// `/` written `\/` (as `JSONSerialization` does).
    var escapesSlash: Bool
    /// Every character beyond ASCII written as `\uXXXX` (as Python's `json` does by default).
    var escapesNonASCII: Bool
    /// Object members in Xcode's order (false: as given — for text that is only read back).
    var sortsMembers = true

    /// Xcode's own layout: 2 spaces, `" : "`, `\n`, `{` `}` around an empty line, nothing
    /// escaped that need not be.
    package static let xcode = CatalogLayoutStyle(
        indentUnit: "  ", keySeparator: " : ", newline: "\n", inlineSeparator: ",", blankLineInEmptyObject: true,
        escapesSlash: false, escapesNonASCII: false)

    /// Everything on one line, nothing between tokens (a value inside a message).
    package static let oneLine = CatalogLayoutStyle(
        indentUnit: "", keySeparator: ":", newline: "", inlineSeparator: ",", blankLineInEmptyObject: false,
        escapesSlash: false, escapesNonASCII: false)

    /// One line, members as given: the quickest text to read back into a catalog.
    package static let unsorted = { () -> CatalogLayoutStyle in
        var style = oneLine
        style.sortsMembers = false
        return style
    }()

    /// Xcode's layout with the members in the order given: a file whose writer chose its order.
    package static let xcodeAsGiven = { () -> CatalogLayoutStyle in
        var style = xcode
        style.sortsMembers = false
        return style
    }()

    var isOneLine: Bool { newline.isEmpty }

    /// `node` rendered with its first line at the current position and its later lines
    /// indented from `indent`; object members in Xcode's order.
    package func render(_ node: CatalogNode, indent: String, into out: inout String) {
        switch node {
        case .string(let text):
            out += quote(text)
        case .literal(let text):
            out += text
        case .object(let members):
            let sorted = sortsMembers ? members.sorted { StringCatalogWriter.xcodeOrder($0.0, $1.0) } : members
            renderContainer(open: "{", close: "}", count: sorted.count, indent: indent, into: &out) { index, inner, out in
                out += quote(sorted[index].0) + keySeparator
                render(sorted[index].1, indent: inner, into: &out)
            }
        case .array(let elements):
            renderContainer(open: "[", close: "]", count: elements.count, indent: indent, into: &out) { index, inner, out in
                render(elements[index], indent: inner, into: &out)
            }
        }
    }

    private func renderContainer(
        open: String, close: String, count: Int, indent: String, into out: inout String, element: (Int, String, inout String) -> Void
    ) {
        if count == 0 {
            out += blankLineInEmptyObject && !isOneLine ? open + newline + newline + indent + close : open + close
            return
        }
        let inner = indent + indentUnit
        out += open
        for index in 0..<count {
            if index > 0 { out += isOneLine ? inlineSeparator : "," }
            out += newline + (isOneLine ? "" : inner)
            element(index, inner, &out)
        }
        out += newline + (isOneLine ? "" : indent) + close
    }

    /// `text` as a JSON string literal in this style.
    package func quote(_ text: String) -> String {
        let quoted = JSONText.quote(text)
        guard escapesSlash || escapesNonASCII else { return quoted }
        var out = ""
        out.reserveCapacity(quoted.utf8.count)
        for scalar in quoted.unicodeScalars {
            if scalar == "/" && escapesSlash {
                out += "\\/"
            } else if scalar.value > 0x7F && escapesNonASCII {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
