import Foundation
import Testing

/// `strings merge --install` and `strings diff --install` write only regular files inside the
/// work tree: a `.gitattributes` that is a link (git reads none) or a git config that is one is
/// refused with one line before anything changes — appending through a link to `.git/config`
/// used to break every git command, and "added" was printed for a file git ignores.
@Suite struct DriverInstallLinksCLITests {
    static func repository() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        _ = try StringsMergeCLITests.git(["init", "-q"], in: directory)
        return directory
    }

    @Test(arguments: ["merge", "diff"])
    func aLinkedGitattributesIsRefused(_ command: String) throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let config = directory.appendingPathComponent(".git/config").path
        let before = try String(contentsOfFile: config, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(".gitattributes").path, withDestinationPath: ".git/config")
        let run = try TrackerKitProcess.run(["strings", command, "--install"], in: directory)
        #expect(run.exitCode == 2 && run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("/.gitattributes is a symbolic link to .git/config; git reads no .gitattributes that is a symbolic link"), "\(run.stderr)")
        #expect(run.stderr.contains("replace the link by a regular file"))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == before, "nothing written, no driver set")
        #expect(try StringsMergeCLITests.git(["status"], in: directory).exitCode == 0)
    }

    @Test func aLinkedConfigIsRefused() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let outside = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }  // best-effort cleanup
        let config = directory.appendingPathComponent(".git/config").path
        try FileManager.default.moveItem(atPath: config, toPath: outside.appendingPathComponent("config").path)
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: outside.appendingPathComponent("config").path)
        let before = try String(contentsOfFile: config, encoding: .utf8)
        let run = try TrackerKitProcess.run(["strings", "merge", "--install"], in: directory)
        #expect(run.exitCode == 2 && run.stderrLines.count == 1 && run.stderr.contains("/.git/config is a symbolic link to "), "\(run.stderr)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".gitattributes").path))
    }
}
