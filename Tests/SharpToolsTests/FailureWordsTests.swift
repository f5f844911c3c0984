import Foundation
import Testing
@testable import SharpTools

/// Every error of the drawer reads as words wherever it is shown with `"\(error)"` (a
/// catch-all, the CLI's last resort): never as a type or case name such as
/// `tooLarge(limit: 104857600)` or `notReadable`.
@Suite struct FailureWordsTests {
    @Test func fileAndFolderFailures() {
        #expect("\(FileBytes.Failure.tooLarge(limit: 104_857_600))" == "larger than the input size limit of 104857600 bytes; raise it with --max-input-size if the file is real")
        #expect("\(FileBytes.Failure.notReadable)" == "cannot be read: permission denied")
        #expect("\(FileBytes.Failure.notRegularFile("a FIFO"))" == "is a FIFO, not a regular file")
        #expect("\(NewFileError.systemError("cannot write", code: ENOSPC))" == "cannot write: No space left on device")
        #expect("\(FileSystemCalls.ExchangeFailure.unsupported)" == "the file system cannot swap two entries in one step")
        #expect("\(StandardStreams.WriteFailure(code: EIO))" == "cannot write: Input/output error")
    }

    @Test func valueAndTextFailures() throws {
        #expect("\(InvalidValue("Mars", "is not an IANA time zone"))" == "\"Mars\" is not an IANA time zone")
        #expect("\(InvalidSetting("minCoverage must be between 0 and 100", at: 12))" == "minCoverage must be between 0 and 100")
        #expect("\(TimestampParser.Failure.missingZone)" == "the timestamp has no time zone (add Z or an offset such as +01:00)")
        #expect("\(TimestampParser.Failure.outOfRange("year 0 is before 1900"))" == "timestamp: year 0 is before 1900")
        let notUTF8 = try #require(TextFileEncoding.utf8(Array("ok\nsch\u{00F6}n".utf8.prefix(6)) + [0xF6, 0x6E]).failure)
        #expect("\(notUTF8)".hasPrefix("2: not UTF-8"))
    }

    @Test func programFailures() {
        #expect("\(SQLiteFailure(code: 11, message: "database disk image is malformed"))" == "database disk image is malformed")
        #expect("\(ProgramRun.Failure.cannotRun("No such file or directory"))" == "cannot run it: No such file or directory")
        #expect("\(ProgramRun.Failure.noScratchFiles(directory: "/tmp/x"))" == "cannot create the files for its output in /tmp/x")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
