import StringCatalog

/// The first pass on enums with `String` raw values whose `rawValue` the app localizes — a
/// wrapper taking the enum (`func tr(_ key: Key) -> String { NSLocalizedString(key.rawValue, …) }`)
/// or a member of the enum (`var text: String { NSLocalizedString(rawValue, …) }`): each case's
/// raw value (its name, or the literal after `=`) is then a key the code uses.
extension DeclarationCollector {
    /// A `case a, b = "B"` line of a `String` enum, read token by token.
    struct EnumCaseReader {
        var type: String
        var expectsName = true
        var awaitsValue = false
        var pending: (key: String, line: Int)?
    }

    /// Reads the token into the case declaration under way; records each case as it ends.
    mutating func readEnumCase(_ token: SwiftLexer.Token, byte: UInt8) {
        guard var reader = enumCase else { return }
        switch token.kind {
        case .identifier where reader.expectsName:
            reader.pending = (token.text, token.line)
            reader.expectsName = false
        case .punctuation where byte == UInt8(ascii: "=") && reader.pending != nil:
            reader.awaitsValue = true
        case .string where reader.awaitsValue:
            let (key, parts) = SwiftKeyScanner.key(of: token.pieces)
            if parts == nil { reader.pending?.key = key }
            reader.awaitsValue = false
        case .punctuation where byte == UInt8(ascii: ","):
            record(reader)
            reader.pending = nil
            reader.expectsName = true
        default:
            record(reader)
            enumCase = nil
            return
        }
        enumCase = reader
    }

    private mutating func record(_ reader: EnumCaseReader) {
        guard let (key, line) = reader.pending else { return }
        declarations.addStringEnumCase(type: reader.type, key: key, location: SourceLocation(file: file, line: line, column: 1))
    }

    /// At `rawValue`: whether it is the string a localizing call takes (`NSLocalizedString(
    /// key.rawValue`, `forKey: self.rawValue`, `(rawValue`), and of which enum — a parameter's
    /// type, or the type around for `self`.
    mutating func watchRawValue() {
        var back = 1
        var owner: String?
        if recent.isPunctuation(1, UInt8(ascii: ".")) {
            owner = recent[2]?.text
            back = 3
        }
        let callee = recent[back + 1]
        let localizes = recent.isPunctuation(back, UInt8(ascii: "(")) && callee?.kind == .identifier && Self.localizingCallees.contains(callee?.text ?? "")
            || recent.isPunctuation(back, UInt8(ascii: ":")) && callee?.text == "forKey"
        guard localizes else { return }
        if owner == nil || owner == "self" {
            if let type = typeAround { declarations.addLocalizedEnum(type, through: members.last?.name) }
            return
        }
        for body in bodies.reversed() {
            if let owner, let type = body.others[owner] {
                declarations.addLocalizedEnum(type, through: body.callee ?? members.last?.name)
                return
            }
        }
    }
}
