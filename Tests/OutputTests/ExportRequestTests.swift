import SharpTools
import Testing
import TrackerModel
@testable import Output

/// The file `export KIND [--period P]` asks for, or why there is none.
@Suite struct ExportRequestTests {
    static func message(_ arguments: [String], period: PeriodSummary.Kind? = nil) -> String? {
        guard case .failure(let refusal) = ExportRequest.file(arguments, period: period) else { return nil }
        return refusal.message
    }

    @Test func everyExportNameIsAFileOfTheSet() throws {
        for name in ReportFiles.exportNames {
            let file = try ExportRequest.file([name], period: nil).get()
            #expect(file.exportName == name)
        }
    }

    @Test func aPeriodLimitsTheFileThatHasKindsOfPeriod() throws {
        let names = ExportRequest.periodKindNames
        #expect(!names.isEmpty)
        for name in names {
            let weeks = try ExportRequest.file([name], period: .week).get()
            #expect(weeks.fileName == ReportFiles.exported(named: name)?.fileName)
        }
        let others = ReportFiles.exportNames.filter { !names.contains($0) }
        for name in others {
            #expect(Self.message([name], period: .month) == "--period goes with " + ProseList.joined(names.map { "'export \($0)'" }, "or"))
        }
    }

    @Test func aMissingUnknownOrExtraKindIsRefused() {
        let kinds = ProseList.joined(ReportFiles.exportNames, "or")
        #expect(Self.message([]) == "export needs what to export: \(kinds)")
        #expect(Self.message(["habits"]) == "cannot export \"habits\"; choose \(kinds)")
        #expect(Self.message([ReportFiles.exportNames[0], "more"]) == "unexpected argument \"more\" for 'export'")
    }
}

