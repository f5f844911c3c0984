import StringCatalog

/// Where the key scanner stands in a file, read token by token: inside a computed property,
/// function or closure whose type is a key type (`var title: LocalizedStringKey { switch self
/// { case .a: "A" … } }`), where a literal that is the whole returned expression is a key;
/// inside an enum whose raw values are keys (`enum Kind: LocalizedStringKey { case a = "A" }`);
/// and inside code no user runs — `#Preview { … }`, a `PreviewProvider`, `#if DEBUG` — whose
/// keys count as used but are never reported missing.
///
/// It keeps a frame per open brace and the last few tokens: memory grows with nesting only.
struct KeyScope {
    /// What an open brace is.
    enum Frame: Equatable {
        /// The body of a declaration of a key type: what it returns is a key.
        case returnsKey
        /// An enum whose raw values are keys.
        case rawKeys
        /// A branch of `if`, `switch`, `guard`, … or a getter: as the frame around it.
        case control(isSwitch: Bool)
        /// A closure, a nested type or function, a setter: none of the above.
        case opaque
        /// A preview: its keys are used, never missing.
        case preview
    }

    /// How a literal is a key by its place.
    enum Place: Equatable {
        /// Returned by a body of a key type (or assigned to a property of one).
        case returned
        /// An enum case's raw value.
        case rawValue
    }

    private var frames: [Frame] = []
    private var parenDepth = 0
    /// What each open `(` and `[` is: the literal of a collection of keys
    /// (`var names: [String: LocalizedStringResource] = [...]`, `caseDisplayRepresentations`'s
    /// `[Self: DisplayRepresentation]`), the `.init(title:)` of an element there, or neither.
    private var brackets: [Bracket] = []

    private enum Bracket { case plain, keyCollection, keyInit }

    /// The labels of `.init(…)` in a collection of keys whose literal is a key
    /// (`DisplayRepresentation(title:subtitle:)`, `TypeDisplayRepresentation(name:)`).
    private static let keyInitLabels: Set<String> = ["title", "subtitle", "name", "numericFormat"]
    /// Open preview frames, and `#if DEBUG` branches we are in.
    private var previews = 0
    /// Per open `#if`: whether a branch so far is taken in a release build (nil: unknown), and
    /// whether the current branch is code no release build compiles.
    private var conditions: [(taken: Bool?, inDebug: Bool)] = []
    /// The condition of the `#if` or `#elseif` being read, token by token, and its line.
    private var conditionTokens: [String] = []
    private var conditionLine = 0
    /// How `#if` conditions evaluate in the app's release build.
    var buildCondition = BuildCondition(releaseConditions: nil)
    private var debugBranches = 0
    /// What the tokens since the last statement boundary declare.
    private var head = Head()
    /// A statement whose value is a key: started after `return`, the `{` of a key body, a
    /// case label, or the `=` of a property of a key type, at this paren depth.
    private var keyStatement: (depth: Int, line: Int)?
    /// The case names of a raw-key enum seen without `=`, waiting for the next token.
    private var pendingCase: (name: String, line: Int)?
    /// Implicit raw values (`case managedOnly` of an enum of keys): the names are the keys.
    private(set) var implicitRawValues: [(name: String, line: Int)] = []
    private var inCaseLabel = false
    private var previous = TokenTrail(capacity: 4)
    private var pendingDirective: String?

    private struct Head {
        var keyword: String?
        var sawColon = false
        var keyType = false
        var inheritsPreview = false
        var sawArrow = false
        var sawEquals = false
        var control: String?
        var controlDepth = 0
        var preview = false
    }

    /// Whether the code here ships: not a preview, not `#if DEBUG`.
    var isShipped: Bool { previews == 0 && debugBranches == 0 }
    /// Whether the code here is a preview (whose literals Xcode's build does not extract).
    var isPreview: Bool { previews > 0 }

    /// The innermost frame that is not a control branch.
    private var owner: Frame? {
        for frame in frames.reversed() {
            if case .control = frame { continue }
            return frame
        }
        return nil
    }

    /// Whether the literal `token`, followed by `next`, is a key by its place (call before
    /// `consume(token)`).
    func place(of token: SwiftLexer.Token, next: SwiftLexer.Token?) -> Place? {
        let equals = UInt8(ascii: "="), comma = UInt8(ascii: ",")
        if frames.last == .rawKeys, previous.isPunctuation(1, equals), previous[2]?.kind == .identifier,
           previous[3]?.text == "case" || previous.isPunctuation(3, comma) {
            return .rawValue
        }
        if let bracket = brackets.last, bracket != .plain, let prev = previous[1], prev.kind == .punctuation {
            let nextByte = next.map(TokenTrail.byte(of:)) ?? 0
            let closes = nextByte == comma || nextByte == UInt8(ascii: bracket == .keyCollection ? "]" : ")")
            if bracket == .keyCollection, closes, [UInt8(ascii: "["), comma, UInt8(ascii: ":")].contains(prev.byte) { return .returned }
            if bracket == .keyInit, closes, prev.byte == UInt8(ascii: ":"), let label = previous[2]?.text, Self.keyInitLabels.contains(label) {
                return .returned
            }
        }
        guard let statement = keyStatement else { return nil }
        let nextByte = next.map(TokenTrail.byte(of:)) ?? 0
        // `.init("…")` as the whole expression, one parenthesis in.
        if previous.isPunctuation(1, UInt8(ascii: "(")), previous[2]?.text == "init", previous.isPunctuation(3, UInt8(ascii: ".")),
           nextByte == UInt8(ascii: ")") {
            return statement.depth == parenDepth - 1 ? .returned : nil
        }
        guard statement.depth == parenDepth, endsExpression(next, nextByte: nextByte, after: token), let prev = previous[1] else { return nil }
        if prev.kind == .identifier { return prev.text == "return" ? .returned : nil }
        switch prev.byte {
        case UInt8(ascii: "{"), equals, UInt8(ascii: "?"), UInt8(ascii: ":"): return .returned
        default: return nil
        }
    }

    private func endsExpression(_ next: SwiftLexer.Token?, nextByte: UInt8, after token: SwiftLexer.Token) -> Bool {
        guard let next else { return true }
        switch nextByte {
        case UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ")"): return true
        default: break
        }
        // An attribute on a later line starts the next statement (`@unknown default:`).
        if next.kind == .punctuation { return nextByte == UInt8(ascii: "@") && next.line > token.line }
        if next.kind == .identifier, let word = TokenTrail.words[next.text], word == .caseWord || word == .defaultWord { return true }
        return next.line > token.line
    }

    mutating func consume(_ token: SwiftLexer.Token) {
        consume(token, byte: TokenTrail.byte(of: token), word: token.kind == .identifier ? TokenTrail.words[token.text] : nil)
    }

    /// `consume(_:)` with the token's punctuation byte and word already looked up (the
    /// scanner looks them up once for both passes).
    mutating func consume(_ token: SwiftLexer.Token, byte: UInt8, word: TokenTrail.Word?) {
        if let directive = pendingDirective {
            if token.kind != .directive, token.line == conditionLine {
                if token.kind == .punctuation {
                    for character in token.text { conditionTokens.append(String(character)) }
                } else {
                    conditionTokens.append(token.text)
                }
                previous.push(token)
                return
            }
            pendingDirective = nil
            enterCondition(directive)
        }
        if let pending = pendingCase {
            pendingCase = nil
            if byte != UInt8(ascii: "=") && byte != UInt8(ascii: "(") { implicitRawValues.append(pending) }
        }
        if let prev = previous[1], token.line > prev.line, !continues(byte) {
            // A statement goes on after a token that needs more (`return`, `{`, `=`, `?`, …).
            let opens: Bool
            switch prev.byte {
            case UInt8(ascii: "{"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ","): opens = true
            default: opens = prev.kind == .identifier && prev.text == "return"
            }
            if !opens { keyStatement = nil }
            // A stored property's declaration ends with its line: a brace on a later line
            // belongs to what follows.
            if (head.keyword == "var" || head.keyword == "let"), parenDepth == 0, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "=") { head = Head() }
        }
        switch token.kind {
        case .directive: directive(token)
        case .punctuation: punctuation(token, byte: byte)
        case .identifier: identifier(token, word: word)
        default: break
        }
        previous.push(token)
    }

    /// Whether a token on a new line goes on with the statement before (`? "A"`, `: "B"`, `.x`).
    private func continues(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"): return true
        default: return false
        }
    }

    private mutating func directive(_ token: SwiftLexer.Token) {
        switch token.text {
        case "#if", "#elseif":
            pendingDirective = token.text
            conditionTokens = []
            conditionLine = token.line
        case "#else":
            if let last = conditions.popLast() {
                if last.inDebug { debugBranches -= 1 }
                // Not compiled in a release build when an earlier branch is.
                let inDebug = last.taken == true
                if inDebug { debugBranches += 1 }
                conditions.append((true, inDebug))
            }
        case "#endif":
            if let last = conditions.popLast(), last.inDebug { debugBranches -= 1 }
        case "#Preview":
            head = Head()
            head.preview = true
        default:
            break
        }
    }

    /// The branch an `#if` or `#elseif` opens, its condition read: code no release build
    /// compiles when the condition is false there (`#if DEBUG`, `#if STAGING || DEBUG`), or,
    /// for `#elseif`, when an earlier branch is taken.
    private mutating func enterCondition(_ directive: String) {
        let value = buildCondition.evaluate(conditionTokens)
        if directive == "#if" {
            let inDebug = value == false
            if inDebug { debugBranches += 1 }
            conditions.append((value, inDebug))
        } else if let last = conditions.popLast() {
            if last.inDebug { debugBranches -= 1 }
            let branch: Bool? = last.taken == true ? false : (last.taken == false ? value : (value == false ? false : nil))
            let taken: Bool? = last.taken == true || value == true ? true : (last.taken == false && value == false ? false : nil)
            let inDebug = branch == false
            if inDebug { debugBranches += 1 }
            conditions.append((taken, inDebug))
        }
    }

    private mutating func punctuation(_ token: SwiftLexer.Token, byte: UInt8) {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            brackets.append(bracket(opening: byte))
            parenDepth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            parenDepth = max(0, parenDepth - 1)
            _ = brackets.popLast()
        case UInt8(ascii: "{"): open()
        case UInt8(ascii: "}"):
            if let frame = frames.popLast(), frame == .preview { previews -= 1 }
            keyStatement = nil
            head = Head()
        case UInt8(ascii: ";"):
            keyStatement = nil
            head = Head()
        case UInt8(ascii: ":"):
            if inCaseLabel, parenDepth == 0 {
                inCaseLabel = false
                if owner == .returnsKey { keyStatement = (parenDepth, token.line) }
            } else if head.keyword != nil, parenDepth == 0 {
                head.sawColon = true
            }
        case UInt8(ascii: "="):
            if head.keyword == "var" || head.keyword == "let" {
                head.sawEquals = true
                if head.keyType && parenDepth == 0 { keyStatement = (parenDepth, token.line) }
            }
        case UInt8(ascii: ">"):
            if previous.isPunctuation(1, UInt8(ascii: "-")) { head.sawArrow = true }
        default:
            break
        }
    }

    /// What the `(` or `[` about to open is (see `brackets`): a `[` that is the whole value of a
    /// property of a key type (after its `=`, or first in its body), or a `.init(` inside one.
    private func bracket(opening byte: UInt8) -> Bracket {
        if byte == UInt8(ascii: "(") {
            return brackets.last == .keyCollection && previous[1]?.text == "init" && previous.isPunctuation(2, UInt8(ascii: ".")) ? .keyInit : .plain
        }
        let afterEquals = previous.isPunctuation(1, UInt8(ascii: "=")) && head.keyType && head.sawEquals
        let returned = owner == .returnsKey && keyStatement?.depth == parenDepth
            && (previous.isPunctuation(1, UInt8(ascii: "{")) || previous[1]?.text == "return")
        return afterEquals || returned ? .keyCollection : .plain
    }

    /// The frame a `{` opens, from what the statement before it declared.
    private mutating func open() {
        let frame: Frame
        if head.preview {
            frame = .preview
        } else if let control = head.control, head.controlDepth == parenDepth {
            frame = .control(isSwitch: control == "switch")
        } else if head.inheritsPreview {
            frame = .preview
        } else if head.keyword == "enum" && head.keyType {
            frame = .rawKeys
        } else if head.keyType && (head.keyword == "var" || head.keyword == "let" || head.keyword == "func" && head.sawArrow) {
            frame = .returnsKey
        } else {
            frame = .opaque
        }
        frames.append(frame)
        if frame == .preview { previews += 1 }
        keyStatement = owner == .returnsKey && frame != .opaque ? (parenDepth, previous[1]?.line ?? 0) : nil
        head = Head()
    }

    private mutating func identifier(_ token: SwiftLexer.Token, word: TokenTrail.Word?) {
        guard let word else {
            if head.keyword == "case", frames.last == .rawKeys, parenDepth == 0 { pendingCase = (token.text, token.line) }
            return
        }
        let afterDot = previous.isPunctuation(1, UInt8(ascii: "."))
        switch word {
        case .declaration, .initWord, .subscriptWord:
            guard !afterDot, parenDepth == 0 || head.keyword == nil else { break }
            // A declaration starts a statement of its own.
            keyStatement = nil
            if head.control == nil { head = Head() }
            head.keyword = token.text
        case .control:
            guard !afterDot else { break }
            head.control = token.text
            head.controlDepth = parenDepth
        case .returnWord:
            keyStatement = owner == .returnsKey ? (parenDepth, token.line) : nil
        case .caseWord, .defaultWord:
            guard !afterDot, parenDepth == 0 else { break }
            if case .control(isSwitch: true) = frames.last { inCaseLabel = true }
            if frames.last == .rawKeys, word == .caseWord { head = Head(); head.keyword = "case" }
        case .previewProvider:
            head.inheritsPreview = true
        case .keyType:
            if head.sawColon || head.sawArrow, !head.sawEquals { head.keyType = true }
        default:
            if head.keyword == "case", frames.last == .rawKeys, parenDepth == 0 { pendingCase = (token.text, token.line) }
        }
    }
}
