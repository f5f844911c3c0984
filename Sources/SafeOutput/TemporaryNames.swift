import Foundation
import SharpTools

/// The names of trackerkit's temporary files and directories, `.NAME.tmp-PID-RANDOM`, and the
/// sweep that removes those a killed run (SIGKILL, power loss) left behind: any of that
/// naming whose process is gone.
package enum TemporaryNames {
    static let marker = ".tmp-"

    /// A fresh temporary name for `name` in the same directory.
    static func make(for name: String) -> String {
        ".\(name)\(marker)\(ProcessCalls.currentID)-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The process id in a name of this naming, nil for any other name.
    package static func processID(in name: String) -> Int32? {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return nil }
        let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil, pid > 0 else { return nil }
        return pid
    }

    /// Whether `name` is of this naming (whatever process made it).
    package static func isTemporary(_ name: String) -> Bool {
        processID(in: name) != nil
    }

    /// Removes the temporary files and directories of gone processes from `directory`. Best
    /// effort: what cannot be removed now is tried again by the next run.
    static func sweepStale(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let ownID = ProcessCalls.currentID
        for name in names {
            guard let pid = processID(in: name), pid != ownID, FileSystemCalls.processIsGone(pid) else { continue }
            let path = directory + "/" + name
            guard let entry = FileIdentity.ofEntry(path) else { continue }
            if entry.isDirectory {
                try? FileManager.default.removeItem(atPath: path)  // best effort, see above
            } else {
                try? FileSystemCalls.removeFile(path)  // best effort, see above
            }
        }
    }
}
