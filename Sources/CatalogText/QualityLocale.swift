import StringCatalog

/// What the quality checks need to know about a locale: its language and the conventions of
/// its script that translators follow (full-width punctuation in Chinese and Japanese, the
/// Greek question mark `;`), and whether it is a pseudo-locale.
package struct QualityLocale: Sendable, Hashable {
    /// The tag as written in the catalog (`zh-Hans`).
    package var tag: String
    /// The language subtag, lower-cased (`zh`).
    package var language: String

    package init(_ tag: String) {
        self.tag = tag
        let end = tag.firstIndex { $0 == "-" || $0 == "_" } ?? tag.endIndex
        language = tag[..<end].lowercased()
    }

    /// Chinese or Japanese: full-width punctuation, no spaces between words.
    package var writesFullWidth: Bool { language == "zh" || language == "ja" }

    /// Greek writes the question mark as `;`.
    package var isGreek: Bool { language == "el" }

    /// A pseudo-locale (`en-XA`, `ar-XB`: the private-use regions Android uses): generated
    /// text for trying layouts, not a language anyone translates.
    package var isPseudo: Bool { Self.isPseudo(tag) }

    /// Whether `tag` names a pseudo-locale: a region subtag `XA` or `XB`.
    package static func isPseudo(_ tag: String) -> Bool {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return subtags.dropFirst().contains { $0.uppercased() == "XA" || $0.uppercased() == "XB" }
    }
}
