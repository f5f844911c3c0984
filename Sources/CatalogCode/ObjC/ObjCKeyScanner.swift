import StringCatalog

/// Finds the keys Objective-C code (`.m`, `.mm`, `.h`) passes as `@"…"` literals to the
/// localizing macros and to `-[NSBundle localizedStringForKey:value:table:]`, with the table
/// they name, and records every `@"…"` literal as possibly used (`SourceScan.literals`).
/// It reads tokens from `ObjCLexer` and keeps only the last three and one pending use.
package enum ObjCKeyScanner {
    /// The macros whose first argument is a key, and whether the second names the table.
    static let macros: [String: Bool] = [
        "NSLocalizedString": false,
        "NSLocalizedStringFromTable": true,
        "NSLocalizedStringFromTableInBundle": true,
        "NSLocalizedStringWithDefaultValue": true,
    ]

    /// The message whose argument is a key; its `table:` argument names the table.
    static let keyMessage = "localizedStringForKey"

    /// How many tokens after a key its table is looked for (`value:` may be a long expression).
    static let tableLookahead = 64

    /// A key found whose table is still to come.
    private struct Pending {
        var use: SourceKeyUse
        /// Whether it is a message (`table:` is looked for up to its `]`) or a macro (the
        /// literal after the first `,`).
        var isMessage: Bool
        var depth = 0
        var seen = 0
        var afterComma = false
    }

    /// Scans one file's bytes; `file` is how locations name it.
    package static func scan(_ bytes: [UInt8], file: String) -> SourceScan {
        var lexer = ObjCLexer(bytes: bytes)
        var scan = SourceScan()
        scan.files = 1
        var recent: [ObjCLexer.Token] = []
        var pending: Pending?
        while let token = lexer.next() {
            if token.kind == .string { scan.literals.insert(token.text) }
            if var current = pending {
                if advance(&current, with: token, after: recent) {
                    scan.uses.append(current.use)
                    pending = nil
                } else {
                    pending = current
                }
            }
            if token.kind == .string, let found = use(of: token, after: recent, file: file) {
                if let earlier = pending { scan.uses.append(earlier.use) }
                if found.isMessage || macros[found.use.api] == true {
                    pending = found
                } else {
                    scan.uses.append(found.use)
                    pending = nil
                }
            }
            recent.append(token)
            if recent.count > 3 { recent.removeFirst() }
        }
        if let pending { scan.uses.append(pending.use) }
        scan.lines = lexer.lines
        return scan
    }

    /// The use the literal `token` makes after the tokens `recent`: `MACRO(@"KEY"` or
    /// `localizedStringForKey:@"KEY"`.
    private static func use(of token: ObjCLexer.Token, after recent: [ObjCLexer.Token], file: String) -> Pending? {
        guard recent.count >= 2 else { return nil }
        let before = recent[recent.count - 1], name = recent[recent.count - 2]
        guard name.kind == .identifier, before.kind == .punctuation else { return nil }
        let location = SourceLocation(file: file, line: token.line, column: token.column)
        if before.text == "(", macros[name.text] != nil {
            return Pending(use: SourceKeyUse(key: token.text, api: name.text, location: location), isMessage: false)
        }
        if before.text == ":", name.text == keyMessage {
            return Pending(use: SourceKeyUse(key: token.text, api: keyMessage + ":", location: location), isMessage: true)
        }
        return nil
    }

    /// Moves the pending use on by `token` (`recent` came before it); true when the use is
    /// complete — its table found, or no table to come.
    private static func advance(_ pending: inout Pending, with token: ObjCLexer.Token, after recent: [ObjCLexer.Token]) -> Bool {
        pending.seen += 1
        if pending.seen > tableLookahead { return true }
        if !pending.isMessage {
            // `NSLocalizedStringFromTable(@"KEY", @"Table", …)`: the literal right after the comma.
            if pending.afterComma {
                if token.kind == .string { pending.use.table = token.text }
                return true
            }
            pending.afterComma = token.kind == .punctuation && token.text == ","
            return !pending.afterComma
        }
        if token.kind == .punctuation {
            switch token.text {
            case "[", "(", "{": pending.depth += 1
            case "]", ")", "}":
                if pending.depth == 0 { return true }
                pending.depth -= 1
            default: break
            }
            return false
        }
        // `table:@"Table"` at the message's own level (`table:nil` is the default table).
        if token.kind == .string, pending.depth == 0, recent.count >= 2,
           recent[recent.count - 1].text == ":", recent[recent.count - 2].kind == .identifier, recent[recent.count - 2].text == "table" {
            pending.use.table = token.text
            return true
        }
        return false
    }
}
