import Testing
@testable import StringCatalog

@Suite struct FormatSpecifierTests {
    @Test func parsesCommonSpecifiers() {
        let specs = FormatSpecifier.parse("%@ %d %i %u %ld %lld %f %.2f %s %1$@ %% %#@days@ %05.1f %-3d")
        #expect(specs.map(\.text) == ["%@", "%d", "%i", "%u", "%ld", "%lld", "%f", "%.2f", "%s", "%1$@", "%#@days@", "%05.1f", "%-3d"])
        #expect(specs.map(\.argument) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 10, 11, 12])
        #expect(specs[5].length == "ll")
        #expect(specs[7].precision == 2)
        #expect(specs[10].substitutionName == "days")
        #expect(specs[9].isPositional)
    }

    @Test func percentPercentIsNoSpecifier() {
        #expect(FormatSpecifier.parse("100%% sure").isEmpty)
        #expect(FormatSpecifier.parse("50%!").isEmpty)
        #expect(FormatSpecifier.parse("50% off, 100% sure").isEmpty)
    }

    @Test func argPlaceholderOnlyInsideSubstitutions() {
        #expect(FormatSpecifier.parse("%arg", argPlaceholder: true).first?.isArgPlaceholder == true)
        #expect(FormatSpecifier.parse("%arg").first?.conversion == "a")
    }

    private func differences(_ source: String, _ target: String, omittable: Set<Int> = []) -> [String] {
        FormatSignature(source).differences(from: FormatSignature(target), omittable: omittable)
    }

    @Test func conversionAndLengthMustMatch() {
        #expect(differences("%d days", "%lld Tage") == ["argument 1 is %d in the source but %lld here"])
        #expect(differences("%@", "%d") == ["argument 1 is %@ in the source but %d here"])
        #expect(differences("%d", "%i").isEmpty)
        #expect(differences("%x", "%X").isEmpty)
        #expect(differences("%f", "%.2e").isEmpty)
        #expect(differences("%ld", "%lu") == ["argument 1 is %ld in the source but %lu here"])
    }

    @Test func flagsWidthPrecisionAreIgnored() {
        #expect(differences("%.1f km", "%5.3f km").isEmpty)
        #expect(differences("%-3d", "%03d").isEmpty)
    }

    @Test func positionalArgumentsMayBeReordered() {
        #expect(differences("%@ has %lld logs", "%2$lld Einträge hat %1$@").isEmpty)
        #expect(differences("%@ has %lld logs", "%2$@ hat %1$lld").count == 2)
    }

    @Test func missingAndExtraArguments() {
        #expect(differences("%@ and %@", "%@") == ["argument 2 (%@) is missing"])
        #expect(differences("%@", "%@ %d") == ["argument 2 (%d) is not in the source"])
        #expect(differences("%lld days", "One day", omittable: [1]).isEmpty)
        #expect(differences("%%d", "%d") == ["argument 1 (%d) is not in the source"])
    }

    @Test func substitutionsStandForTheirFormatSpecifier() {
        let lookup: (String) -> (argNum: Int?, formatSpecifier: String?)? = { name in
            name == "count" ? (2, "lld") : nil
        }
        let source = FormatSignature("%@ liked %#@count@", substitutions: lookup)
        #expect(source.arguments == [1: .init(conversion: "@", length: ""), 2: .init(conversion: "d", length: "ll")])
        #expect(source.differences(from: FormatSignature("%1$@ mochte %2$lld")).isEmpty)
        #expect(source.differences(from: FormatSignature("%1$@ mochte %2$d")) == ["argument 2 is %lld in the source but %d here"])
    }
}
