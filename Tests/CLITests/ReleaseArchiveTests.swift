import Foundation
import Testing

/// The release path without the network: Scripts/package-release.sh packs the binary under test
/// as the release workflow packs its builds, Scripts/install.sh installs that archive from a
/// folder and from a file:// URL as it would from the release, and the Homebrew formula
/// Scripts/homebrew-formula.sh writes for those archives installs what the archive holds.
@Suite(.serialized) struct ReleaseArchiveTests {
    static let root = TrackerKitProcess.packageRoot
    static let installed = ["bin/trackerkit", "share/man/man1/trackerkit.1", "share/bash-completion/completions/trackerkit",
                            "share/zsh/site-functions/_trackerkit", "share/fish/vendor_completions.d/trackerkit.fish"]

    static func script(_ interpreter: String, _ arguments: [String]) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(arguments, in: root, binary: URL(fileURLWithPath: interpreter))
    }

    /// The archive of the binary under test in a new folder (with SHA256SUMS), its file name.
    static func pack() throws -> (folder: URL, archive: String) {
        let folder = try TrackerKitProcess.temporaryDirectory()
        let run = try script("/bin/bash", ["Scripts/package-release.sh", "--binary", TrackerKitProcess.binary.path, "--out", folder.path])
        #expect(run.exitCode == 0, "package-release.sh: \(run.stderr)")
        let archive = URL(fileURLWithPath: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).lastPathComponent
        return (folder, archive)
    }

    static func version() throws -> String {
        try TrackerKitProcess.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theInstallScriptPicksTheArchiveChecksItsSumAndInstallsWhatMakeInstallDoes() throws {
        let (folder, archive) = try Self.pack()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try Self.version()
        #expect(archive.hasPrefix("trackerkit-\(version.dropFirst("trackerkit ".count))-"), "\(archive) is named by \(version)")
        let sums = try String(contentsOf: folder.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        #expect(sums.hasSuffix("  \(archive)\n") && sums.split(separator: "\n").count == 1)
        var sources = [folder.path]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") { sources.append("file://" + folder.path) }
        for source in sources {
            let prefix = folder.appendingPathComponent("prefix-\(sources.firstIndex(of: source) ?? 0)")
            let run = try Self.script("/bin/sh", ["Scripts/install.sh", "--from", source, "--prefix", prefix.path])
            #expect(run.exitCode == 0, "install.sh --from \(source): \(run.stderr)")
            #expect(run.stdout.hasPrefix("Installed \(version) (\(archive)) in \(prefix.path)\n"), "\(run.stdout)")
            for file in Self.installed {
                let size = (try? FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(file).path)[.size] as? Int) ?? 0
                #expect(size > 0, "\(file) installed from \(source)")
            }
            let printed = try TrackerKitProcess.run(["--version"], binary: prefix.appendingPathComponent("bin/trackerkit"))
            #expect(printed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == version)
            let man = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/trackerkit.1"), encoding: .utf8)
            #expect(man.contains("\"\(version)\""), "the man page names the version")
            let removed = try Self.script("/bin/sh", ["Scripts/install.sh", "--uninstall", "--prefix", prefix.path])
            #expect(removed.exitCode == 0 && Self.installed.allSatisfy { !FileManager.default.fileExists(atPath: prefix.appendingPathComponent($0).path) })
        }
    }

    @Test func anArchiveWhoseSumDiffersOrNoArchiveForThisSystemInstallsNothing() throws {
        let (folder, archive) = try Self.pack()
        defer { try? FileManager.default.removeItem(at: folder) }
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(archive))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let prefix = folder.appendingPathComponent("prefix")
        let run = try Self.script("/bin/sh", ["Scripts/install.sh", "--from", folder.path, "--prefix", prefix.path])
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("install.sh: error: \(archive): SHA-256 ") && run.stderr.hasSuffix(": not installed\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path))
        try "\(String(repeating: "0", count: 64))  trackerkit-9.9.9-plan9-mips.tar.gz\n".write(
            to: folder.appendingPathComponent("SHA256SUMS"), atomically: true, encoding: .utf8)
        let none = try Self.script("/bin/sh", ["Scripts/install.sh", "--from", folder.path, "--prefix", prefix.path])
        #expect(none.exitCode == 1 && none.stderr.contains("SHA256SUMS lists no archive for"), "\(none.stderr)")
    }

    /// The formula of a release: every url names an archive of its SHA256SUMS with that sum, this
    /// machine's is the archive packed here, and what `install` takes from it is in it.
    @Test func theHomebrewFormulaOfTheArchivesInstallsWhatTheyHold() throws {
        let (folder, archive) = try Self.pack()
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = String(try Self.version().dropFirst("trackerkit ".count))
        // The other platforms' archives are stand-ins (copies) with names of their own.
        var lines = try String(contentsOf: folder.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
        let sum = String(lines.prefix(64))
        for platform in ["macos-universal", "linux-x86_64", "linux-aarch64"] where !archive.hasSuffix("-\(platform).tar.gz") {
            lines += "\(sum)  trackerkit-\(version)-\(platform).tar.gz\n"
        }
        let sums = folder.appendingPathComponent("SHA256SUMS.all")
        try lines.write(to: sums, atomically: true, encoding: .utf8)
        let run = try Self.script("/bin/bash", ["Scripts/homebrew-formula.sh", version, sums.path, "Example/TrackerKit"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let formula = try HomebrewFormula(run.stdout)
        #expect(formula.className == "Trackerkit" && formula.version == version)
        #expect(formula.archives.count == 3)
        for (url, sha256) in formula.archives {
            #expect(url.hasPrefix("https://github.com/Example/TrackerKit/releases/download/\(version)/"))
            #expect(lines.contains("\(sha256)  \((url as NSString).lastPathComponent)\n"), "\(url)")
        }
        // Every platform's archive is packed by the one script: the one packed here shows the layout.
        let listing = try TrackerKitProcess.run(["-tzf", folder.appendingPathComponent(archive).path], binary: URL(fileURLWithPath: "/usr/bin/tar"))
        let top = String(archive.dropLast(".tar.gz".count)) + "/"
        for path in formula.installedPaths {
            #expect(listing.stdout.split(separator: "\n").contains(Substring(top + path)), "the archive holds \(path)")
        }
        #expect(formula.installedPaths.sorted() == Self.installed.sorted())
        try Self.checkRubySyntax(run.stdout, in: folder)
    }

    /// The committed formula is the script's output for VERSION (no hand edits): re-made from the
    /// archives and sums it names, or, before the first release, with the --HEAD build only.
    @Test func theCommittedFormulaIsWhatTheScriptWrites() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("Formula/trackerkit.rb"), encoding: .utf8)
        let formula = try HomebrewFormula(committed)
        let release = try String(contentsOf: Self.root.appendingPathComponent("VERSION"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["Scripts/homebrew-formula.sh", formula.version ?? release]
        if !formula.archives.isEmpty {
            let sums = folder.appendingPathComponent("SHA256SUMS")
            try formula.archives.map { "\($0.sha256)  \(($0.url as NSString).lastPathComponent)\n" }.joined()
                .write(to: sums, atomically: true, encoding: .utf8)
            arguments.append(sums.path)
            arguments.append(String(try #require(formula.homepage?.dropFirst("https://github.com/".count))))
        }
        let run = try Self.script("/bin/bash", arguments)
        #expect(run.stdout == committed, "Formula/trackerkit.rb differs from `bash \(arguments.joined(separator: " "))`")
        #expect(formula.headURL?.hasSuffix("/TrackerKit.git") == true)
    }

    /// `ruby -c` where Ruby is installed (Homebrew's own language): the formula parses.
    static func checkRubySyntax(_ text: String, in folder: URL) throws {
        guard let ruby = ["/usr/bin/ruby", "/opt/homebrew/bin/ruby", "/usr/local/bin/ruby"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        let file = folder.appendingPathComponent("trackerkit.rb")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let check = try TrackerKitProcess.run(["-c", file.path], binary: URL(fileURLWithPath: ruby))
        #expect(check.exitCode == 0 && check.stdout.contains("Syntax OK"), "\(check.stdout)\(check.stderr)")
    }
}
