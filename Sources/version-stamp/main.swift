import Foundation

// `version-stamp OUTPUT PACKAGE_DIR`: writes OUTPUT, a Swift file declaring
// `enum BuildVersion { static let version }` — the version `trackerkit --version` prints, run by
// the VersionStampPlugin build step before the tool compiles.
//
// The version comes from one place, PACKAGE_DIR/VERSION (`0.4.0`), which the release sets
// (Scripts/release.sh). What is added says which commit was built, as `git describe` would:
// - the commit tagged with VERSION itself: `0.4.0`;
// - 12 commits after it: `0.4.0-12-gabc1234`;
// - a commit whose history does not reach that tag (a shallow clone, or the tag not made yet):
//   `0.4.0-gabc1234`;
// - no git work tree, as in a source archive made by `git archive` (GitHub's too), which fills
//   in `.archive-commit` (export-subst): `0.4.0` when the archive is of the tag, else
//   `0.4.0-gabc1234`;
// - none of these (a copy without its history): `0.4.0-unknown`.
// git runs read-only; where it cannot run (not installed, a sandbox that refuses it, a
// repository it does not trust), HEAD's commit is read from the .git files directly. The file is
// rewritten only when its text changes, so a build after a commit recompiles one file.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("version-stamp: error: \(message)\n".utf8))
    exit(1)
}

/// The text of `path`, or nil when it cannot be read.
func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
}

/// Whether `text` is a release version as VERSION holds it: three numbers without leading zeros.
func isReleaseVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3 && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (part == "0" || part.first != "0")
    }
}

func isCommitHash(_ text: String) -> Bool {
    text.count == 40 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
}

/// The output of `git ARGUMENTS` run in `directory`, trimmed, or nil when git is missing or fails.
func git(_ arguments: [String], in directory: String) -> String? {
    let environment = ProcessInfo.processInfo.environment
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    guard let executable = folders.map({ $0 + "/git" }).first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-C", directory] + arguments
    // The package's own repository, whatever the build was started from (a git hook sets
    // these); no lock files taken.
    let locating = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY", "GIT_NAMESPACE", "GIT_PREFIX"]
    var childEnvironment = environment.filter { !locating.contains($0.key) }
    childEnvironment["GIT_OPTIONAL_LOCKS"] = "0"
    process.environment = childEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The repository's own folder for `.git` (a folder, or a file `gitdir: …` in a worktree or
/// submodule) and the folder it shares refs with (`commondir`).
func gitDirectories(of package: String) -> (gitDir: String, commonDir: String)? {
    let dotGit = package + "/.git"
    guard FileManager.default.fileExists(atPath: dotGit) else { return nil }
    var gitDir = dotGit
    // A file (a folder reads as nil): a worktree's or submodule's pointer to its folder.
    if let text = contents(dotGit) {
        guard let line = text.split(separator: "\n").first, line.hasPrefix("gitdir: ") else { return nil }
        let named = String(line.dropFirst("gitdir: ".count))
        gitDir = named.hasPrefix("/") ? named : package + "/" + named
    }
    var commonDir = gitDir
    if let common = contents(gitDir + "/commondir")?.trimmingCharacters(in: .whitespacesAndNewlines), !common.isEmpty {
        commonDir = common.hasPrefix("/") ? common : gitDir + "/" + common
    }
    return (gitDir, commonDir)
}

/// HEAD's commit read from the files of the repository, without git: a detached HEAD, a loose
/// branch ref, or a line of packed-refs.
func headCommitFromFiles(_ directories: (gitDir: String, commonDir: String)) -> String? {
    guard let head = contents(directories.gitDir + "/HEAD")?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
    guard head.hasPrefix("ref: ") else { return isCommitHash(head) ? head : nil }
    let ref = String(head.dropFirst("ref: ".count))
    for folder in [directories.gitDir, directories.commonDir] {
        if let hash = contents(folder + "/" + ref)?.trimmingCharacters(in: .whitespacesAndNewlines), isCommitHash(hash) { return hash }
    }
    for line in (contents(directories.commonDir + "/packed-refs") ?? "").split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, fields[1] == ref, isCommitHash(String(fields[0])) { return String(fields[0]) }
    }
    return nil
}

/// The version of a git work tree at `package`: described against the tag named `release`,
/// else the commit alone; nil when no commit can be found.
func versionOfWorkTree(_ package: String, release: String) -> String? {
    guard let directories = gitDirectories(of: package) else { return nil }
    // `--match` with the release's own name: another tag (an older release, a test tag) never
    // stands in for VERSION.
    if let described = git(["describe", "--tags", "--match", release, "--abbrev=7", "HEAD"], in: package),
       described == release || described.hasPrefix(release + "-") {
        return described
    }
    if let short = git(["rev-parse", "--short=7", "HEAD"], in: package), short.count >= 7, short.allSatisfy(\.isHexDigit) {
        return "\(release)-g\(short)"
    }
    return headCommitFromFiles(directories).map { "\(release)-g\($0.prefix(7))" }
}

/// The version of a source archive: `.archive-commit` as `git archive` fills it in (the commit,
/// then the ref names: `HEAD -> main, tag: 0.4.0`); nil when it was not filled in.
func versionOfArchive(_ package: String, release: String) -> String? {
    guard let lines = contents(package + "/.archive-commit")?.split(separator: "\n", omittingEmptySubsequences: false),
          let commit = lines.first.map(String.init), isCommitHash(commit) else { return nil }
    let refs = lines.dropFirst().joined(separator: ",").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    return refs.contains("tag: \(release)") ? release : "\(release)-g\(commit.prefix(7))"
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let output = arguments.first, let package = arguments.last else {
    fail("usage: version-stamp OUTPUT PACKAGE_DIR")
}
guard let versionFile = contents(package + "/VERSION") else { fail("\(package)/VERSION: cannot read the file") }
let release = versionFile.trimmingCharacters(in: .whitespacesAndNewlines)
guard isReleaseVersion(release), versionFile.split(separator: "\n").count == 1 else {
    fail("\(package)/VERSION:1: expected one line with a release version such as 0.4.0, found \"\(versionFile.prefix(40))\"")
}
let version = versionOfWorkTree(package, release: release) ?? versionOfArchive(package, release: release) ?? "\(release)-unknown"
let source = """
    // Generated by version-stamp (Sources/version-stamp) at build time from VERSION and the
    // commit built; do not edit.

    enum BuildVersion {
        /// The release (`0.4.0`) or the commit built after it (`0.4.0-12-gabc1234`).
        static let version = "\(version)"
    }

    """
if contents(output) != source {
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("\(output): cannot write: \(error.localizedDescription)")
    }
}
