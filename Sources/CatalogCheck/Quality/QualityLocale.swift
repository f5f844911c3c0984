import StringCatalog

/// What the quality checks need to know about a locale: its language and the conventions of
/// its script that translators follow (full-width punctuation in Chinese and Japanese, the
/// Greek question mark `;`), and whether it is a pseudo-locale.
public struct QualityLocale: Sendable, Hashable {
    /// The tag as written in the catalog (`zh-Hans`).
    public var tag: String
    /// The language subtag, lower-cased (`zh`).
    public var language: String

    public init(_ tag: String) {
        self.tag = tag
        let end = tag.firstIndex { $0 == "-" || $0 == "_" } ?? tag.endIndex
        language = tag[..<end].lowercased()
    }

    /// Chinese or Japanese: full-width punctuation, no spaces between words.
    public var writesFullWidth: Bool { language == "zh" || language == "ja" }

    /// Greek writes the question mark as `;`.
    public var isGreek: Bool { language == "el" }

    /// A pseudo-locale (`en-XA`, `ar-XB`: the private-use regions Android uses): generated
    /// text for trying layouts, not a language anyone translates.
    public var isPseudo: Bool { Self.isPseudo(tag) }

    /// Whether `tag` names a pseudo-locale: a region subtag `XA` or `XB`.
    public static func isPseudo(_ tag: String) -> Bool {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return subtags.dropFirst().contains { $0.uppercased() == "XA" || $0.uppercased() == "XB" }
    }
}
