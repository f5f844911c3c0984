import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct ProblemOrderTests {
    /// The order as the checker sorted whole problems before `ProblemOrder` (the reference).
    static func referenceSorted(_ problems: [CatalogProblem], localeIndex: [String: Int]) -> [CatalogProblem] {
        problems.sorted { lhs, rhs in
            if lhs.kind != rhs.kind { return lhs.kind.order < rhs.kind.order }
            if lhs.key != rhs.key { return lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars) }
            let lhsLocale = lhs.locale.flatMap { localeIndex[$0] } ?? -1
            let rhsLocale = rhs.locale.flatMap { localeIndex[$0] } ?? -1
            if lhsLocale != rhsLocale { return lhsLocale < rhsLocale }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
            return lhs.message.unicodeScalars.lexicographicallyPrecedes(rhs.message.unicodeScalars)
        }
    }

    @Test func sortsLikeTheReferenceOnRandomProblems() {
        // Keys and messages that are equal as strings but differ in scalars (é composed and
        // decomposed), prefixes of each other, non-ASCII and empty.
        let keys = ["a", "b", "ab", "", "caf\u{E9}", "cafe\u{301}", "cafe", "Zeta", "z", "日本", "Mood.Awful", "Mood"]
        let locales: [String?] = [nil, "en", "de", "fr", "xx"]
        let localeIndex = ["en": 0, "de": 1, "fr": 2]
        let messages = ["m", "m2", "M", "caf\u{E9}", "cafe\u{301}", ""]
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<200 {
            let problems = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
                CatalogProblem(
                    severity: Bool.random(using: &generator) ? .error : .warning, kind: ProblemKind.allCases.randomElement(using: &generator)!,
                    key: keys.randomElement(using: &generator)!, locale: locales.randomElement(using: &generator)!,
                    tracker: Bool.random(using: &generator) ? "T" : nil, message: messages.randomElement(using: &generator)!,
                    line: [nil, 0, 1, 7].randomElement(using: &generator)!
                )
            }
            #expect(ProblemOrder.sorted(problems, localeIndex: localeIndex) == Self.referenceSorted(problems, localeIndex: localeIndex))
        }
    }

    @Test func kindOrderIsTheOrderOfAllCases() {
        #expect(ProblemKind.allCases.map(\.order) == Array(ProblemKind.allCases.indices))
    }
}
