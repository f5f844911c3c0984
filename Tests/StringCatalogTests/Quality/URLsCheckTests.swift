import Testing
@testable import StringCatalog

@Suite struct URLsCheckTests {
    @Test func aChangedLinkIsReported() {
        let problems = QualitySupport.problems("Visit https://corkmac.app", "Besuche https://corkmac.aoo")
        #expect(problems.map(\.kind) == [.urls])
        #expect(problems.first?.message.contains("lacks \"https://corkmac.app\" of the source and has \"https://corkmac.aoo\"") == true)
        #expect(QualitySupport.kinds("Write to dev@corkmac.app", "Schreib an dev@corkmac.ap") == [.urls])
        #expect(QualitySupport.kinds("Read more", "Mehr auf www.example.com") == [.urls], "a link only the translation has")
    }

    @Test func theSameLinksWrittenAroundAreTheSame() {
        #expect(QualitySupport.kinds("See https://x.com.", "Siehe https://x.com").isEmpty, "sentence punctuation is not part of it")
        #expect(QualitySupport.kinds("Open [the site](https://x.com)", "[サイト](https://x.com)を開く", locale: "ja").isEmpty)
        #expect(QualitySupport.kinds("(https://x.com)", "(https://x.com)를 열기", locale: "ko").isEmpty, "a URL ends at Hangul")
        #expect(QualitySupport.kinds("See https://a.com or https://a.com", "Siehe https://a.com").isEmpty, "a repeat given once")
        #expect(QualitySupport.kinds("Found %#@arg2@", "%#@arg2@이 발견됨", locale: "ko").isEmpty, "a substitution is no e-mail address")
        #expect(QualitySupport.kinds("Mail HELP@X.ORG", "Mail an HELP@X.ORG").isEmpty)
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("Open https://", "Öffne https://").isEmpty)
        #expect(QualitySupport.kinds("a@b", "a@b c").isEmpty, "not an address: no dot")
        let long = "https://x.com/" + String(repeating: "a", count: 50_000)
        #expect(QualitySupport.kinds("Go \(long)", "Geh \(long)").isEmpty)
        #expect(QualitySupport.kinds("Go \(long)", "Geh \(long)b") == [.urls])
        #expect(QualitySupport.kinds("Open www.x.com" + String(repeating: ")", count: 1_000), "Öffne www.x.com") == [.brackets], "the URL ends before them")
    }
}
