import StringCatalog

/// The Swift symbol a catalog key gets from a symbol generator — Xcode 26's `generate-symbols`
/// (`STRING_CATALOG_GENERATE_SYMBOLS`, on for a package with a default localization) or an
/// open-source generator before it (`.localizable.key`, `.localizable(.key)`): a static member
/// of `LocalizedStringResource`, in a namespace named after the table unless the table is
/// `Localizable`, a property when the source text takes no argument and a function taking one
/// parameter per argument otherwise.
///
/// The name follows what Xcode 26 writes: the key without its format specifiers, cut into
/// words at every character that is no letter or digit (`.`, `_`, `-`, spaces, punctuation),
/// the first word starting in lower case, each later one in upper case, a word written all in
/// capitals kept as one capital and lower case (`attachment.genericName` → `attachmentGenericName`,
/// `The JSON store changed` → `theJsonStoreChanged`, `%@ items` → `items`). A parameter is
/// `_ argN` for the N-th argument, or the name the text gives it (`%(count)lld`, a `%#@name@`
/// substitution), typed by its specifier (`%@` → `String`, `%lld` → `Int`, `%d` → `Int32`,
/// `%f` → `Double`).
package struct CatalogSymbol: Sendable, Hashable {
    /// One parameter of a function symbol.
    package struct Parameter: Sendable, Hashable {
        /// The argument label (nil: unlabeled, `_ argN`).
        package var label: String?
        /// The argument number it stands for (1-based).
        package var argument: Int
        package var type: String
        /// The specifier as the source text writes it (`%lld`), for the accessor's default value.
        package var specifier: String
    }

    package var key: String
    /// The table's namespace (`Settings` for `Settings.xcstrings`); nil for `Localizable`.
    package var namespace: String?
    /// The member's name as generated, without backticks; empty when the key has no word.
    package var name: String
    package var parameters: [Parameter]

    /// Whether a Swift keyword: the member needs backticks (`` `continue` ``).
    package var isKeyword: Bool { Self.keywords.contains(name) }

    /// The symbol of `entry` in `table`: the arguments from the source language's text (the
    /// key when the source has none).
    package init(entry: CatalogEntry, table: String, sourceLanguage: String) {
        key = entry.key
        namespace = Self.namespace(ofTable: table)
        name = Self.name(forKey: entry.key)
        parameters = Self.parameters(of: entry, sourceLanguage: sourceLanguage)
    }

    /// How a use names a key, for matching a symbol written in code against the catalog's
    /// keys whatever the generator's rule for words: its letters and digits, in lower case,
    /// without format specifiers (`audio.controls.hide`, `audioControlsHide` and
    /// `audio_controls_hide` all give `audiocontrolshide`).
    package static func matchForm(_ text: String) -> String {
        var result = ""
        for scalar in Self.withoutSpecifiers(text).unicodeScalars where Self.isWordScalar(scalar) {
            result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        }
        return result
    }

    /// The namespace of `table`'s symbols: none for `Localizable`, else the table's words in
    /// upper camel case (`Settings`, `Audio-Control` → `AudioControl`).
    package static func namespace(ofTable table: String) -> String? {
        guard table != "Localizable" else { return nil }
        let words = Self.words(of: table)
        return words.map { capitalized($0) }.joined()
    }

    /// The member name Xcode 26 gives `key` (see the type's description).
    package static func name(forKey key: String) -> String {
        let words = Self.words(of: Self.withoutSpecifiers(key))
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += isAllCapitals(word) ? word.lowercased() : lowercasedFirst(word)
            } else {
                name += capitalized(word)
            }
        }
        return name
    }

    /// `text` without its format specifiers and `%%` (a `%(label)` name goes with its specifier).
    static func withoutSpecifiers(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let (plain, _) = LabeledSpecifiers.strip(text)
        var bytes = Array(plain.utf8)
        for specifier in FormatSpecifier.parse(plain).reversed() { bytes.removeSubrange(specifier.utf8Range) }
        return String(decoding: bytes, as: UTF8.self).replacingPercents()
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isAllCapitals(_ word: String) -> Bool {
        word.unicodeScalars.count > 1 && word.unicodeScalars.allSatisfy { !$0.properties.isLowercase }
            && word.unicodeScalars.contains { $0.properties.isUppercase }
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).lowercased() + String(word.unicodeScalars.dropFirst())
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(word.unicodeScalars.dropFirst())
        return String(first).uppercased() + (isAllCapitals(word) ? rest.lowercased() : rest)
    }

    /// The parameters of the source text of `entry` (its plain unit, else its first variation's
    /// text; the key when the source language has no text), in argument order.
    static func parameters(of entry: CatalogEntry, sourceLanguage: String) -> [Parameter] {
        let localization = entry.localization(for: sourceLanguage)
        var text = entry.key
        if let content = localization?.content {
            if let unit = content.stringUnit {
                text = unit.value
            } else if let variations = content.variations {
                let cases = variations.cases
                if let unit = (cases.first { $0.name == "other" } ?? cases.first)?.content.stringUnit { text = unit.value }
            }
        }
        let (plain, labels) = LabeledSpecifiers.strip(text)
        var byArgument: [Int: Parameter] = [:]
        for (index, specifier) in FormatSpecifier.parse(plain).enumerated() where byArgument[specifier.argument] == nil {
            if let name = specifier.substitutionName {
                let substitution = localization?.substitution(named: name)
                let argument = substitution?.argNum ?? specifier.argument
                let format = substitution?.formatSpecifier.map { $0.hasPrefix("%") ? $0 : "%" + $0 } ?? "%lld"
                let type = FormatSpecifier.parse(format).first.map(Self.swiftType) ?? "Int"
                byArgument[argument] = Parameter(label: name, argument: argument, type: type, specifier: format)
                continue
            }
            byArgument[specifier.argument] = Parameter(
                label: labels[index], argument: specifier.argument, type: Self.swiftType(of: specifier), specifier: "%" + specifier.length + String(specifier.conversion))
        }
        return byArgument.keys.sorted().compactMap { byArgument[$0] }
    }

    /// The Swift type a generated parameter of `specifier` has.
    static func swiftType(of specifier: FormatSpecifier) -> String {
        let long = ["l", "ll", "q", "z", "t", "j"].contains(specifier.lengthClass)
        switch specifier.conversionClass {
        case "@", "s": return "String"
        case "d": return long ? "Int" : specifier.length == "h" ? "Int16" : specifier.length == "hh" ? "Int8" : "Int32"
        case "u", "x", "o": return long ? "UInt" : "UInt32"
        case "f": return "Double"
        case "c": return "UInt16"
        default: return "Int"
        }
    }

    /// Swift's reserved keywords (a member of that name is written in backticks); contextual
    /// ones (`open`, `some`, `async`) are plain names where a member stands.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Any",
    ]
}

extension String {
    /// `%%` as the `%` it prints.
    func replacingPercents() -> String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var result = ""
        var previousPercent = false
        for scalar in unicodeScalars {
            if scalar == "%" && previousPercent { previousPercent = false; continue }
            previousPercent = scalar == "%"
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
