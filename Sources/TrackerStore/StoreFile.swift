import Foundation
import SharpTools

/// Reading a store file's bytes with errors that say what is wrong with the path.
public enum StoreFile {
    public static func readBytes(path: String) throws(StoreError) -> [UInt8] {
        do {
            return try FileBytes.read(path: path)
        } catch {
            let problem: String
            switch error {
            case .noSuchFile: problem = "no such file"
            case .isDirectory: problem = "is a directory, not a store file"
            case .notReadable: problem = "cannot be opened for reading (permission denied?)"
            case .readFailed(let reason): problem = "cannot be read: \(reason)"
            }
            throw StoreError(file: path, place: .file, problem: problem)
        }
    }
}
