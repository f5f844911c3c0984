import Testing
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct GlossaryCheckTests {
    private func glossary(_ csv: String) throws(Glossary.InputError) -> Glossary {
        try Glossary.read(Array(csv.utf8), file: "glossary.csv")
    }

    @Test func aTermTranslatedAnotherWayIsReported() throws {
        let options = QualityOptions(glossary: try glossary("term,locale,translation\nJoker,de,Joker\nStreak,de,Serie\nStreak,de,Strähne\n"))
        let problems = QualitySupport.problems("Use a joker", "Verwende eine Wildcard", options: options)
        #expect(problems.map(\.kind) == [.glossary])
        #expect(problems.first?.message.contains("does not use the glossary's \"Joker\" for \"Joker\"") == true)
        let alternatives = QualitySupport.problems("Your streak", "Dein Lauf", options: options)
        #expect(alternatives.first?.message.contains("\"Serie\" or \"Strähne\" for \"Streak\"") == true)
    }

    @Test func theFixedTermInAnyCaseOrScriptIsKept() throws {
        let options = QualityOptions(glossary: try glossary("""
        term,locale,translation,note
        Joker,de,Joker,a card
        Joker,ja,ジョーカー,
        Joker,*,Joker,
        Streak,de-CH,Lauf,
        Streak,de,Serie,
        """))
        #expect(QualitySupport.kinds("Use a Joker", "Verwende einen JOKER", options: options).isEmpty)
        #expect(QualitySupport.kinds("Use a Joker", "ジョーカーを使う", locale: "ja", options: options).isEmpty, "Japanese joins words")
        #expect(QualitySupport.kinds("Use a Joker", "Usa un joker", locale: "it", options: options).isEmpty, "* is every locale")
        #expect(QualitySupport.kinds("Use Jokers", "Verwende Karten", options: options).isEmpty, "whole words: Jokers is not Joker")
        #expect(QualitySupport.kinds("Streak", "Lauf", locale: "de-CH", options: options).isEmpty, "the locale's row wins over its language's")
        #expect(QualitySupport.kinds("Streak", "Serie", locale: "de-AT", options: options).isEmpty, "the language's row for its other locales")
        #expect(QualitySupport.kinds("Streak", "Lauf", locale: "de-AT", options: options) == [.glossary])
        #expect(QualitySupport.kinds("Use a Joker", "Verwende eine Jokerkarte", options: options) == [.glossary], "part of a word is not the word")
    }

    @Test func hostileGlossaries() throws {
        #expect(throws: Glossary.InputError.self) { try glossary("") }
        #expect(throws: Glossary.InputError.self) { try glossary("term,translation\nJoker,Joker\n") }
        #expect(throws: Glossary.InputError.self) { try glossary("term,locale,translation\n,de,Joker\n") }
        #expect(throws: Glossary.InputError.self) { try glossary("term,locale,translation\nJoker,de,\n") }
        #expect(throws: Glossary.InputError.self) { try glossary("term,locale,translation\nJoker,de_DE,Joker\n") }
        #expect(throws: Glossary.InputError.self) { try glossary("term,locale,translation\n\"Joker,de,Joker\n") }
        do {
            _ = try Glossary.read([0x74, 0x65, 0x72, 0x6D, 0x0A, 0xE4, 0x0A], file: "g.csv")
            Issue.record("Windows-1252 was read")
        } catch {
            #expect(error.description.hasPrefix("g.csv:2: not UTF-8"))
        }
        do {
            _ = try glossary("term,locale,translation\nJoker,de,Joker\nWild,d e,Wild\n")
            Issue.record("a bad locale was read")
        } catch {
            #expect(error.description == "glossary.csv:3: the locale \"d e\" is not a language tag (such as de or pt-BR) or * for every locale")
        }
        // Terms that are patterns elsewhere are plain text here; controls and long terms are text too.
        let options = QualityOptions(glossary: try glossary("term;locale;translation\nC++;de;C++\n(beta);de;(Beta)\n\"a\u{0}b\";de;x\n" + String(repeating: "w", count: 10_000) + ";de;y\n"))
        #expect(QualitySupport.kinds("Learn C++ now", "Lerne C++ jetzt", options: options).isEmpty)
        #expect(QualitySupport.kinds("Learn C now", "Lerne C jetzt", options: options).isEmpty)
        #expect(QualitySupport.kinds("New (beta)", "Neu (Test)", options: options) == [.glossary])
        #expect(QualitySupport.kinds("a\u{0}b", "c", options: options) == [.glossary])
        #expect(try glossary("\u{FEFF}term,locale,translation\r\nJoker,de,Joker\r\n").rows.count == 1, "a byte order mark and CR LF")
    }
}
