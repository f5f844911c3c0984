import SharpTools

/// Reading an input file whole for a command (a CSV, an XLIFF file, a Swift file, a settings
/// file): at most the run's `--max-input-size` bytes, and an error that names the file.
enum InputFile {
    /// The bytes of `path`; over `limit` the size limit's one wording, else `unreadable`'s.
    static func bytes(of path: String, limit: Int, unreadable: (FileBytes.Failure) -> String) throws(UsageError) -> [UInt8] {
        do {
            return try FileBytes.read(path: path, limit: limit)
        } catch {
            if case .tooLarge(let limit) = error { throw UsageError("\(path): \(FileBytes.tooLargeMessage(limit: limit))") }
            throw UsageError("\(path): \(unreadable(error))")
        }
    }
}
