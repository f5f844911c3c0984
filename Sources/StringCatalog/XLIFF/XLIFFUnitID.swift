/// Trans-unit ids as Xcode writes them for string catalogs: the key alone for a plain string,
/// else the key, `|==|`, and the unit's place with every step joined by dots —
/// `KEY|==|plural.one`, `KEY|==|device.iphone.plural.other`,
/// `KEY|==|substitutions.count.plural.few`.
public enum XLIFFUnitID {
    public static let separator = "|==|"

    public static func id(key: String, path: UnitPath) -> String {
        var parts: [String] = []
        if let substitution = path.substitution { parts += ["substitutions", substitution] }
        for step in path.steps { parts += [step.selector, step.name] }
        return parts.isEmpty ? key : key + separator + parts.joined(separator: ".")
    }

    /// The key and the unit path (in `UnitPath`'s text form) an id names; nil when the part
    /// after `|==|` is not a sequence of `selector.name` steps. An id that is a key of the
    /// catalog as a whole is that key's plain string, so keys may contain `|==|` themselves.
    public static func parse(_ id: String, isKey: (String) -> Bool) -> (key: String, path: String)? {
        if isKey(id) { return (id, "") }
        guard let range = id.range(of: separator, options: .backwards) else { return (id, "") }
        let key = String(id[..<range.lowerBound])
        let tokens = id[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false)
        guard tokens.count >= 2, tokens.count % 2 == 0, !tokens.contains(where: \.isEmpty) else { return nil }
        var components: [String] = []
        var index = 0
        while index < tokens.count {
            components.append("\(tokens[index]).\(tokens[index + 1])")
            index += 2
        }
        return (key, components.joined(separator: "/"))
    }
}
