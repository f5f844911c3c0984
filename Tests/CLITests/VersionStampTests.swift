import Foundation
import Testing

/// `version-stamp`, the build step behind `trackerkit --version`, on the places a build starts
/// from: a clone at the release tag, commits after it, a shallow clone as Mint and CI make it, a
/// source archive made by `git archive`, a copy without history, a repository git cannot read.
@Suite struct VersionStampTests {
    /// The tool beside the binary under test (the plugin's tool is built with it).
    static let tool: URL = {
        let beside = TrackerKitProcess.binary.deletingLastPathComponent().appendingPathComponent("version-stamp")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return TrackerKitProcess.packageRoot.appendingPathComponent(".build/debug/version-stamp")
    }()

    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try StringsMergeCLITests.git(["-c", "tag.gpgsign=false"] + arguments, in: directory)
        #expect(result.exitCode == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the tool writes for the package at `directory`: the version, or the failure.
    static func stamp(_ directory: URL) throws -> (version: String?, result: TrackerKitProcess.Result) {
        let scratch = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("BuildVersion.swift")
        let result = try TrackerKitProcess.run([output.path, directory.path], in: directory, binary: tool)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let version = text.components(separatedBy: "static let version = \"").dropFirst().first?.components(separatedBy: "\"").first
        return (version, result)
    }

    /// A package with VERSION `1.2.3`, its archive settings as the repository has them, and one
    /// commit; the caller removes it.
    static func repository() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try git(["init", "-q"], in: directory)
        try "1.2.3\n".write(to: directory.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
        for name in [".archive-commit", ".gitattributes"] {
            try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        try git(["add", "-A"], in: directory)
        try git(["commit", "-q", "-m", "Release 1.2.3"], in: directory)
        return directory
    }

    static func commit(_ directory: URL, _ name: String) throws {
        try name.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        try git(["add", name], in: directory)
        try git(["commit", "-q", "-m", name], in: directory)
    }

    @Test func theTaggedReleaseIsItsVersionAndLaterCommitsAreCountedAfterIt() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.git(["tag", "-a", "-m", "1.2.3", "1.2.3"], in: directory)
        #expect(try Self.stamp(directory).version == "1.2.3")
        try Self.commit(directory, "one")
        try Self.commit(directory, "two")
        let head = try Self.git(["rev-parse", "--short=7", "HEAD"], in: directory)
        #expect(try Self.stamp(directory).version == "1.2.3-2-g\(head)")
    }

    @Test func withoutTheReleaseTagTheCommitIsNamedAndNoOtherTagStandsIn() throws {
        let directory = try Self.repository()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.git(["tag", "1.2.2"], in: directory)
        try Self.commit(directory, "one")
        let head = try Self.git(["rev-parse", "--short=7", "HEAD"], in: directory)
        #expect(try Self.stamp(directory).version == "1.2.3-g\(head)")
    }

    /// Mint and `actions/checkout` clone one commit deep; a clone of the tag is the release.
    @Test func aShallowCloneOfTheTagIsTheRelease() throws {
        let directory = try Self.repository()
        let clone = try TrackerKitProcess.temporaryDirectory()
        defer { for url in [directory, clone] { try? FileManager.default.removeItem(at: url) } }
        try Self.git(["tag", "-a", "-m", "1.2.3", "1.2.3"], in: directory)
        try Self.commit(directory, "later")
        try Self.git(["clone", "-q", "--depth", "1", "--branch", "1.2.3", "file://" + directory.path, clone.appendingPathComponent("c").path], in: clone)
        #expect(try Self.stamp(clone.appendingPathComponent("c")).version == "1.2.3")
        try Self.git(["clone", "-q", "--depth", "1", "file://" + directory.path, clone.appendingPathComponent("d").path], in: clone)
        let head = try Self.git(["rev-parse", "--short=7", "HEAD"], in: directory)
        #expect(try Self.stamp(clone.appendingPathComponent("d")).version == "1.2.3-g\(head)")
    }

    /// `git archive` fills in .archive-commit: an archive of the tag is the release, one of a
    /// later commit names it; a copy with the file as committed knows nothing.
    @Test func aSourceArchiveKnowsItsCommitFromTheFileGitArchiveFillsIn() throws {
        let directory = try Self.repository()
        let unpacked = try TrackerKitProcess.temporaryDirectory()
        defer { for url in [directory, unpacked] { try? FileManager.default.removeItem(at: url) } }
        try Self.git(["tag", "-a", "-m", "1.2.3", "1.2.3"], in: directory)
        try Self.commit(directory, "later")
        let head = try Self.git(["rev-parse", "--short=7", "HEAD"], in: directory)
        for (revision, expected) in [("1.2.3", "1.2.3"), ("HEAD", "1.2.3-g\(head)")] {
            let folder = unpacked.appendingPathComponent(revision)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let tar = unpacked.appendingPathComponent("\(revision).tar")
            try Self.git(["archive", "--format=tar", "-o", tar.path, revision], in: directory)
            let untar = try TrackerKitProcess.run(["-xf", tar.path, "-C", folder.path], binary: URL(fileURLWithPath: "/usr/bin/tar"))
            #expect(untar.exitCode == 0, "\(untar.stderr)")
            #expect(try Self.stamp(folder).version == expected, "archive of \(revision)")
        }
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
        #expect(try Self.stamp(directory).version == "1.2.3-unknown")
    }

    /// A .git git refuses (here: no objects; in a sandbox or a repository owned by another
    /// user git cannot run at all): HEAD's commit read from the files.
    @Test func whereGitCannotReadTheRepositoryHeadIsReadFromItsFiles() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hash = "0123456789abcdef0123456789abcdef01234567"
        let gitDir = directory.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: gitDir.appendingPathComponent("refs/heads"), withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(to: gitDir.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
        try "# pack-refs with: peeled\n\(hash) refs/heads/main\n".write(to: gitDir.appendingPathComponent("packed-refs"), atomically: true, encoding: .utf8)
        try "1.2.3\n".write(to: directory.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
        #expect(try Self.stamp(directory).version == "1.2.3-g0123456")
    }

    @Test(arguments: ["1.2", "v1.2.3", "1.02.3", "1.2.3\n1.2.4", ""])
    func aVersionFileThatIsNoReleaseVersionFailsTheBuildNamingIt(_ text: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try (text + "\n").write(to: directory.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
        let (version, result) = try Self.stamp(directory)
        #expect(version == nil)
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("version-stamp: error: \(directory.path)/VERSION:1: expected one line with a release version"))
    }

    /// The binary under test says what the build step says for this package now.
    @Test func trackerkitVersionIsWhatTheBuildStepWrites() throws {
        guard ProcessInfo.processInfo.environment["TRACKERKIT_BINARY"] == nil else { return }
        let printed = try TrackerKitProcess.run(["--version"])
        let stamped = try Self.stamp(TrackerKitProcess.packageRoot)
        #expect(stamped.result.exitCode == 0, "\(stamped.result.stderr)")
        #expect(printed.stdout == "trackerkit \(stamped.version ?? "?")\n")
    }
}
