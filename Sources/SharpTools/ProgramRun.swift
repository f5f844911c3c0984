import Foundation

/// Runs a program to its end and keeps what it printed: its output goes to temporary files
/// (no pipe can fill up and block it), its input is empty.
package struct ProgramRun: Sendable {
    /// Why the program could not be run.
    package enum Failure: Error, Sendable, Equatable {
        /// The temporary directory for its output could not be made (the reason).
        case noScratchDirectory(String)
        /// The temporary files in the directory could not be made.
        case noScratchFiles(directory: String)
        /// It could not be started, or its output not read back (the reason).
        case cannotRun(String)
    }

    package let status: Int32
    package let output: [UInt8]
    package let errorOutput: String

    /// `arguments` run by `executable` in `directory` with `environment`.
    package init(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String]) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("trackerkit-run-\(ProcessCalls.currentID)-\(UUID().uuidString)")
        do {
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw .noScratchDirectory(error.localizedDescription)
        }
        // Best effort: the directory holds only this run's output, already read.
        defer { try? fileManager.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        guard fileManager.createFile(atPath: outURL.path, contents: nil), fileManager.createFile(atPath: errURL.path, contents: nil) else {
            throw .noScratchFiles(directory: scratch.path)
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
            status = process.terminationStatus
            output = [UInt8](try Data(contentsOf: outURL))
            errorOutput = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        } catch {
            throw .cannotRun(error.localizedDescription)
        }
    }
}

extension ProgramRun.Failure: CustomStringConvertible {
    /// The problem in words, for a message that names the program.
    package var description: String {
        switch self {
        case .noScratchDirectory(let reason): return "cannot create a temporary directory for its output: \(reason)"
        case .noScratchFiles(let directory): return "cannot create the files for its output in \(directory)"
        case .cannotRun(let reason): return "cannot run it: \(reason)"
        }
    }
}
