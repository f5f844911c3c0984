import Foundation

/// A string catalog as plain JSON (`JSONSerialization`), independent of the tool's reader and
/// writer: the oracle of the merge, diff and rewrite tests edits catalogs and compares them
/// through it.
public struct PlainCatalog {
    /// The top-level object (`[String: Any]` all the way down).
    public var root: [String: Any]

    public init(bytes: [UInt8]) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        self.root = root
    }

    public init(path: String) throws {
        try self.init(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// The JSON text in a layout of its own (4 spaces, `": "`, members sorted by code point,
    /// `/` escaped) — not Xcode's, so a reader must not depend on the layout.
    public func bytes() -> [UInt8] {
        var out = ""
        Self.write(root, indent: "", into: &out)
        return Array(out.utf8)
    }

    private static func write(_ value: Any, name: String? = nil, indent: String, into out: inout String) {
        let inner = indent + "    "
        if let object = value as? [String: Any] {
            guard !object.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, key) in object.keys.sorted().enumerated() {
                out += inner + quoted(key) + ": "
                write(object[key] ?? NSNull(), name: key, indent: inner, into: &out)
                out += index == object.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        } else if let array = value as? [Any] {
            out += "[" + array.map { element in
                var text = ""
                write(element, indent: inner, into: &text)
                return text
            }.joined(separator: ", ") + "]"
        } else if let text = value as? String {
            out += quoted(text)
        } else if name == "shouldTranslate", let flag = value as? Bool {
            out += flag ? "true" : "false"
        } else if let number = value as? NSNumber {
            out += number.stringValue
        } else {
            out += "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    public var strings: [String: Any] {
        get { root["strings"] as? [String: Any] ?? [:] }
        set { root["strings"] = newValue }
    }

    public var sourceLanguage: String { root["sourceLanguage"] as? String ?? "" }

    /// Whether two catalogs hold the same JSON, as a catalog means it: an empty
    /// `localizations` object and `"shouldTranslate" : true` are the same as none.
    public func isEquivalent(to other: PlainCatalog) -> Bool {
        Self.equal(Self.normalized(root), Self.normalized(other.root))
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? [String: Any], let b = b as? [String: Any] {
            return a.count == b.count && a.allSatisfy { name, value in b[name].map { equal(value, $0) } ?? false }
        }
        if let a = a as? [Any], let b = b as? [Any] {
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        }
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return a is NSNull && b is NSNull
    }

    static func normalized(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (name, member) in object {
                if name == "localizations", (member as? [String: Any])?.isEmpty == true { continue }
                if name == "shouldTranslate", (member as? Bool) == true { continue }
                result[name] = normalized(member)
            }
            return result
        }
        if let array = value as? [Any] { return array.map(normalized) }
        return value
    }

    /// One string unit: where it is and what it holds.
    public struct Unit: Hashable, Sendable {
        public var key: String
        public var locale: String
        /// `plural.one`, `substitutions.n/plural.other`, empty for the plain unit (the CSV's path).
        public var path: String
        public var state: String
        public var value: String
    }

    /// Every string unit of `key`, found by walking the JSON.
    public func units(of key: String) -> [Unit] {
        guard let entry = strings[key] as? [String: Any], let localizations = entry["localizations"] as? [String: Any] else { return [] }
        var units: [Unit] = []
        for (locale, content) in localizations {
            guard let content = content as? [String: Any] else { continue }
            Self.collect(content, key: key, locale: locale, steps: [], into: &units)
            for (name, substitution) in content["substitutions"] as? [String: Any] ?? [:] {
                if let substitution = substitution as? [String: Any] {
                    Self.collect(substitution, key: key, locale: locale, steps: ["substitutions.\(name)"], into: &units)
                }
            }
        }
        return units
    }

    private static func collect(_ content: [String: Any], key: String, locale: String, steps: [String], into units: inout [Unit]) {
        if let unit = content["stringUnit"] as? [String: Any] {
            units.append(Unit(key: key, locale: locale, path: steps.joined(separator: "/"),
                              state: unit["state"] as? String ?? "", value: unit["value"] as? String ?? ""))
        }
        for (selector, cases) in content["variations"] as? [String: Any] ?? [:] {
            for (name, value) in cases as? [String: Any] ?? [:] {
                if let value = value as? [String: Any] { collect(value, key: key, locale: locale, steps: steps + ["\(selector).\(name)"], into: &units) }
            }
        }
    }
}
