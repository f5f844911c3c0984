import Foundation
import Testing
import SharpTools

/// The step budget that stops a runaway statement (a recursive view spun
/// at 100 % CPU forever).
@Suite struct SQLiteStepBudgetTests {
    static let store = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/app-written/app-written.sqlite").path
    static let endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"

    @Test func anEndlessStatementStopsWithTheBudgetError() throws {
        let connection = try SQLiteConnection.openReadOnly(path: Self.store, busyTimeoutMilliseconds: 100)
        connection.limitSteps(to: 2_000_000)
        let statement = try connection.prepare(Self.endless)
        #expect {
            _ = try statement.step()
        } throws: { error in
            (error as? SQLiteFailure)?.kind == .stepBudgetExceeded
        }
    }

    @Test func aStatementWithinTheBudgetRuns() throws {
        let connection = try SQLiteConnection.openReadOnly(path: Self.store, busyTimeoutMilliseconds: 100)
        connection.limitSteps(to: 2_000_000)
        let statement = try connection.prepare("SELECT count(*) FROM ZTRACKERLOG")
        #expect(try statement.step())
    }
}
