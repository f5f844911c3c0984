#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file straight into a byte array.
///
/// `FileManager.contents(atPath:)` returns `Data`, which the parser would copy into `[UInt8]`:
/// for a 78 MB catalog that is a second 78 MB buffer and a copy of every byte. Reading into
/// the array directly avoids both.
enum CatalogFileReader {
    /// The file's bytes, or nil when it cannot be opened or read (missing, a directory, no
    /// permission) — the cases in which `FileManager.contents(atPath:)` returns nil.
    static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let expected = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        var failed = false
        // The size is a hint only: the file may change while it is read, and pipes or
        // devices report none, so reading continues in chunks until end of file.
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < expected {
                let count = read(descriptor, buffer.baseAddress! + initialized, expected - initialized)
                if count > 0 {
                    initialized += count
                } else if count == 0 {
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        guard !failed else { return nil }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
