import Foundation

/// Reading a store file's bytes with errors that say what is wrong with the path.
public enum StoreFile {
    public static func readBytes(path: String) throws(StoreError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StoreError(file: path, place: .file, problem: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw StoreError(file: path, place: .file, problem: "is a directory, not a store file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError(file: path, place: .file, problem: "cannot be opened for reading (permission denied?)")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return [UInt8](data)
        } catch {
            throw StoreError(file: path, place: .file, problem: "cannot be read: \(error.localizedDescription)")
        }
    }
}
