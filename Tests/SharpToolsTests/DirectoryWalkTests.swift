import Foundation
import Testing
import SharpTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one folder walk (`--root`, `--sources`, `.xcloc` contents) on real folders: links,
/// FIFOs, hard links and names that are not UTF-8. (Unreadable folders need a user other
/// than root: `WalkCLITests` runs the binary as nobody for them.)
/// The time limit guards against a hang (what these inputs once caused), not speed: it is
/// generous, so a loaded machine never reaches it and no test depends on how fast it runs.
@Suite(.timeLimit(.minutes(10))) struct DirectoryWalkTests {
    /// A fresh folder with `files` (paths below it, folders made as needed).
    private func tree(_ files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// Every folder and every `.swift` file.
    private static func swiftFiles(_ entry: DirectoryWalk.Entry) -> DirectoryWalk.Step {
        entry.isDirectory || entry.name.hasSuffix(".swift") ? .take : .skip
    }

    @Test func theRulesDecideAndTheOrderIsByteOrderDepthFirst() throws {
        let root = try tree(["b.swift", "a/z.swift", "a/b/c.swift", "a.b/x.swift", "Skip/s.swift", "notes.txt", "B.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var asked: [String] = []
        let walk = try DirectoryWalk(root: root) { entry in
            asked.append(entry.relative)
            return entry.name == "Skip" ? .skip : Self.swiftFiles(entry)
        }
        #expect(walk.files == ["B.swift", "a/b/c.swift", "a/z.swift", "a.b/x.swift", "b.swift"])
        #expect(walk.left.isEmpty)
        #expect(!asked.contains("Skip/s.swift"), "a skipped folder is not entered")
        #expect(DirectoryWalk.path("a/z.swift", below: root) == root + "/a/z.swift")
        #expect(DirectoryWalk.path("a/z.swift", below: ".") == "a/z.swift")
        #expect(DirectoryWalk.path("a/z.swift", below: "App/") == "App/a/z.swift")
    }

    /// Links to `..` used to make `--root` walk forever; now every folder is entered once.
    @Test func linksUpTheTreeEndTheWalkAtOnce() throws {
        let root = try tree(["App/A.swift", "App/a/a.swift", "App/b/b.swift", "App/c/c.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["a", "b", "c"] {
            try FileManager.default.createSymbolicLink(atPath: "\(root)/App/\(folder)/up", withDestinationPath: "..")
            try FileManager.default.createSymbolicLink(atPath: "\(root)/App/\(folder)/top", withDestinationPath: "../..")
        }
        let walk = try DirectoryWalk(root: root, rules: Self.swiftFiles)
        #expect(walk.files == ["App/A.swift", "App/a/a.swift", "App/b/b.swift", "App/c/c.swift"])
        let real = try #require(realPath(root))
        #expect(walk.left.count == 6)
        #expect(walk.left.contains(DirectoryWalk.Left(relative: "App/a/up", reason: .linkInside(target: real + "/App"))))
        #expect(walk.left.contains(DirectoryWalk.Left(relative: "App/c/top", reason: .linkInside(target: real))))
    }

    /// A link out of the tree is not followed (for `--root` and `--sources` alike).
    @Test func aLinkOutOfTheTreeIsNotFollowedAndSaysWhereItPoints() throws {
        let root = try tree(["App/In.swift"])
        let elsewhere = try tree(["Out.swift", "Deep/Out.swift"])
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/App/linked", withDestinationPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Single.swift", withDestinationPath: elsewhere + "/Out.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Dangling.swift", withDestinationPath: elsewhere + "/missing.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/readme", withDestinationPath: elsewhere + "/Out.swift")
        let walk = try DirectoryWalk(root: root, rules: Self.swiftFiles)
        #expect(walk.files == ["App/In.swift"])
        let target = try #require(realPath(elsewhere))
        #expect(walk.left == [
            DirectoryWalk.Left(relative: "App/Single.swift", reason: .linkOutside(target: target + "/Out.swift")),
            DirectoryWalk.Left(relative: "App/linked", reason: .linkOutside(target: target)),
        ], "a dangling link and a link the rules do not want are not mentioned")
    }

    /// A root given through a link is walked; links inside the real tree count as inside.
    @Test func aRootThatIsALinkIsWalkedAndItsInsideIsItsTarget() throws {
        let real = try tree(["A.swift", "Sub/B.swift"])
        let holder = try tree([])
        defer {
            try? FileManager.default.removeItem(atPath: real)
            try? FileManager.default.removeItem(atPath: holder)
        }
        try FileManager.default.createSymbolicLink(atPath: holder + "/project", withDestinationPath: real)
        try FileManager.default.createSymbolicLink(atPath: real + "/Sub/Again.swift", withDestinationPath: "../A.swift")
        let walk = try DirectoryWalk(root: holder + "/project", rules: Self.swiftFiles)
        #expect(walk.files == ["A.swift", "Sub/B.swift"])
        #expect(walk.left.map(\.reason) == [.linkInside(target: try #require(realPath(real)) + "/A.swift")])
    }

    /// A FIFO named like an input is left out — never opened, so nothing blocks.
    @Test func aFIFONamedLikeAnInputIsLeftOutUnopened() throws {
        let root = try tree(["A.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Pipe.swift", 0o600) == 0)
        #expect(mkfifo(root + "/other-pipe", 0o600) == 0)
        let walk = try DirectoryWalk(root: root, rules: Self.swiftFiles)
        #expect(walk.files == ["A.swift"])
        #expect(walk.left == [DirectoryWalk.Left(relative: "Pipe.swift", reason: .notARegularFile("a FIFO"))])
    }

    /// The open itself: where only a regular file will do, a FIFO is refused at
    /// once (no writer ever comes), and a link put where the walk found a file is refused too.
    @Test func aFIFOOpenedWhereOnlyARegularFileWillDoIsRefusedWithoutWaiting() throws {
        let root = try tree(["A.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Pipe.swift", 0o600) == 0)
        for accepted in [FileBytes.Accepted.regularFile, .walkedFile] {
            #expect(throws: FileBytes.Failure.notRegularFile("a FIFO")) { try FileBytes.read(path: root + "/Pipe.swift", accepted: accepted) }
            #expect(try FileBytes.read(path: root + "/A.swift", accepted: accepted) == Array("A.swift".utf8))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "A.swift")
        #expect(throws: FileBytes.Failure.notRegularFile("a symbolic link")) { try FileBytes.read(path: root + "/Link.swift", accepted: .walkedFile) }
        #expect(try FileBytes.read(path: root + "/Link.swift", accepted: .regularFile) == Array("A.swift".utf8))
        #expect(throws: FileBytes.Failure.notRegularFile("a character device")) { try FileBytes.read(path: "/dev/zero", accepted: .regularFile) }
    }

    /// Each file is taken once: a second name (a hard link) is left out.
    @Test func aHardLinkedFileIsTakenOnce() throws {
        let root = try tree(["A/One.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(link(root + "/A/One.swift", root + "/Two.swift") == 0)
        let walk = try DirectoryWalk(root: root, rules: Self.swiftFiles)
        #expect(walk.files == ["A/One.swift"])
        #expect(walk.left == [DirectoryWalk.Left(relative: "Two.swift", reason: .seenBefore)])
    }

    /// A name no path of the tool can spell is said, not skipped silently.
    @Test func aNameThatIsNotUTF8IsLeftOutAndShown() throws {
        let root = try tree(["A.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let name: [UInt8] = Array((root + "/caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let walk = try DirectoryWalk(root: root, rules: Self.swiftFiles)
        #expect(walk.files == ["A.swift"])
        #expect(walk.left == [DirectoryWalk.Left(relative: "caf\u{FFFD}.swift", reason: .nameNotUTF8)])
    }

    @Test func aRootThatIsNoFolderIsAFailureInWords() throws {
        let root = try tree(["A.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: DirectoryWalk.Failure(path: root + "/missing", reason: "no such folder")) {
            try DirectoryWalk(root: root + "/missing", rules: Self.swiftFiles)
        }
        #expect(throws: DirectoryWalk.Failure(path: root + "/A.swift", reason: "it is not a folder")) {
            try DirectoryWalk(root: root + "/A.swift", rules: Self.swiftFiles)
        }
        #expect(DirectoryWalk.Failure(path: "App/Locked", reason: "permission denied").description == "App/Locked: cannot read the folder: permission denied")
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
