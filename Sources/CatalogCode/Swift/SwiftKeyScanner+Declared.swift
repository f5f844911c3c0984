import StringCatalog

/// The scanner's rules that know types: a literal is a key when it is an argument in a slot
/// that takes a key — of Apple's APIs (`LocalizingAPIs`: `Window("…")`,
/// `.searchable(prompt: "…")`, `String.LocalizationValue("…")`) or of the app's own
/// declarations (`KeyDeclarations`: `SettingRow(title: "Theme")`) — when its place makes it one
/// (`KeyScope`: returned by a body of a key type, an enum's raw value), or when it is the
/// receiver of a `String` member that localizes `self` (`"Server".localized`).
extension SwiftKeyScanner {
    /// The call a literal is an argument of: the callee's last name, whether the call is a
    /// member (`.searchable(`), and the literal's slot.
    struct EnclosingCall: Equatable {
        var callee: String
        var isMember: Bool
        var slot: LocalizingParameter.Slot
    }

    /// How far back the enclosing call's `(` is looked for.
    static let callReach = 60

    /// The API that makes the live literal at `index` a key by these rules, and whether Xcode's
    /// build extracts it (a `LocalizedStringKey` argument, not a `String` localized later); nil
    /// for no key.
    func declaredAPI(of index: Int, in tokens: SwiftTokenWindow, scope: KeyScope) -> (api: String, isExtracted: Bool)? {
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let place = scope.place(of: tokens[index], next: next) {
            return place == .rawValue ? ("enum raw value", false) : ("returned as a key", true)
        }
        if let member = localizingMember(after: index, in: tokens) { return ("." + member, false) }
        guard let next, Self.isPunctuation(next, ")") || Self.isPunctuation(next, ","),
              let call = Self.enclosingCall(of: index, in: tokens) else { return nil }
        if let memberOnly = LocalizingAPIs.index[call.callee]?[call.slot], !memberOnly || call.isMember {
            return (Self.describe(call), true)
        }
        if declarations.isKey(callee: call.callee, slot: call.slot) {
            return (Self.describe(call), declarations.isExtracted(callee: call.callee, slot: call.slot))
        }
        // `.init("Action.delete", defaultValue: "Delete")`: only a localized resource (or value)
        // takes a key with a default value, a table or a bundle.
        if call.callee == "init", call.isMember, call.slot == .position(0), Self.callHasLabel(after: index, in: tokens, Self.resourceLabels) {
            return ("LocalizedStringResource(.init)", true)
        }
        return nil
    }

    /// The labels that make `.init("…", label: …)` a `LocalizedStringResource`.
    static let resourceLabels: Set<String> = ["defaultValue", "table", "bundle"]

    /// Whether the call the literal at `index` is an argument of has one of `labels` after it.
    static func callHasLabel(after index: Int, in tokens: SwiftTokenWindow, _ labels: Set<String>) -> Bool {
        var depth = 0
        var position = index + 1
        while position + 1 < tokens.count, position < index + lookahead - 10 {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch TokenTrail.byte(of: token) {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return false }
                    depth -= 1
                default: break
                }
            } else if depth == 0, token.kind == .identifier, labels.contains(token.text), isPunctuation(tokens[position + 1], ":"),
                      isPunctuation(tokens[position - 1], ",") {
                return true
            }
            position += 1
        }
        return false
    }

    /// `"Server".localized` or `"Server".localized(…)`: the member the app's `String`
    /// extension declares to localize `self`.
    private func localizingMember(after index: Int, in tokens: SwiftTokenWindow) -> String? {
        guard !declarations.localizingMembers.isEmpty, index + 2 < tokens.count, Self.isPunctuation(tokens[index + 1], "."),
              tokens[index + 2].kind == .identifier, declarations.localizingMembers.contains(tokens[index + 2].text)
        else { return nil }
        return tokens[index + 2].text
    }

    /// The call whose whole argument the literal at `index` is (`f("…")`, `f(a, "…")`,
    /// `f(label: "…")`), found by walking back to the `(` that opens it; nil when the literal
    /// is part of an expression or no call is near.
    static func enclosingCall(of index: Int, in tokens: SwiftTokenWindow) -> EnclosingCall? {
        guard index >= 2 else { return nil }
        var label: String?
        var position = index - 1
        let before = tokens[position]
        if isPunctuation(before, ":") {
            guard index >= 3, tokens[index - 2].kind == .identifier,
                  isPunctuation(tokens[index - 3], "(") || isPunctuation(tokens[index - 3], ",") else { return nil }
            label = tokens[index - 2].text
            position = index - 3
        } else if !(isPunctuation(before, "(") || isPunctuation(before, ",")) {
            return nil
        }
        var depth = 0
        var commas = 0
        let limit = max(1, index - callReach)
        while position >= limit {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch TokenTrail.byte(of: token) {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth += 1
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 0 { return nil }
                    depth -= 1
                case UInt8(ascii: "("):
                    if depth == 0 { return call(openedAt: position, in: tokens, slot: label.map { .label($0) } ?? .position(commas)) }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { commas += 1 }
                default:
                    break
                }
            }
            position -= 1
        }
        return nil
    }

    /// The callee before the `(` at `open` (`Window(`, `.searchable(`, `@Parameter(`).
    private static func call(openedAt open: Int, in tokens: SwiftTokenWindow, slot: LocalizingParameter.Slot) -> EnclosingCall? {
        let callee = tokens[open - 1]
        guard callee.kind == .identifier, callee.start + callee.text.utf8.count == tokens[open].start else { return nil }
        let isMember = open >= 2 && isPunctuation(tokens[open - 2], ".")
        return EnclosingCall(callee: callee.text, isMember: isMember, slot: slot)
    }

    /// How a use names the API: `Window`, `.searchable(prompt:)`, `SettingRow(title:)`.
    private static func describe(_ call: EnclosingCall) -> String {
        // `String.LocalizationValue(` is a type named through another, no member call.
        let isModifier = call.isMember && call.callee.first?.isLowercase == true
        let name = (isModifier ? "." : "") + call.callee
        switch call.slot {
        case .position(0): return name
        case .position(let index): return "\(name)(argument \(index + 1))"
        case .label(let label): return "\(name)(\(label):)"
        }
    }
}
