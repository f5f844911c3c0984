import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// Each format finding says what happens when the app formats the translation with the
/// arguments the code passes for the source: crash, build error, wrong output or harmless —
/// and only the first three fail the gate.
@Suite struct FormatConsequenceTests {
    private func unit(_ value: String) -> String {
        #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
    }

    private func findings(_ source: String, _ translation: String) throws -> [CatalogProblem] {
        let report = try CompletenessChecker(catalog: Support.catalog("""
        {"sourceLanguage":"en","strings":{"key":{"localizations":{"en":\(unit(source)),"de":\(unit(translation))}}}}
        """), options: CheckOptions(locales: ["en", "de"])).run()
        return report.problems.filter { $0.kind == .formatMismatch }
    }

    @Test(arguments: [
        // Reordered without positions: the count is read as an object.
        ("%lld files in %@", "In %@: %lld Dateien", FormatConsequence.crash),
        // Another width: this argument and every later one are read from the wrong place.
        ("%lld files", "%d Dateien", .crash),
        ("%f km", "%lld km", .crash),
        // An argument the call never passes, read as an object.
        ("Done", "Fertig %@", .crash),
        // `%` glued to a word: the catalog compiler rejects it.
        ("50% off", "50%-ig reduziert", .buildError),
        ("Rate %@", "Rate %k %@", .buildError),
        // Same width, another kind of number; other decimals.
        ("%d items", "%u Dinge", .wrongOutput),
        ("%.2f km", "%f km", .wrongOutput),
        // Shows less: nothing breaks.
        ("%@ of %@", "%@", .harmless),
    ])
    func consequence(source: String, translation: String, expected: FormatConsequence) throws {
        let found = try findings(source, translation)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.consequence == expected, "\(found.map(\.message))")
        #expect(found.first?.severity == (expected == .harmless ? .warning : .error))
        #expect(found.first?.message.hasPrefix(expected.phrase + ": ") == true, "\(found.map(\.message))")
    }

    @Test func aPercentSignSetApartOrDoubledIsNoFinding() throws {
        #expect(try findings("50% off", "50 % Rabatt").isEmpty)
        #expect(try findings("100%% sure", "100%% sicher").isEmpty)
        #expect(try findings("%lld%%", "%lld %%").isEmpty)
    }
}
