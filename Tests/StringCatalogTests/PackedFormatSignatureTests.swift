import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct PackedFormatSignatureTests {
    static let fragments = [
        "%@", "%d", "%i", "%lld", "%ld", "%u", "%lu", "%1$@", "%2$@", "%2$lld", "%3$d", "%1$d", "%%", "% d", "50%", "%#@files@",
        "%#@n@", "%1$#@files@", "%2$#@n@", "%#@@", "%arg", "%1$arg", "%5.2f", "%.3lf", "%-03hhd", "%hd", "%D", "%U", "%O", "%qd", "%Lf",
        "%*d", "%.*f", "%99999999999999$d", "%0$d", "%", "%'d", "%+e", "%#x", "%X", "%c", "%C", "%s", "%S", "%p", "%zu", "%jd",
        "%td", "%hlx", "%k", "é", "x", " ", "日本", "%\u{301}d", "%l",
        "% lld", "% 5d", "% .1f", "% i", "% l", "% le", "d'", "’", "0", "%1$*2$d", "%.*3$f", "%*1$@",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in fragments.randomElement(using: &generator)! }.joined()
    }

    static func randomSubstitution(_ name: String, _ generator: inout SeededGenerator) -> Substitution {
        let argNums: [Int?] = [nil, 1, 2, 3, 0, -1, 1 << 41]
        let specifiers: [String?] = [nil, "lld", "d", "@", "%lu", "#@x@", "zz", "", "%%", "ld f", "%1$f", "D"]
        return Substitution(
            name: name, argNum: argNums.randomElement(using: &generator)!, formatSpecifier: specifiers.randomElement(using: &generator)!,
            content: .unit("x")
        )
    }

    static func randomLocalization(_ generator: inout SeededGenerator) -> CatalogLocalization {
        let names = ["files", "n", "x"].filter { _ in Bool.random(using: &generator) }
        return CatalogLocalization(locale: "de", content: .unit("x"), substitutions: names.map { randomSubstitution($0, &generator) })
    }

    @Test func scannerBasedParseMatchesTheFormerParser() {
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<3_000 {
            let text = Self.randomText(&generator)
            #expect(FormatSpecifier.parse(text) == ReferenceFormatParser.parse(text), "\(text)")
            #expect(FormatSpecifier.parse(text, argPlaceholder: true) == ReferenceFormatParser.parse(text, argPlaceholder: true), "\(text)")
        }
    }

    @Test func packedMainSignaturesAgreeWithFullOnes() {
        var generator = SeededGenerator(seed: 22)
        var memo = PackedFormatSignature.TypeMemo()
        var decided = 0
        let rounds = 4_000
        for _ in 0..<rounds {
            let source = Self.randomText(&generator)
            // Often a translation with the same specifiers in another text, as in real catalogs.
            let target = Bool.random(using: &generator) ? source + " übersetzt" : Self.randomText(&generator)
            let sourceLocalization = Bool.random(using: &generator) ? Self.randomLocalization(&generator) : nil
            let targetLocalization = Self.randomLocalization(&generator)
            let full = CompletenessChecker.mainSignature(source, sourceLocalization) == CompletenessChecker.mainSignature(target, targetLocalization)
            let packed = PackedFormatSignature.main(source, substitutions: sourceLocalization, memo: &memo)
                .matches(PackedFormatSignature.main(target, substitutions: targetLocalization, memo: &memo))
            if let packed {
                decided += 1
                #expect(packed == full, "\(source) | \(target)")
            }
        }
        // The packed form decides nearly every pair; the full comparison is the exception.
        #expect(decided > rounds * 3 / 4)
    }

    @Test func packedSubstitutionSignaturesAgreeWithFullOnes() {
        var generator = SeededGenerator(seed: 23)
        var memo = PackedFormatSignature.TypeMemo()
        for _ in 0..<4_000 {
            let source = Self.randomText(&generator)
            let target = Bool.random(using: &generator) ? source : Self.randomText(&generator)
            let sourceSubstitution = Self.randomSubstitution("files", &generator)
            let targetSubstitution = Bool.random(using: &generator) ? sourceSubstitution : Self.randomSubstitution("files", &generator)
            let full = CompletenessChecker.substitutionSignature(source, sourceSubstitution)
                == CompletenessChecker.substitutionSignature(target, targetSubstitution)
            let packed = PackedFormatSignature.substitution(source, sourceSubstitution, memo: &memo)
                .matches(PackedFormatSignature.substitution(target, targetSubstitution, memo: &memo))
            if let packed { #expect(packed == full, "\(source) | \(target)") }
        }
    }

    @Test func argumentsAreKeptSortedAndTheFirstTypeWins() {
        var packed = PackedFormatSignature()
        packed.add(argument: 3, type: 1)
        packed.add(argument: 1, type: 2)
        packed.add(argument: 3, type: 9)
        packed.add(argument: 2, type: 3)
        #expect(packed.arguments == [1, 2, 3])
        var other = PackedFormatSignature()
        other.add(argument: 2, type: 3)
        other.add(argument: 1, type: 2)
        other.add(argument: 3, type: 1)
        #expect(packed.matches(other) == true)
        other.add(argument: 4, type: 1)
        #expect(packed.matches(other) == false)
        other.add(argument: 5, type: 1)
        #expect(other.overflowed)
        #expect(packed.matches(other) == nil)
    }

    /// "é" and "e\u{301}" are equal Swift strings but scan differently (no specifier, so
    /// `%@`; and `%e`): the memo must not answer for one with the other's type.
    @Test func canonicallyEquivalentSpecifiersAreNotConfused() {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        #expect(composed == decomposed)
        var freshComposed = PackedFormatSignature.TypeMemo()
        var freshDecomposed = PackedFormatSignature.TypeMemo()
        let expected = (freshComposed.type(ofFormatSpecifier: composed), freshDecomposed.type(ofFormatSpecifier: decomposed))
        #expect(expected.0 != expected.1)
        var memo = PackedFormatSignature.TypeMemo()
        #expect(memo.type(ofFormatSpecifier: composed) == expected.0)
        #expect(memo.type(ofFormatSpecifier: decomposed) == expected.1)
        var reversed = PackedFormatSignature.TypeMemo()
        #expect(reversed.type(ofFormatSpecifier: decomposed) == expected.1)
        #expect(reversed.type(ofFormatSpecifier: composed) == expected.0)
    }
}
