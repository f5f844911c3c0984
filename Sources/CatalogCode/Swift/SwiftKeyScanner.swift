import StringCatalog

/// Finds the keys Swift code passes as literals to the APIs whose argument Xcode extracts
/// into the catalog (`Text("…")`, `String(localized:)`, `Button("…")`, `.navigationTitle("…")`,
/// …), plus configured calls and argument labels (`L10n.tr`, `labelKey`).
package struct SwiftKeyScanner: Sendable {
    /// Calls whose first, unlabeled argument is a `LocalizedStringKey` (or a key).
    package static let keyCalls: Set<String> = [
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
    package static let keyLabels: Set<String> = ["localized"]

    /// Configured extra patterns: a name is a call (`L10n.tr`: its first argument) and an
    /// argument label (`labelKey`: the literal after `labelKey:`).
    package var extraNames: [String]
    /// What the first pass learnt of the app's own declarations (`DeclarationCollector`).
    package var declarations: KeyDeclarations
    /// The compilation conditions of the app's release build (`LocalizationSettings`): an
    /// `#if` branch false there is code no user runs. nil when no project says.
    package var releaseConditions: Set<String>?
    private let extraLabels: Set<String>

    /// The most dots in one of `extraNames`: how many parts back a dotted call is matched.
    private let maxDots: Int

    package init(extraNames: [String] = [], declarations: KeyDeclarations = KeyDeclarations()) {
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
    package func scan(_ bytes: [UInt8], file: String) -> SourceScan {
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
        var importsUI = false
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
                    found = arrays.api(of: index, in: tokens).map { ($0, true) } ?? declaredAPI(of: index, in: tokens, scope: scope)
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
            if !importsUI, tokens[index].kind == .identifier, tokens[index].text == "import", index + 1 < tokens.count,
               Self.uiModules.contains(tokens[index + 1].text) {
                importsUI = true
            }
            if tokens[index].kind == .identifier, index >= 1,
               Self.isPunctuation(tokens[index - 1], ".") || (index + 1 < tokens.count && Self.isPunctuation(tokens[index + 1], "(") && tokens[index - 1].text != "func") {
                scan.referencedNames.insert(tokens[index].text)
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
        if depth == 0, !importsUI, scan.uses.isEmpty, scan.symbolUses.isEmpty {
            // Code with no UI and no localizing call holds data, not keys: a lower-case word there
            // (`"note"`, `"relay"`: a field name, a kind of event) is no possibly-used key.
            scan.literals = scan.literals.filter { !Self.isIdentifierLike($0) }
        }
        scan.lines = tokens.lexer.line
        for annotation in tokens.lexer.annotations { scan.dynamicKeys += annotation.patterns }
        return scan
    }

    /// The frameworks whose import makes a file UI code.
    static let uiModules: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "WidgetKit", "AppIntents", "ActivityKit", "TipKit", "Charts", "MapKit", "PhotosUI",
    ]

    /// A literal that reads as a data value, not as text or a key's name: one word of ASCII
    /// lower-case letters (`note`, `relay`, `success`). A key named on purpose has parts or
    /// humps (`menu_copy`, `settings.title`, `copyLink`) and is kept.
    static func isIdentifierLike(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
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
                  Self.isPunctuation(tokens[index + 3], ")") || Self.isPunctuation(tokens[index + 3], ",") else { return nestedTernaryAPI(of: index, in: tokens) }
            return ternaryAPI(of: index, in: tokens) ?? nestedTernaryAPI(of: index, in: tokens)
        }
        if Self.isPunctuation(before, ":") && !Self.isArgumentLabel(index - 2, in: tokens) {
            guard Self.isPunctuation(after, ")") || Self.isPunctuation(after, ","),
                  index >= 3, name.kind == .string, Self.isPunctuation(tokens[index - 3], "?"),
                  !(index >= 4 && Self.isPunctuation(tokens[index - 4], "?") && Self.isAdjacent(tokens[index - 4], tokens[index - 3]))
            else { return nestedTernaryAPI(of: index, in: tokens) }
            return ternaryAPI(of: index, in: tokens) ?? nestedTernaryAPI(of: index, in: tokens)
        }
        // `(b ? "A" : "B")` as a branch of an outer conditional.
        if Self.isPunctuation(before, "("), name.kind == .punctuation, Self.isPunctuation(name, "?") || Self.isPunctuation(name, ":") {
            return nestedTernaryAPI(of: index, in: tokens)
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
