import StringCatalog

/// The forms of a generated symbol in code (`SymbolUse`), read at the `.` that starts one:
/// - `.table.member` and `.table(.member` — a leading dot, as in `Text(.localizable.title)`,
///   `String(localized: .settings(.organization))` (the open-source generators, and Xcode 26's
///   `.Discover.landmarks` for a table other than `Localizable`);
/// - `LocalizedStringResource.table.member`, `String.Table.member`;
/// - `.member` as the whole argument of a parameter that takes a key (`Text(.landmarks)`,
///   `String(localized: .landmarks)`, `.navigationTitle(.title)`) or after
///   `LocalizedStringResource.` — Xcode 26's members of the `Localizable` table.
/// A member access after an expression (`state.settings.theme`) is none of these.
extension SwiftKeyScanner {
    /// The symbol use starting at the `.` at `index`, if any.
    func symbolUse(at index: Int, in tokens: SwiftTokenWindow, isShipped: Bool, file: String) -> SymbolUse? {
        guard index + 1 < tokens.count, Self.isPunctuation(tokens[index], "."), tokens[index + 1].kind == .identifier,
              tokens[index + 1].start == tokens[index].start + 1 else { return nil }
        let qualifier = Self.symbolQualifier(before: index, in: tokens)
        guard qualifier != .none else { return nil }
        let first = tokens[index + 1]
        let location = SourceLocation(file: file, line: first.line, column: first.column)
        if index + 3 < tokens.count, tokens[index + 3].kind == .identifier, Self.isPunctuation(tokens[index + 2], "."),
           tokens[index + 2].start == first.start + first.text.utf8.count {
            return SymbolUse(namespace: first.text, member: tokens[index + 3].text, location: location, isShipped: isShipped)
        }
        if index + 4 < tokens.count, Self.isPunctuation(tokens[index + 2], "("), Self.isPunctuation(tokens[index + 3], "."),
           tokens[index + 4].kind == .identifier, tokens[index + 2].start == first.start + first.text.utf8.count {
            return SymbolUse(namespace: first.text, member: tokens[index + 4].text, location: location, isShipped: isShipped)
        }
        guard first.text != "init", first.text != "self" else { return nil }
        if qualifier == .resource { return SymbolUse(namespace: nil, member: first.text, location: location, isShipped: isShipped) }
        // An unqualified member in a slot that takes a key.
        guard let call = Self.enclosingCall(of: index, in: tokens) else { return nil }
        if let memberOnly = LocalizingAPIs.index[call.callee]?[call.slot], !memberOnly || call.isMember {
            return SymbolUse(namespace: nil, member: first.text, location: location, isShipped: isShipped)
        }
        return nil
    }

    enum SymbolQualifier { case none, leadingDot, resource, stringType }

    /// What stands before the `.` at `index`: nothing of an expression (a leading dot),
    /// `LocalizedStringResource` or `String` (a type whose static members the generators
    /// declare), or an expression (no symbol).
    static func symbolQualifier(before index: Int, in tokens: SwiftTokenWindow) -> SymbolQualifier {
        guard index >= 1 else { return .leadingDot }
        let before = tokens[index - 1]
        if before.kind == .identifier {
            let afterDot = index >= 2 && isPunctuation(tokens[index - 2], ".")
            if !afterDot, before.start + before.text.utf8.count == tokens[index].start {
                if before.text == "LocalizedStringResource" { return .resource }
                if before.text == "String" { return .stringType }
                return .none
            }
            return ["return", "case", "in", "else", "try", "await"].contains(before.text) ? .leadingDot : .none
        }
        guard before.kind == .punctuation else { return .none }
        // `model?.tasks.map`, `value!.name`: a member of an optional, no leading dot.
        if before.start + 1 == tokens[index].start, TokenTrail.byte(of: before) == UInt8(ascii: "?") { return .none }
        switch TokenTrail.byte(of: before) {
        case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: "?"):
            return .leadingDot
        default:
            return .none
        }
    }
}
