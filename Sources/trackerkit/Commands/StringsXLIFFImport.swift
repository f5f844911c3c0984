import Foundation
import SharpTools
import StringCatalog

/// The file side of `strings import FILE.xliff… | DIR.xcloc…`: which files to read and
/// reading them; what they mean for the catalogs is `TranslationImport`'s.
enum StringsXLIFFImport {
    /// Reads every file; the two halves of the list on two cores (TwoJobs).
    static func readAll(_ files: [String]) throws -> [(file: String, document: XLIFFDocument)] {
        let half = (files.count + 1) / 2
        let read: @Sendable (String) -> Result<(file: String, document: XLIFFDocument), UsageError> = { file in
            Result { (file, try Self.read(file)) }.mapError { $0 as? UsageError ?? UsageError("\(file): \($0)") }
        }
        let (first, second) = TwoJobs.run({ files.prefix(half).map(read) }, { files.dropFirst(half).map(read) })
        return try (first + second).map { try $0.get() }
    }

    /// The XLIFF files to read: files as given; for an `.xcloc` bundle the XLIFF files in its
    /// `Localized Contents/`.
    static func xliffFiles(_ inputs: [String]) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            guard let entry = FileIdentity.of(input) else {
                throw UsageError("\(input): no such file or directory")
            }
            guard entry.isDirectory else { files.append(input); continue }
            let folder = XclocBundle.localizedContentsFolder(ofBundleAt: input)
            let names = XclocBundle.xliffFiles(amongNames: (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            guard !names.isEmpty else {
                throw UsageError("\(input): not an .xcloc bundle (no Localized Contents/*.xliff)")
            }
            files += names.map { folder + "/" + $0 }
        }
        return files
    }

    static func read(_ file: String) throws -> XLIFFDocument {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: file) } catch {
            if case .tooLarge(let limit) = error { throw UsageError("\(file): \(FileBytes.tooLargeMessage(limit: limit))") }
            throw UsageError("\(file): cannot read the file")
        }
        do {
            return try XLIFFReader.read(bytes, skipsNotes: true)
        } catch {
            throw UsageError("\(file):\(error.line): \(error.message)")
        }
    }
}
