import Foundation
import SharpTools
import TestSupport
import Testing

/// Two `report` runs into one OUT at once take turns (the second waits for the first and
/// builds on its set), so neither run's locale is lost — also when OUT does not exist yet, and
/// when the two name it through different symbolic links.
@Suite struct ReportLockCLITests {
    static let binary = TrackerKitProcess.binary.path

    static func report(out: String, locale: String, asOf: String) -> [String] {
        ReportSetReliabilityTests.report(out: out, asOf: asOf) + ["--locale", locale]
    }

    /// Starts `de` into `outs.de` and `en` into `outs.en` at the same moment; their exit codes
    /// and stderr.
    static func runPair(outs: (de: String, en: String), asOf: String) throws -> [(code: Int32, stderr: String)] {
        let runs = [("de", outs.de), ("en", outs.en)].map { locale, out in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = report(out: out, locale: locale, asOf: asOf)
            process.standardOutput = FileHandle.nullDevice
            let stderr = Pipe()
            process.standardError = stderr
            return (process, stderr)
        }
        for (process, _) in runs { try process.run() }
        return runs.map { process, stderr in
            // stderr is at most a line or two: it cannot fill the pipe before the process ends.
            process.waitUntilExit()
            let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, text)
        }
    }

    /// 20 pairs, by turns into a new OUT, into an OUT holding both locales of the day before,
    /// and through two links to one OUT: afterwards OUT holds both locales of the day, byte for
    /// byte the set a single run writes.
    @Test func twoConcurrentReportsIntoOneOutKeepBothLocales() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let base = directory.path
        let reference = try TrackerKitProcess.run(executable: Self.binary, ReportSetReliabilityTests.report(out: base + "/reference", asOf: "2026-11-20"))
        let earlier = try TrackerKitProcess.run(executable: Self.binary, ReportSetReliabilityTests.report(out: base + "/earlier", asOf: "2026-11-19"))
        #expect(reference.exitCode == 0 && earlier.exitCode == 0)
        let expected = try OutputSafetyTests.snapshot(base + "/reference")
        #expect(expected.keys.sorted() == (try ExpectedReportSet.paths(store: ReportSetReliabilityTests.sampleStore)))
        try FileManager.default.createSymbolicLink(atPath: base + "/link-a", withDestinationPath: "MIX")
        try FileManager.default.createSymbolicLink(atPath: base + "/link-b", withDestinationPath: base + "/MIX")
        var lost: [String] = []
        for pair in 0..<20 {
            let mix = base + "/MIX"
            try? FileManager.default.removeItem(atPath: mix)
            var outs = (de: mix, en: mix)
            switch pair % 3 {
            case 1: try FileManager.default.copyItem(atPath: base + "/earlier", toPath: mix)
            case 2:
                try FileManager.default.copyItem(atPath: base + "/earlier", toPath: mix)
                outs = (base + "/link-a", base + "/link-b")
            default: break
            }
            let runs = try Self.runPair(outs: outs, asOf: "2026-11-20")
            #expect(runs.allSatisfy { $0.code == 0 && $0.stderr.isEmpty }, "pair \(pair): \(runs)")
            let left = try OutputSafetyTests.snapshot(mix)
            if left != expected {
                let stale = expected.keys.filter { left[$0] != expected[$0] }.sorted()
                lost.append("pair \(pair): \(stale.count) files missing or stale, e.g. \(stale.prefix(3))")
            }
        }
        #expect(lost.isEmpty, "an update was lost: \(lost)")
        #expect(FileIdentity.ofEntry(base + "/link-a")?.isSymbolicLink == true && FileIdentity.ofEntry(base + "/link-b")?.isSymbolicLink == true)
        #expect(ReportSetReliabilityTests.temporaryEntries(under: base) == [])
    }
}
