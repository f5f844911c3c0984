import Foundation
import StringCatalog

/// Reads the baseline version of a catalog: `git show REF:PATH` in the catalog's repository,
/// or another file.
enum StringsBaseline {
    struct GitResult {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// The catalog at `path` as it was in revision `ref`. A revision that does not exist is an
    /// error; a catalog that did not exist in that revision is an empty baseline (every
    /// problem is new) with a note, so the pull request that adds a catalog can pass the gate.
    static func catalog(atRevision ref: String, path: String, context: CommandContext) throws -> AppCatalogCheck.BaselineCatalog {
        if ref.hasPrefix("-") || ref.isEmpty {
            throw UsageError("--baseline \"\(ref)\" is not a git revision", command: "strings check")
        }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true))
            .standardizedFileURL.resolvingSymlinksInPath()
        let directory = absolute.deletingLastPathComponent().path
        let top = try git(["-C", directory, "rev-parse", "--show-toplevel"], context: context)
        guard top.status == 0 else {
            throw UsageError("--baseline \(ref): \(path) is not inside a git repository (\(firstLine(top.stderr)))", command: "strings check")
        }
        let root = URL(fileURLWithPath: String(decoding: top.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            .standardizedFileURL.resolvingSymlinksInPath().path
        let file = absolute.path
        guard file.hasPrefix(root + "/") else {
            throw UsageError("--baseline \(ref): \(path) is outside its repository \(root)", command: "strings check")
        }
        let relative = String(file.dropFirst(root.count + 1))
        let verify = try git(["-C", root, "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], context: context)
        guard verify.status == 0 else {
            throw UsageError("--baseline \(ref) is not a revision of the repository \(root) (fetch it first, e.g. git fetch origin main)", command: "strings check")
        }
        let name = "\(ref):\(relative)"
        let exists = try git(["-C", root, "cat-file", "-e", name], context: context)
        guard exists.status == 0 else {
            context.console.note("\(relative) does not exist in \(ref): every problem counts as new")
            return AppCatalogCheck.BaselineCatalog(catalog: StringCatalog(sourceLanguage: "", entries: [], fileName: name), name: name)
        }
        let shown = try git(["-C", root, "show", name], context: context)
        guard shown.status == 0 else {
            throw UsageError("--baseline \(ref): git show \(name) failed (\(firstLine(shown.stderr)))", command: "strings check")
        }
        return AppCatalogCheck.BaselineCatalog(catalog: try StringCatalog(bytes: [UInt8](shown.stdout), fileName: name), name: name)
    }

    static func firstLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "no message"
    }

    /// Runs git with output in temporary files (no pipe can fill up and block it).
    static func git(_ arguments: [String], context: CommandContext) throws -> GitResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.currentDirectory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create a temporary directory for git: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw UsageError("cannot create temporary files for git in \(scratch.path)", command: "strings check")
        }
        do {
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try out.close()
            try err.close()
            let stdout = try Data(contentsOf: outURL)
            let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
            if process.terminationStatus == 127 {
                throw UsageError("--baseline needs git, which was not found on PATH", command: "strings check")
            }
            return GitResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("cannot run git: \(error.localizedDescription)", command: "strings check")
        }
    }
}
