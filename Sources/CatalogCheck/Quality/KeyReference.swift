import StringCatalog

/// Whether a key names text kept elsewhere instead of being the text itself.
///
/// An entry without a value in the source language has its key as source text — right for
/// `"Settings"`, wrong for an Interface Builder catalog's `"1UK-8n-QPP.title"` (the storyboard
/// holds the text) or a semantic key such as `"settings.title"`. Comparing a translation's
/// punctuation, numbers or brackets with such a key only produces noise (`1UK-8n-QPP.title` →
/// `自定义工具栏...` "adds an ellipsis"; `8` and `QPP` are "numbers" and "words"), so the
/// quality checks leave those entries alone.
enum KeyReference {
    /// True for a key without whitespace made of two or more non-empty parts joined by `.`,
    /// each of ASCII letters, digits, `_` and `-`, the last one starting with a letter and
    /// holding a lower-case letter (`1UK-8n-QPP.title`, `settings.title`, `Tab_Home.label`).
    /// Text never looks like that: `Done.`, `Loading...`, `Version 1.2`, `v1.2` and `%@.%@`
    /// do not.
    static func isReference(_ key: String) -> Bool {
        let parts = key.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, let first = last.first else { return false }
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(isIdentifierByte) else { return false }
        }
        return isLetter(first) && last.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
