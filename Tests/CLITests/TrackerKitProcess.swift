import Foundation

/// Runs the built `trackerkit` binary as a user would, capturing stdout, stderr and the exit code.
struct TrackerKitProcess {
    struct Result {
        let exitCode: Int32
        let stdout: String
        let stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The package root (where Samples/ and Strings/ live).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (same build configuration and scratch path as the
    /// tests), or `$TRACKERKIT_BINARY` — to show that a test fails on an older build.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["TRACKERKIT_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let url = directory.appendingPathComponent("trackerkit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/trackerkit")
    }()

    /// - Parameter environment: variables set for the run over the test's own (`TZ`).
    static func run(_ arguments: [String], in directory: URL = packageRoot, binary: URL = binary, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        // Output goes to files rather than pipes: no pipe can fill up and block the child.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            exitCode: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    /// Runs a copy of the binary (`copy`, made with `FileManager.copyItem`) as `run` does. A test
    /// running in parallel may fork while the copy's write descriptor is open; its child holds
    /// it until it execs, and exec of the copy fails with ETXTBSY meanwhile: then it tries again.
    static func runCopy(_ arguments: [String], in directory: URL, binary copy: URL) throws -> Result {
        var attempt = 0
        while true {
            do {
                return try run(arguments, in: directory, binary: copy)
            } catch let error as NSError where attempt < 50 && isTextFileBusy(error) {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }

    /// Writes `SIZE.json` and `SIZE.sqlite` (the same data) into `directory` with
    /// `Benchmarks/generate-stores.py`; returns its exit status.
    static func generateStores(size: String, seed: Int, into directory: URL) throws -> Int32 {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", packageRoot.appendingPathComponent("Benchmarks/generate-stores.py").path, "--size", size, "--seed", String(seed), "--out", directory.path]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        return generator.terminationStatus
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
