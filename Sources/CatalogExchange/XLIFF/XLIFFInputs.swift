import SharpTools
import StringCatalog

/// The XLIFF an import reads: files as given and the XLIFF files of `.xcloc` bundles, each
/// parsed for its targets and sources, the two halves of the list on two cores (`TwoJobs`). The caller
/// says what is on disk and reads the bytes.
package enum XLIFFInputs {
    /// An input that is not XLIFF, or a file that is not well-formed; the message names it.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The files to read: a file as given; for a directory (an `.xcloc` bundle) the XLIFF files
    /// in its `Localized Contents/`.
    ///
    /// - Parameters:
    ///   - isDirectory: whether a path is a directory; nil when nothing is there.
    ///   - names: the names in a directory (none when it cannot be read).
    package static func files(_ inputs: [String], isDirectory: (String) -> Bool?, names: (String) -> [String]) throws(Failure) -> [String] {
        var files: [String] = []
        for input in inputs {
            guard let directory = isDirectory(input) else { throw Failure(description: "\(input): no such file or directory") }
            guard directory else { files.append(input); continue }
            let folder = XclocBundle.localizedContentsFolder(ofBundleAt: input)
            let found = XclocBundle.xliffFiles(amongNames: names(folder))
            guard !found.isEmpty else { throw Failure(description: "\(input): not an .xcloc bundle (no Localized Contents/*.xliff)") }
            files += found.map { folder + "/" + $0 }
        }
        return files
    }

    /// Every file's bytes (read by `bytes`, whose errors pass through) parsed, in order.
    package static func documents(_ files: [String], bytes: @escaping @Sendable (String) throws -> [UInt8]) throws -> [(file: String, document: XLIFFDocument)] {
        let read: @Sendable (String) -> Result<(file: String, document: XLIFFDocument), any Error> = { file in
            Result {
                do {
                    return (file, try XLIFFReader.read(try bytes(file), skipsNotes: true))
                } catch let failure as XLIFFReader.Failure {
                    throw Failure(description: "\(file):\(failure.line): \(failure.message)")
                }
            }
        }
        let half = (files.count + 1) / 2
        let (first, second) = TwoJobs.run({ files.prefix(half).map(read) }, { files.dropFirst(half).map(read) })
        return try (first + second).map { try $0.get() }
    }
}
