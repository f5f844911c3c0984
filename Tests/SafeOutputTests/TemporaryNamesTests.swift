import Foundation
import SafeOutput
import SharpTools
import Testing

/// The temporary naming `.NAME.tmp-PID-RANDOM` and the sweep: what a killed run left behind —
/// beside OUT, inside OUT, beside a single file — is removed by the next transaction once its
/// process is gone, and never what a live process is still writing.
@Suite struct TemporaryNamesTests {
    @Test(arguments: [
        (".OUT.tmp-123-456", Int32(123)),
        (".logs.csv.tmp-7-4294967295", 7),
        (".a.tmp-b.tmp-99-1", 99),  // the last marker counts: a name may contain ".tmp-" itself
        ("OUT.tmp-123-456", nil),  // not hidden
        (".OUT.tmp-0-1", nil),  // no process has id 0
        (".OUT.tmp--5-1", nil),
        (".OUT.tmp-12-x", nil),
        (".OUT.tmp-12-3-4", nil),
        (".OUT.tmp-12-", nil),
        (".OUT.tmp-12-4294967296", nil),  // past UInt32
        (".OUT", nil),
        ("README.txt", nil),
    ] as [(String, Int32?)])
    func theProcessIDIsReadFromNamesOfTheNaming(name: String, processID: Int32?) {
        #expect(TemporaryNames.processID(in: name) == processID)
        #expect(TemporaryNames.isTemporary(name) == (processID != nil))
    }

    /// Stale entries of a gone process beside OUT (a whole sibling tree) and inside OUT are
    /// gone after the next report set; one of a live process and one of this process stay.
    /// Single files sweep the directory they are written to.
    @Test func staleTemporaryFilesOfGoneProcessesAreSwept() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dir = scratch.path
        let out = dir + "/OUT"
        try ReportSetWriterTests.writeSet(at: out, ReportSetWriterTests.newSet)
        let dead = try Scratch.goneProcessID()
        let stale = [dir + "/.OUT.tmp-\(dead)-17", out + "/de/.logs.csv.tmp-\(dead)-4", out + "/.README.tmp-\(dead)-9"]
        try FileManager.default.createDirectory(atPath: stale[0] + "/de", withIntermediateDirectories: true)
        for path in stale.dropFirst() + [stale[0] + "/de/logs.csv"] {
            try Data(count: 1000).write(to: URL(fileURLWithPath: path))
        }
        // One of a process still running, and one of this process, are not touched.
        let running = Process()
        running.executableURL = URL(fileURLWithPath: "/bin/sleep")
        running.arguments = ["120"]
        try running.run()
        defer {
            // SIGKILL: the test runner's blocked signals are inherited, SIGTERM may wait in the mask.
            kill(running.processIdentifier, SIGKILL)
            running.waitUntilExit()
        }
        let alive = [".OUT.tmp-\(running.processIdentifier)-1", ".OUT.tmp-\(ProcessCalls.currentID)-2"]
        for name in alive {
            try Data().write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        try ReportSetWriterTests.writeSet(at: out, ReportSetWriterTests.newSet)
        #expect(Scratch.temporaryEntries(under: dir) == alive.sorted())
        #expect(Scratch.tree(out) == ReportSetWriterTests.expectedTree(ReportSetWriterTests.newSet))
        // Also for single files: a write sweeps the directory it writes to.
        try Data(count: 10).write(to: URL(fileURLWithPath: dir + "/.x.csv.tmp-\(dead)-3"))
        try AtomicFileWriter.write("logs", to: dir + "/x.csv")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.x.csv.tmp-\(dead)-3"))
        #expect(Scratch.temporaryEntries(under: dir) == alive.sorted())
    }

    /// A failed or abandoned transaction removes its own temporary entries at once: nothing of
    /// the naming is left for a sweep.
    @Test func aDiscardedTransactionLeavesNoTemporaryEntry() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try ReportSetWriterTests.writeSet(at: scratch.file("OUT"), ReportSetWriterTests.oldSet)
        var set = try ReportSetWriter(root: scratch.file("OUT"), resolvedRoot: scratch.file("OUT"), ours: ReportSetWriterTests.ours, force: false)
        try set.write(locale: "de", fileName: "img/a.svg") { (sink) throws(OutputError) in try sink.write(Array("<svg/>".utf8)) }
        #expect(Scratch.temporaryEntries(under: scratch.path).count == 1, "the sibling the new set is built in")
        set.discard()
        let prepared = try AtomicFileWriter.prepare(for: scratch.file("single.csv")) { (_) throws(OutputError) in }
        prepared.discard()
        #expect(Scratch.temporaryEntries(under: scratch.path) == [])
        #expect(Scratch.tree(scratch.file("OUT")) == ReportSetWriterTests.expectedTree(ReportSetWriterTests.oldSet))
    }
}
