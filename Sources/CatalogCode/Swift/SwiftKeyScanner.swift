import StringCatalog

/// A place in a Swift source file (1-based line and column; columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One literal key the code passes to a localizing API.
public struct SourceKeyUse: Sendable, Hashable {
    /// The key Xcode derives (`"\(count) days"` → `%lld days`); an interpolation of no
    /// evident type shows as `%@`.
    public var key: String
    /// For a key with interpolations of no evident type: the texts around them, each gap
    /// matching any one format specifier. nil for an exact key.
    public var patternParts: [String]?
    /// For a pattern: the key with the specifiers the app's declarations give the values
    /// interpolated (`KeyDeclarations.valueSpecifiers`), for `strings sync` to add when no
    /// catalog key matches; `typedKeyIsComplete` when no gap was left at `%@` unknowingly.
    public var typedKey: String?
    public var typedKeyIsComplete = false
    /// The API or pattern that makes the literal a key: `Text`, `localized:`, `labelKey:`.
    public var api: String
    /// The table (`tableName:` / `table:`) when the call names one.
    public var table: String?
    /// The call's `comment:` literal: Xcode copies it into the entry it extracts (nil for none
    /// and for `comment: ""`, which Xcode writes as no comment).
    public var comment: String?
    /// The call's `defaultValue:` literal, as Xcode writes it for the source language (its
    /// interpolations as specifiers); nil when the call has none.
    public var defaultValue: String?
    public var location: SourceLocation
    /// Whether the use is in code the app ships: not in a preview (`#Preview`, a
    /// `PreviewProvider`) nor under `#if DEBUG`. A use there makes its key used, yet a key
    /// missing from the catalog there breaks nothing users see.
    public var isShipped: Bool
    /// Whether Xcode's build extracts the key into the catalog: the literal is typed as a key
    /// (`Text("…")`, `String(localized:)`, a `LocalizedStringKey` parameter), not a `String` that a
    /// wrapper or an enum's raw value localizes later.
    public var isExtracted: Bool

    public init(
        key: String, patternParts: [String]? = nil, api: String, table: String? = nil, comment: String? = nil, defaultValue: String? = nil,
        location: SourceLocation, isShipped: Bool = true, isExtracted: Bool = true
    ) {
        self.isExtracted = isExtracted
        self.key = key
        self.patternParts = patternParts
        self.api = api
        self.table = table
        self.comment = comment
        self.defaultValue = defaultValue
        self.location = location
        self.isShipped = isShipped
    }

    /// Whether a catalog key is this use's key (for a pattern: with any specifier in each gap).
    public func matches(_ catalogKey: String) -> Bool {
        guard let parts = patternParts else { return catalogKey == key }
        return Self.matches(catalogKey, parts: parts)
    }

    /// Whether `catalogKey` is the texts `parts` with one specifier in each gap between them.
    static func matches(_ catalogKey: String, parts: [String]) -> Bool {
        var rest = catalogKey.unicodeScalars[...]
        for (index, part) in parts.enumerated() {
            if index > 0 {
                guard rest.first == "%" else { return false }
                let after = TranslatableText.skipSpecifier(rest.dropFirst())
                guard after.count < rest.count - 1 else { return false }
                rest = after
            }
            guard rest.starts(with: part.unicodeScalars) else { return false }
            rest = rest.dropFirst(part.unicodeScalars.count)
        }
        return rest.isEmpty
    }
}

/// What scanning sources found: the keys used, in file and position order, and the key globs
/// of `// trackerkit:keys PATTERN…` annotations (keys built at run time).
public struct SourceScan: Sendable {
    public var uses: [SourceKeyUse] = []
    public var dynamicKeys: [String] = []
    /// The table of the catalog checked against these uses (its file name without
    /// `.xcstrings`): uses naming another `tableName:` are left out.
    public var table = "Localizable"
    public var files = 0
    public var lines = 0
    /// Every plain string literal of the code (no interpolation), wherever it stands: a key
    /// held as a String and localized later (`Item(title: "Rename")`) is possibly used, so it
    /// gets no `unused-key` warning. Distinct texts only, so memory grows with the code's
    /// vocabulary, not with how often a text is repeated.
    public var literals: Set<String> = []
    /// The same for literals with interpolations: their keys (`%lld days`) are in `literals`
    /// when every interpolation's type is evident, else their parts are here (`patternParts`).
    public var literalPatterns: Set<[String]> = []
    /// The generated symbols the code names (`.localizable.title`, `Text(.title)`), in file
    /// and position order: uses of the keys they stand for (`SymbolResolution`).
    public var symbolUses: [SymbolUse] = []
    /// The texts of literals that build a text at run time: around the interpolations of a
    /// literal (`"settings.\(name)"` → `["settings.", ""]`), and a literal joined with `+` to
    /// something else (`"row." + id` → `["row.", ""]`). A key they can make is one the scan
    /// cannot tell used or unused (`mayBuild`).
    public var buildingTexts: Set<[String]> = []
    /// The project's targets that bundle the catalog, when every one of them turns Xcode's key
    /// extraction off (`ProjectCatalogCode.extractionOffTargets`): the build adds nothing to
    /// the catalog, and `strings sync` changes nothing.
    public var extractionOffTargets: [String] = []

    public init(uses: [SourceKeyUse] = [], dynamicKeys: [String] = []) {
        self.uses = uses
        self.dynamicKeys = dynamicKeys
    }

    public mutating func append(_ other: SourceScan) {
        uses += other.uses
        dynamicKeys += other.dynamicKeys
        files += other.files
        lines += other.lines
        literals.formUnion(other.literals)
        literalPatterns.formUnion(other.literalPatterns)
        symbolUses += other.symbolUses
        buildingTexts.formUnion(other.buildingTexts)
    }

    /// The texts of a literal that may build `key` at run time, with something of any length
    /// but at least one character in each gap; nil when none may. Only texts with two letters
    /// or more count (`"\(a) \(b)"` could be anything).
    public func mayBuild(_ key: String) -> [String]? {
        for texts in buildingTexts where texts.count > 1 {
            guard texts.joined().unicodeScalars.filter(\.properties.isAlphabetic).count >= 2 else { continue }
            if Self.fits(key, texts) { return texts }
        }
        return nil
    }

    /// Whether `key` is `texts` with one or more characters in each gap between them.
    static func fits(_ key: String, _ texts: [String]) -> Bool {
        guard let first = texts.first, let last = texts.last, key.hasPrefix(first), key.hasSuffix(last) else { return false }
        var rest = Substring(key.dropFirst(first.count))
        for (index, text) in texts.enumerated().dropFirst() {
            if index == texts.count - 1 {
                return rest.count > text.count && rest.hasSuffix(text)
            }
            guard !text.isEmpty, let range = rest.dropFirst().range(of: text) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// Whether the code holds `key` as a literal (plain, or with interpolations giving that
    /// key): possibly localized where the scan cannot see it.
    public func holdsAsLiteral(_ key: String) -> Bool {
        if literals.contains(key) { return true }
        guard !literalPatterns.isEmpty, key.utf8.contains(UInt8(ascii: "%")) else { return false }
        return literalPatterns.contains { SourceKeyUse.matches(key, parts: $0) }
    }
}

/// Finds the keys Swift code passes as literals to the APIs whose argument Xcode extracts
/// into the catalog (`Text("…")`, `String(localized:)`, `Button("…")`, `.navigationTitle("…")`,
/// …), plus configured calls and argument labels (`L10n.tr`, `labelKey`).
public struct SwiftKeyScanner: Sendable {
    /// Calls whose first, unlabeled argument is a `LocalizedStringKey` (or a key).
    public static let keyCalls: Set<String> = [
        "Text", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString",
        "Button", "Label", "Toggle", "Section", "NavigationLink", "Picker", "Menu", "TextField", "SecureField",
        "Link", "Stepper", "DatePicker", "ColorPicker", "ProgressView", "ContentUnavailableView", "LabeledContent",
        "GroupBox", "DisclosureGroup", "Tab", "ShareLink", "Gauge",
        // An App Intent's parameter summary (`Summary("Get \(\.$date)")`: the key has `${date}`).
        "Summary",
        "navigationTitle", "navigationSubtitle", "alert", "confirmationDialog", "help", "badge",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
        // Widgets and App Intents (their strings are LocalizedStringResource).
        "IntentDescription", "displayName", "description", "configurationDisplayName",
    ]
    /// Argument labels whose literal is a key (`String(localized:)`, `AttributedString(localized:)`).
    public static let keyLabels: Set<String> = ["localized"]

    /// Configured extra patterns: a name is a call (`L10n.tr`: its first argument) and an
    /// argument label (`labelKey`: the literal after `labelKey:`).
    public var extraNames: [String]
    /// What the first pass learnt of the app's own declarations (`DeclarationCollector`).
    public var declarations: KeyDeclarations
    /// The compilation conditions of the app's release build (`LocalizationSettings`): an
    /// `#if` branch false there is code no user runs. nil when no project says.
    public var releaseConditions: Set<String>?
    private let extraLabels: Set<String>

    /// The most dots in one of `extraNames`: how many parts back a dotted call is matched.
    private let maxDots: Int

    public init(extraNames: [String] = [], declarations: KeyDeclarations = KeyDeclarations()) {
        self.extraNames = extraNames
        self.declarations = declarations
        self.extraLabels = Set(extraNames.filter { !$0.contains(".") })
        self.maxDots = extraNames.map { $0.utf8.count(where: { $0 == UInt8(ascii: ".") }) }.max() ?? 0
    }

    /// How far the rules look ahead of a literal (`labeledArguments(after:in:)`) and back (`ternaryAPI`).
    static let lookahead = 210
    static let lookbehind = 70

    /// Scans one file's bytes; `file` is how locations name it. The tokens pass through a
    /// window (`SwiftTokenWindow`): memory for the bytes and the uses found, whatever the file holds.
    /// Beside the rules of `api(of:in:)`, each token passes through a `KeyScope` (bodies of key
    /// types, enums of keys, previews, `#if DEBUG`) and each literal is looked up as an argument
    /// of Apple's localizing APIs (`LocalizingAPIs`) and of the app's (`declarations`).
    public func scan(_ bytes: [UInt8], file: String) -> SourceScan {
        scan(bytes, file: file, depth: 0, isShipped: true)
    }

    /// `scan(_:file:)` at `depth` interpolations deep (an interpolation's source is scanned as
    /// code of its own); `isShipped` false inside a preview or debug code.
    func scan(_ bytes: [UInt8], file: String, depth: Int, isShipped: Bool) -> SourceScan {
        var tokens = SwiftTokenWindow(bytes: bytes)
        // A dotted call (`L10n.tr`) is matched by walking back over its parts.
        let lookbehind = max(Self.lookbehind, 2 * maxDots + 8)
        var scope = KeyScope()
        scope.buildCondition = BuildCondition(releaseConditions: releaseConditions)
        var scan = SourceScan()
        scan.files = 1
        var index = 0
        var arrays = KeyArrays()
        while true {
            tokens.fill(through: index + Self.lookahead)
            guard index < tokens.count else { break }
            arrays.consume(index, in: tokens)
            if tokens.isLiveString(at: index) {
                var found: (api: String, isExtracted: Bool)?
                if let api = api(of: index, in: tokens) {
                    // A configured name (`L10n.tr`, `labelKey:`) takes a String: no build extracts it.
                    let configured = extraNames.contains(api) || (api.hasSuffix(":") && !Self.keyLabels.contains(String(api.dropLast())))
                    found = (api, !configured)
                } else {
                    found = declaredAPI(of: index, in: tokens, scope: scope) ?? arrays.api(of: index, in: tokens).map { ($0, true) }
                }
                let token = tokens[index]
                if let (api, extracted) = found {
                    var isExtracted = extracted
                    let location = SourceLocation(file: file, line: token.line, column: token.column)
                    let (key, parts) = Self.key(of: token.pieces)
                    let arguments = Self.labeledArguments(after: index, in: tokens)
                    let typed = parts == nil ? nil : Self.typedKey(of: token.pieces, valueSpecifiers: declarations.valueSpecifiers)
                    // `NSLocalizedString("on \(date)", …)` looks up the text made at run time: no
                    // build extracts a key from it.
                    let interpolated = token.pieces.contains { if case .interpolation = $0 { return true } else { return false } }
                    if api == "NSLocalizedString", interpolated { isExtracted = false }
                    scan.uses.append(SourceKeyUse(
                        key: key, patternParts: parts, api: api, table: arguments.table, comment: arguments.comment,
                        defaultValue: arguments.defaultValue, location: location, isShipped: scope.isShipped && isShipped,
                        isExtracted: isExtracted && !scope.isPreview))
                    scan.uses[scan.uses.count - 1].typedKey = typed?.key
                    scan.uses[scan.uses.count - 1].typedKeyIsComplete = typed?.isComplete ?? false
                }
                collectLiterals(of: token, into: &scan, file: file, depth: depth, isShipped: scope.isShipped && isShipped)
                collectConcatenation(at: index, in: tokens, into: &scan)
            }
            if tokens[index].kind == .punctuation,
               let use = symbolUse(at: index, in: tokens, isShipped: scope.isShipped && isShipped, file: file) {
                scan.symbolUses.append(use)
            }
            let word = tokens[index].kind == .identifier ? TokenTrail.words[tokens[index].text] : nil
            scope.consume(tokens[index], byte: TokenTrail.byte(of: tokens[index]), word: word)
            index += 1
            tokens.drop(before: index - lookbehind)
        }
        // `case draft` of an enum of keys: the name is the key. Counted as used, never
        // reported missing (whether the compiler gives such a case that value is not sure).
        for value in scope.implicitRawValues {
            scan.uses.append(SourceKeyUse(
                key: value.name, api: "enum case", location: SourceLocation(file: file, line: value.line, column: 1), isShipped: false, isExtracted: false))
        }
        scan.lines = tokens.lexer.line
        for annotation in tokens.lexer.annotations { scan.dynamicKeys += annotation.patterns }
        return scan
    }

    static func isPunctuation(_ token: SwiftLexer.Token?, _ text: String) -> Bool {
        guard let token else { return false }
        return token.kind == .punctuation && token.text == text
    }

    /// The API that makes the literal at `index` a key, or nil. The literal must be a whole
    /// argument (followed by `,` or `)`), not part of an expression.
    private func api(of index: Int, in tokens: SwiftTokenWindow) -> String? {
        guard index >= 2, index + 1 < tokens.count else { return nil }
        let before = tokens[index - 1], name = tokens[index - 2], after = tokens[index + 1]
        // `let title: LocalizedStringKey = "…"`, `var title: LocalizedStringResource { "…" }`
        if (Self.isPunctuation(before, "=") || Self.isPunctuation(before, "{")) && Self.typedKeys.contains(name.text) && name.kind == .identifier {
            return name.text
        }
        // `Text(name ?? "Unknown")` is Text(String): shown verbatim, not a key.
        if Self.isPunctuation(before, "?"), Self.isAdjacent(name, before), Self.isPunctuation(name, "?") { return nil }
        // `Text(isOn ? "On" : "Off")`: both branches are keys, as the compiler types them — but
        // only when both are literals (`c ? "A" : name` is a String, shown verbatim).
        if Self.isPunctuation(before, "?") {
            guard Self.isPunctuation(after, ":"), index + 3 < tokens.count, tokens[index + 2].kind == .string,
                  Self.isPunctuation(tokens[index + 3], ")") || Self.isPunctuation(tokens[index + 3], ",") else { return nil }
            return ternaryAPI(of: index, in: tokens)
        }
        if Self.isPunctuation(before, ":") && !Self.isArgumentLabel(index - 2, in: tokens) {
            guard Self.isPunctuation(after, ")") || Self.isPunctuation(after, ","),
                  index >= 3, name.kind == .string, Self.isPunctuation(tokens[index - 3], "?"),
                  !(index >= 4 && Self.isPunctuation(tokens[index - 4], "?") && Self.isAdjacent(tokens[index - 4], tokens[index - 3]))
            else { return nil }
            return ternaryAPI(of: index, in: tokens)
        }
        guard Self.isPunctuation(after, ")") || Self.isPunctuation(after, ",") else { return nil }
        guard name.kind == .identifier else { return nil }
        if Self.isPunctuation(before, "(") {
            if Self.keyCalls.contains(name.text) {
                // `description` and the like are common names: only their modifier form counts.
                guard !Self.modifierOnly.contains(name.text) || (index >= 3 && Self.isPunctuation(tokens[index - 3], ".")) else { return nil }
                return name.text
            }
            guard !extraNames.isEmpty else { return nil }
            // A dotted call: `L10n.tr(`; also matched when written `Strings.L10n.tr(`.
            // No configured name has more than `maxDots` dots: no longer chain can match.
            var dotted = name.text
            var position = index - 2
            while position > index - 2 - 2 * maxDots, position >= 2, Self.isPunctuation(tokens[position - 1], "."), tokens[position - 2].kind == .identifier {
                dotted = tokens[position - 2].text + "." + dotted
                position -= 2
                if let match = extraNames.first(where: { $0 == dotted }) { return match }
            }
            return extraNames.first { $0 == name.text }
        }
        if Self.isPunctuation(before, ":"), index >= 3,
           Self.isPunctuation(tokens[index - 3], "(") || Self.isPunctuation(tokens[index - 3], ",") {
            if Self.keyLabels.contains(name.text) || extraLabels.contains(name.text) { return name.text + ":" }
            // `@Parameter(title: "…")` of an App Intent.
            if name.text == "title", index >= 4, Self.isPunctuation(tokens[index - 3], "("), tokens[index - 4].text == "Parameter" {
                return "Parameter(title:)"
            }
        }
        return nil
    }

    /// Whether `second` starts right after the one byte of punctuation `first` (`??`).
    private static func isAdjacent(_ first: SwiftLexer.Token, _ second: SwiftLexer.Token) -> Bool {
        first.kind == .punctuation && second.start == first.start + 1
    }

    /// Key calls that count only as modifiers (`.description("…")`), not as plain calls.
    /// Every lower-case name of `keyCalls` is a modifier (`.help("…")`, `.badge("…")`): called
    /// without the dot it is the app's own function of that name (`badge("brew")`).
    static let modifierOnly: Set<String> = keyCalls.filter { $0.first?.isLowercase == true }

    /// Types whose literal initializer makes a key.
    static let typedKeys: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "IntentDescription", "TypeDisplayRepresentation"]

    /// Whether the token at `index` is an argument label (`(` or `,` before, `:` after).
    private static func isArgumentLabel(_ index: Int, in tokens: SwiftTokenWindow) -> Bool {
        index >= 1 && tokens[index].kind == .identifier
            && (isPunctuation(tokens[index - 1], "(") || isPunctuation(tokens[index - 1], ","))
    }

    /// For a literal that is a branch of a ternary: the key API whose first argument the
    /// ternary is (`Text(c ? "A" : "B")`), found by walking back to the enclosing `(`; nil when
    /// an outer ternary's branch is no literal (`Text(c ? name : d ? "A" : "B")` shows a String).
    private func ternaryAPI(of index: Int, in tokens: SwiftTokenWindow) -> String? {
        var depth = 0
        var position = index - 1
        var sawQuestion = false
        while position >= 1, position > index - 64 {
            let token = tokens[position]
            if Self.isPunctuation(token, ")") { depth += 1 }
            if Self.isPunctuation(token, "?") && depth == 0 { sawQuestion = true }
            // In the else branch of an outer ternary, `c ? name : d ? "A" : "B"`: the whole is a
            // String unless that branch is a literal too.
            if depth == 0, Self.isPunctuation(token, ":"), position < index - 1, tokens[position - 1].kind != .string { return nil }
            if depth == 0 && (Self.isPunctuation(token, ",") || Self.isPunctuation(token, "{") || Self.isPunctuation(token, "}")) { return nil }
            if Self.isPunctuation(token, "(") {
                if depth == 0 {
                    let callee = tokens[position - 1]
                    guard sawQuestion, callee.kind == .identifier, Self.keyCalls.contains(callee.text) else { return nil }
                    guard !Self.modifierOnly.contains(callee.text) || (position >= 2 && Self.isPunctuation(tokens[position - 2], ".")) else { return nil }
                    return callee.text
                }
                depth -= 1
            }
            position -= 1
        }
        return nil
    }

    /// The literal arguments of the call a key literal stands in that say more about the key.
    struct LabeledArguments {
        /// `tableName:` or `table:`.
        var table: String?
        var comment: String?
        var defaultValue: String?
    }

    /// The `tableName:`/`table:`, `comment:` and `defaultValue:` literals later in the same
    /// call as the literal at `index` (a `defaultValue:` with interpolations as its key would
    /// be; a table or comment with interpolations is no literal and left out).
    static func labeledArguments(after index: Int, in tokens: SwiftTokenWindow) -> LabeledArguments {
        var found = LabeledArguments()
        var depth = 0
        var position = index + 1
        while position + 2 < tokens.count, position < index + 200 {
            let token = tokens[position]
            if isPunctuation(token, "(") || isPunctuation(token, "[") { depth += 1 }
            if isPunctuation(token, ")") || isPunctuation(token, "]") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.kind == .identifier, isPunctuation(tokens[position + 1], ":"), tokens[position + 2].kind == .string {
                let (text, parts) = key(of: tokens[position + 2].pieces)
                switch token.text {
                case "tableName", "table": if parts == nil { found.table = text }
                case "comment": if parts == nil, !text.isEmpty { found.comment = text }
                case "defaultValue": found.defaultValue = text
                default: break
                }
            }
            position += 1
        }
        return found
    }
}
