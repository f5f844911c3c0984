import StringCatalog

/// The writing system of a language and of a key's letters — enough to tell that a key with
/// no source-language value would show users of a Traditional Chinese app an English word
/// (or users of an English app Chinese characters). Letters of scripts not listed here, and
/// languages not listed (most of them write in Latin letters), make no claim.
enum WritingScript: Hashable {
    case latin, cyrillic, greek, han, kana, hangul, arabic, hebrew, thai, devanagari, georgian, armenian

    /// The scripts a locale writes in (`zh-Hant` → Han; `sr-Latn` → Latin; `ja` → Han and kana).
    static func scripts(ofLocale locale: String) -> Set<WritingScript> {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = parts.first else { return [.latin] }
        for subtag in parts.dropFirst() where subtag.count == 4 {
            switch subtag {
            case "latn": return [.latin]
            case "cyrl": return [.cyrillic]
            case "arab": return [.arabic]
            case "hans", "hant": return [.han]
            default: break
            }
        }
        switch language {
        case "zh", "yue": return [.han]
        case "ja": return [.han, .kana]
        case "ko": return [.hangul, .han]
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg", "tt", "ba", "cv": return [.cyrillic]
        case "el": return [.greek]
        case "ar", "fa", "ur", "ps", "ug", "ckb", "sd": return [.arabic]
        case "he", "yi": return [.hebrew]
        case "th": return [.thai]
        case "hi", "mr", "ne", "sa", "kok", "mai": return [.devanagari]
        case "ka": return [.georgian]
        case "hy": return [.armenian]
        default: return [.latin]
        }
    }

    /// The script of a letter; nil for what is not a letter of a listed script (digits,
    /// punctuation, symbols, letters of other scripts).
    static func of(_ scalar: Unicode.Scalar) -> WritingScript? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x531...0x58F: return .armenian
        case 0x590...0x5FF: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x900...0x97F: return .devanagari
        case 0xE00...0xE7F: return .thai
        case 0x10A0...0x10FF: return .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF: return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return .han
        default: return nil
        }
    }

    /// Whether `key` is written in none of `scripts`: it has letters, all of listed scripts,
    /// and not one of them is in `scripts`. A key of format specifiers only (`%lld`), or with
    /// a letter of an unlisted script, is not.
    static func isForeign(_ key: String, to scripts: Set<WritingScript>) -> Bool {
        var sawLetter = false
        var rest = key.unicodeScalars[...]
        while let scalar = rest.first {
            if scalar == "%" {
                // A format specifier's letters (`%lld`, `%@`) are no text.
                rest = TranslatableText.skipSpecifier(rest.dropFirst())
                continue
            }
            rest = rest.dropFirst()
            guard scalar.properties.isAlphabetic else { continue }
            guard let script = of(scalar) else { return false }
            if scripts.contains(script) { return false }
            sawLetter = true
        }
        return sawLetter
    }
}
