import SharpTools

/// A JSON value with ordered members, pretty-printed with 2-space indentation (the SARIF log).
indirect enum CheckJSONNode {
    case object([(String, CheckJSONNode)])
    case array([CheckJSONNode])
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case number(String)

    /// Written into one byte buffer: a SARIF log of a large catalog has tens of thousands of
    /// results.
    func render(indent: Int, into out: inout ReportBuffer) {
        switch self {
        case .string(let text): out.appendJSONString(text)
        case .number(let text): out.append(text)
        case .object(let members):
            if members.isEmpty { out.append("{}" as StaticString); return }
            out.append("{\n" as StaticString)
            for (index, member) in members.enumerated() {
                Self.pad(indent + 2, into: &out)
                out.appendJSONString(member.0)
                out.append(": " as StaticString)
                member.1.render(indent: indent + 2, into: &out)
                out.append(index == members.count - 1 ? "\n" as StaticString : ",\n" as StaticString)
            }
            Self.pad(indent, into: &out)
            out.append(byte: UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty { out.append("[]" as StaticString); return }
            out.append("[\n" as StaticString)
            for (index, element) in elements.enumerated() {
                Self.pad(indent + 2, into: &out)
                element.render(indent: indent + 2, into: &out)
                out.append(index == elements.count - 1 ? "\n" as StaticString : ",\n" as StaticString)
            }
            Self.pad(indent, into: &out)
            out.append(byte: UInt8(ascii: "]"))
        }
    }

    private static func pad(_ width: Int, into out: inout ReportBuffer) {
        for _ in 0..<width { out.append(byte: UInt8(ascii: " ")) }
    }
}
