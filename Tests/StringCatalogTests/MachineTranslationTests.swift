import Testing
import StringCatalog
import CatalogCheck
import CatalogExchange

/// `strings translate` without a process: placeholders as tokens and back, the requests a
/// catalog gives, and a scripted command's good, broken, missing and extra answers through the
/// checks, with failed runs retried.
@Suite struct MachineTranslationTests {
    static let catalogJSON = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
     "greeting":{"comment":"On the first screen [max 20]","localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello %1$@, welcome!"}}}},
     "move":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Move %@ to %lld"}}}},
     "joker":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Use a Joker (see https://example.com/help)"}}}},
     "%lld days":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}}}},
     "review":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Review"}},"de":{"stringUnit":{"state":"needs_review","value":"Prüfen?"}}}},
     "done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Done"}},"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}},
     "symbol":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@"}}}}
    }}
    """#

    static func catalog() throws -> StringCatalog { try Support.catalog(catalogJSON) }
    static let quality = QualityOptions(glossary: Glossary(rows: [Glossary.Row(term: "Joker", locale: "de", translation: "Joker", line: 2)]))

    @Test func placeholdersBecomeTokensAndComeBack() {
        let text = ProtectedText("Hello %1$@, %lld of %@ at 100%% %#@n@")
        #expect(text.text == "Hello {{1}}, {{2}} of {{3}} at 100{{4}} {{5}}")
        #expect(text.placeholders.map(\.text) == ["%1$@", "%lld", "%@", "%%", "%#@n@"])
        #expect(text.placeholders.map(\.takesNextArgument) == [false, true, true, false, true])
        #expect(text.restore("{{1}}: {{2}} von {{3}} bei 100{{4}} {{5}}") == .success("%1$@: %lld von %@ bei 100%% %#@n@"))
        // A numbered placeholder may move; those taken in order may not pass each other.
        #expect(text.restore("{{2}} {{1}} {{3}} {{4}}{{5}}") == .success("%lld %1$@ %@ %%%#@n@"))
        #expect(text.restore("{{1}} {{3}} {{2}} {{4}}{{5}}") == .failure(.init(messages: [
            "{{2}} (%lld), {{3}} (%@), {{5}} (%#@n@) must keep their order: each takes the next argument (numbered ones such as %1$@ may move)",
        ])))
        #expect(text.restore("%A {{2}} {{2}} {{3}} {{4}} {{5}} {{9}}") == .failure(.init(messages: [
            "{{1}} (%1$@) is missing", "{{2}} (%lld) is given 2 times", "{{9}} is no token of the source",
        ])))
        let braces = ProtectedText("{{name}} has %@")
        #expect(braces.text == "{{name}} has ⟦1⟧")
        #expect(ProtectedText("%arg files", inSubstitution: true).text == "{{1}} files")
    }

    @Test func requestsAreTheMissingUnitsWithWhatTheChecksWillHoldThemTo() throws {
        let (requests, nothing) = TranslationRequest.requests(for: try Self.catalog(), locales: ["de"], review: false, options: Self.quality)
        #expect(requests.map { "\($0.id) \($0.key) \($0.path)" } == ["1 greeting ", "2 move ", "3 joker ", "4 %lld days plural.one", "5 %lld days plural.other"])
        #expect(nothing == 1, "%@ has nothing to translate")
        #expect(requests[0].jsonLine == #"{"id":"1","key":"greeting","path":"","locale":"de","sourceLanguage":"en","source":"Hello {{1}}, welcome!","comment":"On the first screen [max 20]","placeholders":[{"token":"{{1}}","text":"%1$@"}],"glossary":[],"maxLength":20,"translation":null}"#)
        #expect(requests[2].glossary == [QualityOptions.TermRule(term: "Joker", translations: ["Joker"])])
        let review = TranslationRequest.requests(for: try Self.catalog(), locales: ["de"], review: true, options: Self.quality).requests
        #expect(review.map { "\($0.key) \($0.current ?? "-")" } == ["review Prüfen?"])
    }

    /// The scripted command: good, broken (`%A` for `%1$@`), missing and extra answers, a line
    /// that is no JSON, and answers the quality checks refuse.
    static let answers = """
    {"id":"1","translation":"Hallo %A, willkommen!"}
    {"id":"2","translation":"{{1}} nach {{2}} verschieben"}
    {"id":"3","translation":"Nutze einen Wildcard (siehe https://example.org/help)"}
    {"id":"4","translation":"{{1}} Tag"}
    {"id":99,"translation":"extra"}
    not json
    {"id":"2","translation":"twice"}
    """

    @Test func onlyAnswersThatPassTheChecksAreAcceptedAndEachRejectSaysWhy() throws {
        let catalog = try Self.catalog()
        let (requests, _) = TranslationRequest.requests(for: catalog, locales: ["de"], review: false, options: Self.quality)
        let machine = MachineTranslation(review: AnswerReview(catalog: catalog, quality: Self.quality), batchSize: 10, retries: 0)
        var sent: [[String]] = []
        let outcome = machine.run(requests, send: { batch in
            sent.append(batch.map(\.id))
            return .output(Array(Self.answers.utf8))
        })
        #expect(sent == [["1", "2", "3", "4", "5"]])
        #expect(outcome.accepted.map { "\($0.request.key) \($0.request.path) \($0.translation)" } == ["move  %@ nach %lld verschieben", "%lld days plural.one %lld Tag"])
        let rejected = outcome.rejected.map(\.description)
        #expect(rejected.contains("rejected \"greeting\" [de] (placeholders): {{1}} (%1$@) is missing"))
        #expect(rejected.contains { $0.hasPrefix("rejected \"joker\" [de] (urls): ") })
        #expect(rejected.contains { $0.hasPrefix("rejected \"joker\" [de] (glossary): ") })
        #expect(rejected.contains("rejected \"%lld days\" [de] plural.other (answer): the command gave no answer"))
        #expect(rejected.contains("rejected an answer (answer): line 5 of the answer: id 99 was not asked for"))
        #expect(rejected.contains("rejected an answer (answer): line 6 of the answer: not a JSON object"))
        #expect(rejected.contains("rejected an answer (answer): line 7 of the answer: a second answer for id 2 (the first is line 2)"))
        // The accepted ones import as needs_review.
        let target = TranslationImport.Target(catalog: catalog, path: "L.xcstrings")
        let plan = try TranslationImport(targets: [target], review: true).plan(MachineTranslation.batches(outcome.accepted, file: "answer"))
        #expect(plan.rejections.isEmpty)
        #expect(plan.changes.map(\.newState) == ["needs_review", "needs_review"])
    }

    @Test func theLengthBracketsAndNewlinesChecksRejectToo() throws {
        let catalog = try Self.catalog()
        let review = AnswerReview(catalog: catalog, quality: Self.quality)
        let (requests, _) = TranslationRequest.requests(for: catalog, locales: ["de"], review: false, options: Self.quality)
        guard case .rejected(let long) = review.review("Hallo {{1}}, herzlich willkommen in der App!", for: requests[0]) else {
            Issue.record("a text over [max 20] passed")
            return
        }
        #expect(long.map(\.check) == ["length"])
        guard case .rejected(let broken) = review.review("{{1}} nach ({{2}} verschieben\nbitte", for: requests[1]) else {
            Issue.record("an unclosed bracket and a line break passed")
            return
        }
        #expect(Set(broken.map(\.check)) == ["brackets", "newlines"])
        #expect(review.review("", for: requests[1]) == .rejected([AnswerReview.Failure(check: "empty", reason: "the translation is empty")]))
        // A check the settings switch off does not reject.
        let lenient = AnswerReview(catalog: catalog, quality: Self.quality, off: [.length])
        #expect(lenient.review("Hallo {{1}}, herzlich willkommen in der App!", for: requests[0]) == .accepted("Hallo %1$@, herzlich willkommen in der App!"))
    }

    @Test func aFailedRunIsRetriedThenItsUnitsAreRejected() throws {
        let catalog = try Self.catalog()
        let (requests, _) = TranslationRequest.requests(for: catalog, locales: ["de"], review: false, options: Self.quality)
        let machine = MachineTranslation(review: AnswerReview(catalog: catalog, quality: Self.quality), batchSize: 2, retries: 1)
        var runs = 0
        var progress: [Int] = []
        let outcome = machine.run(Array(requests.prefix(3)), send: { batch in
            runs += 1
            // The first batch fails once and then answers; the second fails every time.
            if runs == 2 { return .output(Array(#"{"id":"1","translation":"Hallo {{1}}!"}"#.utf8)) }
            return .failed("exit status 3")
        }, progress: { done, _ in progress.append(done) })
        #expect(runs == 4)
        #expect(progress == [2, 3])
        #expect(outcome.failedRuns == ["exit status 3", "exit status 3", "exit status 3"])
        #expect(outcome.accepted.map(\.translation) == ["Hallo %1$@!"])
        #expect(outcome.rejected.map(\.description) == [
            "rejected \"move\" [de] (answer): the command gave no answer",
            "rejected \"joker\" [de] (command): exit status 3 (2 runs)",
        ])
    }
}
