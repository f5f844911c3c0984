import Foundation
import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct CheckResultTests {
    static let old = BaselineCatalogs.old
    static let new = BaselineCatalogs.new

    static func report(_ json: String, options: CheckOptions = CheckOptions(locales: ["en", "de"])) throws -> CompletenessReport {
        CompletenessChecker(catalog: try Support.catalog(json), options: options).run()
    }

    @Test func baselineGatesOnlyNewProblemsAndCountsFixedOnes() throws {
        let current = try Self.report(Self.new)
        let baseline = Baseline(name: "HEAD", report: try Self.report(Self.old))
        let result = CheckResult(report: current, baseline: baseline)
        let byKey = Dictionary(uniqueKeysWithValues: current.problems.enumerated().map { ($1.key, $0) })
        #expect(result.isNew[byKey["D"]!])
        #expect(!result.isNew[byKey["C"]!])
        #expect(result.fails[byKey["D"]!])
        #expect(!result.fails[byKey["C"]!])
        #expect(result.fixed.map(\.key) == ["B"])
        let de = try #require(result.localeOutcomes.first { $0.locale == "de" })
        #expect((de.new, de.fixed, de.open) == (1, 1, 2)) // D new; B fixed; C and R still open
        #expect(de.coverageBeforeTenths == 250 && de.coverageTenths == 400)
        #expect(result.exitCode == 1)
        // Without the new gap, the old ones do not fail.
        let withoutD = try Self.report(Self.new.replacingOccurrences(of: "\"D\":{},\n", with: ""))
        #expect(CheckResult(report: withoutD, baseline: baseline).exitCode == 0)
        #expect(CheckResult(report: withoutD).exitCode == 1)
    }

    @Test func baselineIdentityIgnoresLinesAndMessages() throws {
        // The same problems, moved to other lines: nothing is new.
        let moved = "\n\n\n" + Self.old
        let result = CheckResult(report: try Self.report(moved), baseline: Baseline(name: "x", report: try Self.report(Self.old)))
        #expect(result.isNew.allSatisfy { !$0 })
        #expect(result.passed)
        #expect(result.verdict.contains("already in the baseline x"))
    }

    @Test func minCoverageGatesLocalesNotSingleGaps() throws {
        let report = try Self.report(Self.new) // de: A, B translated of 5 → 40.0 %
        #expect(!CheckResult(report: report).passed)
        let lenient = CheckResult(report: report, policy: GatePolicy(minCoverage: 40))
        #expect(lenient.passed)
        #expect(lenient.failingCount == 0)
        #expect(lenient.report.problems.contains { $0.kind == .missingTranslation }) // still reported
        let strictGate = CheckResult(report: report, policy: GatePolicy(minCoverage: 40.1))
        #expect(!strictGate.passed)
        #expect(strictGate.localesBelowMinimum.map(\.locale) == ["de"])
        #expect(strictGate.verdict.contains("de at 40.0% below the minimum coverage of 40.1%"))
        // Warnings still fail with --strict.
        #expect(!CheckResult(report: report, policy: GatePolicy(strict: true, minCoverage: 10)).passed)
    }

    @Test func ignoredKeysAndSeverityOverrides() throws {
        let options = CheckOptions(
            locales: ["en", "de"], ignoredKeys: KeyFilter(keys: ["C"], globs: ["D*"]),
            severityOverrides: [.needsReview: .error, .missingTranslation: nil]
        )
        let report = try Self.report(Self.new, options: options)
        #expect(!report.keys.contains("C") && !report.keys.contains("D"))
        #expect(report.summaries[1].keys == 3)
        #expect(report.problems.map(\.kind) == [.needsReview])
        #expect(report.problems[0].severity == .error)
    }

    @Test func globMatching() {
        #expect(KeyFilter.glob("Debug.*", matches: "Debug.Menu"))
        #expect(KeyFilter.glob("Debug.*", matches: "Debug."))
        #expect(!KeyFilter.glob("Debug.*", matches: "Debug"))
        #expect(KeyFilter.glob("*.Title", matches: "Settings.Title"))
        #expect(KeyFilter.glob("a?c", matches: "abc") && !KeyFilter.glob("a?c", matches: "ac"))
        #expect(KeyFilter.glob("*a*b*", matches: "xxaxxbxx") && !KeyFilter.glob("*a*b*", matches: "xxbxxaxx"))
        #expect(KeyFilter.glob("", matches: "") && !KeyFilter.glob("", matches: "x"))
        #expect(KeyFilter.glob("Ü*", matches: "Über"))
    }

    @Test func everyProblemInTheFileHasItsLine() throws {
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%d Ding"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "new",
                          "value" : "%lld Dinge"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Gone" : {
              "extractionState" : "stale"
            },
            "Plain" : {

            }
          },
          "version" : "1.0"
        }
        """
        let report = try Self.report(json)
        func line(_ kind: ProblemKind) -> Int? { report.problems.first { $0.kind == kind }?.line }
        #expect(line(.formatMismatch) == 10)     // the `one` unit, not the localization
        #expect(line(.untranslated) == 16)       // the first unit in state new
        #expect(report.problems.first { $0.key == "Plain" }?.line == 29)
        #expect(line(.stale) == 26)
        #expect(report.problems.filter { $0.kind != .missingKey }.allSatisfy { ($0.line ?? 0) > 0 })
    }
}
