import Foundation
import SafeOutput
import SharpTools
import Testing

/// `AtomicFileWriter`, the output transaction of a single file: the pieces land in order; a
/// failure in the middle — the writer's own (disk full) or the producer's — leaves no
/// temporary file and the destination untouched; a stop between the steps leaves the old
/// file or the new one; a replaced file keeps its mode and owner; links are treated as the
/// options say.
@Suite struct AtomicFileWriterTests {
    static func pieces(_ sizes: [Int]) -> [[UInt8]] {
        sizes.enumerated().map { index, size in (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) } }
    }

    @Test(arguments: [[0], [1], [1, 0, 5], [70_000, 3, 9_000_000], [1 << 20, 1 << 20, 1 << 20, 7]])
    func piecesAreWrittenInOrder(sizes: [Int]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("out.csv")
        let pieces = Self.pieces(sizes)
        try AtomicFileWriter.write(to: path) { (write) throws(OutputError) in
            for piece in pieces {
                try write(OutputChunk(piece))
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(pieces.joined()))
        #expect(scratch.names() == ["out.csv"])
    }

    @Test func aFailureInTheMiddleLeavesTheDestinationAndNoTemporaryFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("logs.csv")
        try scratch.write("previous report", to: "logs.csv")
        var written = 0
        #expect(throws: OutputError.self) {
            _ = try AtomicFileWriter.prepare(for: path) { (write) throws(OutputError) in
                let piece = [UInt8](repeating: 65, count: 3 << 20)
                for index in 0..<5 {
                    // The third piece fails as a full disk would.
                    if index == 2 { throw OutputError(path: path, problem: "cannot write: No space left on device") }
                    try write(OutputChunk(piece))
                    written += piece.count
                }
            }
        }
        #expect(written == 6 << 20, "two pieces went to the temporary file first")
        #expect(scratch.text("logs.csv") == "previous report")
        #expect(scratch.names() == ["logs.csv"], "no temporary file left")
    }

    /// A temporary file that cannot be created (sysfs refuses new files, also to root): the
    /// error comes before anything is rendered. (write(2) failing midway, under a file-size
    /// limit, is `OutputSafetyTests.aWriteErrorLeavesTheEarlierReportsIntact` in CLITests.)
    @Test func aDirectoryThatRefusesFilesIsReportedAndNothingIsWritten() {
        let path = "/sys/kernel/trackerkit-\(UUID().uuidString).csv"
        var called = false
        #expect(throws: OutputError.self) {
            try AtomicFileWriter.write(to: path) { (_) throws(OutputError) in called = true }
        }
        #expect(!called, "nothing is rendered when the temporary file cannot be created")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The message names the directory and the system's reason once ("cannot create a file in
    /// DIR: cannot create: …" would repeat it).
    @Test func aFileThatCannotBeCreatedIsReportedWithTheSystemsReasonOnce() throws {
        let directory = "/nonexistent-\(UUID().uuidString)"
        #expect {
            try AtomicFileWriter.write(Array("x".utf8), to: directory + "/out.csv")
        } throws: { error in
            (error as? OutputError)?.problem == "cannot create a file in \(directory): No such file or directory (the file is written beside its destination and renamed: the folder must exist and be writable)"
        }
    }

    /// A kill can land between the steps: after the temporary file is complete and before the
    /// rename, the destination is still the old file and the only other entry is a temporary
    /// name of this process (which a later run sweeps once the process is gone); after the
    /// rename it is the new file. Stopping without `discard` is what SIGKILL leaves.
    @Test func aStopBetweenTheStepsLeavesTheOldFileOrTheNewOne() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "store.json")
        let prepared = try AtomicFileWriter.prepare(for: scratch.file("store.json")) { (write) throws(OutputError) in
            try write(OutputChunk(Array("new".utf8)))
        }
        #expect(scratch.text("store.json") == "old")
        let temporary = scratch.names().filter { $0 != "store.json" }
        #expect(temporary.count == 1 && temporary.allSatisfy { TemporaryNames.processID(in: $0) == ProcessCalls.currentID })
        #expect(prepared.temporaryPath == scratch.file(temporary[0]))
        #expect(FileIdentity.of(prepared.temporaryPath)?.mode == 0o644 & ~FileSystemCalls.creationMask, "complete: given its final mode")
        try prepared.commit()
        #expect(scratch.text("store.json") == "new")
        #expect(scratch.names() == ["store.json"])
    }

    /// A replaced file keeps its permission bits and owner (run as root, any owner can be
    /// kept; otherwise the file stays the writer's own); a new file gets 0644 less the umask.
    @Test(arguments: [UInt16(0o600), 0o640, 0o755])
    func aReplacedFileKeepsItsModeAndOwner(mode: UInt16) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("report.md")
        try scratch.write("old", to: "report.md")
        FileSystemCalls.setMode(path, mode)
        let owner: UInt32 = getuid() == 0 ? 4321 : getuid()
        FileSystemCalls.setOwner(path, owner: owner, group: owner)
        try AtomicFileWriter.write("new", to: path)
        #expect(scratch.text("report.md") == "new")
        #expect(FileIdentity.of(path)?.mode == mode)
        #expect(FileIdentity.of(path)?.owner == owner)
        try AtomicFileWriter.write("first", to: scratch.file("fresh.md"))
        #expect(FileIdentity.of(scratch.file("fresh.md"))?.mode == 0o644 & ~FileSystemCalls.creationMask)
    }

    /// `attributesFrom`: a backup gets the mode and owner of the file it backs up, whatever an
    /// older backup had.
    @Test func aBackupTakesTheAttributesOfTheFileItBacksUp() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("store", to: "store.json")
        try scratch.write("older backup", to: "store.json.bak")
        FileSystemCalls.setMode(scratch.file("store.json"), 0o600)
        FileSystemCalls.setMode(scratch.file("store.json.bak"), 0o666)
        let options = AtomicFileWriter.Options(links: .replaceLink, attributesFrom: scratch.file("store.json"))
        try AtomicFileWriter.write("store", to: scratch.file("store.json.bak"), options: options)
        #expect(FileIdentity.of(scratch.file("store.json.bak"))?.mode == 0o600)
    }

    /// A symbolic link at the destination: refused (an output), the real file replaced (a
    /// file edited in place; the link stays a link), or the link itself replaced (a backup).
    @Test func linksAreRefusedFollowedOrReplacedAsTheOptionsSay() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("real", to: "real.json")
        FileSystemCalls.setMode(scratch.file("real.json"), 0o640)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.json"), withDestinationPath: "real.json")
        #expect {
            try AtomicFileWriter.write("x", to: scratch.file("link.json"))
        } throws: { error in
            (error as? OutputError)?.problem.hasPrefix("is a symbolic link; trackerkit never writes through a link it did not make") == true
        }
        #expect(scratch.text("real.json") == "real")

        try AtomicFileWriter.write("edited", to: scratch.file("link.json"), options: .init(links: .followToRealFile))
        #expect(scratch.text("real.json") == "edited")
        #expect(FileIdentity.ofEntry(scratch.file("link.json"))?.isSymbolicLink == true, "the link stays a link")
        #expect(FileIdentity.of(scratch.file("real.json"))?.mode == 0o640, "the real file's mode, not the link's 0777")

        try AtomicFileWriter.write("own", to: scratch.file("link.json"), options: .init(links: .replaceLink))
        #expect(FileIdentity.ofEntry(scratch.file("link.json"))?.isRegularFile == true)
        #expect(scratch.text("real.json") == "edited", "the link's target is untouched")
        #expect(scratch.names() == ["link.json", "real.json"])
    }

    /// A read-only destination is replaced only with `force`; a directory or a device never.
    @Test func readOnlyFilesNeedForceAndNonFilesAreRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("kept", to: "locked.md")
        FileSystemCalls.setMode(scratch.file("locked.md"), 0o444)
        #expect(throws: OutputError(path: scratch.file("locked.md"), problem: "is read-only; not replaced (add --force to replace it)")) {
            try AtomicFileWriter.write("x", to: scratch.file("locked.md"))
        }
        #expect(scratch.text("locked.md") == "kept")
        try AtomicFileWriter.write("forced", to: scratch.file("locked.md"), options: .init(force: true))
        #expect(scratch.text("locked.md") == "forced")
        #expect(FileIdentity.of(scratch.file("locked.md"))?.mode == 0o444)

        try FileManager.default.createDirectory(atPath: scratch.file("folder"), withIntermediateDirectories: false)
        #expect(throws: OutputError(path: scratch.file("folder"), problem: "is a directory; give the path of a file")) {
            try AtomicFileWriter.write("x", to: scratch.file("folder"), options: .init(force: true))
        }
        #expect(throws: OutputError(path: "/dev/null", problem: "is not a regular file (a device, pipe or socket); trackerkit only replaces regular files — choose another path")) {
            try AtomicFileWriter.write("x", to: "/dev/null", options: .init(force: true))
        }
    }

    /// An output that is one of the run's inputs — by another spelling of the path or by a
    /// hard link — is found before anything is written.
    @Test func anOutputThatIsAnInputIsFound() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("store", to: "store.json")
        try FileSystemCalls.hardLink(scratch.file("store.json"), scratch.file("alias.json"))
        let canonical = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let inputs: [String?] = [nil, scratch.file("catalog.xcstrings"), scratch.file("store.json")]
        #expect(AtomicFileWriter.input(overwrittenBy: scratch.file("alias.json"), among: inputs, canonicalPath: canonical) == scratch.file("store.json"))
        #expect(AtomicFileWriter.input(overwrittenBy: scratch.path + "/./store.json", among: inputs, canonicalPath: canonical) == scratch.file("store.json"))
        #expect(AtomicFileWriter.input(overwrittenBy: scratch.file("report.md"), among: inputs, canonicalPath: canonical) == nil)
    }
}
