import SharpTools
import CommandLineKit

/// Reading an input file whole for a command (a CSV, an XLIFF file, a Swift file, a settings
/// file): at most the run's `--max-input-size` bytes, and an error that names the file.
package enum InputFile {
    /// The bytes of `path`; over `limit` the size limit's one wording, a FIFO or device where
    /// only a regular file will do (`accepted`) said as such, else `unreadable`'s wording.
    package static func bytes(
        of path: String, limit: Int, accepted: FileBytes.Accepted = .fileOrStream, unreadable: (FileBytes.Failure) -> String
    ) throws(UsageError) -> [UInt8] {
        do {
            return try FileBytes.read(path: path, limit: limit, accepted: accepted)
        } catch {
            switch error {
            case .tooLarge, .notRegularFile: throw UsageError("\(path): \(error)")
            default: throw UsageError("\(path): \(unreadable(error))")
            }
        }
    }
}
