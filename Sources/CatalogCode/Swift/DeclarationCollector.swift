import StringCatalog

/// The first pass of key discovery: reads a file's tokens one at a time and records into
/// `KeyDeclarations` the functions, initializers, subscripts, enum cases and memberwise
/// initializers (a struct's stored properties) with a `LocalizedStringKey`,
/// `LocalizedStringResource` or `String.LocalizationValue` parameter — by label, or by position
/// when unlabeled — and the wrappers: a function whose `String` parameter, or a `String`
/// extension member whose `self`, its body passes to `NSLocalizedString`, `LocalizedStringKey`,
/// `String.LocalizationValue` or `Bundle.localizedString(forKey:)`.
///
/// It keeps what the declarations being read need (the open types and bodies, the parameter
/// being read, the last few tokens), never the file's tokens: memory grows with nesting, not
/// with the file.
struct DeclarationCollector {
    var declarations = KeyDeclarations()

    /// A type being declared (or extended), with the brace depth of its body.
    private struct OpenType {
        var name: String
        var bodyDepth: Int
        var kind: String
        var extendsString: Bool
        /// An enum whose inheritance names `String`: its raw values are strings.
        var rawString = false
    }

    /// The header of a declaration with parameters, read token by token.
    private struct Header {
        enum Phase { case name, generics, parameters, after }
        var callee: String?
        var isCase: Bool
        var phase: Phase
        var memberOfString: Bool
        var angle = 0
        var depth = 0
        var parameter: [SwiftLexer.Token] = []
        var index = 0
        /// `String` parameters by their name inside the body, with their slot.
        var strings: [String: LocalizingParameter.Slot] = [:]
        /// Parameters of other types by their name inside the body, with the type's name.
        var others: [String: String] = [:]
    }

    /// An open function body whose `String` parameters (or `self`) may reach a localizing call.
    struct Body {
        var depth: Int
        var callee: String?
        var strings: [String: LocalizingParameter.Slot]
        var member: String?
        var others: [String: String] = [:]
    }

    private var depth = 0
    /// The functions and computed properties whose bodies are open, innermost last, and the
    /// name of the one being declared: what `rawValue` is localized in (`var localized`).
    private(set) var members: [(depth: Int, name: String)] = []
    private var pendingMember: String?
    private var awaitsMemberName = false
    private var types: [OpenType] = []
    private var pendingType: (name: String?, kind: String, depth: Int)?
    private var header: Header?
    private(set) var bodies: [Body] = []
    /// A stored or computed property of the innermost type, being read.
    private struct Property {
        var name: String?
        var isStatic: Bool
        var line: Int
        var sawColon = false
        var typeTokens: [SwiftLexer.Token] = []
    }

    private var property: Property?
    private(set) var recent = TokenTrail(capacity: 6)
    /// The file being read, as the uses of enum cases name it.
    var file = ""
    /// Whether the type being declared names `String` among what it inherits.
    var pendingRawString = false
    /// The case declaration of a `String` enum being read.
    var enumCase: EnumCaseReader?
    private var lastWasStatic = false

    /// Calls that localize the string given as their first argument.
    static let localizingCallees: Set<String> = ["NSLocalizedString", "LocalizedStringKey", "LocalizationValue", "LocalizedStringResource"]
    /// The most tokens one parameter or property type is read with.
    static let longestParameter = 256
    /// Types whose extensions may localize `self`.
    static let stringTypes: Set<String> = ["String", "Substring", "StringProtocol"]

    /// The declarations of one file's bytes, read a token at a time (the lexer's tokens are
    /// not kept).
    package static func declarations(in bytes: [UInt8], file: String = "") -> KeyDeclarations {
        var collector = DeclarationCollector()
        collector.file = file
        var lexer = SwiftLexer(bytes: bytes[...])
        var tokens: [SwiftLexer.Token] = []
        tokens.reserveCapacity(64)
        while lexer.lex(into: &tokens) {
            for token in tokens { collector.consume(token) }
            tokens.removeAll(keepingCapacity: true)
        }
        return collector.declarations
    }

    mutating func consume(_ token: SwiftLexer.Token) {
        consume(token, byte: TokenTrail.byte(of: token), word: token.kind == .identifier ? TokenTrail.words[token.text] : nil)
    }

    /// `consume(_:)` with the token's punctuation byte and word already looked up.
    mutating func consume(_ token: SwiftLexer.Token, byte: UInt8, word: TokenTrail.Word?) {
        if enumCase != nil { readEnumCase(token, byte: byte) }
        if header != nil { readHeader(token) }
        if property != nil { readProperty(token) }
        switch token.kind {
        case .punctuation:
            punctuation(byte)
            lastWasStatic = false
        case .identifier:
            if !bodies.isEmpty { watchBodies(token) }
            if token.text == "rawValue" { watchRawValue() }
            if token.text == "String", pendingType?.name != nil, recent.isPunctuation(1, UInt8(ascii: ":")) || recent.isPunctuation(1, UInt8(ascii: ",")) {
                pendingRawString = true
            }
            if word != nil || pendingType?.name == nil { identifier(token, word: word) }
            lastWasStatic = word == .staticWord || token.text == "class" && pendingType == nil
        default:
            lastWasStatic = false
        }
        recent.push(token)
    }

    /// The name of the innermost type being declared or extended.
    var typeAround: String? { types.last?.name }

    private var innermostType: OpenType? {
        guard let last = types.last, last.bodyDepth == depth else { return nil }
        return last
    }

    private mutating func punctuation(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"):
            depth += 1
            if let name = pendingMember { members.append((depth, name)) }
            pendingMember = nil
            awaitsMemberName = false
            if let pending = pendingType, pending.depth == depth - 1 {
                let name = pending.name ?? ""
                types.append(OpenType(name: name, bodyDepth: depth, kind: pending.kind, extendsString: pending.kind == "extension" && Self.stringTypes.contains(name),
                                      rawString: pending.kind == "enum" && pendingRawString))
                pendingType = nil
                pendingRawString = false
            }
        case UInt8(ascii: "}"):
            depth -= 1
            while let last = types.last, last.bodyDepth > depth { types.removeLast() }
            while let last = bodies.last, last.depth > depth { bodies.removeLast() }
            while let last = members.last, last.depth > depth { members.removeLast() }
        case UInt8(ascii: "="), UInt8(ascii: ";"):
            // A stored property's value, no body of its own.
            pendingMember = nil
            awaitsMemberName = false
        default:
            break
        }
    }

    private mutating func identifier(_ token: SwiftLexer.Token, word: TokenTrail.Word?) {
        guard !recent.isPunctuation(1, UInt8(ascii: ".")) else { return }
        if awaitsMemberName, word == nil || word == .localized || word == .forKey {
            pendingMember = token.text
            awaitsMemberName = false
        }
        if token.text == "func" || token.text == "var" {
            awaitsMemberName = true
            pendingMember = nil
        }
        switch word == nil ? "" : token.text {
        case "struct", "class", "enum", "extension", "actor", "protocol":
            // `class func` and `class var` are members, not types.
            pendingType = (nil, token.text, depth)
            pendingRawString = false
        case "func":
            if pendingType?.name == nil { pendingType = nil }
            header = Header(callee: nil, isCase: false, phase: .name, memberOfString: innermostType?.extendsString == true)
        case "init":
            if let type = innermostType, !type.extendsString {
                header = Header(callee: type.name, isCase: false, phase: .parameters, memberOfString: false)
            }
        case "subscript":
            if innermostType != nil { header = Header(callee: "subscript", isCase: false, phase: .parameters, memberOfString: false) }
        case "case":
            if innermostType?.kind == "enum" { header = Header(callee: nil, isCase: true, phase: .name, memberOfString: false) }
            if let type = innermostType, type.rawString { enumCase = EnumCaseReader(type: type.name) }
        case "let", "var":
            if pendingType?.name == nil { pendingType = nil }
            if innermostType != nil { property = Property(name: nil, isStatic: lastWasStatic, line: token.line) }
        default:
            if var pending = pendingType, pending.name == nil {
                pending.name = token.text
                pendingType = pending
            }
        }
    }

    // MARK: Declarations with parameters

    private mutating func readHeader(_ token: SwiftLexer.Token) {
        guard var current = header else { return }
        let text = token.text
        let isPunctuation = token.kind == .punctuation
        switch current.phase {
        case .name:
            guard token.kind == .identifier else {
                header = nil
                return
            }
            current.callee = text
            current.phase = .generics
        case .generics:
            if isPunctuation && text == "<" { current.angle += 1; break }
            if isPunctuation && text == ">" { current.angle -= 1; break }
            if current.angle > 0 { break }
            if isPunctuation && text == "(" {
                current.phase = .parameters
                current.depth = 1
                break
            }
            if current.isCase, isPunctuation, text == "," {
                current.phase = .name
                break
            }
            // An operator function, a property-like case: no parameter list here.
            header = nil
            return
        case .parameters:
            if current.depth == 0 {
                if isPunctuation && text == "(" { current.depth = 1 } else if !(isPunctuation && (text == "?" || text == "!")) { header = nil; return }
                break
            }
            if isPunctuation && (text == "(" || text == "[") { current.depth += 1 }
            if isPunctuation && (text == ")" || text == "]") { current.depth -= 1 }
            if isPunctuation && text == "<" { current.angle += 1 }
            if isPunctuation && text == ">" && !recent.isPunctuation(1, UInt8(ascii: "-")) { current.angle -= 1 }
            if current.depth == 0 || (current.depth == 1 && current.angle == 0 && isPunctuation && text == ",") {
                finishParameter(&current)
                if current.depth == 0 {
                    current.phase = .after
                    current.angle = 0
                }
                break
            }
            // No parameter is this long: a header that never closes (a broken or generated
            // file) is given up rather than kept growing.
            guard current.parameter.count < Self.longestParameter else {
                header = nil
                return
            }
            current.parameter.append(token)
        case .after:
            if current.isCase {
                // `case a(…), b(…)`: the next case's name follows a comma.
                if isPunctuation && text == "," { current = Header(callee: nil, isCase: true, phase: .name, memberOfString: false) } else { header = nil; return }
                break
            }
            if isPunctuation && text == "{" {
                if !current.strings.isEmpty || current.memberOfString || !current.others.isEmpty {
                    bodies.append(Body(depth: depth + 1, callee: current.callee, strings: current.strings,
                                       member: current.memberOfString ? current.callee : nil, others: current.others))
                }
                header = nil
                return
            }
            if isPunctuation && text == "}" || token.kind == .identifier && ["func", "var", "let", "init", "case", "struct", "class", "enum"].contains(text) {
                header = nil
                return
            }
        }
        header = current
    }

    /// Records the parameter just read (`label name: Type = default`).
    private mutating func finishParameter(_ current: inout Header) {
        defer {
            current.parameter = []
            current.index += 1
        }
        let tokens = current.parameter
        guard !tokens.isEmpty, let callee = current.callee else { return }
        let colon = tokens.firstIndex { $0.kind == .punctuation && $0.text == ":" }
        var names: [String] = []
        var skipNext = false
        for token in tokens[..<(colon ?? 0)] {
            if skipNext { skipNext = false; continue }
            if token.kind == .punctuation && token.text == "@" { skipNext = true; continue }
            if token.kind == .identifier { names.append(token.text) }
        }
        let typeTokens = colon.map { Array(tokens[($0 + 1)...]) } ?? (current.isCase ? tokens : [])
        if colon != nil, let inside = names.last, inside != "_", let type = Self.typeName(typeTokens) { declarations.addValue(name: inside, type: type) }
        let label = names.count >= 2 ? names[0] : (names.first ?? "_")
        let slot: LocalizingParameter.Slot = label == "_" ? .position(current.index) : .label(label)
        switch Self.classify(typeTokens) {
        case .key: declarations.addKey(callee: callee, slot: slot)
        case .string:
            declarations.addString(callee: callee, slot: slot)
            if let inside = names.last, inside != "_" { current.strings[inside] = slot }
        case .other:
            if let inside = names.last, inside != "_", let type = Self.typeName(typeTokens) { current.others[inside] = type }
        }
    }

    // MARK: Stored and computed properties

    private mutating func readProperty(_ token: SwiftLexer.Token) {
        guard var current = property else { return }
        let isPunctuation = token.kind == .punctuation
        guard current.name != nil else {
            // `let (a, b) = …` and the like name no single property.
            if token.kind == .identifier { current.name = token.text; property = current } else { property = nil }
            return
        }
        if isPunctuation && token.text == ":" && !current.sawColon {
            current.sawColon = true
            property = current
            return
        }
        let ends = token.line != current.line || isPunctuation && ["=", "{", ";", "}", ","].contains(token.text)
        guard ends else {
            if current.sawColon {
                guard current.typeTokens.count < Self.longestParameter else {
                    property = nil
                    return
                }
                current.typeTokens.append(token)
            }
            property = current
            return
        }
        property = nil
        if current.sawColon, let name = current.name, let type = Self.typeName(current.typeTokens) { declarations.addValue(name: name, type: type) }
        guard let name = current.name, let type = innermostType else { return }
        let opensBody = isPunctuation && token.text == "{" && token.line == current.line
        if type.extendsString, opensBody {
            bodies.append(Body(depth: depth + 1, callee: nil, strings: [:], member: name))
            return
        }
        // A struct's stored property is a parameter of its memberwise initializer.
        guard type.kind == "struct", !current.isStatic, !opensBody, !current.typeTokens.isEmpty else { return }
        switch Self.classify(current.typeTokens) {
        case .key: declarations.addKey(callee: type.name, slot: .label(name))
        case .string: declarations.addString(callee: type.name, slot: .label(name))
        case .other: break
        }
    }

    // MARK: Bodies that localize a parameter or self

    /// At an identifier inside an open body: whether it is the string a localizing call takes
    /// (`NSLocalizedString(key`, `LocalizationValue(self`, `forKey: key`,
    /// `localized: .init(key`).
    private mutating func watchBodies(_ token: SwiftLexer.Token) {
        // A `String` member built on one declared before it (`String(format: self.localized(), …)`)
        // localizes `self` too.
        if let member = bodies.last(where: { $0.member != nil })?.member, token.text != member,
           declarations.localizingMembers.contains(token.text),
           !recent.isPunctuation(1, UInt8(ascii: ".")) || recent[2]?.text == "self" {
            declarations.addLocalizingMember(member)
        }
        guard !bodies.isEmpty, let before = recent[2] else { return }
        var localizes = false
        if recent.isPunctuation(1, UInt8(ascii: "(")) {
            if before.kind == .identifier && Self.localizingCallees.contains(before.text) { localizes = true }
            if before.text == "init", recent.isPunctuation(3, UInt8(ascii: ".")), recent.isPunctuation(4, UInt8(ascii: ":")),
               recent[5]?.text == "localized" { localizes = true }
        }
        if recent.isPunctuation(1, UInt8(ascii: ":")) && before.text == "forKey" { localizes = true }
        guard localizes else { return }
        for index in bodies.indices.reversed() {
            if token.text == "self", let member = bodies[index].member {
                declarations.addLocalizingMember(member)
                return
            }
            if let slot = bodies[index].strings[token.text], let callee = bodies[index].callee {
                declarations.addWrapperKey(callee: callee, slot: slot)
                declarations.addString(callee: callee, slot: slot, count: -1)
                bodies[index].strings[token.text] = nil
                return
            }
        }
    }
}
