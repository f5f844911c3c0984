import Foundation
import SafeOutput
import SharpTools

/// A fresh directory per test under the system's temporary directory, and what the tests
/// read back from the disk: trees of files with their bytes, entries of the temporary naming.
struct Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("safeoutput-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the directory with everything in it (best effort: it lies in the temporary directory).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, making the directories above it.
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: file(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names directly in `relative` (the directory itself when empty), sorted.
    func names(in relative: String = "") -> [String] {
        let directory = relative.isEmpty ? path : file(relative)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Every regular file below `directory` (hidden ones included) with its text, by path
    /// relative to `directory`; directories show as "DIR/" with an empty text, so that an
    /// added or lost empty directory is a difference too.
    static func tree(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        let entries = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
        for relative in entries {
            guard let entry = FileIdentity.ofEntry(directory + "/" + relative) else { continue }
            if entry.isDirectory {
                result[relative + "/"] = ""
            } else {
                result[relative] = FileManager.default.contents(atPath: directory + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        return result
    }

    /// Entries of the temporary naming (`.NAME.tmp-PID-RANDOM`) anywhere below `directory`.
    static func temporaryEntries(under directory: String) -> [String] {
        let all = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
        return all.filter { TemporaryNames.isTemporary(($0 as NSString).lastPathComponent) }.sorted()
    }

    /// A process id that is certainly gone: a child that has ended and been reaped.
    static func goneProcessID() throws -> Int32 {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }
}
