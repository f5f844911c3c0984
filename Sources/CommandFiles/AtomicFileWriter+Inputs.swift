import SafeOutput
import CommandLineKit

extension AtomicFileWriter {
    /// Refuses an output that is (same device and inode, or the same real path) one of the
    /// run's inputs — the store, the catalog, a settings or baseline file — as a usage error
    /// that names the option.
    package static func refuseInputs(output: String, option: String, inputs: [String?], context: CommandContext, command: String) throws(UsageError) {
        if let input = input(overwrittenBy: output, among: inputs, canonicalPath: context.canonicalPath) {
            throw UsageError("\(option) \(output) is \(input), an input of this run; choose another file", command: command)
        }
    }
}
