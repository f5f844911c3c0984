import StringCatalog

/// The Swift source of a catalog's symbols (`strings symbols --out`): what Xcode 26 generates
/// on a Mac, written anywhere — with `public` members for a package whose catalog other
/// modules use, which Xcode does not offer. Each key is a static member of
/// `LocalizedStringResource` (in an enum named after the table unless it is `Localizable`)
/// that looks the key up in the table of the module's bundle; a function's arguments go into
/// the default value, so the text's specifiers are filled as Foundation fills them.
package enum SymbolAccessors {
    /// The access level written before each declaration.
    package enum Access: String, Sendable, CaseIterable {
        case `internal`, `public`, package
    }

    /// The source file for `table`'s `symbols` (in order; keywords in backticks).
    package static func source(table: String, catalogName: String, symbols: [CatalogSymbol], access: Access) -> String {
        let level = access == .internal ? "" : access.rawValue + " "
        let namespace = CatalogSymbol.namespace(ofTable: table)
        var out = """
        // Symbols for the keys of \(swiftComment(catalogName)), written by trackerkit strings symbols.
        // Each looks its key up in the table \(swiftComment(table)) of this module's bundle.

        import Foundation

        #if SWIFT_PACKAGE
        private let symbolsBundleURL = Bundle.module.bundleURL
        #else
        private final class SymbolsBundleToken {}
        private let symbolsBundleURL = Bundle(for: SymbolsBundleToken.self).bundleURL
        #endif

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        extension LocalizedStringResource {

        """
        var indent = "    "
        if let namespace {
            out += "    \(level)enum \(namespace) {\n"
            indent += "    "
        }
        for (index, symbol) in symbols.enumerated() {
            if index > 0 { out += "\n" }
            out += member(symbol, table: table, level: level, indent: indent)
        }
        if namespace != nil { out += "    }\n" }
        out += "}\n"
        return out
    }

    /// One static member: a property without arguments, a function with them.
    static func member(_ symbol: CatalogSymbol, table: String, level: String, indent: String) -> String {
        let name = symbol.isKeyword ? "`\(symbol.name)`" : symbol.name
        let lookup = "\(swiftLiteral(symbol.key))"
        let bundle = "bundle: .atURL(symbolsBundleURL)"
        var out = "\(indent)/// The key \(swiftComment(symbol.key)) of the table \(swiftComment(table)).\n"
        if symbol.parameters.isEmpty {
            out += "\(indent)\(level)static var \(name): LocalizedStringResource {\n"
            out += "\(indent)    LocalizedStringResource(\(lookup), table: \(swiftLiteral(table)), \(bundle))\n"
        } else {
            let parameters = symbol.parameters.map { parameter in
                (parameter.label.map { "\(escapedLabel($0)) arg\(parameter.argument)" } ?? "_ arg\(parameter.argument)") + ": \(parameter.type)"
            }
            out += "\(indent)\(level)static func \(name)(\(parameters.joined(separator: ", "))) -> LocalizedStringResource {\n"
            let value = symbol.parameters.map { parameter in
                parameter.type == "String" ? "\\(arg\(parameter.argument))" : "\\(arg\(parameter.argument), specifier: \(swiftLiteral(parameter.specifier)))"
            }.joined()
            out += "\(indent)    LocalizedStringResource(\(lookup), defaultValue: \"\(value)\", table: \(swiftLiteral(table)), \(bundle))\n"
        }
        out += "\(indent)}\n"
        return out
    }

    /// A label that is a keyword in backticks (`in`, `for`).
    static func escapedLabel(_ label: String) -> String {
        CatalogSymbol.keywords.contains(label) ? "`\(label)`" : label
    }

    /// `text` as a Swift string literal: quotes, backslashes, controls and line breaks escaped.
    package static func swiftLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` inside a `//` comment: on one line, controls shown as escapes.
    static func swiftComment(_ text: String) -> String {
        let literal = swiftLiteral(text)
        return literal
    }
}
