import StringCatalog

/// Trans-unit ids as Xcode writes them for string catalogs: the key alone for a plain string,
/// else the key, `|==|`, and the unit's place with every step joined by dots —
/// `KEY|==|plural.one`, `KEY|==|device.iphone.plural.other`,
/// `KEY|==|substitutions.count.plural.few`.
package enum XLIFFUnitID {
    package static let separator = "|==|"

    package static func id(key: String, path: UnitPath) -> String {
        var parts: [String] = []
        if let substitution = path.substitution { parts += ["substitutions", substitution] }
        for step in path.steps { parts += [step.selector, step.name] }
        return parts.isEmpty ? key : key + separator + parts.joined(separator: ".")
    }

    /// The key and the unit path (in `UnitPath`'s text form) an id names; nil when the part
    /// after `|==|` is not a sequence of `selector.name` steps. An id that is a key of the
    /// catalog as a whole is that key's plain string, so keys may contain `|==|` themselves.
    /// A substitution's name may hold dots (`substitutions.n.items.plural.one`, as `id(key:path:)`
    /// writes it): the key's own names (`substitutionNames`) are matched first, longest first.
    package static func parse(_ id: String, isKey: (String) -> Bool, substitutionNames: (String) -> [String] = { _ in [] }) -> (key: String, path: String)? {
        if isKey(id) { return (id, "") }
        // The last `|==|`, found on bytes (Foundation's backwards search was slow per unit).
        let utf8 = Array(id.utf8)
        var cut = utf8.count - 4
        while cut >= 0 && !(utf8[cut] == 0x7C && utf8[cut + 1] == 0x3D && utf8[cut + 2] == 0x3D && utf8[cut + 3] == 0x7C) { cut -= 1 }
        guard cut >= 0 else { return (id, "") }
        let key = String(decoding: utf8[..<cut], as: UTF8.self)
        let tail = String(decoding: utf8[(cut + 4)...], as: UTF8.self)
        for name in substitutionNames(key).filter({ $0.contains(".") }).sorted(by: { $0.count > $1.count }) {
            let prefix = "substitutions." + name + "."
            guard tail.hasPrefix(prefix), let rest = steps(String(tail.dropFirst(prefix.count))) else { continue }
            return (key, (["substitutions." + name] + rest).joined(separator: "/"))
        }
        guard let path = steps(tail) else { return nil }
        return (key, path.joined(separator: "/"))
    }

    /// `selector.name.selector.name…` as `UnitPath` components; nil when the dots do not pair.
    private static func steps(_ tail: String) -> [String]? {
        let tokens = tail.split(separator: ".", omittingEmptySubsequences: false)
        guard tokens.count >= 2, tokens.count % 2 == 0, !tokens.contains(where: \.isEmpty) else { return nil }
        var components: [String] = []
        var index = 0
        while index < tokens.count {
            components.append("\(tokens[index]).\(tokens[index + 1])")
            index += 2
        }
        return components
    }
}
